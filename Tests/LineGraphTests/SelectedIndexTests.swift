import Foundation
import LineGraph
import TestSupport
import Testing

@Suite("1.9 Tap to select", .exercise("1.9"))
struct SelectedIndexTests {
    /// The tap, the point it selects, and what truncating instead of rounding selects.
    @Test(
        "matches the worked example",
        arguments: [(130, 3, 3), (150, 4, 3), (10, 0, 0), (500, 11, 11)] as [(CGFloat, Int, Int)])
    func workedExample(x: CGFloat, expected: Int, truncated: Int) {
        let rect = ChartRects.withMargins
        expectEqual(
            selectedIndex(forTapAt: x, count: 12, in: rect), expected,
            "selectedIndex(forTapAt: \(swiftLiteral(x)), count: 12, in: \(swiftLiteral(rect)))",
            hint: "Divide (x - rect.minX) by the step rect.width / (count - 1), round, "
                + "and keep the result within 0...count - 1.",
            commonMistakes: [
                Mistake.truncatingInsteadOfRounding(wouldGive: truncated)
            ])
    }

    /// For the taps near each of the twelve points, in each rectangle and on each side:
    /// what truncating instead of rounding selects, and what rounding x / step without
    /// subtracting rect.minX selects ("ignoring rect origin"), point by point, worked out
    /// once and written down.
    static let mistakenTaps: [(rect: CGRect, offset: CGFloat, truncated: [Int], fromZero: [Int])] = [
        (
            ChartRects.atOrigin, -0.3, [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
            [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
        ),
        (
            ChartRects.atOrigin, 0, [0, 1, 2, 2, 4, 5, 5, 7, 8, 9, 10, 11],
            [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
        ),
        (
            ChartRects.atOrigin, 0.3, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
            [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
        ),
        (
            ChartRects.withMargins, -0.3, [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
            [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11]
        ),
        (
            ChartRects.withMargins, 0, [0, 1, 2, 2, 4, 5, 5, 7, 8, 9, 10, 11],
            [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11, 11]
        ),
        (
            ChartRects.withMargins, 0.3, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
            [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11, 11]
        ),
        (
            ChartRects.awkward, -0.3, [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
            [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
        ),
        (
            ChartRects.awkward, 0, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
            [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
        ),
        (
            ChartRects.awkward, 0.3, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
            [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
        ),
    ]

    @Test("selects the point a tap lands next to, on either side", arguments: ChartRects.all, [-0.3, 0, 0.3])
    func tapNearEachPoint(rect: CGRect, offset: CGFloat) throws {
        let wrong = try #require(Self.mistakenTaps.first { $0.rect == rect && $0.offset == offset })
        let step = rect.width / 11
        for index in 0..<12 {
            let x = rect.minX + step * (CGFloat(index) + offset)
            let passed = expectEqual(
                selectedIndex(forTapAt: x, count: 12, in: rect), index,
                "selectedIndex(forTapAt: \(swiftLiteral(x)), count: 12, in: \(swiftLiteral(rect)))"
                    + "  // \(offset < 0 ? "just left of" : offset > 0 ? "just right of" : "on") point \(index)",
                hint: "Find the nearest point: round (x - rect.minX) / step.",
                commonMistakes: [
                    Mistake.truncatingInsteadOfRounding(wouldGive: wrong.truncated[index]),
                    Mistake.ignoringRectOrigin(wouldGive: wrong.fromZero[index] as Int?),
                    // Steps of width / count: where its index is ignoring the origin's too, neither is named.
                    Mistake.dividingByCount(
                        wouldGive: min(11, max(0, Int(((x - rect.minX) / (rect.width / 12)).rounded()))) as Int?),
                ])
            if !passed { return }  // one explained failure per rectangle is enough
        }
    }

    @Test("selects nothing without points, the only point of one, and the first in a rectangle without width")
    func fewPoints() {
        let rect = ChartRects.withMargins
        expectEqual(
            selectedIndex(forTapAt: 100, count: 0, in: rect), nil,
            "selectedIndex(forTapAt: 100, count: 0, in: \(swiftLiteral(rect)))",
            hint: "With no points there is nothing to select: return nil.")
        expectEqual(
            selectedIndex(forTapAt: 100, count: 1, in: rect), 0,
            "selectedIndex(forTapAt: 100, count: 1, in: \(swiftLiteral(rect)))",
            hint: "With one point, wherever the tap lands, that point (index 0) is the nearest: "
                + "there is no step between points to measure with.")
        let noWidth = CGRect(x: 10, y: 0, width: 0, height: 50)
        expectEqual(
            selectedIndex(forTapAt: 30, count: 5, in: noWidth), 0,
            "selectedIndex(forTapAt: 30, count: 5, in: \(swiftLiteral(noWidth)))",
            hint: "A rectangle without width puts every point in the same place, and the step is 0: "
                + "dividing by it gives infinity or NaN, which Int(...) cannot hold. Return 0 for it.")
    }
}
