import Foundation
import Interactivity
import TestSupport
import Testing

@Suite("4.1 The bar under a tap", .exercise("4.1"))
struct BarIndexTests {
    /// Five bars in the lesson's margins: each slot is 300 / 5 = 60 wide, from x = 48.
    static let rect = CGRect(x: 48, y: 16, width: 300, height: 200)

    /// What "rounding instead of truncating" and "forgetting rect minX" answer for each tap
    /// of these tests where one of them answers wrong, worked out once and written down; at
    /// every other tap both give the right answer. The table is at the end of
    /// the file.
    static func mistakenAnswers(_ point: CGPoint, count: Int, in rect: CGRect) -> (rounding: Int?, fromZero: Int?)? {
        mistakenTaps.first { $0.point == point && $0.count == count && $0.rect == rect }.map {
            ($0.rounding, $0.fromZero)
        }
    }

    /// Taps where the two mistakes answer differently, for a chart where a tap of the tests
    /// cannot tell them apart: in the lesson's chart, rounding says 0 here and measuring
    /// from x = 0 says 1.
    static let probes: [(count: Int, rect: CGRect, point: CGPoint, rounding: Int?, fromZero: Int?)] = [
        (5, rect, CGPoint(x: 66, y: 116), 0, 1)
    ]

    /// The mistakes to name for a tap. Where rounding and measuring from x = 0 give the same
    /// wrong answer (at x = 100 both say 1), that tap cannot tell them apart, so a second tap
    /// in the same chart, where they differ, asks the student's function which one it makes.
    static func mistakes(_ point: CGPoint, count: Int, in rect: CGRect) -> [CommonMistake<Int?>] {
        guard let (rounding, zero) = mistakenAnswers(point, count: count, in: rect) else { return [] }
        let both = [
            Mistake.roundingInsteadOfTruncating(wouldGive: rounding), Mistake.forgettingRectMinX(wouldGive: zero),
        ]
        guard rounding == zero, let probe = probes.first(where: { $0.count == count && $0.rect == rect }) else {
            return both
        }
        switch barIndex(at: probe.point, count: count, in: rect) {
        case probe.fromZero: return [both[1]]
        case probe.rounding: return [both[0]]
        default: return []
        }
    }

    /// Checks one tap, naming the mistakes that would give a wrong answer, and `also` those
    /// the caller knows of.
    @discardableResult
    static func check(
        _ point: CGPoint, count: Int, in rect: CGRect, expected: Int?, note: String = "",
        hint: String, also: [CommonMistake<Int?>] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        expectEqual(
            barIndex(at: point, count: count, in: rect), expected,
            "barIndex(at: CGPoint(x: \(swiftLiteral(point.x)), y: \(swiftLiteral(point.y))), count: \(count), in: \(swiftLiteral(rect)))"
                + (note.isEmpty ? "" : "  // \(note)"),
            hint: hint,
            commonMistakes: mistakes(point, count: count, in: rect) + also,
            sourceLocation: sourceLocation)
    }

    @Test(
        "matches the worked example",
        arguments: [
            (CGPoint(x: 100, y: 100), 0), (CGPoint(x: 170, y: 100), 2), (CGPoint(x: 250, y: 50), 3),
            (CGPoint(x: 340, y: 200), 4),
        ] as [(CGPoint, Int)])
    func workedExample(point: CGPoint, expected: Int) {
        Self.check(
            point, count: 5, in: Self.rect, expected: expected,
            hint: "Each slot is rect.width / count wide; (point.x - rect.minX) / slotWidth, rounded down, is the slot.")
    }

    @Test(
        "a tap in the gap beside a bar, or anywhere in its slot, selects that bar", arguments: 0..<5,
        [0.5, 10, 30, 50, 59.5] as [CGFloat])
    func wholeSlot(index: Int, offset: CGFloat) {
        let x = Self.rect.minX + 60 * CGFloat(index) + offset
        Self.check(
            CGPoint(x: x, y: Self.rect.maxY - 1), count: 5, in: Self.rect, expected: index,
            note: "\(offset) points into slot \(index)",
            hint: "The bar's column is its whole slot, as .contentShape(Rectangle()) makes it: a finger needs "
                + "a target of about 44 points, wider than a thin bar. Round (point.x - rect.minX) / slotWidth down.")
    }

    @Test("a tap exactly on a slot boundary belongs to the slot on its right", arguments: 1..<5)
    func boundary(index: Int) {
        let x = Self.rect.minX + 60 * CGFloat(index)
        Self.check(
            CGPoint(x: x, y: 100), count: 5, in: Self.rect, expected: index, note: "the left edge of slot \(index)",
            hint: "A slot runs from its left edge up to, not including, the next one's: the left edge of slot "
                + "\(index) is \(index) slot widths from rect.minX, and belongs to it.")
    }

    @Test(
        "the chart's edges: the left and top edges are inside, the right and bottom edges outside, as CGRect.contains decides",
        arguments: [
            (CGPoint(x: 48, y: 100), 0, "the left edge"),
            (CGPoint(x: 347.99, y: 100), 4, "a hair inside the right edge"),
            (CGPoint(x: 348, y: 100), nil, "the right edge"), (CGPoint(x: 200, y: 16), 2, "the top edge"),
            (CGPoint(x: 200, y: 216), nil, "the bottom edge"), (CGPoint(x: 48, y: 16), 0, "the top-left corner"),
        ] as [(CGPoint, Int?, String)])
    func edges(point: CGPoint, expected: Int?, edge: String) {
        Self.check(
            point, count: 5, in: Self.rect, expected: expected, note: edge,
            hint: "Let rect.contains(point) decide what is inside: it includes minX and minY but not maxX and maxY, "
                + "so that two rectangles side by side never share a point.")
    }

    /// Rectangles where the last double below `rect.maxX`, a tap inside the chart, divides out
    /// to exactly `count` slots: (x - rect.minX) / (rect.width / count) rounds up in floating
    /// point. Found by trying the tests' rectangles and a few more; each is checked below.
    static let rightEdgeRects: [(count: Int, rect: CGRect)] = [
        (3, CGRect(x: -20, y: 35.5, width: 120.5, height: 64)), (24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64)),
        (5, CGRect(x: 0.3, y: 0, width: 0.7, height: 1)), (10, CGRect(x: 0.1, y: 0, width: 3.3, height: 2)),
    ]

    @Test(
        "a tap a hair inside the right edge is on the last bar, even where the division lands on count",
        arguments: rightEdgeRects.indices)
    func hairInsideTheRightEdge(row: Int) {
        let (count, rect) = Self.rightEdgeRects[row]
        let point = CGPoint(x: rect.maxX.nextDown, y: rect.midY)
        // The case is only worth testing where floating point does land on count.
        #expect(
            rect.contains(point) && Int(((point.x - rect.minX) / (rect.width / CGFloat(count))).rounded(.down)) == count
        )
        Self.check(
            point, count: count, in: rect, expected: count - 1,
            note: "the last x inside the chart: (x - rect.minX) / slotWidth comes out as exactly \(count)",
            hint: "Floating point can land a tap a hair inside the right edge on slot count, one past the last bar. "
                + "Keep the slot in bounds: min(max(slot, 0), count - 1).",
            also: [Mistake.notClampingTheSlot(wouldGive: count)])
    }

    @Test(
        "a tap outside the chart selects nothing",
        arguments: [
            CGPoint(x: 20, y: 100), CGPoint(x: 400, y: 100), CGPoint(x: 200, y: 5), CGPoint(x: 200, y: 250),
            CGPoint(x: -30, y: -30), CGPoint(x: 47.9, y: 100),
        ])
    func outside(point: CGPoint) {
        Self.check(
            point, count: 5, in: Self.rect, expected: nil,
            hint: "A tap outside rect, on an axis label or beside the chart, is on no bar: return nil. "
                + "Check rect.contains(point) before you compute a slot.")
    }

    @Test(
        "works in a rectangle at negative coordinates",
        arguments: [
            (CGPoint(x: -149, y: 0), 0), (CGPoint(x: -1, y: -79), 2), (CGPoint(x: 0, y: 0), 2),
            (CGPoint(x: 120, y: 79), 4), (CGPoint(x: -151, y: 0), nil), (CGPoint(x: 0, y: 80), nil),
        ] as [(CGPoint, Int?)])
    func negativeCoordinates(point: CGPoint, expected: Int?) {
        let rect = CGRect(x: -150, y: -80, width: 300, height: 160)
        Self.check(
            point, count: 5, in: rect, expected: expected,
            hint: "Measure from the rectangle's left edge, point.x - rect.minX, which is never negative inside it, "
                + "even when rect.minX is.")
    }

    @Test(
        "any number of bars, in rectangles with fractional sizes", arguments: [1, 2, 3, 7, 24],
        [
            CGRect(x: 0, y: 0, width: 300, height: 200), CGRect(x: -20, y: 35.5, width: 120.5, height: 64),
        ])
    func manyCounts(count: Int, rect: CGRect) {
        let slot = rect.width / CGFloat(count)
        for index in 0..<count {
            let point = CGPoint(x: rect.minX + slot * (CGFloat(index) + 0.75), y: rect.midY)
            let passed = Self.check(
                point, count: count, in: rect, expected: index, note: "three quarters into slot \(index)",
                hint: "With \(count) bars each slot is rect.width / \(count) wide.")
            if !passed { return }  // one explained failure per rectangle is enough
        }
    }

    @Test("no bars, or a chart without width, select nothing")
    func nothingToSelect() {
        Self.check(
            CGPoint(x: 100, y: 100), count: 0, in: Self.rect, expected: nil,
            hint: "With count 0 there is no bar to tap: return nil, before dividing by count.")
        let flat = CGRect(x: 48, y: 16, width: 0, height: 200)
        Self.check(
            CGPoint(x: 48, y: 100), count: 5, in: flat, expected: nil,
            hint: "A rectangle without width contains no point (CGRect.contains says so): return nil.")
    }
}

extension BarIndexTests {
    /// The taps of these tests where a mistake answers wrong, and what "rounding instead of
    /// truncating" and "forgetting rect minX" answer there.
    static let mistakenTaps: [(point: CGPoint, count: Int, rect: CGRect, rounding: Int?, fromZero: Int?)] = [
        (CGPoint(x: 78, y: 215), 5, rect, 1, 1),
        (CGPoint(x: 98, y: 215), 5, rect, 1, 1),
        (CGPoint(x: 100, y: 100), 5, rect, 1, 1),
        (CGPoint(x: 107.5, y: 215), 5, rect, 1, 1),
        (CGPoint(x: 138, y: 215), 5, rect, 2, 2),
        (CGPoint(x: 158, y: 215), 5, rect, 2, 2),
        (CGPoint(x: 167.5, y: 215), 5, rect, 2, 2),
        (CGPoint(x: 198, y: 215), 5, rect, 3, 3),
        (CGPoint(x: 200, y: 16), 5, rect, 3, 3),
        (CGPoint(x: 218, y: 215), 5, rect, 3, 3),
        (CGPoint(x: 227.5, y: 215), 5, rect, 3, 3),
        (CGPoint(x: 250, y: 50), 5, rect, 3, 4),
        (CGPoint(x: 258, y: 215), 5, rect, 4, 4),
        (CGPoint(x: 278, y: 215), 5, rect, 4, 4),
        (CGPoint(x: 287.5, y: 215), 5, rect, 4, 4),
        (CGPoint(x: -1, y: -79), 5, CGRect(x: -150, y: -80, width: 300, height: 160), 2, 0),
        (CGPoint(x: 0, y: 0), 5, CGRect(x: -150, y: -80, width: 300, height: 160), 3, 0),
        (CGPoint(x: 120, y: 79), 5, CGRect(x: -150, y: -80, width: 300, height: 160), 4, 2),
        (CGPoint(x: 25.1875, y: 67.5), 2, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 1, 0),
        (CGPoint(x: 10.125, y: 67.5), 3, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 1, 0),
        (CGPoint(x: 50.29166666666666, y: 67.5), 3, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 2, 1),
        (CGPoint(x: -7.0892857142857135, y: 67.5), 7, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 1, 0),
        (CGPoint(x: 10.125, y: 67.5), 7, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 2, 0),
        (CGPoint(x: 27.339285714285715, y: 67.5), 7, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 3, 1),
        (CGPoint(x: 44.55357142857143, y: 67.5), 7, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 4, 2),
        (CGPoint(x: 61.76785714285715, y: 67.5), 7, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 5, 3),
        (CGPoint(x: 78.98214285714286, y: 67.5), 7, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 6, 4),
        (CGPoint(x: 96.19642857142858, y: 67.5), 7, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 6, 5),
        (CGPoint(x: -16.234375, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 1, 0),
        (CGPoint(x: -11.213541666666668, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 2, 0),
        (CGPoint(x: -6.192708333333334, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 3, 0),
        (CGPoint(x: -1.171875, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 4, 0),
        (CGPoint(x: 3.848958333333332, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 5, 0),
        (CGPoint(x: 8.869791666666664, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 6, 1),
        (CGPoint(x: 13.890625, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 7, 2),
        (CGPoint(x: 18.91145833333333, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 8, 3),
        (CGPoint(x: 23.932291666666664, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 9, 4),
        (CGPoint(x: 28.953125, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 10, 5),
        (CGPoint(x: 33.97395833333333, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 11, 6),
        (CGPoint(x: 38.994791666666664, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 12, 7),
        (CGPoint(x: 44.015625, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 13, 8),
        (CGPoint(x: 49.03645833333333, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 14, 9),
        (CGPoint(x: 54.05729166666666, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 15, 10),
        (CGPoint(x: 59.078125, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 16, 11),
        (CGPoint(x: 64.09895833333333, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 17, 12),
        (CGPoint(x: 69.11979166666666, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 18, 13),
        (CGPoint(x: 74.140625, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 19, 14),
        (CGPoint(x: 79.16145833333333, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 20, 15),
        (CGPoint(x: 84.18229166666666, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 21, 16),
        (CGPoint(x: 89.203125, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 22, 17),
        (CGPoint(x: 94.22395833333333, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 23, 18),
        (CGPoint(x: 99.24479166666666, y: 67.5), 24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64), 23, 19),
        (CGPoint(x: 112.5, y: 100), 2, CGRect(x: 0, y: 0, width: 300, height: 200), 1, 0),
        (CGPoint(x: 75, y: 100), 3, CGRect(x: 0, y: 0, width: 300, height: 200), 1, 0),
        (CGPoint(x: 175, y: 100), 3, CGRect(x: 0, y: 0, width: 300, height: 200), 2, 1),
        (CGPoint(x: 32.14285714285714, y: 100), 7, CGRect(x: 0, y: 0, width: 300, height: 200), 1, 0),
        (CGPoint(x: 75, y: 100), 7, CGRect(x: 0, y: 0, width: 300, height: 200), 2, 1),
        (CGPoint(x: 117.85714285714285, y: 100), 7, CGRect(x: 0, y: 0, width: 300, height: 200), 3, 2),
        (CGPoint(x: 160.7142857142857, y: 100), 7, CGRect(x: 0, y: 0, width: 300, height: 200), 4, 3),
        (CGPoint(x: 203.57142857142856, y: 100), 7, CGRect(x: 0, y: 0, width: 300, height: 200), 5, 4),
        (CGPoint(x: 246.42857142857142, y: 100), 7, CGRect(x: 0, y: 0, width: 300, height: 200), 6, 5),
        (CGPoint(x: 9.375, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 1, 0),
        (CGPoint(x: 21.875, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 2, 1),
        (CGPoint(x: 34.375, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 3, 2),
        (CGPoint(x: 46.875, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 4, 3),
        (CGPoint(x: 59.375, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 5, 4),
        (CGPoint(x: 71.875, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 6, 5),
        (CGPoint(x: 84.375, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 7, 6),
        (CGPoint(x: 96.875, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 8, 7),
        (CGPoint(x: 109.375, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 9, 8),
        (CGPoint(x: 121.875, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 10, 9),
        (CGPoint(x: 134.375, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 11, 10),
        (CGPoint(x: 146.875, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 12, 11),
        (CGPoint(x: 159.375, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 13, 12),
        (CGPoint(x: 171.875, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 14, 13),
        (CGPoint(x: 184.375, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 15, 14),
        (CGPoint(x: 196.875, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 16, 15),
        (CGPoint(x: 209.375, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 17, 16),
        (CGPoint(x: 221.875, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 18, 17),
        (CGPoint(x: 234.375, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 19, 18),
        (CGPoint(x: 246.875, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 20, 19),
        (CGPoint(x: 259.375, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 21, 20),
        (CGPoint(x: 271.875, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 22, 21),
        (CGPoint(x: 284.375, y: 100), 24, CGRect(x: 0, y: 0, width: 300, height: 200), 23, 22),
    ]
}
