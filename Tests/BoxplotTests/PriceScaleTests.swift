import Boxplot
import Foundation
import SampleData
import Testing
import TestSupport

@Suite("3.5 Price scale", .exercise("3.5"))
struct PriceScaleTests {
    static let periods: [ClosedRange<Double>] = [0.05...0.40, 0...2, -0.10...0.40, -0.035...2.0]

    static func mistakes(_ price: Double, _ period: ClosedRange<Double>, _ rect: CGRect) -> [CommonMistake<CGFloat>] {
        [Mistake.noHeadroom(price, period, rect), Mistake.zeroAtTheBottom(price, period, rect),
         Mistake.zeroLeftOffTheTop(price, period, rect)]
    }

    @Test("lifts the highest price to 85% of the height", arguments: ChartRects.all, periods)
    func highest(rect: CGRect, period: ClosedRange<Double>) {
        let expected = Reference.y(period.upperBound, period, rect)
        expectApproximatelyEqual(
            yPosition(forPrice: period.upperBound, periodRange: period, in: rect), expected,
            "yPosition(forPrice: \(swiftLiteral(period.upperBound)), periodRange: \(period), in: \(swiftLiteral(rect)))",
            hint: "The highest price sits 0.85 × rect.height above the bottom edge: rect.maxY - 0.85 × rect.height.",
            commonMistakes: Self.mistakes(period.upperBound, period, rect))
    }

    @Test("puts zero on the bottom edge when no price is negative", arguments: ChartRects.all, [0.05...0.40, 0...2])
    func zeroAtBottom(rect: CGRect, period: ClosedRange<Double>) {
        expectApproximatelyEqual(
            yPosition(forPrice: 0, periodRange: period, in: rect), rect.maxY,
            "yPosition(forPrice: 0, periodRange: \(period), in: \(swiftLiteral(rect)))",
            hint: "Without negative prices the scale starts at zero, on the bottom edge rect.maxY, as in the material.",
            commonMistakes: Self.mistakes(0, period, rect))
    }

    @Test("lifts the zero baseline when some prices are negative", arguments: ChartRects.all, [-0.10...0.40, -0.035...2.0])
    func negativePrices(rect: CGRect, period: ClosedRange<Double>) {
        expectApproximatelyEqual(
            yPosition(forPrice: period.lowerBound, periodRange: period, in: rect), rect.maxY,
            "yPosition(forPrice: \(swiftLiteral(period.lowerBound)), periodRange: \(period), in: \(swiftLiteral(rect)))",
            hint: "The lowest price, below zero, belongs on the bottom edge: the scale starts at min(0, lowest).",
            commonMistakes: Self.mistakes(period.lowerBound, period, rect))
        expectApproximatelyEqual(
            yPosition(forPrice: 0, periodRange: period, in: rect), Reference.y(0, period, rect),
            "yPosition(forPrice: 0, periodRange: \(period), in: \(swiftLiteral(rect)))  // the baseline",
            hint: "Zero is (0 - lowest) / (highest - lowest) of the way up the 85%.",
            commonMistakes: Self.mistakes(0, period, rect))
    }

    @Test("scales the worked example", arguments: [
        (0.20, 0.05...0.40, 115.0), (0.40, 0.05...0.40, 30), (0, -0.10...0.40, 166), (-0.10, -0.10...0.40, 200), (0.10, -0.10...0.40, 132),
    ] as [(Double, ClosedRange<Double>, CGFloat)])
    func workedExample(price: Double, period: ClosedRange<Double>, expected: CGFloat) {
        let rect = ChartRects.atOrigin
        expectApproximatelyEqual(
            yPosition(forPrice: price, periodRange: period, in: rect), expected,
            "yPosition(forPrice: \(swiftLiteral(price)), periodRange: \(period), in: \(swiftLiteral(rect)))",
            hint: "fraction = (price - min(0, lowest)) / (max(0, highest) - min(0, lowest)); y = rect.maxY - fraction × 0.85 × rect.height.",
            commonMistakes: Self.mistakes(price, period, rect))
    }

    @Test("puts every price of the sixty days between the bottom edge and 85% up", arguments: ChartRects.all)
    func sixtyDays(rect: CGRect) {
        let period = Samples.periodRange
        let prices = [period.lowerBound, 0, Samples.period[Samples.period.count / 2], period.upperBound]
        let expected = prices.map { Reference.y($0, period, rect) }
        expectApproximatelyEqual(
            prices.map { yPosition(forPrice: $0, periodRange: period, in: rect) }, expected,
            "\(swiftLiteral(prices)).map { yPosition(forPrice: $0, periodRange: \(period), in: \(swiftLiteral(rect))) }",
            hint: "The lowest price of the period (negative) on the bottom edge, the €2.00 hour at 85% of the height.")
    }

    @Test("puts a period of zeros on the bottom edge, and a missing price nowhere", arguments: ChartRects.all)
    func edgeCases(rect: CGRect) {
        expectApproximatelyEqual(
            yPosition(forPrice: 0, periodRange: 0...0, in: rect), rect.maxY,
            "yPosition(forPrice: 0, periodRange: 0...0, in: \(swiftLiteral(rect)))",
            hint: "When every price is zero there is nothing to divide by: return rect.maxY, where zero stands.")
        expectApproximatelyEqual(
            yPosition(forPrice: .nan, periodRange: 0...2, in: rect), .nan,
            "yPosition(forPrice: .nan, periodRange: 0...2, in: \(swiftLiteral(rect)))",
            hint: "A missing price has no place on the chart: let the NaN come through the formula.")
    }

    @Test("puts zero at 85% of the height when every price of the period is negative", arguments: ChartRects.all, [
        -0.30...(-0.05), -2...(-1),
    ])
    func allNegative(rect: CGRect, period: ClosedRange<Double>) {
        for price in [0, period.upperBound, period.lowerBound] {
            let passed = expectApproximatelyEqual(
                yPosition(forPrice: price, periodRange: period, in: rect), Reference.y(price, period, rect),
                "yPosition(forPrice: \(swiftLiteral(price)), periodRange: \(period), in: \(swiftLiteral(rect)))",
                hint: "The scale runs from min(0, lowest) to max(0, highest): with every price below zero, it ends at "
                    + "zero, which stands 85% up, and the lowest price is on the bottom edge.",
                commonMistakes: Self.mistakes(price, period, rect))
            if !passed { return }
        }
    }
}
