import BarChart
import Foundation
import TestSupport
import Testing

@Suite("2.4 Average line", .exercise("2.4"))
struct AveragePriceTests {
    /// For each day: the reference solution's average; what dividing by every hour, the
    /// missing ones too, gives; and the average line's y in each of ChartRects.all.
    static let answers: [String: (average: Double?, counted: Double?, lineYs: [CGFloat?])] = [
        "the winter day": (
            0.17575, 0.17575,
            [102.9601226993865, 118.9601226993865, 68.44723926380368, 71.48006134969324, 51.48006134969325]
        ),
        "the sunny spring Sunday": (
            0.0545, 0.0545,
            [114.03587443946188, 130.03587443946188, 71.9914798206278, 77.01793721973094, 57.01793721973094]
        ),
        "the spring-forward day": (
            0.06456521739130436, 0.06456521739130436,
            [111.71557078603556, 127.71557078603556, 71.24898265153138, 75.85778539301778, 55.85778539301778]
        ),
        "the fall-back day": (
            0.12888000000000002, 0.12888000000000002,
            [106.45806451612901, 122.45806451612901, 69.56658064516128, 73.2290322580645, 53.22903225806451]
        ),
        "the day with a missing hour": (
            0.09860869565217392, 0.09450000000000001,
            [107.55434782608695, 123.55434782608695, 69.91739130434783, 73.77717391304347, 53.77717391304348]
        ),
        "all prices equal": (
            0.12000000000000006, 0.12000000000000006,
            [19.999999999999858, 35.99999999999986, 41.89999999999996, 29.99999999999993, 9.999999999999929]
        ),
        "all prices negative": (
            -0.015000000000000005, -0.015000000000000005,
            [116.42857142857146, 132.42857142857144, 72.75714285714287, 78.21428571428572, 58.21428571428573]
        ),
        "all prices missing": (nil, nil, [nil, nil, nil, nil, nil]),
        "all prices zero": (0.0, 0.0, [200, 216, 99.5, 120, 100]),
        "one bar": (0.15, 0.15, [20, 36, 41.9, 30, 10]),
        "23 hours, none negative": (
            0.12969565217391307, 0.12969565217391307,
            [105.86605890603082, 121.86605890603082, 69.37713884992986, 72.93302945301541, 52.93302945301541]
        ),
    ]

    @Test("averages the known prices of each day", arguments: PriceDay.all)
    func average(day: PriceDay) throws {
        let known = day.known
        let (expected, counted, _) = try #require(Self.answers[day.name], "no average written down for \(day.name)")
        expectApproximatelyEqual(
            averagePrice(of: day.hours), expected, tolerance: 1e-9,
            "averagePrice(of: \(day.literal))",
            hint: known.isEmpty
                ? "With no known price there is no average (0 / 0): return nil."
                : "Add the known prices and divide by how many are known.",
            commonMistakes: counted == expected ? [] : [Mistake.missingHoursCountedAsZero(wouldGive: counted)])
    }

    @Test("matches the worked examples", arguments: [(PriceDay.winter, 4.218 / 24), (.missingHour, 2.268 / 23)])
    func workedExample(day: PriceDay, expected: Double) {
        expectApproximatelyEqual(
            averagePrice(of: day.hours), expected, tolerance: 1e-9, "averagePrice(of: \(day.literal))",
            hint: "The sum of the known prices divided by how many are known.",
            commonMistakes: [Mistake.missingHoursCountedAsZero(wouldGive: 2.268 / 24)])
    }

    @Test("puts the reference line at the average on the bars' scale", arguments: PriceDay.all, ChartRects.all)
    func lineY(day: PriceDay, rect: CGRect) throws {
        let known = day.known
        let lineYs = try #require(Self.answers[day.name], "no average line written down for \(day.name)").lineYs
        let expected = lineYs[try #require(ChartRects.all.firstIndex(of: rect))]
        expectApproximatelyEqual(
            averageLineY(for: day.hours, in: rect), expected,
            "averageLineY(for: prices, in: \(swiftLiteral(rect)))  // prices: \(day.literal)",
            hint: known.isEmpty
                ? "No known price, no average, no line: return nil."
                : "priceY(for: average, minimum: lowest known price, maximum: highest known price, in: rect), "
                    + "so the line crosses the bars at the height of the average.")
    }
}
