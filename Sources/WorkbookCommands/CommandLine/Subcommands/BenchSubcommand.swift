import Contracts
import Course

extension Subcommand {
    /// `workbook bench`: the renderer timed on long series.
    static let bench = Subcommand("bench", BenchSubcommand.self)
}

extension Command {
    static let bench = Command(BenchSubcommand())
}

/// `workbook bench`: the renderer timed on long series, declared and run.
struct BenchSubcommand: WorkbookSubcommand {
    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
        CommandSpec(
            subcommand: .bench, abstract: "Time the chart renderer on long series.",
            discussion: """
                Builds in release mode, then draws 1,000 to 10,000,000 points into a 120x40
                braille chart and prints a table of times. The renderer keeps one vertical run
                per pixel column (the smallest to the largest value there), so the cost grows
                in a straight line with the number of points. Aim: 1,000,000 points in under 20 ms.
                """,
            exitCodes: [.init(.success), .init(.failure, "the benchmark did not build or crashed"), .init(.usage)]
        ) { operands, _, _ throws(UsageError) in
            try noOperands(operands, of: .bench)
            return .bench
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        try BenchCommand(workspace: context.workspace(), style: context.style, output: context.output).run()
    }
}
