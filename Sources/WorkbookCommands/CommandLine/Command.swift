import Course
import Grading
import Foundation
import PreviewProtocol
import Renderer

/// What the user asked the `workbook` tool to do, parsed from its arguments.
enum Command: Equatable, Sendable {
    /// Chapters, exercises and progress.
    case list
    /// Run the tests of one chapter or exercise, or of every chapter.
    case test(Selection)
    /// The maintainers' gate: solutions pass, skeletons fail cleanly, mistakes are caught;
    /// with `onlySkeletons`, the descriptions and the skeletons alone, their results recorded.
    case verify(onlySkeletons: Bool)
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
    /// Writes what a grading platform runs: Gradescope's zip, Classroom 50's folder.
    case autograder(AutograderRequest)
    /// Makes the students' edition into a folder, as typed.
    case edition(output: String)
    /// The next hint of an exercise, such as "1.3".
    case hint(String, of: Chapter)
    /// Puts the skeleton of an exercise or a chapter back, after saving the student's code.
    case reset(ResetRequest)
    /// Re-runs a chapter's tests whenever its files change; `nil`: the chapter to do next.
    case watch(Chapter?)
    /// Whether this machine can run the workbook, and what to install where it cannot;
    /// with `json`, the same findings as data.
    case doctor(json: Bool)
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

/// The subcommands, as typed; each is declared in full by its ``CommandSpec``.
enum Subcommand: String, CaseIterable, Sendable {
    case list, test, watch, hint, reset, doctor, preview, explore, demo, bench, verify, grade, autograder, edition, help
}

/// How a chart is drawn, as the user asked: part of the one ``ChartRequest``.
typealias ChartOptions = ChartRequest.Options

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

/// When to colour the output.
enum ColorChoice: String, CaseIterable, Sendable {
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

extension CommandSpec {
    /// The options that every subcommand takes, and the tool without one.
    static let globalOptions: [OptionSpec] = [.color, .ascii, .help]
}
