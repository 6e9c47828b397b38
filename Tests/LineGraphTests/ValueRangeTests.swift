import LineGraph
import SampleData
import TestSupport
import Testing

@Suite("1.1 Value range", .exercise("1.1"))
struct ValueRangeTests {
    @Test(
        "spans the smallest to the largest value of each dataset",
        arguments: zip(Dataset.monthlyWeather, [4.1...21.5, 43...88, 47...220]))
    func sampleData(dataset: Dataset, expected: ClosedRange<Double>) {
        expectApproximatelyEqual(
            valueRange(of: dataset.values), expected,
            "valueRange(of: \(swiftLiteral(dataset.values)))  // \(dataset.title)",
            hint: "Look for the smallest and the largest value: values.min() and values.max().")
    }

    @Test(
        "handles edge cases",
        arguments: [
            ([7.0], 7.0...7.0),
            ([3, 3, 3], 3...3),
            ([2, 1], 1...2),
            ([-5, 2, -12.5], -12.5...2),
        ])
    func edgeCases(values: [Double], expected: ClosedRange<Double>) {
        expectApproximatelyEqual(
            valueRange(of: values), expected, "valueRange(of: \(swiftLiteral(values)))",
            hint: "The range runs from the smallest value to the largest, wherever they are in the array, "
                + "negative values included.")
    }

    @Test("is 0...1 when there are no values")
    func noValues() {
        expectApproximatelyEqual(
            valueRange(of: []), 0...1, "valueRange(of: [])",
            hint: "An empty array has no minimum: values.min() returns nil. Return 0...1 in that case.")
    }

    @Test(
        "skips missing values (NaN)",
        arguments: [
            ([.nan, 4, .nan, 9], 4.0...9.0),
            ([12, .nan], 12...12),
            ([.nan], 0...1),
            ([.nan, .nan], 0...1),
        ])
    func skipsNaN(values: [Double], expected: ClosedRange<Double>) {
        expectApproximatelyEqual(
            valueRange(of: values), expected, "valueRange(of: \(swiftLiteral(values)))",
            hint: "Filter the NaNs out first (values.filter { !$0.isNaN }); "
                + "when nothing is left, return 0...1 as for an empty array.")
    }
}
