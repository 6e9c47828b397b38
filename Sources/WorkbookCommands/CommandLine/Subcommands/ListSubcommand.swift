import Contracts
import Course

extension Subcommand {
    /// `workbook list`: the chapters, their exercises and the student's progress.
    static let list = Subcommand("list", ListSubcommand.self)
}

extension Command {
    static let list = Command(ListSubcommand())
}

/// `workbook list`: the chapters, their exercises and the student's progress, declared and run.
struct ListSubcommand: WorkbookSubcommand {
    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
        CommandSpec(
            subcommand: .list, abstract: "Show the chapters, their exercises and your progress.",
            discussion: """
                Each exercise is passed, failing or not started. Chapters whose code changed since
                their last check are tested again first, which can take a minute the first time.
                """,
            exitCodes: [.init(.success), .init(.usage)]
        ) { operands, _, _ throws(UsageError) in
            try noOperands(operands, of: .list)
            return .list
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        // The first `swift run workbook` (a list) checks the toolchain before it builds;
        // `test` and `watch` explain the same problems from their build errors.
        if let root = context.root, let paragraph = FirstRunCheck.run(root: root, style: context.style) {
            context.output.lines(paragraph)
            return .failure
        }
        return try ListCommand(workspace: context.workspace(), style: context.style, output: context.output).run()
    }
}
