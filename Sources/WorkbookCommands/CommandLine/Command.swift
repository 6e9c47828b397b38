import Contracts
import Course
import Foundation
import Grading
import Platform
import PreviewProtocol
import Renderer
import Results

/// What the user asked the `workbook` tool to do, parsed from its arguments: one
/// subcommand's value, such as `TestSubcommand(selection: .chapter(lineGraph))`.
///
/// Each subcommand's file gives its commands a name here, as `.test(selection)` or `.list`,
/// so that a parse reads as what it means.
struct Command: Equatable, Sendable {
    let value: any WorkbookSubcommand

    init(_ value: any WorkbookSubcommand) {
        self.value = value
    }

    static func == (left: Command, right: Command) -> Bool {
        left.value.isEqual(to: right.value)
    }
}

/// One subcommand of `workbook`, as one unit: its declaration, which draws both its parse
/// and its help, and what it does. Adding a subcommand is its file (the type, and its name
/// as a ``Subcommand``) and a line in ``Subcommand/allCases``.
///
/// ```
/// struct BenchSubcommand: WorkbookSubcommand {
///     static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
///         CommandSpec(subcommand: .bench, abstract: "Time the chart renderer on long series.") { operands, _, _ in
///             try noOperands(operands, of: .bench)
///             return Command(BenchSubcommand())
///         }
///     }
///     func run(_ context: CommandContext) throws -> ExitCode { ... }
/// }
/// ```
protocol WorkbookSubcommand: Equatable, Sendable {
    /// The subcommand's operands, options, help and exit codes, and how a command line
    /// becomes this type's value.
    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec
    /// Does what the command line asked, and says how it ended.
    func run(_ context: CommandContext) throws -> ExitCode
}

extension WorkbookSubcommand {
    /// Whether `other` is this same subcommand with the same values.
    func isEqual(to other: any WorkbookSubcommand) -> Bool {
        (other as? Self) == self
    }
}

/// What every subcommand runs with: the workbook it was started in, how to write, and
/// where to write.
struct CommandContext {
    /// The workbook's folder; `nil` outside a workbook, where help still works.
    let root: URL?
    /// The chapters the workbook's descriptions list; none outside a workbook.
    let catalog: ChapterCatalog
    let style: Style
    let output: Output

    /// The workbook, with a progress line on standard error; an error outside one.
    func workspace() throws(WorkspaceError) -> Workspace {
        guard let root else { throw WorkspaceError.notFound }
        return Workspace(root: root, progress: ProgressLine(style: style, isTerminal: isatty(2) == 1))
    }
}

/// What `workbook reset` puts back.
struct ResetRequest: Equatable, Sendable {
    /// A chapter, or one of its exercises.
    var selection: Selection
    /// Overwrite without asking.
    var yes = false
}

/// A subcommand's name, as typed, and the type that declares and runs it. Each is named
/// in its own file (`static let test = Subcommand("test", TestSubcommand.self)`), and
/// ``allCases`` is the one list of them, in the order the tool's help shows them.
struct Subcommand: Hashable, Sendable, CustomStringConvertible {
    /// "test".
    let rawValue: String
    let type: any WorkbookSubcommand.Type

    init(_ name: String, _ type: any WorkbookSubcommand.Type) {
        rawValue = name
        self.type = type
    }

    /// The subcommand typed as `name`; `nil` when there is none.
    init?(rawValue name: String) {
        guard let found = Self.allCases.first(where: { $0.rawValue == name }) else { return nil }
        self = found
    }

    static func == (left: Subcommand, right: Subcommand) -> Bool { left.rawValue == right.rawValue }
    func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    var description: String { rawValue }
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
