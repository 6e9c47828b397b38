import Foundation
import Interactivity
import Testing
import TestSupport

@Suite("4.1 The bar under a tap", .exercise("4.1"))
struct BarIndexTests {
    /// Five bars in the lesson's margins: each slot is 300 / 5 = 60 wide, from x = 48.
    static let rect = CGRect(x: 48, y: 16, width: 300, height: 200)

    /// What rounding to the nearest slot, instead of down, would answer.
    static func rounded(_ point: CGPoint, count: Int, in rect: CGRect) -> Int? {
        guard count > 0, rect.contains(point) else { return nil }
        return min(max(Int(((point.x - rect.minX) / (rect.width / CGFloat(count))).rounded()), 0), count - 1)
    }

    /// What measuring from x = 0 instead of rect.minX would answer.
    static func fromZero(_ point: CGPoint, count: Int, in rect: CGRect) -> Int? {
        guard count > 0, rect.contains(point) else { return nil }
        return min(max(Int(point.x / (rect.width / CGFloat(count))), 0), count - 1)
    }

    /// The mistakes to name for a tap. Where rounding and measuring from x = 0 give the same
    /// wrong answer (at x = 100 both say 1), that tap cannot tell them apart, so a second tap
    /// in the same chart, where they differ, asks the student's function which one it makes.
    static func mistakes(_ point: CGPoint, count: Int, in rect: CGRect) -> [CommonMistake<Int?>] {
        let rounding = rounded(point, count: count, in: rect), zero = fromZero(point, count: count, in: rect)
        let both = [Mistake.roundingInsteadOfTruncating(wouldGive: rounding), Mistake.forgettingRectMinX(wouldGive: zero)]
        guard rounding == zero, count > 0, rect.width > 0 else { return both }
        let slot = rect.width / CGFloat(count)
        let taps = (0..<count).flatMap { index in
            [0.1, 0.3, 0.7, 0.9].map { CGPoint(x: rect.minX + slot * (CGFloat(index) + $0), y: rect.midY) }
        }
        guard let probe = taps.first(where: { rounded($0, count: count, in: rect) != fromZero($0, count: count, in: rect) })
        else { return both }
        switch barIndex(at: probe, count: count, in: rect) {
        case fromZero(probe, count: count, in: rect): return [both[1]]
        case rounded(probe, count: count, in: rect): return [both[0]]
        default: return []
        }
    }

    /// Checks one tap, naming the mistakes that would give a wrong answer.
    @discardableResult
    static func check(_ point: CGPoint, count: Int, in rect: CGRect, expected: Int?, note: String = "",
                      hint: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        expectEqual(
            barIndex(at: point, count: count, in: rect), expected,
            "barIndex(at: CGPoint(x: \(swiftLiteral(point.x)), y: \(swiftLiteral(point.y))), count: \(count), in: \(swiftLiteral(rect)))"
                + (note.isEmpty ? "" : "  // \(note)"),
            hint: hint,
            commonMistakes: mistakes(point, count: count, in: rect),
            sourceLocation: sourceLocation)
    }

    @Test("matches the worked example", arguments: [
        (CGPoint(x: 100, y: 100), 0), (CGPoint(x: 170, y: 100), 2), (CGPoint(x: 250, y: 50), 3), (CGPoint(x: 340, y: 200), 4),
    ] as [(CGPoint, Int)])
    func workedExample(point: CGPoint, expected: Int) {
        Self.check(point, count: 5, in: Self.rect, expected: expected,
                   hint: "Each slot is rect.width / count wide; (point.x - rect.minX) / slotWidth, rounded down, is the slot.")
    }

    @Test("a tap in the gap beside a bar, or anywhere in its slot, selects that bar", arguments: 0..<5, [0.5, 10, 30, 50, 59.5] as [CGFloat])
    func wholeSlot(index: Int, offset: CGFloat) {
        let x = Self.rect.minX + 60 * CGFloat(index) + offset
        Self.check(CGPoint(x: x, y: Self.rect.maxY - 1), count: 5, in: Self.rect, expected: index,
                   note: "\(offset) points into slot \(index)",
                   hint: "The bar's column is its whole slot, as .contentShape(Rectangle()) makes it: a finger needs "
                       + "a target of about 44 points, wider than a thin bar. Round (point.x - rect.minX) / slotWidth down.")
    }

    @Test("a tap exactly on a slot boundary belongs to the slot on its right", arguments: 1..<5)
    func boundary(index: Int) {
        let x = Self.rect.minX + 60 * CGFloat(index)
        Self.check(CGPoint(x: x, y: 100), count: 5, in: Self.rect, expected: index, note: "the left edge of slot \(index)",
                   hint: "A slot runs from its left edge up to, not including, the next one's: the left edge of slot "
                       + "\(index) is \(index) slot widths from rect.minX, and belongs to it.")
    }

    @Test("the chart's edges: the left and top edges are inside, the right and bottom edges outside, as CGRect.contains decides",
          arguments: [
              (CGPoint(x: 48, y: 100), 0, "the left edge"), (CGPoint(x: 347.99, y: 100), 4, "a hair inside the right edge"),
              (CGPoint(x: 348, y: 100), nil, "the right edge"), (CGPoint(x: 200, y: 16), 2, "the top edge"),
              (CGPoint(x: 200, y: 216), nil, "the bottom edge"), (CGPoint(x: 48, y: 16), 0, "the top-left corner"),
          ] as [(CGPoint, Int?, String)])
    func edges(point: CGPoint, expected: Int?, edge: String) {
        Self.check(point, count: 5, in: Self.rect, expected: expected, note: edge,
                   hint: "Let rect.contains(point) decide what is inside: it includes minX and minY but not maxX and maxY, "
                       + "so that two rectangles side by side never share a point.")
    }

    @Test("a tap outside the chart selects nothing", arguments: [
        CGPoint(x: 20, y: 100), CGPoint(x: 400, y: 100), CGPoint(x: 200, y: 5), CGPoint(x: 200, y: 250),
        CGPoint(x: -30, y: -30), CGPoint(x: 47.9, y: 100),
    ])
    func outside(point: CGPoint) {
        Self.check(point, count: 5, in: Self.rect, expected: nil,
                   hint: "A tap outside rect, on an axis label or beside the chart, is on no bar: return nil. "
                       + "Check rect.contains(point) before you compute a slot.")
    }

    @Test("works in a rectangle at negative coordinates", arguments: [
        (CGPoint(x: -149, y: 0), 0), (CGPoint(x: -1, y: -79), 2), (CGPoint(x: 0, y: 0), 2),
        (CGPoint(x: 120, y: 79), 4), (CGPoint(x: -151, y: 0), nil), (CGPoint(x: 0, y: 80), nil),
    ] as [(CGPoint, Int?)])
    func negativeCoordinates(point: CGPoint, expected: Int?) {
        let rect = CGRect(x: -150, y: -80, width: 300, height: 160)
        Self.check(point, count: 5, in: rect, expected: expected,
                   hint: "Measure from the rectangle's left edge, point.x - rect.minX, which is never negative inside it, "
                       + "even when rect.minX is.")
    }

    @Test("any number of bars, in rectangles with fractional sizes", arguments: [1, 2, 3, 7, 24], [
        CGRect(x: 0, y: 0, width: 300, height: 200), CGRect(x: -20, y: 35.5, width: 120.5, height: 64),
    ])
    func manyCounts(count: Int, rect: CGRect) {
        let slot = rect.width / CGFloat(count)
        for index in 0..<count {
            let point = CGPoint(x: rect.minX + slot * (CGFloat(index) + 0.75), y: rect.midY)
            let passed = Self.check(point, count: count, in: rect, expected: index, note: "three quarters into slot \(index)",
                                    hint: "With \(count) bars each slot is rect.width / \(count) wide.")
            if !passed { return }  // one explained failure per rectangle is enough
        }
    }

    @Test("no bars, or a chart without width, select nothing")
    func nothingToSelect() {
        Self.check(CGPoint(x: 100, y: 100), count: 0, in: Self.rect, expected: nil,
                   hint: "With count 0 there is no bar to tap: return nil, before dividing by count.")
        let flat = CGRect(x: 48, y: 16, width: 0, height: 200)
        Self.check(CGPoint(x: 48, y: 100), count: 5, in: flat, expected: nil,
                   hint: "A rectangle without width contains no point (CGRect.contains says so): return nil.")
    }
}
