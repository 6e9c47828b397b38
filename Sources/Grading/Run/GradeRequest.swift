/// What one `workbook grade` was asked to do: the submissions, the report's form and
/// file, and how the class is cut, resumed or joined.
///
/// ```
/// var request = GradeRequest(submissions: ["alice/", "bob/"], format: .json, outputPath: "grades.json")
/// request.shard = Shard("1/2")
/// ```
public struct GradeRequest: Equatable, Sendable {
    /// The report's form.
    public enum Format: String, CaseIterable, Sendable {
        case table, json, junit, html, csv, gradescope, classroom50

        /// Whether the format holds one submission: Gradescope's and Classroom 50's.
        public var isPerSubmission: Bool { self == .gradescope || self == .classroom50 }

        /// Whether grading draws each chapter's chart: for the class report, and in JSON so
        /// that shards merge into a report.
        public var drawsCharts: Bool { self == .html || self == .json }

        /// The usual ending of a file of this format, for an example name.
        public var fileExtension: String {
            switch self {
            case .table: "txt"
            case .json, .gradescope, .classroom50: "json"
            case .junit: "xml"
            case .html: "html"
            case .csv: "csv"
            }
        }
    }

    /// The submissions' folders, as typed; with ``merging``, the reports to join.
    public var submissions: [String]
    public var format: Format
    /// A file for the report instead of standard output.
    public var outputPath: String?
    /// Whether each submission is built and tested in a ``Sandbox``; `--no-sandbox` turns it off.
    public var sandboxed = true
    /// Only this part of the submissions, `--shard 2/3`.
    public var shard: Shard?
    /// `--merge`: the operands are reports of `--format json` to join, and nothing is built.
    public var merging = false
    /// `--resume`: the submissions already in the output file are not graded again.
    public var resuming = false
    /// How many submissions are graded at once, `--jobs`.
    public var jobs = 1
    /// The seed of the held-out inputs, `--seed`; `nil` for a new one (or the resumed report's).
    public var seed: UInt64?
    /// When students see the tests, for `--format gradescope`.
    public var visibility = GradescopeReport.Visibility.visible

    public init(submissions: [String], format: Format = .table, outputPath: String? = nil) {
        self.submissions = submissions
        self.format = format
        self.outputPath = outputPath
    }
}

/// A request that cannot be carried out as asked, such as an `--output` in a folder that
/// is not there: said before anything is graded, with the command's usage.
public struct GradeRequestError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
