import Contracts
import Course
import Foundation
import Grading
import Platform
import PreviewProtocol
import Results
import Runner

/// What `workbook grade` was asked to do.
struct GradeRequest: Equatable, Sendable {
    /// The report's form.
    enum Format: String, CaseIterable, Sendable {
        case table, json, junit, html, csv, gradescope, classroom50

        /// Whether the format holds one submission: Gradescope's and Classroom 50's.
        var isPerSubmission: Bool { self == .gradescope || self == .classroom50 }

        /// Whether grading draws each chapter's chart: for the class report, and in JSON so
        /// that shards merge into a report.
        var drawsCharts: Bool { self == .html || self == .json }

        /// The usual ending of a file of this format, for an example name.
        var fileExtension: String {
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
    var submissions: [String]
    var format = Format.table
    /// A file for the report instead of standard output.
    var outputPath: String?
    /// Whether each submission is built and tested in a ``Sandbox``; `--no-sandbox` turns it off.
    var sandboxed = true
    /// Only this part of the submissions, `--shard 2/3`.
    var shard: Shard?
    /// `--merge`: the operands are reports of `--format json` to join, and nothing is built.
    var merging = false
    /// `--resume`: the submissions already in the output file are not graded again.
    var resuming = false
    /// How many submissions are graded at once, `--jobs`.
    var jobs = 1
    /// The seed of the held-out inputs, `--seed`; `nil` for a new one (or the resumed report's).
    var seed: UInt64?
    /// When students see the tests, for `--format gradescope`.
    var visibility = GradescopeReport.Visibility.visible
}

/// `workbook grade SUBMISSION...`: grades each submission's Chapters/ against the
/// instructor's tests and reports the points.
///
/// ```
/// $ swift run workbook grade alice/ bob/ --format json --output grades.json
/// 1 of 2 · alice/
/// 2 of 2 · bob/
/// ```
///
/// With `--output`, the file is written again after each submission, so that it always
/// holds every grade made so far; `--resume` goes on from it. `--shard` grades a part of
/// the class, and `--merge` joins the parts' reports into any format.
///
/// Exits with 0 whenever the grading ran, whatever the scores.
struct GradeCommand {
    let workspace: Workspace
    let style: Style
    let request: GradeRequest
    let output: Output
    /// The folder the submissions' paths are relative to.
    var currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// Where `--format classroom50` reads the runner's variables.
    var environment = ProcessInfo.processInfo.environment

    /// The sandbox to grade in; `nil` finds the best this machine has.
    var sandbox: Sandbox?
    /// Limits for each submission, the defaults unless a test asks for smaller ones.
    var limits = Sandbox.Limits()
    var timeLimits = WatchedRun.TimeLimits(total: 15 * 60, quiet: 10, perTest: 60)

    func run() throws -> ExitCode {
        guard Grader.canGrade(in: workspace) || request.merging else { throw NeedsInstructorsEdition(what: "Grading") }
        return request.merging ? try merge() : try gradeSubmissions()
    }

    /// Grades the submissions of the request (of its shard), as many at once as `--jobs` says.
    private func gradeSubmissions() throws -> ExitCode {
        if let missing = request.submissions.first(where: { !Self.isFolder(resolve($0)) }) {
            throw UsageError("There is no folder '\(StudentText.name(missing))' to grade.", subcommand: .grade)
        }
        let names = request.shard.map { $0.part(of: request.submissions) } ?? request.submissions
        let earlier = try request.resuming ? gradesToResume() : []
        // A submission the tools failed to grade is graded again. The file holds each
        // name as reports show it (``StudentText``).
        let graded = Set(earlier.filter { !$0.toolsFailed }.map(\.submission))
        let toGrade = names.filter { !graded.contains(StudentText.name($0)) }
        if request.resuming, let path = request.outputPath {
            Workbook.standardError("\(path) has \(names.count - toGrade.count) of these \(names.count) submissions graded already; grading the other \(toGrade.count).")
        }
        let sandbox = request.sandboxed ? self.sandbox ?? Sandbox.find() : nil
        if request.sandboxed && sandbox == nil {
            throw UsageError("""
                Grading runs each submission in a sandbox, and none can be had here. Install one:
                  \(Sandbox.installAdvice)
                or grade without one, trusting every submission, with --no-sandbox.
                """, subcommand: .grade)
        }
        if sandbox == nil {
            Workbook.standardError(style.paint("Warning: ", .yellow)
                + "grading without a sandbox: each submission's code runs with your permissions.")
        }
        let perSubmission = try PerSubmissionFiles(request: request, submissions: names, folder: request.outputPath.map(resolve))
        try checkOutputFile(perSubmission)
        warnOfTooManyJobs()
        var grading = try ClassGrading(workspace: workspace, sandbox: sandbox)
        grading.limits = limits
        grading.timeLimits = timeLimits
        grading.jobs = request.jobs
        grading.drawsCharts = request.format.drawsCharts
        // A resumed run must draw the inputs its first part drew, or the parts disagree.
        if let seed = request.seed ?? earlier.lazy.compactMap({ $0.reference?.seed }).first {
            // A recorded reference answers the inputs of its own seed only.
            if let recorded = grading.recorded, recorded.seed != seed {
                throw UsageError("This workbook grades with recorded answers, to the inputs of seed \(recorded.seed) only, not \(seed).",
                                 subcommand: .grade)
            }
            grading.seed = seed
        }
        var fresh: [String: SubmissionGrade] = [:]
        var failures: [String] = []
        var writeError: (any Error)?
        // When each started, and how long each took, for --format gradescope.
        var started: [Int: Date] = [:]
        var seconds: [String: Int] = [:]
        let progress = ClassProgress(reporter: workspace.progress, names: toGrade, jobs: request.jobs, style: style)
        grading.grade(toGrade.map { .init(name: $0, folder: resolve($0)) }) { event in
            progress.handle(event)
            if case .started(let index) = event { started[index] = Date() }
            // A grade made while the tool is being stopped is of a killed build, not of the
            // student's work: it is not kept, so that --resume grades that submission again.
            guard case .finished(let index, let grade, let failure) = event, !Termination.isStopping else { return }
            // The tools failed, not the student: say so at the end, and go on with the others.
            if let failure { failures.append(StudentText.message("\(grade.submission): \(failure)")) }
            fresh[grade.submission] = grade
            seconds[grade.submission] = started[index].map { Int(Date().timeIntervalSince($0).rounded()) }
            // The file holds every submission graded so far, valid after each one, so that
            // an interrupted run keeps what it finished, and --resume goes on from there.
            guard writeError == nil, request.outputPath != nil else { return }
            do {
                if let perSubmission {
                    try writeEach([grade], in: perSubmission, seconds: seconds)
                } else if let path = request.outputPath {
                    try write(Self.ordered(earlier: earlier, fresh: fresh, names: names), to: resolve(path))
                }
            } catch { writeError = error }
        }
        if let writeError { throw writeError }
        var grades = Self.ordered(earlier: earlier, fresh: fresh, names: names)
        // What the class is compared with comes once, on the first submission (see
        // `SubmissionGrade.reference`), unless an earlier run of --resume brought it.
        if !grades.isEmpty, !grades.contains(where: { $0.reference != nil }) {
            workspace.progress.start("The reference solutions")
            grades[0].reference = grading.reference(progress: workspace.progress.update)
            workspace.progress.finish()
        }
        try report(grades, in: perSubmission, seconds: seconds)
        for failure in failures { Workbook.standardError(style.paint("Error: ", .red) + failure) }
        return !toGrade.isEmpty && failures.count == toGrade.count ? .failure : .success
    }

    /// Refuses an `--output` file that cannot be written, before anything is graded: the
    /// report is first written after the first submission, and the error would otherwise
    /// come only at the end, after the whole class was graded for nothing. A folder of
    /// files each (``PerSubmissionFiles``) is made as needed, and is checked there.
    private func checkOutputFile(_ perSubmission: PerSubmissionFiles?) throws(UsageError) {
        guard let path = request.outputPath, perSubmission?.isFolder != true else { return }
        let file = resolve(path)
        if Self.isFolder(file) {
            throw UsageError("--output \(path) is a folder; name a file, such as \(path.hasSuffix("/") ? path : path + "/")grades.\(request.format.fileExtension).", subcommand: .grade)
        }
        let folder = file.deletingLastPathComponent()
        guard Self.isFolder(folder) else {
            throw UsageError("--output \(path) is in a folder that is not there, \(folder.path); make it first, or name a file in another.", subcommand: .grade)
        }
    }

    /// Says so when `--jobs` asks for more builds at once than the machine has cores, or
    /// memory at about 2 GB a build: the jobs then only take turns, each slower.
    private func warnOfTooManyJobs() {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let gigabytes = Int(ProcessInfo.processInfo.physicalMemory >> 30)
        let room = max(1, min(cores, gigabytes / 2))
        guard request.jobs > room else { return }
        Workbook.standardError(style.paint("Warning: ", .yellow)
            + "--jobs \(request.jobs) on \(cores) cores and \(gigabytes) GB of memory: there is room for about \(room) builds at once, and more jobs only take turns.")
    }

    /// Joins the reports of `--format json` that the operands name, and writes them in the
    /// requested format. Nothing is built or run.
    private func merge() throws -> ExitCode {
        var grades: [SubmissionGrade] = []
        var source: [String: String] = [:]
        for path in request.submissions {
            let read = try Self.readGrades(resolve(path), named: path)
            for grade in read {
                if let other = source[grade.submission] {
                    throw UsageError("\(StudentText.name(grade.submission)) is graded in both '\(other)' and '\(path)'; give each submission's grades once.", subcommand: .grade)
                }
                source[grade.submission] = path
                if let first = grades.first, first.exercises.map(\.id) != grade.exercises.map(\.id) {
                    throw UsageError("'\(source[first.submission]!)' and '\(path)' were graded against different exercises, so they cannot be joined.", subcommand: .grade)
                }
                grades.append(grade)
            }
        }
        // The order of one run over the whole class: by name, as the shards are cut.
        let order = Shard("1/1")!.part(of: grades.map(\.submission))
        let bySubmission = Dictionary(uniqueKeysWithValues: grades.map { ($0.submission, $0) })
        let perSubmission = try PerSubmissionFiles(request: request, submissions: order, folder: request.outputPath.map(resolve))
        try checkOutputFile(perSubmission)
        try report(order.map { bySubmission[$0]! }, in: perSubmission)
        return .success
    }

    /// The grades in the output file that `--resume` goes on from; none when there is no
    /// such file yet.
    private func gradesToResume() throws -> [SubmissionGrade] {
        guard let path = request.outputPath else { return [] }
        let file = resolve(path)
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        return try Self.readGrades(file, named: path)
    }

    /// The grades in a report of `--format json`, or a usage error that says what is wrong
    /// with the file, so that nothing is overwritten.
    private static func readGrades(_ file: URL, named path: String) throws -> [SubmissionGrade] {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw UsageError("There is no report '\(path)' to read.", subcommand: .grade)
        }
        do {
            return try ResultsJSON.grades(from: data)
        } catch {
            throw UsageError("'\(path)' cannot be read back: \(error).", subcommand: .grade)
        }
    }

    /// The grades of `names` in their order, then those of the earlier run that are not
    /// among them: nothing an earlier run graded is lost. An earlier run's file holds each
    /// name as reports show it, so names are compared so.
    static func ordered(earlier: [SubmissionGrade], fresh: [String: SubmissionGrade], names: [String]) -> [SubmissionGrade] {
        let earlierByName = Dictionary(earlier.map { (StudentText.name($0.submission), $0) }, uniquingKeysWith: { first, _ in first })
        let listed = Set(names.map(StudentText.name))
        return names.compactMap { fresh[$0] ?? earlierByName[StudentText.name($0)] }
            + earlier.filter { !listed.contains(StudentText.name($0.submission)) }
    }

    /// Writes the report to the output file (a file each, for a per-submission format), or
    /// prints it.
    ///
    /// - Parameter seconds: How long each submission took to grade, for `--format gradescope`.
    private func report(_ grades: [SubmissionGrade], in perSubmission: PerSubmissionFiles?, seconds: [String: Int] = [:]) throws {
        let count = "\(grades.count) submission\(grades.count == 1 ? "" : "s")"
        if let perSubmission, let path = request.outputPath {
            try writeEach(grades, in: perSubmission, seconds: seconds)
            Workbook.standardError("Wrote the grades of \(count) to \(path)\(perSubmission.isFolder ? ", a file each" : "").")
        } else if let path = request.outputPath {
            try write(grades, to: resolve(path))
            Workbook.standardError("Wrote the grades of \(count) to \(path).")
        } else {
            output.raw(Self.ended(try text(grades, forFile: false, seconds: seconds)))
        }
    }

    /// Writes each grade to its own file, whole, as ``write(_:to:)`` does.
    private func writeEach(_ grades: [SubmissionGrade], in files: PerSubmissionFiles, seconds: [String: Int]) throws {
        for grade in grades {
            guard let file = files.file(for: grade.submission) else { continue }
            try OutputFile.write(Data(Self.ended(try text([grade], forFile: true, seconds: seconds)).utf8), to: file)
        }
    }

    /// The report of `grades`; a per-submission format (``GradeRequest/Format/isPerSubmission``)
    /// is given one grade at a time.
    ///
    /// - Parameter seconds: How long each submission took to grade, for `--format gradescope`.
    private func text(_ grades: [SubmissionGrade], forFile: Bool, seconds: [String: Int] = [:]) throws -> String {
        // The one place where grades become a report's text, so the one place where the
        // text a submission chose is made safe to show, in every format.
        let all = grades.map(\.shownInReports)
        let seconds = Dictionary(seconds.map { (StudentText.name($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        switch request.format {
        case .table: return GradeTable(chapters: workspace.catalog.chapters, style: forFile ? Style(colors: false, unicode: style.unicode) : style)
            .lines(all).joined(separator: "\n")
        case .json: return try ResultsJSON.text(all)
        case .junit: return JUnitReport.text(all)
        case .html: return ClassReportPage.text(ClassReport(grades: all, chapters: workspace.catalog.chapters))
        case .csv: return GradebookCSV.text(all, chapters: workspace.catalog.chapters)
        case .gradescope, .classroom50:
            return try all.map { grade in
                request.format == .gradescope
                    ? try GradescopeReport.text(grade, visibility: request.visibility, executionTime: seconds[grade.submission])
                    : try Classroom50Report.text(grade, environment: environment)
            }.joined(separator: "\n")
        }
    }

    /// Writes the report whole to a file beside `file`, then moves it into place: a
    /// reader never sees half a report. A device or a FIFO is written as it is (``OutputFile``).
    private func write(_ grades: [SubmissionGrade], to file: URL) throws {
        try OutputFile.write(Data(Self.ended(try text(grades, forFile: true)).utf8), to: file)
    }

    /// A report's text with a line break at its end: CSV ends its records with its own.
    private static func ended(_ text: String) -> String {
        // By bytes: "\r\n" is one Character, which hasSuffix("\n") would not match.
        text.utf8.last == UInt8(ascii: "\n") ? text : text + "\n"
    }

    /// A path as typed, from the current folder unless it is absolute.
    private func resolve(_ path: String) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)).standardizedFileURL
    }

    static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// Where a per-submission format (Gradescope's, Classroom 50's) writes: the one file
/// `--output` names for one submission, or, for several, a file each in the folder it
/// names, `DIR/<name>.json`, since each platform's file holds one submission.
struct PerSubmissionFiles {
    /// The file, or the folder of files.
    let output: URL?
    let isFolder: Bool
    /// Each submission's file name, "alice.json".
    let names: [String: String]

    /// `nil` for the other formats.
    init?(request: GradeRequest, submissions: [String], folder output: URL?) throws(UsageError) {
        guard request.format.isPerSubmission else { return nil }
        self.output = output
        isFolder = submissions.count > 1
        var names: [String: String] = [:]
        if isFolder {
            guard let output else {
                throw UsageError(
                    "--format \(request.format.rawValue) writes one submission's file, and \(submissions.count) were given: "
                        + "name a folder with --output DIR, for DIR/<submission>.json each.", subcommand: .grade)
            }
            var seen: [String: String] = [:]
            for submission in submissions {
                let name = Grader.logName(for: submission) + ".json"
                if let other = seen[name] {
                    throw UsageError("'\(StudentText.name(other))' and '\(StudentText.name(submission))' would both be written to \(name); rename one of the folders.", subcommand: .grade)
                }
                seen[name] = submission
                names[submission] = name
            }
            if FileManager.default.fileExists(atPath: output.path), !GradeCommand.isFolder(output) {
                throw UsageError("--output \(output.lastPathComponent) is a file; for several submissions it must name a folder.", subcommand: .grade)
            }
            do {
                try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            } catch {
                throw UsageError("The folder \(output.path) cannot be made: \(error.localizedDescription)", subcommand: .grade)
            }
        }
        self.names = names
    }

    /// The files of the request's own submissions.
    init?(request: GradeRequest, folder output: URL?) throws(UsageError) {
        try self.init(request: request, submissions: request.submissions, folder: output)
    }

    /// The file of `submission`; `nil` when the report goes to standard output.
    func file(for submission: String) -> URL? {
        guard let output else { return nil }
        return isFolder ? output.appendingPathComponent(names[submission] ?? Grader.logName(for: submission) + ".json") : output
    }
}
