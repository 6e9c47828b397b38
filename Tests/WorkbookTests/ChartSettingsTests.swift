import Renderer
import Testing

@testable import Results
@testable import WorkbookCommands

private let unicode = Style(colors: false, unicode: true)
private let ascii = Style(colors: false, unicode: false)
private let colourful = Style(colors: true, unicode: true)
private let terminal = TerminalSize(columns: 80, rows: 24)

/// One way of choosing the canvas, and the canvas it should give.
struct CanvasChoice: Sendable, CustomTestStringConvertible {
    let what: String
    let unicode: Bool
    let environment: [String: String]
    let option: CanvasKind?
    let canvas: CanvasKind
    var testDescription: String { what }
}

@Suite("Chart settings")
struct ChartSettingsTests {
    static let canvasChoices: [CanvasChoice] = [
        CanvasChoice(
            what: "Unicode on xterm gives braille", unicode: true, environment: ["TERM": "xterm-256color"], option: nil,
            canvas: .braille),
        CanvasChoice(
            what: "Unicode without TERM gives braille", unicode: true, environment: [:], option: nil, canvas: .braille),
        CanvasChoice(
            what: "the Linux console has no braille font, so blocks", unicode: true, environment: ["TERM": "linux"],
            option: nil, canvas: .blocks),
        CanvasChoice(
            what: "--canvas blocks is honoured", unicode: true, environment: ["TERM": "xterm"], option: .blocks,
            canvas: .blocks),
        CanvasChoice(
            what: "--canvas ascii is honoured", unicode: true, environment: ["TERM": "xterm"], option: .ascii,
            canvas: .ascii),
        CanvasChoice(
            what: "--canvas braille is honoured on the Linux console", unicode: true, environment: ["TERM": "linux"],
            option: .braille, canvas: .braille),
        CanvasChoice(
            what: "without Unicode, ASCII", unicode: false, environment: ["TERM": "xterm"], option: nil, canvas: .ascii),
        CanvasChoice(
            what: "without Unicode, ASCII even with --canvas braille", unicode: false, environment: ["TERM": "xterm"],
            option: .braille, canvas: .ascii),
        CanvasChoice(
            what: "without Unicode, ASCII even with --canvas blocks", unicode: false, environment: ["TERM": "linux"],
            option: .blocks, canvas: .ascii),
    ]

    @Test("the canvas follows --canvas, the terminal and the style", arguments: canvasChoices)
    func canvas(choice: CanvasChoice) throws {
        let settings = try ChartSettings(
            options: ChartOptions(canvas: choice.option), style: choice.unicode ? unicode : ascii,
            environment: choice.environment, terminal: terminal)
        #expect(settings.canvas == choice.canvas, "\(choice.what)")
    }

    @Test(
        "colours: the terminal's depth when the style has colours, none otherwise",
        arguments: [
            (true, ["COLORTERM": "truecolor"], ColorMode.trueColor),
            (true, ["COLORTERM": "24bit"], .trueColor),
            (true, ["COLORTERM": "xterm-256color"], .ansi256),
            (true, [:], .ansi16),
            (true, ["TERM": "xterm-256color"], .ansi16),
            (false, ["COLORTERM": "truecolor"], ColorMode.none),
            (false, [:], ColorMode.none),
        ])
    func colors(styleHasColors: Bool, environment: [String: String], expected: ColorMode) throws {
        let style = styleHasColors ? colourful : unicode
        let settings = try ChartSettings(
            options: ChartOptions(), style: style, environment: environment, terminal: terminal)
        #expect(settings.colors == expected, "colours: \(styleHasColors), environment \(environment)")
    }

    @Test(
        "the size is the terminal's less a row for the prompt, unless --width or --height fix it",
        arguments: [
            (ChartOptions(), TerminalSize(columns: 80, rows: 23), false),
            (ChartOptions(width: 100), TerminalSize(columns: 100, rows: 23), true),
            (ChartOptions(height: 30), TerminalSize(columns: 80, rows: 30), true),
            (ChartOptions(width: 40, height: 12), TerminalSize(columns: 40, rows: 12), true),
            (ChartOptions(width: 500, height: 200), TerminalSize(columns: 500, rows: 200), true),
        ])
    func size(options: ChartOptions, expected: TerminalSize, fixed: Bool) throws {
        let settings = try ChartSettings(options: options, style: unicode, environment: [:], terminal: terminal)
        #expect(settings.size == expected)
        #expect(settings.sizeIsFixed == fixed, "the explorer follows the window only when the user gave no size")
    }

    @Test("a terminal just large enough is enough")
    func smallestTerminal() throws {
        let settings = try ChartSettings(
            options: ChartOptions(), style: unicode, environment: [:], terminal: TerminalSize(columns: 40, rows: 13))
        #expect(settings.size == ChartLayout.minimumSize)
    }

    @Test(
        "--width or --height below the minimum is a usage error naming the minimum",
        arguments: [
            (ChartOptions(width: 30), "--width 30 is too narrow: a chart needs at least 40 columns."),
            (ChartOptions(width: 39, height: 20), "--width 39 is too narrow: a chart needs at least 40 columns."),
            (ChartOptions(height: 11), "--height 11 is too low: a chart needs at least 12 rows."),
        ])
    func tooSmallOption(options: ChartOptions, message: String) throws {
        let error = try #require(throws: UsageError.self) {
            try ChartSettings(options: options, style: unicode, environment: [:], terminal: terminal)
        }
        #expect(error.message == message)
    }

    @Test(
        "a terminal too small for a chart says how large it must be",
        arguments: [
            (TerminalSize(columns: 30, rows: 10), "30 columns and 9 rows"),
            (TerminalSize(columns: 39, rows: 40), "39 columns and 39 rows"),
            (TerminalSize(columns: 200, rows: 12), "200 columns and 11 rows"),
        ])
    func tooSmallTerminal(window: TerminalSize, available: String) throws {
        let error = try #require(throws: ChartSizeError.self) {
            try ChartSettings(options: ChartOptions(), style: unicode, environment: [:], terminal: window)
        }
        #expect(error.minimum == ChartLayout.minimumSize)
        #expect(
            error.description.contains("room for \(available)"), "the message says what there is: \(error.description)")
        #expect(
            error.description.contains("at least 40 columns and 12 rows"), "and what is needed: \(error.description)")
        #expect(
            error.description.contains("--width") && error.description.contains("--height"), "and how to get round it")
    }

    @Test("a size given on the command line wins over a small terminal")
    func fixedSizeInSmallTerminal() throws {
        let settings = try ChartSettings(
            options: ChartOptions(width: 100, height: 30), style: unicode, environment: [:],
            terminal: TerminalSize(columns: 30, rows: 10))
        #expect(settings.size == TerminalSize(columns: 100, rows: 30))
    }
}
