import Contracts
import Course

extension Subcommand {
    /// `workbook edition`: the students' edition, made into a folder.
    static let edition = Subcommand("edition", EditionSubcommand.self)
}

extension Command {
    static func edition(output: String) -> Command { Command(EditionSubcommand(output: output)) }
}

/// `workbook edition`: the students' edition, made into a folder, declared and run.
struct EditionSubcommand: WorkbookSubcommand {
    /// The folder to write it to, as typed.
    var output: String

    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
        CommandSpec(
            subcommand: .edition,
            abstract: "Make the students' edition: the workbook without its answers (for instructors).",
            discussion: """
                Run it in your own copy of the workbook. It writes, into a new or empty folder (or
                over an edition it made before), what a class receives as its template repository:
                Package.swift, README.md, .gitignore, Chapters/ (skeletons and chapter texts), the
                exercise suites in Tests/, and Sources/ (the tool). It leaves out Solutions/ and the
                named mistakes, the tool's own tests, and the held-out inputs of grading. The
                expected charts of `preview --compare` and `demo` go with it as data: the reference
                solutions' answers, recorded when the edition is made, never their code. The same
                workbook makes the same bytes. Keep this copy private, and grade with it.
                """,
            operands: [OperandSpec(name: "<edition>", help: "students: the only edition made from this one.")],
            operandCount: .one,
            options: [
                OptionSpec.output.explained(
                    "The folder to write the edition to, such as ../chart-course.", value: "folder")
            ],
            exitCodes: [
                .init(.success, "the edition was written"),
                .init(.failure, "it could not be made, such as when the solutions do not build"),
                .init(.usage, "a mistake in the command line, such as a folder that holds something else"),
            ],
            examples: ["edition students --output ../chart-course"]
        ) { operands, values, _ throws(UsageError) in
            guard operands == ["students"] else {
                throw UsageError(
                    operands.isEmpty
                        ? "'edition' needs the edition to make: students."
                        : "There is no edition '\(operands.joined(separator: " "))' to make; the one made is: students."
                )
            }
            guard let output = values.grade.outputPath else {
                throw UsageError(
                    "'edition students' needs --output: the folder to write it to, such as ../chart-course.")
            }
            return .edition(output: output)
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        try EditionCommand(
            workspace: context.workspace(), style: context.style, outputPath: output, output: context.output
        ).run()
    }
}
