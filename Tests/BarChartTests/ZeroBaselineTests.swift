import BarChart
import Foundation
import TestSupport
import Testing

@Suite("2.3 Below zero", .exercise("2.3"))
struct ZeroBaselineTests {
    /// The reference solution's zero line for each range, in each of ChartRects.all.
    static let zeroLines: [(minimum: Double, maximum: Double, ys: [CGFloat])] = [
        (
            -0.052, 0.171,
            [158.02690582959642, 174.02690582959642, 86.06860986547085, 99.01345291479821, 79.01345291479821]
        ),
        (0.084, 0.326, [200, 216, 99.5, 120, 100]),
        (-0.028, -0.004, [20, 36, 41.9, 30, 10]),
        (0.12, 0.12, [200, 216, 99.5, 120, 100]),
        (0, 0, [200, 216, 99.5, 120, 100]),
    ]

    @Test(
        "puts the zero line where 0 falls between the lowest and highest price",
        arguments: [
            (-0.052, 0.171, "the sunny spring Sunday"), (0.084, 0.326, "all positive: the bottom edge"),
            (-0.028, -0.004, "all negative: near the top"), (0.12, 0.12, "all equal"), (0, 0, "all zero"),
        ] as [(Double, Double, String)],
        ChartRects.all)
    func zeroLine(range: (minimum: Double, maximum: Double, label: String), rect: CGRect) throws {
        let (minimum, maximum, label) = range
        let row = try #require(Self.zeroLines.first { $0.minimum == minimum && $0.maximum == maximum })
        let expected = row.ys[try #require(ChartRects.all.firstIndex(of: rect))]
        expectApproximatelyEqual(
            priceY(for: 0, minimum: minimum, maximum: maximum, in: rect), expected,
            "priceY(for: 0, minimum: \(swiftLiteral(minimum)), maximum: \(swiftLiteral(maximum)), in: \(swiftLiteral(rect)))  // \(label)",
            hint: "Stretch the range to hold 0: lower = min(minimum, 0), upper = max(maximum, 0). The zero line lies "
                + "barHeight(for: -lower, maximum: upper - lower, height: rect.height) above rect.maxY.",
            commonMistakes: [Mistake.barsHangingFromTheTopEdge(wouldGive: rect.minY + (rect.maxY - expected))])
    }

    @Test(
        "matches the worked example of the sunny Sunday",
        arguments: [(0.0, 200 - 0.052 / 0.223 * 180), (0.171, 20), (-0.052, 200)] as [(Double, CGFloat)])
    func workedExample(value: Double, expected: CGFloat) {
        expectApproximatelyEqual(
            priceY(for: value, minimum: -0.052, maximum: 0.171, in: ChartRects.atOrigin), expected,
            "priceY(for: \(swiftLiteral(value)), minimum: -0.052, maximum: 0.171, in: CGRect(x: 0, y: 0, width: 300, height: 200))",
            hint: "The span is 0.171 - (-0.052) = 0.223; the zero line is 0.052 / 0.223 × 180 above the bottom; "
                + "a price is value / 0.223 × 180 above the zero line (below it when negative).",
            commonMistakes: [Mistake.forgettingTheHeadroom(wouldGive: 200 - CGFloat((value + 0.052) / 0.223) * 200)])
    }

    @Test("draws the bars up from the zero line and down from it", arguments: PriceDay.all, ChartRects.all)
    func bars(day: PriceDay, rect: CGRect) throws {
        expectApproximatelyEqual(
            barRectsAroundZero(for: day.hours, in: rect), try Expected.barsAroundZero(day, in: rect),
            "barRectsAroundZero(for: prices, in: \(swiftLiteral(rect)))  // prices: \(day.literal)",
            hint: "Each bar runs from the zero line to priceY(for: price, ...): its top is the smaller y of the two "
                + "and its height their distance. Slots and gap as in 2.2; nil where the price is missing.")
    }

    /// Bars with other gaps than the default 2, for a day and a rectangle: the reference
    /// solution's x of the first bar, the slot (each bar one slot right of the one before)
    /// and every bar's width. Tops and heights are those of the gap of 2.
    @Test(
        "uses the gap it is given, as 2.2 does",
        arguments: [
            (PriceDay.sunnySpring, ChartRects.atOrigin, 6, 3, 12.5, 6.5),
            (.springForward, ChartRects.withMargins, 0, 48, 13.043478260869565, 13.043478260869565),
            (.allNegative, ChartRects.narrow, 0.5, 5.25, 0.8333333333333334, 0.3333333333333334),
            (.sunnySpring, ChartRects.atOrigin, 14, 6.25, 12.5, 0),
        ] as [(PriceDay, CGRect, CGFloat, CGFloat, CGFloat, CGFloat)])
    func givenGap(day: PriceDay, rect: CGRect, gap: CGFloat, firstX: CGFloat, slot: CGFloat, width: CGFloat) throws {
        let withGapTwo = try Expected.barsAroundZero(day, in: rect)
        let expected = withGapTwo.enumerated().map { index, bar in
            bar.map { CGRect(x: firstX + CGFloat(index) * slot, y: $0.minY, width: width, height: $0.height) }
        }
        expectApproximatelyEqual(
            barRectsAroundZero(for: day.hours, in: rect, gap: gap), expected,
            "barRectsAroundZero(for: prices, in: \(swiftLiteral(rect)), gap: \(swiftLiteral(gap)))  // prices: \(day.literal)",
            hint: "Slots and widths as in 2.2, with the gap you are given: width = max(0, slot - gap), "
                + "x = rect.minX + index × slot + (slot - width) / 2.",
            commonMistakes: [Mistake.gapFixedAtTwo(wouldGive: withGapTwo)])
    }

    /// The day, and the reference solution's zero line for it in ChartRects.withMargins.
    @Test(
        "every bar touches the zero line",
        arguments: [
            (PriceDay.sunnySpring, 174.02690582959642), (.springForward, 184.9655172413793), (.allNegative, 36),
        ] as [(PriceDay, CGFloat)])
    func touchesZero(day: PriceDay, zero: CGFloat) throws {
        let rect = ChartRects.withMargins
        let bars = barRectsAroundZero(for: day.hours, in: rect)
        try #require(bars.count == day.prices.count, "one entry per hour: \(bars.count) for \(day.prices.count) hours")
        for (index, (bar, price)) in zip(bars, day.prices).enumerated() {
            guard let bar, let price else { continue }
            let edge = price < 0 ? bar.minY : bar.maxY
            expectApproximatelyEqual(
                edge, zero,
                "barRectsAroundZero(for: \(day.name), in: \(swiftLiteral(rect)))[\(index)].\(price < 0 ? "minY" : "maxY")  // price \(swiftLiteral(price))",
                hint: price < 0
                    ? "A negative price hangs down: its bar's top edge (minY) is the zero line."
                    : "A positive price stands up: its bar's bottom edge (maxY) is the zero line.")
        }
    }

    @Test("leaves every slot empty when no price is known")
    func allMissing() {
        expectApproximatelyEqual(
            barRectsAroundZero(for: PriceDay.allMissing.hours, in: ChartRects.atOrigin),
            Array(repeating: nil, count: 24),
            "barRectsAroundZero(for: \(PriceDay.allMissing.literal), in: CGRect(x: 0, y: 0, width: 300, height: 200))",
            hint: "Without a known price there is no lowest or highest: return nil for each of the 24 hours.")
    }
}
