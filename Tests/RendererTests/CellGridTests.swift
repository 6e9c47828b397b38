import Foundation
import Renderer
import Testing

@Suite("Cell grid")
struct CellGridTests {
    /// The text of a one-cell grid with the given pixels set.
    private static func cell(_ canvas: CanvasKind, pixels: [(Int, Int)]) -> String {
        var grid = CellGrid(columns: 1, rows: 1, canvas: canvas)
        for (x, y) in pixels { grid.setPixel(x: x, y: y, color: .blue) }
        return grid.text(colors: .none)
    }

    @Test(
        "each braille dot has its own bit",
        arguments: [
            (0, 0, 0x2801, "dot 1"), (0, 1, 0x2802, "dot 2"), (0, 2, 0x2804, "dot 3"),
            (1, 0, 0x2808, "dot 4"), (1, 1, 0x2810, "dot 5"), (1, 2, 0x2820, "dot 6"),
            (0, 3, 0x2840, "dot 7"), (1, 3, 0x2880, "dot 8"),
        ])
    func brailleDot(x: Int, y: Int, scalar: UInt32, what: String) {
        let expected = String(Character(Unicode.Scalar(scalar)!))
        #expect(
            Self.cell(.braille, pixels: [(x, y)]) == expected,
            "pixel (\(x), \(y)) is \(what), U+\(String(scalar, radix: 16, uppercase: true))")
    }

    @Test("braille dots combine")
    func brailleCombined() {
        let all = (0..<2).flatMap { x in (0..<4).map { (x, $0) } }
        #expect(Self.cell(.braille, pixels: all) == "⣿", "all eight dots")
        #expect(Self.cell(.braille, pixels: [(0, 0), (1, 3)]) == "\u{2881}", "dots 1 and 8")
        #expect(Self.cell(.braille, pixels: [(0, 0), (0, 0)]) == "⠁", "setting a dot twice")
        #expect(Self.cell(.braille, pixels: []) == "", "no dots: an empty (trimmed) line")
    }

    @Test(
        "block quadrants",
        arguments: [
            ([(0, 0)], "▘"), ([(1, 0)], "▝"), ([(0, 1)], "▖"), ([(1, 1)], "▗"),
            ([(0, 0), (1, 0)], "▀"), ([(0, 1), (1, 1)], "▄"), ([(0, 0), (0, 1)], "▌"), ([(1, 0), (1, 1)], "▐"),
            ([(0, 0), (1, 1)], "▚"), ([(1, 0), (0, 1)], "▞"),
            ([(0, 0), (1, 0), (0, 1)], "▛"), ([(0, 0), (1, 0), (1, 1)], "▜"),
            ([(0, 0), (0, 1), (1, 1)], "▙"), ([(1, 0), (0, 1), (1, 1)], "▟"),
            ([(0, 0), (1, 0), (0, 1), (1, 1)], "█"),
        ] as [([(Int, Int)], String)])
    func blocks(pixels: [(Int, Int)], glyph: String) {
        #expect(Self.cell(.blocks, pixels: pixels) == glyph, "\(pixels)")
    }

    @Test(
        "ASCII cells have a top and a bottom pixel",
        arguments: [
            ([(0, 0)], "'"), ([(0, 1)], "."), ([(0, 0), (0, 1)], ":"),
        ] as [([(Int, Int)], String)])
    func ascii(pixels: [(Int, Int)], glyph: String) {
        #expect(Self.cell(.ascii, pixels: pixels) == glyph, "\(pixels)")
    }

    @Test("the pixel grid is the cell grid times the pixels per cell", arguments: CanvasKind.allCases)
    func pixelSize(canvas: CanvasKind) {
        let grid = CellGrid(columns: 7, rows: 3, canvas: canvas)
        let (width, height) = canvas.pixelsPerCell
        #expect(grid.pixelWidth == 7 * width && grid.pixelHeight == 3 * height, "\(canvas)")
        #expect(grid.text(colors: .none) == "\n\n", "an empty grid is empty lines")
        let negative = CellGrid(columns: -3, rows: -1, canvas: canvas)
        #expect(
            negative.columns == 0 && negative.rows == 0 && negative.text(colors: .none) == "", "negative sizes become 0"
        )
    }

    @Test("pixels off the grid are ignored", arguments: CanvasKind.allCases)
    func pixelsOffGrid(canvas: CanvasKind) {
        var grid = CellGrid(columns: 2, rows: 2, canvas: canvas)
        for (x, y) in [(-1, 0), (0, -1), (grid.pixelWidth, 0), (0, grid.pixelHeight), (Int.min, Int.max)] {
            grid.setPixel(x: x, y: y, color: .blue)
        }
        grid.setVerticalRun(x: -1, from: 0, to: 100, color: .blue)
        grid.setVerticalRun(x: grid.pixelWidth, from: 0, to: 100, color: .blue)
        #expect(grid.text(colors: .none) == "\n", "\(canvas): nothing drawn")
    }

    @Test(
        "text from a column at either end of Int is left out", arguments: [Int.max, Int.max - 1, Int.min, Int.min + 1])
    func writeAtExtremeColumns(column: Int) {
        var grid = CellGrid(columns: 4, rows: 1, canvas: .braille)
        grid.write("温度 text", column: column, row: 0)
        #expect(grid.text(colors: .none) == "", "column \(column): nothing shows")
    }

    @Test("a vertical run is clamped to the grid and may be given bottom first")
    func verticalRun() {
        var grid = CellGrid(columns: 1, rows: 2, canvas: .braille)
        grid.setVerticalRun(x: 1, from: 100, to: -100, color: .blue)
        #expect(grid.text(colors: .none) == "⢸\n⢸", "the whole right column of both cells")
    }

    // MARK: Layers

    @Test("text covers dots and shading; dots cover shading", arguments: CanvasKind.allCases)
    func layers(canvas: CanvasKind) {
        var grid = CellGrid(columns: 3, rows: 1, canvas: canvas)
        let dot = canvas.pixelsPerCell.columns
        grid.shade(column: 0, row: 0, level: 3, color: .blue)
        grid.shade(column: 1, row: 0, level: 3, color: .blue)
        grid.setPixel(x: dot, y: 0, color: .red)  // cell 1: a dot over the shade
        grid.setPixel(x: 2 * dot, y: 0, color: .red)  // cell 2: a dot under text
        grid.write("T", column: 2, row: 0)
        let dense: Character = canvas.usesUnicode ? "▓" : "#"
        let dotGlyph: Character =
            switch canvas {
            case .braille: "⠁"
            case .blocks: "▘"
            case .ascii: "'"
            }
        #expect(
            grid.text(colors: .none) == String([dense, dotGlyph, "T"]),
            "\(canvas): shade, dot over shade, text over dot")
    }

    @Test("shading covers the dots drawn before it, as paint would")
    func shadeCoversEarlierDots() {
        var grid = CellGrid(columns: 1, rows: 1, canvas: .braille)
        grid.setPixel(x: 0, y: 0, color: .gray)
        grid.shade(column: 0, row: 0, level: 1, color: .blue)
        #expect(grid.text(colors: .none) == "░", "a grid line under an area does not speckle it")
    }

    @Test("a denser shade wins, a lighter one does not replace it", arguments: CanvasKind.allCases)
    func shadeLevels(canvas: CanvasKind) {
        var grid = CellGrid(columns: 4, rows: 1, canvas: canvas)
        for level in 1...3 { grid.shade(column: level - 1, row: 0, level: level, color: .blue) }
        grid.shade(column: 3, row: 0, level: 3, color: .blue)
        grid.shade(column: 3, row: 0, level: 1, color: .blue)
        let shades = canvas.usesUnicode ? "░▒▓▓" : ",=##"
        #expect(grid.text(colors: .none) == shades, "\(canvas): levels 1, 2, 3, then 3 kept over 1")
        var clamped = CellGrid(columns: 2, rows: 1, canvas: canvas)
        clamped.shade(column: 0, row: 0, level: 0, color: .blue)
        clamped.shade(column: 1, row: 0, level: 9, color: .blue)
        #expect(
            clamped.text(colors: .none) == String(Array(shades)[0]) + String(Array(shades)[2]),
            "\(canvas): levels clamp to 1…3")
    }

    // MARK: Text

    @Test(
        "write clips at the edges",
        arguments: [
            ("abcdef", -2, "cde", "cut on the left"),
            ("abcdef", 1, " ab", "cut on the right"),
            ("abc", 5, "", "entirely right of the grid"),
            ("abc", -3, "", "entirely left of the grid"),
        ])
    func writeClips(text: String, column: Int, expected: String, what: String) {
        var grid = CellGrid(columns: 3, rows: 1, canvas: .braille)
        grid.write(text, column: column, row: 0)
        #expect(grid.text(colors: .none) == expected, "\(what)")
    }

    @Test("write ignores rows off the grid")
    func writeOffRows() {
        var grid = CellGrid(columns: 3, rows: 2, canvas: .braille)
        grid.write("abc", column: 0, row: -1)
        grid.write("abc", column: 0, row: 2)
        #expect(grid.text(colors: .none) == "\n", "nothing written")
    }

    @Test("wide characters take two cells")
    func wideCharacters() {
        var grid = CellGrid(columns: 6, rows: 1, canvas: .braille)
        grid.write("温度", column: 0, row: 0)
        grid.write("x", column: 4, row: 0)
        let text = grid.text(colors: .none)
        #expect(text == "温度x", "x in the fifth column, after two wide characters")
        #expect(text.terminalColumnCount == 5, "five columns")
    }

    @Test(
        "a wide character that does not fit at the right edge is dropped",
        arguments: [
            ("a温", 1, 3, " a", "one column left for 温"),
            ("温", 2, 3, "", "only its left half would fit"),
            ("温度", 0, 3, "温", "the second does not fit"),
            ("温", -1, 3, "", "its left half would be off the grid"),
        ])
    func wideAtEdge(text: String, column: Int, columns: Int, expected: String, what: String) {
        var grid = CellGrid(columns: columns, rows: 1, canvas: .braille)
        grid.write(text, column: column, row: 0)
        let result = grid.text(colors: .none)
        #expect(result == expected, "\(what)")
        #expect(result.terminalColumnCount <= columns, "\(what): never wider than the grid")
    }

    @Test("a narrow character over the left half of a wide one blanks its right half")
    func narrowOverLeftHalf() {
        var grid = CellGrid(columns: 4, rows: 1, canvas: .braille)
        grid.write("温", column: 0, row: 0)
        grid.write("y", column: 3, row: 0)
        grid.write("x", column: 0, row: 0)
        #expect(grid.text(colors: .none) == "x  y", "x, a blank where 温's right half was, y still in column 3")
    }

    @Test(
        "writing over half of a wide character keeps later columns in place",
        arguments: [
            ("温", 0, "x", 1, " x y", "a narrow character over the right half"),
            ("温", 1, "度", 0, "度 y", "a wide character over the left half"),
        ])
    func overwriteHalf(
        first: String, firstColumn: Int, second: String, secondColumn: Int, expected: String, what: String
    ) {
        var grid = CellGrid(columns: 5, rows: 1, canvas: .braille)
        grid.write(first, column: firstColumn, row: 0)
        grid.write("y", column: 3, row: 0)
        grid.write(second, column: secondColumn, row: 0)
        let text = grid.text(colors: .none)
        #expect(text == expected, "\(what): \(text.debugDescription)")
        #expect(text.contains(second), "\(what): the new text is there")
    }

    @Test("combining marks stay with their character and take no cell of their own")
    func combiningMarks() {
        var grid = CellGrid(columns: 6, rows: 1, canvas: .braille)
        grid.write("e\u{301}x", column: 0, row: 0)
        grid.write("n\u{303}\u{323}", column: 3, row: 0)
        let text = grid.text(colors: .none)
        #expect(text == "e\u{301}x n\u{303}\u{323}", "é and x in columns 0 and 1, ṇ̃ in column 3")
        #expect(text.terminalColumnCount == 4, "four columns")
        var lone = CellGrid(columns: 3, rows: 1, canvas: .braille)
        lone.write("\u{301}ab", column: 0, row: 0)
        #expect(lone.text(colors: .none) == "ab", "a combining mark with nothing to combine with is skipped")
    }

    @Test("text is trimmed on the right but keeps its inner spaces")
    func trimming() {
        var grid = CellGrid(columns: 10, rows: 2, canvas: .braille)
        grid.write("a  b", column: 2, row: 0)
        grid.setPixel(x: 19, y: 7, color: .blue)
        #expect(grid.text(colors: .none) == "  a  b\n         ⢀", "leading and inner spaces stay, trailing go")
    }
}

@Suite("ASCII text")
struct ASCIITextTests {
    @Test(
        "text on the ASCII canvas stays ASCII",
        arguments: [
            ("21.5 °C", "21.5 C"), ("Café", "Cafe"), ("Zürich", "Zurich"), ("温度", "??"), ("plain", "plain"),
        ])
    func plain(text: String, expected: String) {
        var grid = CellGrid(columns: 12, rows: 1, canvas: .ascii)
        grid.write(text, column: 0, row: 0)
        #expect(grid.text(colors: .none) == expected)
        var braille = CellGrid(columns: 12, rows: 1, canvas: .braille)
        braille.write(text, column: 0, row: 0)
        #expect(braille.text(colors: .none) == text, "other canvases keep the text as it is")
    }
}
