import Contracts
import Course

extension Subcommand {
    /// `workbook hint`: an exercise's next hint.
    static let hint = Subcommand("hint", HintSubcommand.self)
}

extension Command {
    static func hint(_ id: String, of chapter: Chapter) -> Command {
        Command(HintSubcommand(exercise: id, chapter: chapter))
    }
}

/// `workbook hint`: an exercise's next hint, declared and run.
struct HintSubcommand: WorkbookSubcommand {
    /// "1.3".
    var exercise: String
    var chapter: Chapter

    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
        CommandSpec(
            subcommand: .hint, abstract: "The next hint for an exercise, gentlest first.",
            discussion: """
                Each exercise has a few hints, from the gentlest to the most direct. Each time you
                ask, you get the next one, with the ones before it; none gives away the code.
                The workbook remembers which you have seen in \(WorkbookLayout.hintProgress).
                """,
            operands: [shared.exerciseOperand], operandCount: .one,
            exitCodes: [.init(.success, "a hint was shown"), .init(.usage, "there is no such exercise")]
        ) { operands, _, catalog throws(UsageError) in
            guard operands.count == 1, let operand = operands.first else {
                throw UsageError(
                    "'hint' takes one exercise, such as '\(catalog.chapters.first?.exercises.first?.id ?? "1.1")'.")
            }
            guard case .exercise(let id, let chapter) = try parseSelection(operand, catalog: catalog) else {
                throw UsageError("'hint' takes an exercise, such as '\(operand).1', not a chapter.")
            }
            return .hint(id, of: chapter)
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        try HintCommand(
            workspace: context.workspace(), style: context.style, exercise: exercise, chapter: chapter,
            output: context.output
        ).run()
    }
}
