import Foundation
import LineGraph
import TestSupport
import Testing

@Suite("1.2 Horizontal position", .exercise("1.2"))
struct XPositionTests {
    static let counts = [2, 5, 12]

    @Test("puts the first point on the left edge", arguments: ChartRects.all, counts)
    func firstPoint(rect: CGRect, count: Int) {
        expectApproximatelyEqual(
            xPosition(index: 0, count: count, in: rect), rect.minX,
            "xPosition(index: 0, count: \(count), in: \(swiftLiteral(rect)))",
            hint: "The first point sits on the left edge, rect.minX.",
            commonMistakes: [Mistake.ignoringRectOrigin(wouldGive: 0)])
    }

    /// Where dividing by count puts the last point, for each rectangle and count.
    static let lastByCount: [(rect: CGRect, count: Int, x: CGFloat)] = [
        (ChartRects.atOrigin, 2, 150),
        (ChartRects.atOrigin, 5, 240),
        (ChartRects.atOrigin, 12, 275),
        (ChartRects.withMargins, 2, 198),
        (ChartRects.withMargins, 5, 288),
        (ChartRects.withMargins, 12, 323),
        (ChartRects.awkward, 2, 40.25),
        (ChartRects.awkward, 5, 76.4),
        (ChartRects.awkward, 12, 90.45833333333333),
    ]

    @Test("puts the last point on the right edge", arguments: ChartRects.all, counts)
    func lastPoint(rect: CGRect, count: Int) throws {
        let byCount = try #require(Self.lastByCount.first { $0.rect == rect && $0.count == count }).x
        let last = count - 1
        expectApproximatelyEqual(
            xPosition(index: last, count: count, in: rect), rect.maxX,
            "xPosition(index: \(last), count: \(count), in: \(swiftLiteral(rect)))",
            hint: "The last point, index count - 1, sits on the right edge, rect.maxX.",
            commonMistakes: [
                Mistake.dividingByCount(wouldGive: byCount),
                Mistake.ignoringRectOrigin(wouldGive: rect.width),
            ])
    }

    /// Each rectangle, the reference solution's x of the twelve months in it, and where
    /// dividing by count instead of count - 1 puts them.
    static let twelveMonths: [(rect: CGRect, xs: [CGFloat], byCount: [CGFloat])] = [
        (
            ChartRects.atOrigin,
            [
                0, 27.272727272727273, 54.54545454545455, 81.81818181818181, 109.0909090909091, 136.36363636363637,
                163.63636363636363, 190.9090909090909, 218.1818181818182, 245.45454545454547, 272.72727272727275, 300,
            ],
            [0, 25, 50, 75, 100, 125, 150, 175, 200, 225, 250, 275]
        ),
        (
            ChartRects.withMargins,
            [
                48, 75.27272727272728, 102.54545454545455, 129.8181818181818, 157.0909090909091, 184.36363636363637,
                211.63636363636363, 238.9090909090909, 266.1818181818182, 293.4545454545455, 320.72727272727275, 348,
            ],
            [48, 73, 98, 123, 148, 173, 198, 223, 248, 273, 298, 323]
        ),
        (
            ChartRects.awkward,
            [
                -20, -9.045454545454545, 1.90909090909091, 12.863636363636367, 23.81818181818182, 34.77272727272727,
                45.727272727272734, 56.68181818181819, 67.63636363636364, 78.5909090909091, 89.54545454545455, 100.5,
            ],
            [
                -20, -9.958333333333334, 0.08333333333333215, 10.125, 20.166666666666664, 30.208333333333336, 40.25,
                50.29166666666667, 60.33333333333333, 70.375, 80.41666666666667, 90.45833333333333,
            ]
        ),
    ]

    @Test("spreads twelve months evenly", arguments: ChartRects.all)
    func evenSpacing(rect: CGRect) throws {
        let (_, expected, byCount) = try #require(Self.twelveMonths.first { $0.rect == rect })
        let actual = (0..<12).map { xPosition(index: $0, count: 12, in: rect) }
        expectApproximatelyEqual(
            actual, expected,
            "(0..<12).map { xPosition(index: $0, count: 12, in: \(swiftLiteral(rect))) }",
            hint: "Neighbouring points are rect.width / (count - 1) apart.",
            commonMistakes: [
                Mistake.dividingByCount(wouldGive: byCount),
                Mistake.ignoringRectOrigin(wouldGive: expected.map { $0 - rect.minX }),
                // index / 11 is 0 for every month but December: all but the last on the left edge.
                CommonMistake(
                    "integer division", wouldGive: Array(repeating: rect.minX, count: 11) + [rect.maxX],
                    because: "Dividing one Int by another drops the fraction: 3 / 11 is 0. "
                        + "Convert to CGFloat before you divide: CGFloat(index) / CGFloat(count - 1)."),
            ])
    }

    @Test("matches the worked example: April at 129.82")
    func workedExample() {
        let april: CGFloat = 48 + 3 * 300 / 11
        expectApproximatelyEqual(
            xPosition(index: 3, count: 12, in: ChartRects.withMargins), april,
            "xPosition(index: 3, count: 12, in: \(swiftLiteral(ChartRects.withMargins)))",
            hint: "Three steps of 300 / 11 from the left edge at x = 48.",
            commonMistakes: [
                Mistake.dividingByCount(wouldGive: april - 3 * 300 / 11 + 3 * 300 / 12),
                Mistake.ignoringRectOrigin(wouldGive: april - 48),
            ])
    }

    @Test("puts a single point in the middle", arguments: ChartRects.all)
    func singlePoint(rect: CGRect) {
        expectApproximatelyEqual(
            xPosition(index: 0, count: 1, in: rect), rect.midX,
            "xPosition(index: 0, count: 1, in: \(swiftLiteral(rect)))",
            hint: "One point has no gaps: count - 1 is 0, and 0 / 0 is NaN. "
                + "Check for count < 2 first and return rect.midX.",
            commonMistakes: [Mistake.ignoringRectOrigin(wouldGive: rect.width / 2)])
    }
}
