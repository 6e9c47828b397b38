import LineGraph
import SampleData
import TestSupport
import Testing

@Suite("1.6 Grid lines", .exercise("1.6"))
struct GridLinesTests {
    /// The lines, and what stepping by (maximum - minimum) / count gives ("dividing by count").
    static let examples: [(count: Int, minimum: Double, maximum: Double, values: [Double], byCount: [Double])] = [
        (5, 4.1, 21.5, [21.5, 17.15, 12.8, 8.45, 4.1], [21.5, 18.02, 14.54, 11.06, 7.58]),  // the worked example
        (5, 47, 220, [220, 176.75, 133.5, 90.25, 47], [220, 185.4, 150.8, 116.2, 81.6]),  // sunshine hours
        (3, -10, 10, [10, 0, -10], [10, 10.0 / 3, -10.0 / 3]),
        (2, 43, 88, [88, 43], [88, 65.5]),
        (4, 0, 1, [1, 2.0 / 3, 1.0 / 3, 0], [1, 0.75, 0.5, 0.25]),
        (3, 5, 5, [5, 5, 5], [5, 5, 5]),  // flat data: every line at the same value
    ]

    @Test("runs evenly from the maximum down to the minimum", arguments: examples)
    func evenSteps(_ example: (count: Int, minimum: Double, maximum: Double, values: [Double], byCount: [Double])) {
        let (count, minimum, maximum, expected, byCount) = example
        expectApproximatelyEqual(
            gridLineValues(count: count, minimum: minimum, maximum: maximum), expected,
            "gridLineValues(count: \(count), minimum: \(swiftLiteral(minimum)), maximum: \(swiftLiteral(maximum)))",
            hint: "Start at the maximum and step down count - 1 times by (maximum - minimum) / (count - 1), "
                + "so the last line lands on the minimum (give or take Double's rounding).",
            commonMistakes: [
                Mistake.dividingByCount(wouldGive: byCount),
                CommonMistake(
                    "bottom to top", wouldGive: Array(expected.reversed()),
                    because: "The lines are listed from the top of the chart down: start at the maximum."),
            ])
    }

    @Test("draws one line at the maximum, and none for zero lines", arguments: [(1, [21.5]), (0, []), (-2, [])])
    func fewLines(count: Int, expected: [Double]) {
        expectApproximatelyEqual(
            gridLineValues(count: count, minimum: 4.1, maximum: 21.5), expected,
            "gridLineValues(count: \(count), minimum: 4.1, maximum: 21.5)",
            hint: "One line has no gaps to divide by: it marks the maximum. "
                + "Zero or fewer lines give an empty array.",
            commonMistakes: count == 1
                ? [
                    CommonMistake(
                        "dividing by zero for one line", wouldGive: [Double.nan],
                        because: "With one line, count - 1 is 0: the step is (maximum - minimum) / 0, "
                            + "and 0 * step is NaN, not 0. Return [maximum] for one line before you divide.")
                ] : [])
    }
}
