/// What the user asked the `workbook` tool to do, parsed from its arguments.
enum Command: Equatable, Sendable {
    /// Chapters, exercises and progress.
    case list
    /// Run the tests of one chapter or exercise, or of every chapter.
    case test(Selection)
    /// The maintainers' gate: solutions pass, skeletons fail cleanly, mistakes are caught.
    case verify
    /// Help on one subcommand, or on the tool.
    case help(Subcommand?)
}

/// The subcommands, as typed.
enum Subcommand: String, CaseIterable, Sendable {
    case list, test, verify, help
}

/// What `workbook test` runs.
enum Selection: Equatable, Sendable {
    case everything
    case chapter(Chapter)
    /// One exercise, such as "1.3", of its chapter.
    case exercise(String, of: Chapter)

    /// The chapters whose tests must run.
    var chapters: [Chapter] {
        switch self {
        case .everything: Chapter.all
        case .chapter(let chapter), .exercise(_, of: let chapter): [chapter]
        }
    }
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
