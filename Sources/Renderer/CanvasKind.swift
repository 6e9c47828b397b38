import Foundation

/// The characters a chart is drawn with, and so how many pixels each terminal cell holds.
///
/// ```
/// CanvasKind.braille.pixelsPerCell   // (columns: 2, rows: 4): "⣿" is eight dots
/// CanvasKind.blocks.pixelsPerCell    // (columns: 2, rows: 2): "▙" is three quadrants
/// CanvasKind.ascii.pixelsPerCell     // (columns: 1, rows: 2): "'" top, "." bottom, ":" both
/// ```
///
/// Braille gives the finest lines but needs a font with the braille block; blocks work
/// on nearly every Unicode terminal, the Linux console included; ASCII works everywhere.
public enum CanvasKind: String, CaseIterable, Codable, Sendable {
    case braille
    case blocks
    case ascii

    /// The pixel grid inside one character cell.
    public var pixelsPerCell: (columns: Int, rows: Int) {
        switch self {
        case .braille: (2, 4)
        case .blocks: (2, 2)
        case .ascii: (1, 2)
        }
    }

    /// The character cell that holds the pixel nearest to `point`.
    ///
    ///     CanvasKind.braille.cell(containing: CGPoint(x: 85.6, y: 8))   // (column: 43, row: 2)
    public func cell(containing point: CGPoint) -> (column: Int, row: Int) {
        let (width, height) = pixelsPerCell
        let x = pixelIndex(point.x)
        let y = pixelIndex(point.y)
        return (x >= 0 ? x / width : (x - width + 1) / width, y >= 0 ? y / height : (y - height + 1) / height)
    }

    /// Whether the canvas may use characters outside ASCII, for frames, shading and text.
    public var usesUnicode: Bool { self != .ascii }

    /// The character that shows the pixels set in `mask`, one bit per pixel in
    /// ``dotBit(column:row:)`` order; `nil` when no pixel is set.
    func glyph(forDots mask: UInt8) -> Character? {
        guard mask != 0 else { return nil }
        switch self {
        case .braille:
            return Character(Unicode.Scalar(0x2800 + UInt32(mask))!)
        case .blocks:
            return Self.quadrants[Int(mask & 0x0F)]
        case .ascii:
            return Self.asciiDots[Int(mask & 0x03)]
        }
    }

    /// The bit of the pixel at (`column`, `row`) inside its cell.
    ///
    /// Braille numbers its dots down the left column first, then the right, with the
    /// bottom row last (dots 7 and 8), which is why the table is not simply row-major.
    @inline(__always)
    func dotBit(column: Int, row: Int) -> UInt8 {
        switch self {
        case .braille: Self.brailleBits[row &* 2 &+ column]
        case .blocks: UInt8(1) << UInt8(row &* 2 &+ column)
        case .ascii: UInt8(1) << UInt8(row)
        }
    }

    /// Characters for the shading levels 1, 2 and 3 of a filled area.
    var shades: [Character] {
        switch self {
        case .braille, .blocks: ["░", "▒", "▓"]
        // Not "-", which reads as an axis, nor "'", "." or ":", which are pixels.
        case .ascii: [",", "=", "#"]
        }
    }

    private static let brailleBits: [UInt8] = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]
    private static let quadrants: [Character] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]
    private static let asciiDots: [Character] = [" ", "'", ".", ":"]
}
