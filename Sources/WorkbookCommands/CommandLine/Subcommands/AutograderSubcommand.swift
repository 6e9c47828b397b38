import Contracts
import Course

extension Subcommand {
    /// `workbook autograder`: what a grading platform runs.
    static let autograder = Subcommand("autograder", AutograderSubcommand.self)
}

extension Command {
    static func autograder(_ request: AutograderRequest) -> Command { Command(AutograderSubcommand(request: request)) }
}

/// `workbook autograder`: what a grading platform runs, declared and run.
struct AutograderSubcommand: WorkbookSubcommand {
    var request: AutograderRequest

    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
        CommandSpec(
            subcommand: .autograder, abstract: "Write the autograder a grading platform runs (for instructors).",
            discussion: """
                Run it in your own copy of the workbook. Each platform's autograder carries your
                workbook (Package.swift, Sources/, Tests/, Chapters/, Solutions/) and runs
                `workbook grade` on each submission, in the sandbox:
                  gradescope    a zip to upload as a programming assignment's autograder, with
                                setup.sh (installs Swift where it is missing, and bubblewrap,
                                then builds) and run_autograder (finds the student's Chapters/
                                wherever the upload has it, and writes results.json);
                  classroom50   a folder for <classroom>/autograders/<assignment>/ in the
                                classroom's config repository, with autograder.py, which
                                writes result.json, and a README.md that says what to do.
                Where no sandbox can be had, a submission gets no points and a message that
                says so, unless the autograder was made with --no-sandbox.
                """,
            operands: [OperandSpec(name: "<platform>", help: "gradescope or classroom50.")],
            operandCount: .one,
            options: [
                OptionSpec.output.explained(
                    "Gradescope: the zip to write, such as autograder.zip. Classroom 50: a new or empty folder."),
                OptionSpec.noSandbox.explained(
                    "Grade each submission without a sandbox where none can be had, such as in a container that allows "
                        + "no namespaces (each report then says \"not sandboxed\")."),
                OptionSpec.visibility.explained(
                    "Gradescope: when students see the tests: visible, hidden, after_due_date or after_published. "
                        + "(default: visible)"),
            ],
            exitCodes: [
                .init(.success, "the autograder was written"),
                .init(.failure, "it could not be written"),
                .init(.usage, "a mistake in the command line, such as a missing --output"),
            ],
            examples: [
                "autograder gradescope --output autograder.zip",
                "autograder gradescope --output autograder.zip --visibility after_due_date",
                "autograder classroom50 --output classroom50-autograder",
            ]
        ) { operands, values, _ throws(UsageError) in
            guard operands.count == 1, let operand = operands.first else {
                throw UsageError(
                    "'autograder' takes one platform: \(listed(AutograderRequest.Platform.allCases.map(\.rawValue), "or"))."
                )
            }
            guard let platform = AutograderRequest.Platform(rawValue: operand) else {
                throw UsageError(
                    "There is no platform '\(operand)'; the platforms are \(listed(AutograderRequest.Platform.allCases.map(\.rawValue), "and"))."
                )
            }
            guard let output = values.grade.outputPath else {
                throw UsageError(
                    "'autograder \(platform.rawValue)' needs --output: \(platform == .gradescope ? "the zip to write, such as autograder.zip" : "a new folder")."
                )
            }
            if platform == .classroom50 && values.grade.visibility != .visible {
                throw UsageError("--visibility is Gradescope's; Classroom 50 shows every test.")
            }
            return .autograder(
                AutograderRequest(
                    platform: platform, outputPath: output, sandboxed: values.grade.sandboxed,
                    visibility: values.grade.visibility))
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        try AutograderCommand(workspace: context.workspace(), request: request, style: context.style).run()
    }
}
