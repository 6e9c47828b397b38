import Contracts
import Course

extension Subcommand {
    /// `workbook watch`: a chapter tested again at each save.
    static let watch = Subcommand("watch", WatchSubcommand.self)
}

extension Command {
    static func watch(_ chapter: Chapter?) -> Command { Command(WatchSubcommand(chapter: chapter)) }
}

/// `workbook watch`: a chapter tested again at each save, declared and run.
struct WatchSubcommand: WorkbookSubcommand {
    /// `nil`: the chapter to do next.
    var chapter: Chapter?

    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
        CommandSpec(
            subcommand: .watch, abstract: "Test a chapter again each time you save a file.",
            discussion: """
                Clears the screen and shows one line per exercise and what to do next, as 'test'
                does, then a line on what the chapter's chart still waits for. It starts as soon
                as you save a file of the chapter: the system tells it (inotify on Linux, kqueue
                on macOS). Where no such word comes, as on some network drives, it looks at the
                files once a second instead, and says so. Keys: h the next hint for the exercise
                to do next, l every chapter, p the chapter's chart, q quit; any other key shows
                the results again. Ctrl-C quits too, and the terminal is left as it was.
                """,
            operands: [
                OperandSpec(
                    name: "<chapter>", help: shared.chapterOperand.help + " (default: the first chapter not yet done)")
            ],
            operandCount: .optional,
            exitCodes: [.init(.success, "you pressed q"), .init(.usage), .init(.interrupted, "you pressed Ctrl-C")]
        ) { operands, _, catalog throws(UsageError) in
            guard operands.count <= 1 else {
                throw UsageError("'watch' takes one chapter, but was given \(operands.count).")
            }
            return .watch(
                try operands.first.map { operand throws(UsageError) in
                    try parseSelection(operand, catalog: catalog).chapter
                } ?? nil)
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        let workspace = try context.workspace()
        guard let chosen = chapter ?? WatchCommand.chapterToDo(in: workspace) else {
            throw UsageError("This workbook has no chapters to watch.", subcommand: .watch)
        }
        return try WatchCommand(workspace: workspace, style: context.style, chapter: chosen, output: context.output)
            .run()
    }
}
