import Foundation
import Renderer
import Testing

@Suite("Colour")
struct ColorTests {
    @Test(
        "the colour depth comes from COLORTERM",
        arguments: [
            (["COLORTERM": "truecolor"], ColorMode.trueColor, "truecolor"),
            (["COLORTERM": "24bit"], .trueColor, "24bit"),
            (["COLORTERM": "TrueColor"], .trueColor, "case does not matter"),
            (["COLORTERM": "256color"], .ansi256, "256color"),
            (["COLORTERM": "xterm-256color"], .ansi256, "any value naming 256"),
            (["COLORTERM": ""], .ansi16, "empty"),
            (["COLORTERM": "yes"], .ansi16, "a value that announces no depth"),
            ([:], .ansi16, "absent: sixteen colours, which every colour terminal has"),
            (["TERM": "xterm-256color"], .ansi16, "TERM is not read, only COLORTERM"),
        ] as [([String: String], ColorMode, String)])
    func depth(environment: [String: String], expected: ColorMode, what: String) {
        #expect(ColorMode.depth(environment: environment) == expected, "\(what): \(environment)")
    }

    @Test(
        "blue in every mode",
        arguments: [
            (ColorMode.none, ""),
            (.ansi16, "\u{1B}[94m"),
            (.ansi256, "\u{1B}[38;5;33m"),
            (.trueColor, "\u{1B}[38;2;10;132;255m"),
        ])
    func blueEscapeCodes(mode: ColorMode, expected: String) {
        #expect(ChartColor.blue.escapeCode(for: mode) == expected, "\(mode): \(expected.debugDescription)")
    }

    @Test("no mode means no escape code for any colour", arguments: ChartColor.allCases)
    func noneIsEmpty(color: ChartColor) {
        #expect(color.escapeCode(for: .none) == "", "\(color)")
    }

    @Test(
        "the terminal's own colour resets to the default foreground",
        arguments: [ColorMode.ansi16, .ansi256, .trueColor])
    func primary(mode: ColorMode) {
        #expect(ChartColor.primary.escapeCode(for: mode) == "\u{1B}[39m", "\(mode)")
        #expect(ChartColor.primary.rgb == nil, "no RGB value")
    }

    @Test("16-colour codes are 30–37 or 90–97", arguments: ChartColor.allCases.filter { $0 != .primary })
    func sixteen(color: ChartColor) throws {
        let code = color.escapeCode(for: .ansi16)
        #expect(code.hasPrefix("\u{1B}[") && code.hasSuffix("m"), "\(code.debugDescription) is an SGR sequence")
        let number = try #require(Int(code.dropFirst(2).dropLast()), "\(code.debugDescription)")
        #expect((30...37).contains(number) || (90...97).contains(number), "\(color): \(number)")
    }

    /// The levels of each channel in the 6 × 6 × 6 cube of the 256-colour palette.
    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    @Test(
        "256-colour codes are in the colour cube, at the nearest level of each channel",
        arguments: ChartColor.allCases.filter { $0 != .primary })
    func twoFiftySix(color: ChartColor) throws {
        let code = color.escapeCode(for: .ansi256)
        #expect(code.hasPrefix("\u{1B}[38;5;") && code.hasSuffix("m"), "\(code.debugDescription)")
        let index = try #require(Int(code.dropFirst("\u{1B}[38;5;".count).dropLast()), "\(code.debugDescription)")
        #expect((16...231).contains(index), "\(color): \(index) is in the cube 16…231")
        let rgb = try #require(color.rgb)
        let levels = [(index - 16) / 36, (index - 16) / 6 % 6, (index - 16) % 6]
        for (channel, level) in zip([rgb.red, rgb.green, rgb.blue], levels) {
            let distance = abs(Self.cubeLevels[level] - channel)
            let nearest = Self.cubeLevels.map { abs($0 - channel) }.min()!
            #expect(
                distance == nearest, "\(color): channel \(channel) maps to \(Self.cubeLevels[level]), a nearest level")
        }
    }

    @Test("24-bit codes carry the palette's RGB values", arguments: ChartColor.allCases.filter { $0 != .primary })
    func trueColor(color: ChartColor) throws {
        let rgb = try #require(color.rgb)
        #expect(color.escapeCode(for: .trueColor) == "\u{1B}[38;2;\(rgb.red);\(rgb.green);\(rgb.blue)m", "\(color)")
        #expect([rgb.red, rgb.green, rgb.blue].allSatisfy { (0...255).contains($0) }, "\(color): channels 0…255")
        #expect(color.svgValue == "rgb(\(rgb.red),\(rgb.green),\(rgb.blue))", "\(color) in SVG")
    }

    /// A grid with a coloured line, shading, and bold and coloured text.
    private static func colourfulGrid(canvas: CanvasKind = .braille) -> CellGrid {
        var grid = CellGrid(columns: 12, rows: 3, canvas: canvas)
        grid.shade(column: 8, row: 2, level: 2, color: .green)
        grid.draw(.line([CGPoint(x: 0, y: 0), CGPoint(x: 11, y: 11)], color: .blue))
        grid.write("Title", column: 6, row: 0, bold: true)
        grid.write("red", column: 6, row: 1, color: .red)
        return grid
    }

    @Test("text without colours has no escape character", arguments: CanvasKind.allCases)
    func plainText(canvas: CanvasKind) {
        let text = Self.colourfulGrid(canvas: canvas).text(colors: .none)
        #expect(!text.contains("\u{1B}"), "\(canvas)")
        #expect(text.contains("Title") && text.contains("red"), "the text is there")
        #expect(
            !SampleCharts.chart(.axes, canvas: canvas).text(colors: .none).contains("\u{1B}"),
            "a whole chart, \(canvas)")
    }

    @Test(
        "coloured text switches colour where it changes and resets at the end of each line",
        arguments: [ColorMode.ansi16, .ansi256, .trueColor])
    func colouredText(mode: ColorMode) {
        let text = Self.colourfulGrid().text(colors: mode)
        #expect(text.contains(ChartColor.blue.escapeCode(for: mode)), "the line's colour")
        #expect(text.contains(ChartColor.red.escapeCode(for: mode) + "red"), "the red text")
        #expect(text.contains("\u{1B}[1mTitle"), "the bold title")
        for line in text.split(separator: "\n") where line.contains("\u{1B}") {
            #expect(line.hasSuffix("\u{1B}[0m"), "\(line.debugDescription) ends with a reset")
        }
        let stripped = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == Self.colourfulGrid().text(colors: .none), "without its escape codes it is the plain text")
    }
}
