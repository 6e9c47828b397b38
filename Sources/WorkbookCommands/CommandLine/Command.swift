import Course
import Foundation
import PreviewProtocol
import Renderer

/// What the user asked the `workbook` tool to do, parsed from its arguments.
enum Command: Equatable, Sendable {
    /// Chapters, exercises and progress.
    case list
    /// Run the tests of one chapter or exercise, or of every chapter.
    case test(Selection)
    /// The maintainers' gate: solutions pass, skeletons fail cleanly, mistakes are caught.
    case verify
    /// A chapter's chart, drawn by the student's code.
    case preview(ChartRequest)
    /// Every chapter's chart, drawn by the reference solutions, for a classroom.
    case demo(ChartOptions)
    /// A chapter's chart with a selection moved by the keys or the mouse.
    case explore(ChartRequest)
    /// Times the renderer on long series, in a release build.
    case bench
    /// Grades students' submissions against the instructor's tests.
    case grade(GradeRequest)
    /// The next hint of an exercise, such as "1.3".
    case hint(String, of: Chapter)
    /// Puts the skeleton of an exercise or a chapter back, after saving the student's code.
    case reset(ResetRequest)
    /// Re-runs a chapter's tests whenever its files change; `nil`: the chapter to do next.
    case watch(Chapter?)
    /// Help on one subcommand, or on the tool.
    case help(Subcommand?)
}

/// What `workbook reset` puts back.
struct ResetRequest: Equatable, Sendable {
    /// A chapter, or one of its exercises.
    var selection: Selection
    /// Overwrite without asking.
    var yes = false
}

/// The subcommands, as typed.
enum Subcommand: String, CaseIterable, Sendable {
    case list, test, watch, hint, reset, preview, explore, demo, bench, verify, grade, help

    /// The options of this subcommand beyond `--color`, `--ascii` and `--help`.
    var chartOptions: [ChartOption] {
        switch self {
        case .preview: ChartOption.allCases
        case .explore: ChartOption.allCases.filter { $0 != .svg && $0 != .compare && $0 != .tap }
        case .demo: [.width, .height, .canvas, .svg]
        case .list, .test, .verify, .help, .bench, .grade, .hint, .reset, .watch: []
        }
    }
}

/// An option of the chart subcommands, as typed after `--`.
enum ChartOption: String, CaseIterable, Sendable {
    case dataset, csv, compare, select, tap, width, height, canvas, svg

    /// Whether the option is followed by a value.
    var takesValue: Bool { self != .compare }
}

/// How a chart is drawn: its size, its characters and where else it goes.
struct ChartOptions: Equatable, Sendable {
    /// Columns and rows; `nil` to fit the terminal.
    var width: Int?
    var height: Int?
    /// The characters to draw with; `nil` for the best the terminal shows.
    var canvas: CanvasKind?
    /// A file to write the chart to as SVG as well.
    var svgPath: String?
}

/// What `workbook preview` and `workbook explore` draw.
struct ChartRequest: Equatable, Sendable {
    var chapter: Chapter
    var dataset: String?
    var csvPath: String?
    var compare = false
    var selection: Int?
    /// A simulated tap, in the chart's pixel coordinates.
    var tap: CGPoint?
    var options = ChartOptions()
    /// The chapter's own options, by name without the dashes: ["now": "14:30"].
    var chapterOptions: [String: String] = [:]

    init(chapter: Chapter) {
        self.chapter = chapter
    }
}

/// What `workbook test` runs.
enum Selection: Equatable, Sendable {
    case everything
    case chapter(Chapter)
    /// One exercise, such as "1.3", of its chapter.
    case exercise(String, of: Chapter)

    /// The chapters whose tests must run.
    func chapters(in catalog: ChapterCatalog) -> [Chapter] {
        switch self {
        case .everything: catalog.chapters
        case .chapter(let chapter), .exercise(_, of: let chapter): [chapter]
        }
    }
}

/// An option of `grade` or `reset`, as typed after `--`.
enum ToolOption: String, CaseIterable, Sendable {
    case format, output, yes
    case noSandbox = "no-sandbox"

    /// Whether the option is followed by a value.
    var takesValue: Bool { self != .yes && self != .noSandbox }

    /// The subcommand the option belongs to.
    var subcommand: Subcommand { self == .yes ? .reset : .grade }
}

/// When to colour the output.
enum ColorChoice: String, Sendable {
    /// Only on a terminal, and never with `NO_COLOR` set.
    case auto
    case always
    case never
}

/// A parsed command line: the command and the options that shape its output.
struct Invocation: Equatable, Sendable {
    var command: Command
    var color: ColorChoice = .auto
    /// Plain ASCII instead of Unicode symbols.
    var ascii = false

    init(command: Command, color: ColorChoice = .auto, ascii: Bool = false) {
        self.command = command
        self.color = color
        self.ascii = ascii
    }
}

/// A mistake in the command line, reported with the usage of the subcommand concerned.
struct UsageError: Error, Equatable, Sendable {
    let message: String
    let subcommand: Subcommand?

    init(_ message: String, subcommand: Subcommand? = nil) {
        self.message = message
        self.subcommand = subcommand
    }
}

extension Subcommand {
    /// The exit codes this subcommand can end with, for `workbook help`.
    var exitCodes: [ExitCode] {
        switch self {
        case .list, .help: [.success, .usage]
        case .test, .verify, .bench, .grade, .reset: [.success, .failure, .usage]
        case .hint: [.success, .usage]
        case .watch: [.success, .usage, .interrupted]
        case .preview: [.success, .failure, .usage, .dataError, .stuck, .interrupted]
        case .explore: [.success, .failure, .usage, .dataError, .stuck, .interrupted]
        case .demo: [.success, .failure, .usage, .interrupted]
        }
    }
}
