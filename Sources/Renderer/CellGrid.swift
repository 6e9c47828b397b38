import Foundation

/// A rectangle of terminal cells that marks are drawn into, turned into text at the end.
///
/// Each cell holds, from the bottom layer up: a shading level, pixels ("dots"), and a
/// character of text. The top layer that is present is what the cell shows, so a label
/// stays readable over a line, and a line stays visible over the area beneath it.
///
/// ```
/// var grid = CellGrid(columns: 4, rows: 1, canvas: .braille)
/// grid.setPixel(x: 0, y: 0, color: .blue)
/// grid.text(colors: .none)   // "⠁": trailing spaces are trimmed
/// ```
public struct CellGrid: Sendable {
    public let columns: Int
    public let rows: Int
    public let canvas: CanvasKind
    /// The pixel grid: `columns × pixelsPerCell.columns` wide.
    public let pixelWidth: Int
    public let pixelHeight: Int

    struct Cell: Sendable {
        var dots: UInt8 = 0
        var dotColor: ChartColor = .primary
        var shade: UInt8 = 0
        var shadeColor: ChartColor = .primary
        var character: Character?
        var characterColor: ChartColor = .primary
        var bold = false
        /// The right half of a wide character written into the cell to the left.
        var isContinuation = false
    }

    private(set) var cells: [Cell]
    private let cellWidth: Int
    private let cellHeight: Int

    public init(columns: Int, rows: Int, canvas: CanvasKind) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.canvas = canvas
        (cellWidth, cellHeight) = canvas.pixelsPerCell
        pixelWidth = self.columns * cellWidth
        pixelHeight = self.rows * cellHeight
        cells = Array(repeating: Cell(), count: self.columns * self.rows)
    }

    /// Sets one pixel; pixels off the grid are ignored.
    @inline(__always)
    public mutating func setPixel(x: Int, y: Int, color: ChartColor) {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return }
        let column = x / cellWidth
        let row = y / cellHeight
        let index = row &* columns &+ column
        cells[index].dots |= canvas.dotBit(column: x &- column &* cellWidth, row: y &- row &* cellHeight)
        cells[index].dotColor = color
    }

    /// Sets the pixels of column `x` from `top` to `bottom`, both included.
    public mutating func setVerticalRun(x: Int, from top: Int, to bottom: Int, color: ChartColor) {
        guard x >= 0, x < pixelWidth else { return }
        let first = max(0, min(top, bottom))
        let last = min(pixelHeight - 1, max(top, bottom))
        guard first <= last else { return }
        for y in first...last { setPixel(x: x, y: y, color: color) }
    }

    /// Shades the cell at (`column`, `row`) at `level` 1 to 3, keeping a denser shade.
    ///
    /// Shading covers the pixels drawn before it, as paint would: grid lines drawn first
    /// stop at an area's edge instead of speckling it, and a line drawn after stays on top.
    public mutating func shade(column: Int, row: Int, level: Int, color: ChartColor) {
        guard column >= 0, row >= 0, column < columns, row < rows else { return }
        let index = row * columns + column
        let level = UInt8(min(3, max(1, level)))
        cells[index].dots = 0
        if level >= cells[index].shade {
            cells[index].shade = level
            cells[index].shadeColor = color
        }
    }

    /// Writes `text` from the cell at (`column`, `row`) rightwards, cutting it at the
    /// grid's edge. A wide character takes two cells and is left out if only one is free.
    ///
    /// On the ASCII canvas, letters with accents lose them and other characters outside
    /// ASCII become "?" ("°" is left out), so the output stays plain ASCII.
    public mutating func write(_ text: String, column: Int, row: Int, color: ChartColor = .primary, bold: Bool = false)
    {
        guard row >= 0, row < rows else { return }
        var position = column
        for character in canvas == .ascii ? Self.plainASCII(text) : text {
            let width = character.terminalColumnCount
            if width == 0 { continue }
            // Nothing from the right edge on shows; stopping there also keeps a column
            // near Int.max from overflowing.
            guard position < columns else { break }
            defer { position += width }
            guard position >= 0, position + width <= columns else { continue }
            let index = row * columns + position
            // Writing over half of a wide character blanks its other half, so nothing
            // after it shifts.
            if cells[index].isContinuation, position > 0 { cells[index - 1].character = " " }
            let end = position + width
            if end < columns, cells[row * columns + end].isContinuation {
                cells[row * columns + end].isContinuation = false
                cells[row * columns + end].character = " "
            }
            cells[index].character = character
            cells[index].characterColor = color
            cells[index].bold = bold
            cells[index].isContinuation = false
            if width == 2 {
                cells[index + 1].character = nil
                cells[index + 1].isContinuation = true
            }
        }
    }

    /// `text` in ASCII: "é" as "e", "°" left out, anything else outside ASCII as "?".
    static func plainASCII(_ text: String) -> String {
        String(
            text.flatMap { character -> [Character] in
                if character.isASCII { return [character] }
                if character == "°" { return [] }
                let folded = String(character).folding(options: .diacriticInsensitive, locale: nil)
                return folded.allSatisfy(\.isASCII) && !folded.isEmpty ? Array(folded) : ["?"]
            })
    }

    /// The character a cell shows, its colour and whether it is bold; `nil` for the right
    /// half of a wide character.
    func appearance(ofColumn column: Int, row: Int) -> (Character, ChartColor, Weight)? {
        let cell = cells[row * columns + column]
        if cell.isContinuation { return nil }
        if let character = cell.character { return (character, cell.characterColor, cell.bold ? .bold : .normal) }
        if let glyph = canvas.glyph(forDots: cell.dots) { return (glyph, cell.dotColor, .normal) }
        if cell.shade > 0 { return (canvas.shades[Int(cell.shade) - 1], cell.shadeColor, .faint) }
        return (" ", .primary, .normal)
    }

    /// How strongly a cell is printed: titles bold, shading faint so lines stand out.
    enum Weight: Equatable {
        case normal, bold, faint

        var escapeCode: String {
            switch self {
            case .normal: ""
            case .bold: "\u{1B}[1m"
            case .faint: "\u{1B}[2m"
            }
        }
    }

    /// The grid as lines of text, with colour escape codes for `colors` (none for
    /// `.none`). Trailing spaces are trimmed, so the text diffs cleanly.
    public func text(colors: ColorMode) -> String {
        var lines: [String] = []
        lines.reserveCapacity(rows)
        for row in 0..<rows {
            var line = ""
            var current: (ChartColor, Weight) = (.primary, .normal)
            var pendingSpaces = 0
            for column in 0..<columns {
                guard let (character, color, weight) = appearance(ofColumn: column, row: row) else { continue }
                if character == " " {
                    pendingSpaces += 1
                    continue
                }
                if pendingSpaces > 0 {
                    line += String(repeating: " ", count: pendingSpaces)
                    pendingSpaces = 0
                }
                if colors != .none, color != current.0 || weight != current.1 {
                    line += "\u{1B}[0m" + weight.escapeCode
                    if color != .primary { line += color.escapeCode(for: colors) }
                    current = (color, weight)
                }
                line.append(character)
            }
            if colors != .none, current != (.primary, .normal) { line += "\u{1B}[0m" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
