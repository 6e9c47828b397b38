import Contracts
import Course
import Runner

extension Subcommand {
    /// `workbook doctor`: whether this machine can run the workbook.
    static let doctor = Subcommand("doctor", DoctorSubcommand.self)
}

extension Command {
    static func doctor(json: Bool) -> Command { Command(DoctorSubcommand(json: json)) }
}

/// `workbook doctor`: whether this machine can run the workbook, declared and run.
struct DoctorSubcommand: WorkbookSubcommand {
    var json: Bool

    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
        CommandSpec(
            subcommand: .doctor, abstract: "Check this machine, and say what to install.",
            discussion: """
                Checks the Swift version (\(ToolchainDiagnosis.oldestSupportedSwift) or newer), whether a one-line test with
                `import Testing` builds, links and runs (in \(TestingProbe.folder)), on a Mac
                whether Xcode or only its Command Line Tools is selected and which version, git,
                the terminal (size, colour, Unicode) and, for instructors, grading's sandbox.
                Each problem is one line with its fix; the last line says "Ready", or what to do
                first. Where the Command Line Tools need flags for Swift Testing, 'test',
                'watch', 'list' and 'grade' add them, and doctor prints the command to use for a
                plain `swift test`. The first `swift run workbook` runs the quick part of it.
                """,
            options: [.json],
            exitCodes: [
                .init(.success, "ready"), .init(.failure, "something needs installing or changing"), .init(.usage),
            ],
            examples: ["doctor", "doctor --json"]
        ) { operands, values, _ throws(UsageError) in
            try noOperands(operands, of: .doctor)
            return .doctor(json: values.json)
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        try DoctorCommand(root: context.root, style: context.style, json: json, output: context.output).run()
    }
}
