import Foundation
import PreviewProtocol
import Testing
import ToolTestSupport

@testable import Results
@testable import WorkbookCommands

/// The only chapter so far; the tables refer to it.

/// A chart request for chapter 1 with the changes `change` makes.
private func request(_ mode: ChartRequest.Mode = .preview, _ change: (inout ChartRequest) -> Void = { _ in })
    -> ChartRequest
{
    var request = ChartRequest(mode, chapter: lineGraph)
    change(&request)
    return request
}

@Suite("Chart command line")
struct ChartParserTests {
    @Test(
        "reads preview, explore, demo and bench with their options",
        arguments: [
            (["preview"], Command.preview(request())),
            (["preview", "1"], .preview(request())),
            (["preview", "line-graph"], .preview(request())),
            (["preview", "1.3"], .preview(request())),
            (
                [
                    "preview", "1", "--dataset", "sunshine", "--select", "3", "--compare", "--width", "100",
                    "--height=30",
                    "--canvas", "blocks", "--svg", "a.svg",
                ],
                .preview(
                    request {
                        $0.dataset = "sunshine"
                        $0.selection = 3
                        $0.compare = true
                        $0.options = ChartOptions(width: 100, height: 30, canvas: .blocks, svgPath: "a.svg")
                    })
            ),
            (
                ["preview", "--csv", "my data.csv", "--tap", "120,40"],
                .preview(
                    request {
                        $0.csvPath = "my data.csv"
                        $0.tap = CGPoint(x: 120, y: 40)
                    })
            ),
            (["preview", "--tap= 1.5 , -2 "], .preview(request { $0.tap = CGPoint(x: 1.5, y: -2) })),
            (["preview", "--select=0"], .preview(request { $0.selection = 0 })),
            (["--canvas", "ascii", "preview"], .preview(request { $0.options.canvas = .ascii })),
            (["explore"], .explore(request(.explore))),
            (["explore", "1"], .explore(request(.explore))),
            (
                ["explore", "--dataset=precipitation", "--select", "11", "--width", "80"],
                .explore(
                    request(.explore) {
                        $0.dataset = "precipitation"
                        $0.selection = 11
                        $0.options.width = 80
                    })
            ),
            (["demo"], .demo(ChartOptions())),
            (["demo", "--width", "120"], .demo(ChartOptions(width: 120))),
            (
                ["demo", "--height", "40", "--canvas=braille", "--svg=demo.svg"],
                .demo(ChartOptions(height: 40, canvas: .braille, svgPath: "demo.svg"))
            ),
            (["bench"], .bench),
        ])
    func commands(arguments: [String], command: Command) throws {
        #expect(try parse(arguments).command == command, "\(arguments) should mean \(command)")
    }

    @Test("the colour and ASCII options stay with the chart subcommands")
    func outputOptions() throws {
        let invocation = try parse(["preview", "--ascii", "--color", "never", "--width", "90"])
        #expect(
            invocation == Invocation(command: .preview(request { $0.options.width = 90 }), color: .never, ascii: true))
    }

    @Test(
        "--help on a chart subcommand asks for its help, even with options that would be wrong",
        arguments: [
            (["preview", "--help"], Subcommand.preview),
            (["explore", "-h"], .explore),
            (["demo", "--help"], .demo),
            (["bench", "--help"], .bench),
            (["help", "preview"], .preview),
            (["help", "bench"], .bench),
            (["preview", "9", "--help"], .preview),
        ])
    func help(arguments: [String], topic: Subcommand) throws {
        #expect(try parse(arguments).command == .help(topic))
    }

    @Test(
        "wrong option values, clashing options and misplaced ones are usage errors of their subcommand",
        arguments: [
            (
                ["preview", "--select", "x"],
                UsageError(
                    "--select takes the index of a point, a whole number from 0 up, not 'x'.", subcommand: .preview)
            ),
            (
                ["preview", "--select", "-1"],
                UsageError(
                    "--select takes the index of a point, a whole number from 0 up, not '-1'.", subcommand: .preview)
            ),
            (
                ["explore", "--select", "2.5"],
                UsageError(
                    "--select takes the index of a point, a whole number from 0 up, not '2.5'.", subcommand: .explore)
            ),
            (
                ["preview", "--tap", "1"],
                UsageError(
                    "--tap takes a point in the chart's pixels as X,Y, such as --tap 120,40, not '1'.",
                    subcommand: .preview)
            ),
            (
                ["preview", "--tap", "a,b"],
                UsageError(
                    "--tap takes a point in the chart's pixels as X,Y, such as --tap 120,40, not 'a,b'.",
                    subcommand: .preview)
            ),
            (
                ["preview", "--tap", "1,2,3"],
                UsageError(
                    "--tap takes a point in the chart's pixels as X,Y, such as --tap 120,40, not '1,2,3'.",
                    subcommand: .preview)
            ),
            (
                ["preview", "--tap", "inf,2"],
                UsageError(
                    "--tap takes a point in the chart's pixels as X,Y, such as --tap 120,40, not 'inf,2'.",
                    subcommand: .preview)
            ),
            (
                ["preview", "--width", "0"],
                UsageError("--width takes a number of columns, not '0'.", subcommand: .preview)
            ),
            (
                ["preview", "--height", "tall"],
                UsageError("--height takes a number of rows, not 'tall'.", subcommand: .preview)
            ),
            (
                ["demo", "--width", "-80"],
                UsageError("--width takes a number of columns, not '-80'.", subcommand: .demo)
            ),
            (
                ["preview", "--canvas", "pixels"],
                UsageError("--canvas takes braille, blocks or ascii, not 'pixels'.", subcommand: .preview)
            ),
            (["preview", "--svg="], UsageError("--svg needs a file name.", subcommand: .preview)),
            (["preview", "--csv="], UsageError("--csv needs a file name.", subcommand: .preview)),
            (
                ["preview", "--dataset", "sunshine", "--csv", "rain.csv"],
                UsageError("Give either --dataset or --csv, not both.", subcommand: .preview)
            ),
            (
                ["explore", "1", "--dataset", "snow"],
                UsageError(
                    "Chapter 1 has no dataset 'snow'. Datasets: temperature, precipitation, sunshine; or give your own with --csv FILE.",
                    subcommand: .explore)
            ),
            (
                ["explore", "--csv", "rain.csv", "--dataset", "sunshine"],
                UsageError("Give either --dataset or --csv, not both.", subcommand: .explore)
            ),
            (
                ["preview", "--select", "3", "--tap", "10,10"],
                UsageError(
                    "Give either --select or --tap, not both: both choose the selected point.", subcommand: .preview)
            ),
            (
                ["test", "--svg", "a.svg"],
                UsageError("'test' has no option --svg; it belongs to 'preview' and 'demo'.", subcommand: .test)
            ),
            (
                ["explore", "--svg", "x"],
                UsageError("'explore' has no option --svg; it belongs to 'preview' and 'demo'.", subcommand: .explore)
            ),
            (
                ["explore", "--compare"],
                UsageError("'explore' has no option --compare; it belongs to 'preview'.", subcommand: .explore)
            ),
            (
                ["explore", "--tap", "1,2"],
                UsageError("'explore' has no option --tap; it belongs to 'preview'.", subcommand: .explore)
            ),
            (
                ["demo", "--dataset", "sunshine"],
                UsageError("'demo' has no option --dataset; it belongs to 'preview' and 'explore'.", subcommand: .demo)
            ),
            (
                ["demo", "1"],
                UsageError("'demo' shows every chapter and takes no argument, but was given '1'.", subcommand: .demo)
            ),
            (["bench", "x"], UsageError("'bench' takes no argument, but was given 'x'.", subcommand: .bench)),
            (["preview", "1", "2"], UsageError("'preview' takes one chapter, but was given 2.", subcommand: .preview)),
            (["preview", "9"], UsageError("There is no chapter '9'. Chapters: \(chapterList).", subcommand: .preview)),
            (
                ["explore", "pie-chart"],
                UsageError("There is no chapter 'pie-chart'. Chapters: \(chapterList).", subcommand: .explore)
            ),
            (
                ["preview", "9.1"],
                UsageError("There is no chapter 9, so no exercise 9.1. Chapters: \(chapterList).", subcommand: .preview)
            ),
            (["preview", "--dataset"], UsageError("--dataset needs a value.", subcommand: .preview)),
            (["explore", "--width"], UsageError("--width needs a value.", subcommand: .explore)),
        ])
    func usageErrors(arguments: [String], expected: UsageError) throws {
        let error = try #require(throws: UsageError.self) { try parse(arguments) }
        #expect(error == expected, "\(arguments)")
    }

    @Test("a misplaced option names every subcommand it belongs to")
    func misplacedOptionOwners() throws {
        let error = try #require(throws: UsageError.self) { try parse(["bench", "--canvas", "ascii"]) }
        #expect(error.subcommand == .bench)
        #expect(error.message.hasPrefix("'bench' has no option --canvas; it belongs to "))
        for owner in ["'preview'", "'explore'", "'demo'"] {
            #expect(error.message.contains(owner), "--canvas belongs to \(owner)")
        }
    }

    @Test("an option that takes a value takes the next argument, whatever it looks like")
    func valueThatLooksLikeAnOption() throws {
        #expect(
            try parse(["preview", "--svg", "--compare"]).command
                == .preview(request { $0.options.svgPath = "--compare" }))
    }

    @Test("an unknown option is still reported before a misplaced chart option")
    func unknownOptionFirst() throws {
        let error = try #require(throws: UsageError.self) { try parse(["preview", "--frobnicate", "--select", "x"]) }
        #expect(error == UsageError("Unknown option '--frobnicate'.", subcommand: .preview))
    }

    // MARK: Help

    static let chartSubcommands: [Subcommand] = [.preview, .explore, .demo, .bench]

    @Test("each chart subcommand's help has an OVERVIEW, then its USAGE line", arguments: chartSubcommands)
    func helpSections(subcommand: Subcommand) throws {
        let text = Help.text(for: subcommand)
        #expect(text.hasPrefix("OVERVIEW: "), "OVERVIEW is the first section")
        let usageLine = "USAGE: " + Help.usage(of: subcommand)
        #expect(
            text.contains("\n" + usageLine + "\n") || text.hasSuffix("\n" + usageLine),
            "the usage stands on lines of its own")
        let usage = try #require(text.range(of: usageLine), "the help shows the usage line")
        let overview = try #require(text.range(of: "OVERVIEW: "))
        #expect(overview.upperBound <= usage.lowerBound, "OVERVIEW comes before USAGE")
        #expect(Help.usage(of: subcommand).hasPrefix("workbook \(subcommand.rawValue)"))
    }

    @Test("the tool's help lists the chart subcommands")
    func toolHelp() {
        let text = Help.text(for: nil)
        for subcommand in Self.chartSubcommands {
            #expect(text.contains("\n  \(subcommand.rawValue)"), "'\(subcommand.rawValue)' is among the subcommands")
        }
        #expect(text.contains("swift run workbook preview 1"), "an example shows the preview")
    }

    @Test("'help preview' shows examples of the chart options")
    func previewExamples() {
        let text = Help.text(for: .preview)
        #expect(text.contains("EXAMPLES:"))
        #expect(text.contains("swift run workbook preview 1 --dataset sunshine --select 5"))
    }
}
