import Course
import Foundation
import Renderer

/// What a chart subcommand asks for, in the one shape that the `workbook` tool parses,
/// checks and sends, and that the preview program reads.
///
/// The tool fills in what the user typed (``dataset``, ``selection``, ``options`` ...), then
/// how charts are drawn here (``drawing``: the terminal's size, the canvas, the colours), and
/// passes the whole request on as one JSON argument:
///
/// ```
/// var request = ChartRequest(chapter: chapter)
/// request.selection = 3
/// let json = try request.encodedArgument()             // what the tool passes on
/// try ChartRequest(decodingArgument: json) == request   // what the program reads
/// ```
///
/// The two programs are separate so that a chapter that does not compile cannot stop
/// the tool itself: the tool can still show the compiler's errors.
public struct ChartRequest: Codable, Equatable, Sendable {
    public enum Mode: String, Codable, Sendable {
        /// One chapter's chart drawn through the student's functions.
        case preview
        /// Every chapter's chart drawn through the reference solutions.
        case demo
        /// One chapter's chart, with the selection moved by keys or the mouse.
        case explore
        /// The parts of one chapter's chart that `--compare` checks, as JSON on standard
        /// output, drawn by the reference solutions into ``plotRect``.
        case expected
        /// One line on standard output: which parts of one chapter's chart the student's
        /// code draws, for `watch`.
        case status
        /// One chapter's chart drawn from a student's recorded answers, by the preview
        /// program built from the reference solutions: the grader's chart of a submission,
        /// drawn without running its code (see ``ChartRequest/Replay``).
        case replay
        /// Every chart the students' edition carries, drawn by the program built from the
        /// reference solutions, whose answers go to ``expectedAnswersPath`` as data (see
        /// ``EditionCharts``): how `workbook edition students` makes the expected charts.
        case record
    }

    /// For ``Mode/replay``: where the student's answers are, and where the charts and the
    /// calls that have no answer yet go. Every chapter of the request is drawn in one run.
    public struct Replay: Codable, Equatable, Sendable {
        /// `RecordedAnswer`s, one JSON object a line.
        public var answersPath: String
        /// Written by the program: the calls the charts made that have no answer, as
        /// `ProbeCall`s a line, or an empty file when every chart is complete.
        public var unansweredPath: String
        /// Where each complete chart goes, as `chapter-1.svg`, or, when one of its calls
        /// failed, a line saying which, as `chapter-1.problem`.
        public var outputFolder: String

        public init(answersPath: String, unansweredPath: String, outputFolder: String) {
            self.answersPath = answersPath
            self.unansweredPath = unansweredPath
            self.outputFolder = outputFolder
        }

        /// The chart of chapter `number`, once it is complete.
        public func chartPath(ofChapter number: Int) -> String { outputFolder + "/chapter-\(number).svg" }
        /// Why chapter `number` has no chart.
        public func problemPath(ofChapter number: Int) -> String { outputFolder + "/chapter-\(number).problem" }
    }

    /// How a chart is drawn, as the user asked: its size, its characters and where else it goes.
    public struct Options: Codable, Equatable, Sendable {
        /// Columns and rows; `nil` to fit the terminal.
        public var width: Int?
        public var height: Int?
        /// The characters to draw with; `nil` for the best the terminal shows.
        public var canvas: CanvasKind?
        /// A file to write the chart to as SVG as well.
        public var svgPath: String?

        public init(width: Int? = nil, height: Int? = nil, canvas: CanvasKind? = nil, svgPath: String? = nil) {
            self.width = width
            self.height = height
            self.canvas = canvas
            self.svgPath = svgPath
        }
    }

    /// How the chart is drawn on this terminal, decided by the tool from ``options``, the
    /// terminal and the environment (see `ChartSettings` in the tool).
    public struct Drawing: Codable, Equatable, Sendable {
        /// The chart's size in character cells.
        public var columns: Int
        public var rows: Int
        /// Whether the user chose the size; if not, the explorer follows the window's size.
        public var sizeIsFixed: Bool
        public var canvas: CanvasKind
        public var colors: ColorMode

        public init(
            size: TerminalSize = TerminalSize(columns: 80, rows: 24), sizeIsFixed: Bool = false,
            canvas: CanvasKind = .braille, colors: ColorMode = .none
        ) {
            self.columns = size.columns
            self.rows = size.rows
            self.sizeIsFixed = sizeIsFixed
            self.canvas = canvas
            self.colors = colors
        }

        public var size: TerminalSize {
            get { TerminalSize(columns: columns, rows: rows) }
            set { (columns, rows) = (newValue.columns, newValue.rows) }
        }
    }

    public var mode: Mode
    /// The chapter to draw, as its description says; every chapter for the demo.
    public var chapters: [Chapter]
    /// A built-in dataset by name; `nil` for the chapter's first.
    public var dataset: String?
    /// A CSV file of the user's own data, instead of a built-in dataset.
    public var csvPath: String?
    /// Overlay the reference solution's chart where the student's differs.
    public var compare = false
    /// The index of the selected data point.
    public var selection: Int?
    /// A simulated tap, in the chart's pixel coordinates.
    public var tap: CGPoint?
    public var options = Options()
    /// The chapter's own options, by name without the dashes: ["now": "14:30"].
    public var chapterOptions: [String: String] = [:]
    public var drawing = Drawing()
    /// For `--compare`: the preview program built from the reference solutions, which
    /// draws the expected parts.
    public var referenceProgram: String?
    /// For ``Mode/expected``: the plot's rectangle in the student's chart, so that the
    /// expected parts are drawn where the student's are.
    public var plotRect: CGRect?
    public var replay: Replay?
    /// In the students' edition, for `--compare` and the demo: the reference's answers
    /// (`Edition/expected-answers.jsonl`), which draw the expected charts instead of the
    /// solutions it does not have. For ``Mode/record``: where to write them.
    public var expectedAnswersPath: String?
    /// For ``Mode/record``: the charts the READMEs ask for beyond the lattice of choices,
    /// recorded too (``EditionCharts/QuotedChart``).
    public var quotedCharts: [EditionCharts.QuotedChart] = []

    public init(mode: Mode = .preview, chapters: [Chapter]) {
        self.mode = mode
        self.chapters = chapters
    }

    /// A request to draw one chapter.
    public init(_ mode: Mode = .preview, chapter: Chapter) {
        self.init(mode: mode, chapters: [chapter])
    }

    /// The one chapter drawn; for the demo, the first of them.
    public var chapter: Chapter? { chapters.first }

    /// The request as one command-line argument.
    public func encodedArgument() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    public init(decodingArgument argument: String) throws {
        self = try JSONDecoder().decode(ChartRequest.self, from: Data(argument.utf8))
    }

    // A hand-written request may leave out everything but the mode and the chapters.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        mode = try container.decode(Mode.self, forKey: .mode)
        chapters = try container.decode([Chapter].self, forKey: .chapters)
        dataset = try container.decodeIfPresent(String.self, forKey: .dataset)
        csvPath = try container.decodeIfPresent(String.self, forKey: .csvPath)
        compare = try container.decodeIfPresent(Bool.self, forKey: .compare) ?? false
        selection = try container.decodeIfPresent(Int.self, forKey: .selection)
        tap = try container.decodeIfPresent(CGPoint.self, forKey: .tap)
        options = try container.decodeIfPresent(Options.self, forKey: .options) ?? Options()
        chapterOptions = try container.decodeIfPresent([String: String].self, forKey: .chapterOptions) ?? [:]
        drawing = try container.decodeIfPresent(Drawing.self, forKey: .drawing) ?? Drawing()
        referenceProgram = try container.decodeIfPresent(String.self, forKey: .referenceProgram)
        plotRect = try container.decodeIfPresent(CGRect.self, forKey: .plotRect)
        replay = try container.decodeIfPresent(Replay.self, forKey: .replay)
        expectedAnswersPath = try container.decodeIfPresent(String.self, forKey: .expectedAnswersPath)
        quotedCharts =
            try container.decodeIfPresent([EditionCharts.QuotedChart].self, forKey: .quotedCharts) ?? []
    }
}
