import Boxplot
import Foundation
import SampleData
import TestSupport
import Testing

@Suite("3.5 Price scale", .exercise("3.5"))
struct PriceScaleTests {
    static let periods: [ClosedRange<Double>] = [0.05...0.40, 0...2, -0.10...0.40, -0.035...2.0]

    /// The y of each price these tests place, as the reference solution gives it, and what
    /// "no headroom", "zero at the bottom" and "zero left off the top" give instead.
    typealias Answer = (
        price: Double, period: ClosedRange<Double>, rect: CGRect,
        y: CGFloat, noHeadroom: CGFloat, zeroAtTheBottom: CGFloat, zeroLeftOffTheTop: CGFloat
    )
    static let answers: [Answer] = [
        (0.4, 0.05...0.4, ChartRects.atOrigin, 30.0, 0.0, 30.0, 30.0),
        (2.0, 0.0...2.0, ChartRects.atOrigin, 30.0, 0.0, 30.0, 30.0),
        (0.4, -0.1...0.4, ChartRects.atOrigin, 30.0, 0.0, 30.0, 30.0),
        (2.0, -0.035...2.0, ChartRects.atOrigin, 30.0, 0.0, 30.0, 30.0),
        (0.4, 0.05...0.4, ChartRects.withMargins, 46.0, 16.0, 46.0, 46.0),
        (2.0, 0.0...2.0, ChartRects.withMargins, 46.0, 16.0, 46.0, 46.0),
        (0.4, -0.1...0.4, ChartRects.withMargins, 46.0, 16.0, 46.0, 46.0),
        (2.0, -0.035...2.0, ChartRects.withMargins, 46.0, 16.0, 46.0, 46.0),
        (0.4, 0.05...0.4, ChartRects.awkward, 50.05, 35.5, 50.05, 50.05),
        (2.0, 0.0...2.0, ChartRects.awkward, 50.05, 35.5, 50.05, 50.05),
        (0.4, -0.1...0.4, ChartRects.awkward, 50.05, 35.5, 50.05, 50.05),
        (2.0, -0.035...2.0, ChartRects.awkward, 50.05, 35.5, 50.05, 50.05),
        (0.0, 0.05...0.4, ChartRects.atOrigin, 200.0, 200.0, 200.0, 200.0),
        (0.0, 0.0...2.0, ChartRects.atOrigin, 200.0, 200.0, 200.0, 200.0),
        (0.0, 0.05...0.4, ChartRects.withMargins, 216.0, 216.0, 216.0, 216.0),
        (0.0, 0.0...2.0, ChartRects.withMargins, 216.0, 216.0, 216.0, 216.0),
        (0.0, 0.05...0.4, ChartRects.awkward, 132.5, 132.5, 132.5, 132.5),
        (0.0, 0.0...2.0, ChartRects.awkward, 132.5, 132.5, 132.5, 132.5),
        (-0.1, -0.1...0.4, ChartRects.atOrigin, 200.0, 200.0, 242.5, 200.0),
        (0.0, -0.1...0.4, ChartRects.atOrigin, 166.0, 160.0, 200.0, 166.0),
        (-0.035, -0.035...2.0, ChartRects.atOrigin, 200.0, 200.0, 202.975, 200.0),
        (0.0, -0.035...2.0, ChartRects.atOrigin, 197.07616707616708, 196.56019656019657, 200.0, 197.07616707616708),
        (-0.1, -0.1...0.4, ChartRects.withMargins, 216.0, 216.0, 258.5, 216.0),
        (0.0, -0.1...0.4, ChartRects.withMargins, 182.0, 176.0, 216.0, 182.0),
        (-0.035, -0.035...2.0, ChartRects.withMargins, 216.0, 216.0, 218.975, 216.0),
        (0.0, -0.035...2.0, ChartRects.withMargins, 213.07616707616708, 212.56019656019657, 216.0, 213.07616707616708),
        (-0.1, -0.1...0.4, ChartRects.awkward, 132.5, 132.5, 153.1125, 132.5),
        (0.0, -0.1...0.4, ChartRects.awkward, 116.00999999999999, 113.1, 132.5, 116.00999999999999),
        (-0.035, -0.035...2.0, ChartRects.awkward, 132.5, 132.5, 133.942875, 132.5),
        (0.0, -0.035...2.0, ChartRects.awkward, 131.08194103194103, 130.83169533169533, 132.5, 131.08194103194103),
        (0.2, 0.05...0.4, ChartRects.atOrigin, 115.0, 100.0, 115.0, 115.0),
        (0.1, -0.1...0.4, ChartRects.atOrigin, 132.0, 120.0, 157.5, 132.0),
        (-0.051, -0.051...2.0, ChartRects.atOrigin, 200.0, 200.0, 204.335, 200.0),
        (0.0, -0.051...2.0, ChartRects.atOrigin, 195.77279375914188, 195.02681618722573, 200.0, 195.77279375914188),
        (0.101, -0.051...2.0, ChartRects.atOrigin, 187.40126767430522, 185.17796196977085, 191.415, 187.40126767430522),
        (2.0, -0.051...2.0, ChartRects.atOrigin, 30.0, 0.0, 30.0, 30.0),
        (-0.051, -0.051...2.0, ChartRects.withMargins, 216.0, 216.0, 220.335, 216.0),
        (0.0, -0.051...2.0, ChartRects.withMargins, 211.77279375914188, 211.02681618722573, 216.0, 211.77279375914188),
        (
            0.101, -0.051...2.0, ChartRects.withMargins, 203.40126767430522, 201.17796196977085, 207.415,
            203.40126767430522
        ),
        (2.0, -0.051...2.0, ChartRects.withMargins, 46.0, 16.0, 46.0, 46.0),
        (-0.051, -0.051...2.0, ChartRects.awkward, 132.5, 132.5, 134.602475, 132.5),
        (0.0, -0.051...2.0, ChartRects.awkward, 130.4498049731838, 130.08800585080448, 132.5, 130.4498049731838),
        (
            0.101, -0.051...2.0, ChartRects.awkward, 126.38961482203803, 125.31131155533886, 128.336275,
            126.38961482203803
        ),
        (2.0, -0.051...2.0, ChartRects.awkward, 50.05, 35.5, 50.05, 50.05),
        (0.0, -0.3...(-0.05), ChartRects.atOrigin, 30.0, 0.0, 200.0, -4.0),
        (-0.05, -0.3...(-0.05), ChartRects.atOrigin, 58.333333333333314, 33.333333333333314, 30.0, 30.0),
        (-0.3, -0.3...(-0.05), ChartRects.atOrigin, 200.0, 200.0, -819.9999999999998, 200.0),
        (0.0, -2.0...(-1.0), ChartRects.atOrigin, 30.0, 0.0, 200.0, -140.0),
        (-1.0, -2.0...(-1.0), ChartRects.atOrigin, 115.0, 100.0, 30.0, 30.0),
        (-2.0, -2.0...(-1.0), ChartRects.atOrigin, 200.0, 200.0, -140.0, 200.0),
        (0.0, -0.3...(-0.05), ChartRects.withMargins, 46.0, 16.0, 216.0, 12.0),
        (-0.05, -0.3...(-0.05), ChartRects.withMargins, 74.33333333333331, 49.333333333333314, 46.0, 46.0),
        (-0.3, -0.3...(-0.05), ChartRects.withMargins, 216.0, 216.0, -803.9999999999998, 216.0),
        (0.0, -2.0...(-1.0), ChartRects.withMargins, 46.0, 16.0, 216.0, -124.0),
        (-1.0, -2.0...(-1.0), ChartRects.withMargins, 131.0, 116.0, 46.0, 46.0),
        (-2.0, -2.0...(-1.0), ChartRects.withMargins, 216.0, 216.0, -124.0, 216.0),
        (0.0, -0.3...(-0.05), ChartRects.awkward, 50.05, 35.5, 132.5, 33.56),
        (-0.05, -0.3...(-0.05), ChartRects.awkward, 63.79166666666666, 51.66666666666666, 50.05, 50.05),
        (-0.3, -0.3...(-0.05), ChartRects.awkward, 132.5, 132.5, -362.1999999999999, 132.5),
        (0.0, -2.0...(-1.0), ChartRects.awkward, 50.05, 35.5, 132.5, -32.400000000000006),
        (-1.0, -2.0...(-1.0), ChartRects.awkward, 91.275, 84.0, 50.05, 50.05),
        (-2.0, -2.0...(-1.0), ChartRects.awkward, 132.5, 132.5, -32.400000000000006, 132.5),
    ]

    static func answer(_ price: Double, _ period: ClosedRange<Double>, _ rect: CGRect) throws -> Answer {
        try #require(
            answers.first { $0.price == price && $0.period == period && $0.rect == rect },
            "no answer written down for yPosition(forPrice: \(price), periodRange: \(period), in: \(rect))")
    }

    /// The reference solution's y for the price.
    static func y(_ price: Double, _ period: ClosedRange<Double>, _ rect: CGRect) throws -> CGFloat {
        try answer(price, period, rect).y
    }

    static func mistakes(_ price: Double, _ period: ClosedRange<Double>, _ rect: CGRect) throws -> [CommonMistake<
        CGFloat
    >] {
        let row = try answer(price, period, rect)
        return [
            Mistake.noHeadroom(wouldGive: row.noHeadroom), Mistake.zeroAtTheBottom(wouldGive: row.zeroAtTheBottom),
            Mistake.zeroLeftOffTheTop(wouldGive: row.zeroLeftOffTheTop),
        ]
    }

    @Test("lifts the highest price to 85% of the height", arguments: ChartRects.all, periods)
    func highest(rect: CGRect, period: ClosedRange<Double>) throws {
        let expected = try Self.y(period.upperBound, period, rect)
        expectApproximatelyEqual(
            yPosition(forPrice: period.upperBound, periodRange: period, in: rect), expected,
            "yPosition(forPrice: \(swiftLiteral(period.upperBound)), periodRange: \(period), in: \(swiftLiteral(rect)))",
            hint: "The highest price sits 0.85 × rect.height above the bottom edge: rect.maxY - 0.85 × rect.height.",
            commonMistakes: try Self.mistakes(period.upperBound, period, rect))
    }

    @Test("puts zero on the bottom edge when no price is negative", arguments: ChartRects.all, [0.05...0.40, 0...2])
    func zeroAtBottom(rect: CGRect, period: ClosedRange<Double>) throws {
        expectApproximatelyEqual(
            yPosition(forPrice: 0, periodRange: period, in: rect), rect.maxY,
            "yPosition(forPrice: 0, periodRange: \(period), in: \(swiftLiteral(rect)))",
            hint: "Without negative prices the scale starts at zero, on the bottom edge rect.maxY, as in the material.",
            commonMistakes: try Self.mistakes(0, period, rect))
    }

    @Test(
        "lifts the zero baseline when some prices are negative", arguments: ChartRects.all,
        [-0.10...0.40, -0.035...2.0])
    func negativePrices(rect: CGRect, period: ClosedRange<Double>) throws {
        expectApproximatelyEqual(
            yPosition(forPrice: period.lowerBound, periodRange: period, in: rect), rect.maxY,
            "yPosition(forPrice: \(swiftLiteral(period.lowerBound)), periodRange: \(period), in: \(swiftLiteral(rect)))",
            hint: "The lowest price, below zero, belongs on the bottom edge: the scale starts at min(0, lowest).",
            commonMistakes: try Self.mistakes(period.lowerBound, period, rect))
        expectApproximatelyEqual(
            yPosition(forPrice: 0, periodRange: period, in: rect), try Self.y(0, period, rect),
            "yPosition(forPrice: 0, periodRange: \(period), in: \(swiftLiteral(rect)))  // the baseline",
            hint: "Zero is (0 - lowest) / (highest - lowest) of the way up the 85%.",
            commonMistakes: try Self.mistakes(0, period, rect))
    }

    @Test(
        "scales the worked example",
        arguments: [
            (0.20, 0.05...0.40, 115.0), (0.40, 0.05...0.40, 30), (0, -0.10...0.40, 166), (-0.10, -0.10...0.40, 200),
            (0.10, -0.10...0.40, 132),
        ] as [(Double, ClosedRange<Double>, CGFloat)])
    func workedExample(price: Double, period: ClosedRange<Double>, expected: CGFloat) throws {
        let rect = ChartRects.atOrigin
        expectApproximatelyEqual(
            yPosition(forPrice: price, periodRange: period, in: rect), expected,
            "yPosition(forPrice: \(swiftLiteral(price)), periodRange: \(period), in: \(swiftLiteral(rect)))",
            hint:
                "fraction = (price - min(0, lowest)) / (max(0, highest) - min(0, lowest)); y = rect.maxY - fraction × 0.85 × rect.height.",
            commonMistakes: try Self.mistakes(price, period, rect))
    }

    @Test("puts every price of the sixty days between the bottom edge and 85% up", arguments: ChartRects.all)
    func sixtyDays(rect: CGRect) throws {
        let period = Samples.periodRange
        let prices = [period.lowerBound, 0, Samples.period[Samples.period.count / 2], period.upperBound]
        let expected = try prices.map { try Self.y($0, period, rect) }
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
            hint: "When every price is zero there is nothing to divide by: return rect.maxY, where zero stands.",
            commonMistakes: [Mistake.flatPeriodInTheMiddle(wouldGive: rect.midY)])
        expectApproximatelyEqual(
            yPosition(forPrice: .nan, periodRange: 0...2, in: rect), .nan,
            "yPosition(forPrice: .nan, periodRange: 0...2, in: \(swiftLiteral(rect)))",
            hint: "A missing price has no place on the chart: return NaN for it.")
        expectApproximatelyEqual(
            yPosition(forPrice: .nan, periodRange: 0...0, in: rect), .nan,
            "yPosition(forPrice: .nan, periodRange: 0...0, in: \(swiftLiteral(rect)))",
            hint: "A missing price has no place, in a period of zeros too: look for NaN before anything else, "
                + "before the test for top == bottom.",
            commonMistakes: [Mistake.aMissingPriceOnTheBottomEdge(wouldGive: rect.maxY)])
    }

    @Test(
        "puts zero at 85% of the height when every price of the period is negative", arguments: ChartRects.all,
        [
            -0.30...(-0.05), -2...(-1),
        ])
    func allNegative(rect: CGRect, period: ClosedRange<Double>) throws {
        for price in [0, period.upperBound, period.lowerBound] {
            let passed = expectApproximatelyEqual(
                yPosition(forPrice: price, periodRange: period, in: rect), try Self.y(price, period, rect),
                "yPosition(forPrice: \(swiftLiteral(price)), periodRange: \(period), in: \(swiftLiteral(rect)))",
                hint: "The scale runs from min(0, lowest) to max(0, highest): with every price below zero, it ends at "
                    + "zero, which stands 85% up, and the lowest price is on the bottom edge.",
                commonMistakes: try Self.mistakes(price, period, rect))
            if !passed { return }
        }
    }
}
