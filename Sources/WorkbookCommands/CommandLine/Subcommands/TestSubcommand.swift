import Contracts
import Course

extension Subcommand {
    /// `workbook test`: a chapter's or an exercise's tests, explained.
    static let test = Subcommand("test", TestSubcommand.self)
}

extension Command {
    static func test(_ selection: Selection) -> Command { Command(TestSubcommand(selection: selection)) }
}

/// `workbook test`: a chapter's or an exercise's tests, explained, declared and run.
struct TestSubcommand: WorkbookSubcommand {
    var selection: Selection

    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
        CommandSpec(
            subcommand: .test, abstract: "Check your code for a chapter or an exercise.",
            discussion: """
                Runs the chapter's tests on the code in Chapters/, prints one line per exercise,
                then explains the first problem: the call that was checked, what was expected,
                what came back, and the likely mistake.
                """,
            operands: [
                shared.chapterOperand,
                OperandSpec(
                    name: shared.exerciseOperand.name,
                    help: shared.exerciseOperand.help + " Without an argument, every chapter is checked."),
            ],
            operandCount: .optional,
            exitCodes: [
                .init(.success, "every selected exercise passes"), .init(.failure, "one does not"), .init(.usage),
            ],
            examples: [
                "test \(shared.example.number)", "test \(shared.example.slug)", "test \(shared.example.exercise)",
            ]
        ) { operands, _, catalog throws(UsageError) in
            guard operands.count <= 1 else {
                throw UsageError("'test' takes one chapter or exercise, but was given \(operands.count).")
            }
            return .test(
                try operands.first.map { reference throws(UsageError) in try parseSelection(reference, catalog: catalog)
                } ?? .everything)
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        try TestCommand(
            workspace: context.workspace(), style: context.style, selection: selection, output: context.output
        ).run()
    }
}
