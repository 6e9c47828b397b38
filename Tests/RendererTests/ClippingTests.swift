import Foundation
import Testing

@testable import Renderer

@Suite("Line clipping")
struct ClippingTests {
    static let box = CGRect(x: 0, y: 0, width: 4, height: 10)

    struct Case: Sendable, CustomTestStringConvertible {
        var what: String
        var start: CGPoint
        var end: CGPoint
        /// The clipped segment, or nil when nothing of it is inside.
        var expected: (CGPoint, CGPoint)?
        var testDescription: String { what }
    }

    static let cases: [Case] = [
        Case(
            what: "inside: unchanged", start: CGPoint(x: 1, y: 2), end: CGPoint(x: 3, y: 8),
            expected: (CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 8))),
        Case(
            what: "crossing both sides", start: CGPoint(x: -10, y: 5), end: CGPoint(x: 10, y: 5),
            expected: (CGPoint(x: 0, y: 5), CGPoint(x: 4, y: 5))),
        Case(
            what: "crossing right to left keeps the direction", start: CGPoint(x: 10, y: 5), end: CGPoint(x: -10, y: 5),
            expected: (CGPoint(x: 4, y: 5), CGPoint(x: 0, y: 5))),
        Case(
            what: "entering through the top", start: CGPoint(x: 2, y: -10), end: CGPoint(x: 2, y: 5),
            expected: (CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 5))),
        Case(
            what: "leaving through the bottom", start: CGPoint(x: 1, y: 5), end: CGPoint(x: 3, y: 15),
            expected: (CGPoint(x: 1, y: 5), CGPoint(x: 2, y: 10))),
        Case(
            what: "diagonal through two corners", start: CGPoint(x: -4, y: -10), end: CGPoint(x: 8, y: 20),
            expected: (CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 10))),
        Case(what: "outside to the left", start: CGPoint(x: -5, y: 1), end: CGPoint(x: -1, y: 9), expected: nil),
        Case(what: "outside, passing a corner", start: CGPoint(x: 3, y: -3), end: CGPoint(x: 7, y: 1), expected: nil),
        Case(what: "parallel to x, above", start: CGPoint(x: -5, y: -1), end: CGPoint(x: 9, y: -1), expected: nil),
        Case(
            what: "parallel to y, right of it", start: CGPoint(x: 5, y: -20), end: CGPoint(x: 5, y: 20), expected: nil),
        Case(
            what: "parallel to y, inside", start: CGPoint(x: 2, y: -20), end: CGPoint(x: 2, y: 20),
            expected: (CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 10))),
        Case(
            what: "along the top edge", start: CGPoint(x: -1, y: 0), end: CGPoint(x: 6, y: 0),
            expected: (CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0))),
        Case(
            what: "a single point inside", start: CGPoint(x: 1, y: 1), end: CGPoint(x: 1, y: 1),
            expected: (CGPoint(x: 1, y: 1), CGPoint(x: 1, y: 1))),
        Case(what: "a single point outside", start: CGPoint(x: 9, y: 1), end: CGPoint(x: 9, y: 1), expected: nil),
        Case(
            what: "to y = 1e12", start: CGPoint(x: 2, y: 2), end: CGPoint(x: 2, y: 1e12),
            expected: (CGPoint(x: 2, y: 2), CGPoint(x: 2, y: 10))),
        Case(
            what: "from x = -1e12 to y = 1e12", start: CGPoint(x: -1e12, y: 5), end: CGPoint(x: 3, y: 1e12),
            expected: nil),
        Case(
            what: "steep, from y = -1e12 to y = 1e12", start: CGPoint(x: 1, y: -1e12), end: CGPoint(x: 3, y: 1e12),
            expected: (CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 10))),
        // Slope ½ through (2, 3): measured from the far end, rounding lost the visible part.
        Case(
            what: "to a point far off on both axes, the slope kept", start: CGPoint(x: 2, y: 3),
            end: CGPoint(x: 1e300, y: 5e299),
            expected: (CGPoint(x: 2, y: 3), CGPoint(x: 4, y: 4))),
        Case(
            what: "from a point far off on both axes", start: CGPoint(x: 1e300, y: 5e299), end: CGPoint(x: 2, y: 3),
            expected: (CGPoint(x: 4, y: 4), CGPoint(x: 2, y: 3))),
        Case(
            what: "from x = 1e17, the near end exact", start: CGPoint(x: 1e17, y: 5e16 + 2), end: CGPoint(x: 2, y: 3),
            expected: (CGPoint(x: 4, y: 4), CGPoint(x: 2, y: 3))),
        Case(
            what: "from x = -1e300 into the left edge", start: CGPoint(x: -1e300, y: -5e299), end: CGPoint(x: 2, y: 3),
            expected: (CGPoint(x: 0, y: 2), CGPoint(x: 2, y: 3))),
    ]

    @Test("Liang–Barsky keeps the part inside the rectangle", arguments: cases)
    func clipping(_ testCase: Case) {
        let result = clip(from: testCase.start, to: testCase.end, within: Self.box)
        guard let expected = testCase.expected else {
            #expect(result == nil, "\(testCase.what): nothing is inside, got \(String(describing: result))")
            return
        }
        guard let (start, end) = result else {
            Issue.record("\(testCase.what): expected \(expected), got nil")
            return
        }
        #expect(
            Self.close(start, expected.0) && Self.close(end, expected.1),
            "\(testCase.what): expected \(expected), got \((start, end))")
        #expect(
            Self.box.insetBy(dx: -1e-9, dy: -1e-9).contains(start)
                && Self.box.insetBy(dx: -1e-9, dy: -1e-9).contains(end),
            "\(testCase.what): the ends are inside the box")
    }

    @Test(
        "a segment between far points on opposite sides ends inside the box",
        arguments: [
            (CGPoint(x: -1e308, y: -1e308), CGPoint(x: 1e308, y: 1e308)),
            (CGPoint(x: -1.7e308, y: 5), CGPoint(x: 1.7e308, y: 5)),
            (CGPoint(x: 1e200, y: -7e199), CGPoint(x: -3e199, y: 9e199)),
            (CGPoint(x: -8e307, y: 3e307), CGPoint(x: 8e307, y: -2.9e307)),
        ])
    func farOnBothSides(start: CGPoint, end: CGPoint) {
        // Too far apart for the crossing to be exact in Double, but never beyond the box,
        // which is what keeps the pixel walk short.
        guard let (clippedStart, clippedEnd) = clip(from: start, to: end, within: Self.box) else { return }
        #expect(
            Self.box.insetBy(dx: -1e-9, dy: -1e-9).contains(clippedStart)
                && Self.box.insetBy(dx: -1e-9, dy: -1e-9).contains(clippedEnd),
            "\(start) to \(end) gave \((clippedStart, clippedEnd))")
    }

    /// Within a thousandth of a pixel: a segment from 1e12 loses some precision.
    private static func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-3 && abs(a.y - b.y) < 1e-3
    }

    // MARK: Drawing

    @Test("a line to y = 1e12 finishes and draws only inside the grid", arguments: CanvasKind.allCases)
    func wildPoint(canvas: CanvasKind) {
        var grid = CellGrid(columns: 20, rows: 5, canvas: canvas)
        grid.draw(.line([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 1e12), CGPoint(x: 20, y: 0)], color: .blue))
        let text = grid.text(colors: .none)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5, "five rows, nothing drawn beyond them")
        #expect(lines.allSatisfy { $0.count <= 20 }, "nothing drawn beyond the right edge")
        #expect(text.contains { $0 != " " && $0 != "\n" }, "the steep segments still show near x = 0 and x = 20")
    }

    @Test("a line through a wild point draws the pixels of its visible parts")
    func wildPointPixels() {
        var grid = CellGrid(columns: 20, rows: 5, canvas: .braille)
        // From (0, 0) straight down to (0, 1e12): only pixel column 0 of the grid.
        grid.draw(.line([CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 1e12)], color: .blue))
        let pixels = BraillePixels(grid: grid)
        #expect(pixels.columns == [0], "pixel column 0 only")
        #expect(pixels.rows == Set(0..<grid.pixelHeight), "every pixel row of the grid, 0 to 19")
    }

    @Test("points at ±infinity break a line like NaN")
    func infinitePoints() {
        var grid = CellGrid(columns: 20, rows: 2, canvas: .braille)
        grid.draw(
            .line(
                [
                    CGPoint(x: 0, y: 3), CGPoint(x: 10, y: 3), CGPoint(x: CGFloat.infinity, y: 3),
                    CGPoint(x: 25, y: 3), CGPoint(x: 39, y: 3),
                ], color: .blue))
        let columns = BraillePixels(grid: grid).columns
        #expect(columns == Set(0...10).union(25...39), "no segment to or from the infinite point")
    }

    @Test("NaN points break a line into runs with a gap between them", arguments: [LineStyle.solid, .dashed])
    func nanBreaksLine(style: LineStyle) {
        var grid = CellGrid(columns: 20, rows: 2, canvas: .braille)
        grid.draw(
            .line(
                [
                    CGPoint(x: 0, y: 4), CGPoint(x: 12, y: 4), CGPoint(x: CGFloat.nan, y: .nan),
                    CGPoint(x: 28, y: 4), CGPoint(x: 39, y: 4),
                ], color: .blue, style: style))
        let pixels = BraillePixels(grid: grid)
        #expect(pixels.rows == [4], "a horizontal line at pixel row 4")
        // A dashed line sets every few pixels, starting with the first of each segment.
        #expect(pixels.columns.contains(0) && !pixels.columns.isDisjoint(with: 4...12), "the run before the gap")
        #expect(pixels.columns.contains(28) && !pixels.columns.isDisjoint(with: 32...39), "the run after the gap")
        #expect(pixels.columns.isDisjoint(with: 13...27), "nothing in the gap")
        if style == .solid {
            #expect(pixels.columns == Set(0...12).union(28...39), "solid runs are unbroken")
        }
    }

    @Test("a point alone between NaNs is drawn as one pixel")
    func isolatedPoint() {
        var grid = CellGrid(columns: 10, rows: 2, canvas: .braille)
        grid.draw(
            .line([CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 7, y: 5), CGPoint(x: CGFloat.nan, y: 0)], color: .blue))
        #expect(BraillePixels(grid: grid).pixels == [BraillePixels.Pixel(x: 7, y: 5)], "the lone point shows")
    }
}
