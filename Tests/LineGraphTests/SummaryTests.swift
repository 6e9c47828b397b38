import LineGraph
import SampleData
import TestSupport
import Testing

@Suite("1.8 Info row", .exercise("1.8"))
struct SummaryTests {
    /// The summary as a list, [minimum, average, maximum], so it can be compared and shown.
    static func listed(_ values: [Double]) -> [Double]? {
        summary(of: values).map { [$0.minimum, $0.average, $0.maximum] }
    }

    @Test(
        "summarises each dataset",
        arguments: zip(
            Dataset.monthlyWeather, [[4.1, 154.7 / 12, 21.5], [43, 815.0 / 12, 88], [47, 138.75, 220]] as [[Double]]))
    func sampleData(dataset: Dataset, expected: [Double]) {
        expectApproximatelyEqual(
            Self.listed(dataset.values), expected,
            "summary(of: \(swiftLiteral(dataset.values)))  // [minimum, average, maximum] of \(dataset.title)",
            hint: "The average is the sum of the values divided by how many there are.")
    }

    @Test(
        "handles edge cases",
        arguments: [
            ([5.0], [5.0, 5, 5]),
            ([-4, 4], [-4, 0, 4]),
            ([2, 2, 2, 8], [2, 3.5, 8]),
        ])
    func edgeCases(values: [Double], expected: [Double]) {
        expectApproximatelyEqual(
            Self.listed(values), expected, "summary(of: \(swiftLiteral(values)))  // [minimum, average, maximum]",
            hint: "Minimum and maximum are the extremes; the average is sum / count.")
    }

    /// The values, their summary, and the average that counting the NaNs gives.
    @Test("skips missing values (NaN)", arguments: [([.nan, 2, 4], [2.0, 3, 4], 2.0), ([9, .nan], [9, 9, 9], 4.5)])
    func skipsNaN(values: [Double], expected: [Double], countingMissing: Double) {
        expectApproximatelyEqual(
            Self.listed(values), expected, "summary(of: \(swiftLiteral(values)))  // [minimum, average, maximum]",
            hint: "Leave the NaNs out of the minimum, the sum and the count.",
            commonMistakes: [
                CommonMistake(
                    "counting missing values", wouldGive: [expected[0], countingMissing, expected[2]],
                    because: "A NaN was left out of the sum but still counted: divide by the number of real values.")
            ])
    }

    @Test("is nil when there is nothing to summarise", arguments: [[], [.nan], [.nan, .nan]] as [[Double]])
    func nothingToSummarise(values: [Double]) {
        expectApproximatelyEqual(
            Self.listed(values), nil, "summary(of: \(swiftLiteral(values)))",
            hint: "Without values there is no minimum, and the average would be 0 / 0: return nil.")
    }
}
