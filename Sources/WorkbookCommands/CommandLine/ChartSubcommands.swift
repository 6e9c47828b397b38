import Course
import PreviewProtocol

/// The subcommands that draw charts, and time the renderer.
extension SubcommandDeclarations {
    var preview: CommandSpec {
        CommandSpec(
            subcommand: .preview, abstract: "Draw a chapter's chart with your own functions.",
            discussion: """
                The chart's plot area in the terminal is the CGRect your functions receive, so a
                wrong formula draws a wrong chart. An exercise that is not done yet shows a note,
                "not implemented yet: exercise \(example.exercise)", where its part of the chart would be.
                """,
            operands: [OperandSpec(name: "<chapter>", help: "A chapter's number or name. (default: \(example.number))")],
            operandCount: .optional,
            options: [.dataset(catalog), .csv] + OptionSpec.chapterOptions(catalog) + [.select, .tap, .compare] + drawingOptions,
            exclusions: Self.chartExclusions,
            exitCodes: Self.chartExitCodes,
            examples: [
                "preview \(example.number)",
                "preview \(example.number) --dataset \(example.otherDataset) --select 5",
                "preview \(example.number) --csv my-data.csv --compare",
                "preview \(example.number) --width 100 --height 30 --svg chart.svg",
            ]
        ) { operands, values, catalog throws(UsageError) in
            .preview(try chartRequest(.preview, operands, values, catalog))
        }
    }

    var explore: CommandSpec {
        CommandSpec(
            subcommand: .explore, abstract: "The same chart, interactive: arrows or a click select.",
            discussion: """
                Left and right arrows (or h and l) move the selection and its tooltip; Home and
                End jump to the ends; Enter or Space clears the selection and brings it back.
                Where the terminal reports the mouse, a click selects the point your own
                hit-testing code picks. q, Esc or Ctrl-C leaves, and the terminal is put back as
                it was.
                """,
            operands: [OperandSpec(name: "<chapter>", help: "A chapter's number or name. (default: \(example.number))")],
            operandCount: .optional,
            options: [.dataset(catalog), .csv] + OptionSpec.chapterOptions(catalog) + [
                OptionSpec.select.explained("The point selected at the start. (default: the largest)"),
                OptionSpec.width.explained("The chart's width. (default: the window's, and the chart follows the window)"),
                OptionSpec.height.explained("The chart's height. (default: the window's less one row, and the chart follows the window)"),
                .canvas,
            ],
            exclusions: Self.chartExclusions,
            exitCodes: Self.chartExitCodes
        ) { operands, values, catalog throws(UsageError) in
            .explore(try chartRequest(.explore, operands, values, catalog))
        }
    }

    var demo: CommandSpec {
        CommandSpec(
            subcommand: .demo, abstract: "Every chapter's chart as the solutions draw it.",
            discussion: """
                For a classroom projector: large, coloured charts of each chapter's sample data,
                drawn by Solutions/ whatever state Chapters/ is in. On a terminal it waits for
                Enter between charts. The first run builds the solutions, which takes a little
                while; later runs start at once.
                With --svg chart.svg, every chart is written as well: chart-1.svg, chart-2.svg, ...
                """,
            options: drawingOptions,
            exitCodes: [.init(.success), .init(.failure), .init(.usage), .init(.interrupted)]
        ) { operands, values, _ throws(UsageError) in
            if let extra = operands.first {
                throw UsageError("'demo' shows every chapter and takes no argument, but was given '\(extra)'.")
            }
            return .demo(values.chart.options)
        }
    }

    var bench: CommandSpec {
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

    static let chartExclusions: [CommandSpec.Exclusion] = [
        .init(names: ["dataset", "csv"]),
        .init(names: ["select", "tap"], reason: "both choose the selected point"),
    ]

    static let chartExitCodes: [CommandSpec.ExitCodeNote] = [
        .init(.success), .init(.failure), .init(.usage), .init(.dataError), .init(.stuck), .init(.interrupted),
    ]
}

/// The request of `preview` or `explore`: the chapter chosen, the options given, checked.
private func chartRequest(
    _ mode: ChartRequest.Mode, _ operands: [String], _ values: OptionValues, _ catalog: ChapterCatalog
) throws(UsageError) -> ChartRequest {
    guard operands.count <= 1 else {
        throw UsageError("'\(mode.rawValue)' takes one chapter, but was given \(operands.count).")
    }
    guard var chapter = catalog.chapters.first else { throw UsageError("This workbook has no chapters to draw.") }
    if let operand = operands.first, let chosen = try parseSelection(operand, catalog: catalog).chapter {
        chapter = chosen
    }
    var request = values.chart
    request.mode = mode
    request.chapters = [chapter]
    for name in request.chapterOptions.keys.sorted() where chapter.previewOption(name) == nil {
        throw UsageError("Chapter \(chapter.number) has no option --\(name); it belongs to " + chapterList(withOption: name, in: catalog) + ".")
    }
    do {
        try request.check()
    } catch {
        throw UsageError(error.message)
    }
    return request
}
