import Contracts
import Course
import PreviewProtocol

extension Subcommand {
    /// `workbook preview`: a chapter's chart, drawn by the student's functions.
    static let preview = Subcommand("preview", PreviewSubcommand.self)
}

extension Command {
    static func preview(_ request: ChartRequest) -> Command { Command(PreviewSubcommand(request: request)) }
}

/// `workbook preview`: a chapter's chart, drawn by the student's functions, declared and run.
struct PreviewSubcommand: WorkbookSubcommand {
    var request: ChartRequest

    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
        CommandSpec(
            subcommand: .preview, abstract: "Draw a chapter's chart with your own functions.",
            discussion: """
                The chart's plot area in the terminal is the CGRect your functions receive, so a
                wrong formula draws a wrong chart. An exercise that is not done yet shows a note,
                "not implemented yet: exercise \(shared.example.exercise)", where its part of the chart would be.
                """,
            operands: [
                OperandSpec(name: "<chapter>", help: "A chapter's number or name. (default: \(shared.example.number))")
            ],
            operandCount: .optional,
            options: [.dataset(shared.catalog), .csv] + OptionSpec.chapterOptions(shared.catalog) + [
                .select, .tap, .compare,
            ] + shared.drawingOptions,
            exclusions: ChartOptionGroups.exclusions,
            exitCodes: ChartOptionGroups.exitCodes,
            examples: [
                "preview \(shared.example.number)",
                "preview \(shared.example.number) --dataset \(shared.example.otherDataset) --select 5",
                "preview \(shared.example.number) --csv my-data.csv --compare",
                "preview \(shared.example.number) --width 100 --height 30 --svg chart.svg",
            ]
        ) { operands, values, catalog throws(UsageError) in
            .preview(try chartRequest(.preview, operands, values, catalog))
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        try ChartCommand(
            workspace: context.workspace(), style: context.style, kind: .preview(request), output: context.output
        ).run()
    }
}
