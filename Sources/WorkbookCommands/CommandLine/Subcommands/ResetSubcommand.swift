import Contracts
import Course

extension Subcommand {
    /// `workbook reset`: a skeleton put back, the student's code saved first.
    static let reset = Subcommand("reset", ResetSubcommand.self)
}

extension Command {
    static func reset(_ request: ResetRequest) -> Command { Command(ResetSubcommand(request: request)) }
}

/// `workbook reset`: a skeleton put back, the student's code saved first, declared and run.
struct ResetSubcommand: WorkbookSubcommand {
    var request: ResetRequest

    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
        CommandSpec(
            subcommand: .reset, abstract: "Put the skeleton back; your code is saved first.",
            discussion: """
                Your version is saved first, in Chapters/.backups/<date and time>/, and the
                command says where; a later reset saves to a new folder, so nothing you wrote is
                lost. The skeleton comes from git (the last commit of the file). It asks before it
                overwrites, unless --yes is given.
                """,
            operands: [shared.chapterOperand, shared.exerciseOperand], operandCount: .one,
            options: [.yes],
            exitCodes: [
                .init(.success, "the skeleton is back, or you said no"),
                .init(.failure, "the skeleton could not be found (no git)"), .init(.usage),
            ]
        ) { operands, values, catalog throws(UsageError) in
            guard operands.count == 1, let operand = operands.first else {
                throw UsageError("'reset' takes one chapter or exercise.")
            }
            return .reset(ResetRequest(selection: try parseSelection(operand, catalog: catalog), yes: values.yes))
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        try ResetCommand(workspace: context.workspace(), style: context.style, request: request, output: context.output)
            .run()
    }
}
