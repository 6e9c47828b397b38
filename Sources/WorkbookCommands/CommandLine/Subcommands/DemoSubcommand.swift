import Contracts
import Course
import PreviewProtocol

extension Subcommand {
    /// `workbook demo`: every chapter's chart as the solutions draw it.
    static let demo = Subcommand("demo", DemoSubcommand.self)
}

extension Command {
    static func demo(_ options: ChartOptions) -> Command { Command(DemoSubcommand(options: options)) }
}

/// `workbook demo`: every chapter's chart as the solutions draw it, declared and run.
struct DemoSubcommand: WorkbookSubcommand {
    var options: ChartOptions

    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
        CommandSpec(
            subcommand: .demo, abstract: "Every chapter's chart as the solutions draw it.",
            discussion: """
                For a classroom projector: large, coloured charts of each chapter's sample data,
                drawn by Solutions/ whatever state Chapters/ is in. On a terminal it waits for
                Enter between charts. The first run builds the solutions, which takes a little
                while; later runs start at once.
                With --svg chart.svg, every chart is written as well: chart-1.svg, chart-2.svg, ...
                """,
            options: shared.drawingOptions,
            exitCodes: [.init(.success), .init(.failure), .init(.usage), .init(.interrupted)]
        ) { operands, values, _ throws(UsageError) in
            if let extra = operands.first {
                throw UsageError("'demo' shows every chapter and takes no argument, but was given '\(extra)'.")
            }
            return .demo(values.chart.options)
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        try ChartCommand(
            workspace: context.workspace(), style: context.style, kind: .demo(options), output: context.output
        ).run()
    }
}
