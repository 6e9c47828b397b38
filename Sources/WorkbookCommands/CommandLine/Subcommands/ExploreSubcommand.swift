import Contracts
import Course
import PreviewProtocol

extension Subcommand {
    /// `workbook explore`: a chapter's chart with a selection the keys or the mouse move.
    static let explore = Subcommand("explore", ExploreSubcommand.self)
}

extension Command {
    static func explore(_ request: ChartRequest) -> Command { Command(ExploreSubcommand(request: request)) }
}

/// `workbook explore`: a chapter's chart with a selection the keys or the mouse move, declared and run.
struct ExploreSubcommand: WorkbookSubcommand {
    var request: ChartRequest

    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
        CommandSpec(
            subcommand: .explore, abstract: "The same chart, interactive: arrows or a click select.",
            discussion: """
                Left and right arrows (or h and l) move the selection and its tooltip; Home and
                End jump to the ends; Enter or Space clears the selection and brings it back.
                Where the terminal reports the mouse, a click selects the point your own
                hit-testing code picks. q, Esc or Ctrl-C leaves, and the terminal is put back as
                it was.
                """,
            operands: [
                OperandSpec(name: "<chapter>", help: "A chapter's number or name. (default: \(shared.example.number))")
            ],
            operandCount: .optional,
            options: [.dataset(shared.catalog), .csv] + OptionSpec.chapterOptions(shared.catalog) + [
                OptionSpec.select.explained("The point selected at the start. (default: the largest)"),
                OptionSpec.width.explained(
                    "The chart's width. (default: the window's, and the chart follows the window)"),
                OptionSpec.height.explained(
                    "The chart's height. (default: the window's less one row, and the chart follows the window)"),
                .canvas,
            ],
            exclusions: ChartOptionGroups.exclusions,
            exitCodes: ChartOptionGroups.exitCodes
        ) { operands, values, catalog throws(UsageError) in
            .explore(try chartRequest(.explore, operands, values, catalog))
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        try ChartCommand(
            workspace: context.workspace(), style: context.style, kind: .explore(request), output: context.output
        ).run()
    }
}
