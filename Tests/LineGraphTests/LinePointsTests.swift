import Foundation
import LineGraph
import SampleData
import TestSupport
import Testing

@Suite("1.4 The line", .exercise("1.4"))
struct LinePointsTests {
    /// Small datasets with their line worked out by hand.
    static let examples: [(values: [Double], rect: CGRect, points: [CGPoint])] = [
        (
            [10, 30, 20], CGRect(x: 0, y: 0, width: 100, height: 50),
            [CGPoint(x: 0, y: 50), CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 25)]
        ),
        (
            [10, 30, 20], CGRect(x: 10, y: 20, width: 100, height: 50),
            [CGPoint(x: 10, y: 70), CGPoint(x: 60, y: 20), CGPoint(x: 110, y: 45)]
        ),
        (
            [-3, 0, 3], CGRect(x: 0, y: 0, width: 60, height: 30),
            [CGPoint(x: 0, y: 30), CGPoint(x: 30, y: 15), CGPoint(x: 60, y: 0)]
        ),
        (
            [5, 1], CGRect(x: -10, y: -10, width: 20, height: 20),
            [CGPoint(x: -10, y: -10), CGPoint(x: 10, y: 10)]
        ),
        (
            [7, 7, 7], CGRect(x: 0, y: 0, width: 100, height: 40),
            [CGPoint(x: 0, y: 20), CGPoint(x: 50, y: 20), CGPoint(x: 100, y: 20)]
        ),
    ]

    @Test("matches lines worked out by hand", arguments: examples)
    func workedExamples(_ example: (values: [Double], rect: CGRect, points: [CGPoint])) {
        let (values, rect, expected) = example
        expectApproximatelyEqual(
            linePoints(for: values, in: rect), expected,
            "linePoints(for: \(swiftLiteral(values)), in: \(swiftLiteral(rect)))",
            hint: "Point index gets x = xPosition(index: index, count: values.count, in: rect) and "
                + "y = yPosition(for: value, minimum: range.lowerBound, maximum: range.upperBound, in: rect), "
                + "with range = valueRange(of: values).",
            commonMistakes: [
                Mistake.ignoringRectOrigin(
                    wouldGive: expected.map { CGPoint(x: $0.x - rect.minX, y: $0.y - rect.minY) })
            ])
    }

    @Test("draws each dataset from edge to edge", arguments: ChartRects.all, Dataset.monthlyWeather)
    func sampleData(rect: CGRect, dataset: Dataset) throws {
        let points = linePoints(for: dataset.values, in: rect)
        let call = "linePoints(for: \(swiftLiteral(dataset.values)), in: \(swiftLiteral(rect)))"
        try #require(
            points.count == 12,
            "\(call)\n  expected: 12 points, one per month\n  got:      \(points.count)")
        let first = try #require(points.first)
        let last = try #require(points.last)
        expectApproximatelyEqual(
            first.x, rect.minX, call + ".first!.x",
            hint: "January, the first point, belongs on the left edge.")
        expectApproximatelyEqual(
            last.x, rect.maxX, call + ".last!.x",
            hint: "December, the last point, belongs on the right edge.")
        let lowest = try #require(dataset.values.indices.min { dataset.values[$0] < dataset.values[$1] })
        let highest = try #require(dataset.values.indices.max { dataset.values[$0] < dataset.values[$1] })
        expectApproximatelyEqual(
            points[lowest].y, rect.maxY, call + "[\(lowest)].y  // the lowest value",
            hint: "The lowest value of the dataset belongs on the bottom edge: "
                + "scale between the dataset's own minimum and maximum (exercise 1.1).",
            commonMistakes: [Mistake.upsideDownLine(wouldGive: rect.minY)])
        expectApproximatelyEqual(
            points[highest].y, rect.minY, call + "[\(highest)].y  // the highest value",
            hint: "The highest value of the dataset belongs on the top edge.",
            commonMistakes: [Mistake.upsideDownLine(wouldGive: rect.maxY)])
    }

    @Test("draws no line for fewer than two values", arguments: [[], [4.2]])
    func tooFewValues(values: [Double]) {
        expectApproximatelyEqual(
            linePoints(for: values, in: ChartRects.atOrigin), [],
            "linePoints(for: \(swiftLiteral(values)), in: \(swiftLiteral(ChartRects.atOrigin)))",
            hint: "A line needs two points: check values.count first and return [].")
    }

    @Test("leaves a gap (NaN) where a value is missing")
    func missingValue() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        expectApproximatelyEqual(
            linePoints(for: [1, .nan, 3], in: rect),
            [CGPoint(x: 0, y: 50), CGPoint(x: 50, y: CGFloat.nan), CGPoint(x: 100, y: 0)],
            "linePoints(for: [1, .nan, 3], in: \(swiftLiteral(rect)))",
            hint: "The missing value keeps its x, but its y stays NaN so the chart can leave a gap; "
                + "the range of the other values (1...3) still scales the rest.",
            commonMistakes: [Self.droppingMissingValues(wouldGive: [CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 0)])])
    }

    @Test("scales by the range of the values that are there, when the first is missing")
    func missingFirstValue() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        expectApproximatelyEqual(
            linePoints(for: [.nan, 1, 3], in: rect),
            [CGPoint(x: 0, y: CGFloat.nan), CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 0)],
            "linePoints(for: [.nan, 1, 3], in: \(swiftLiteral(rect)))",
            hint: "Take the range from your valueRange (exercise 1.1), which skips NaN: values.min() of "
                + "[.nan, 1, 3] is NaN, since every comparison with NaN is false, and would make every y NaN.")
    }

    @Test("leaves the gap on a flat line too")
    func missingValueOnFlatLine() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        expectApproximatelyEqual(
            linePoints(for: [7, .nan, 7], in: rect),
            [CGPoint(x: 0, y: 20), CGPoint(x: 50, y: CGFloat.nan), CGPoint(x: 100, y: 20)],
            "linePoints(for: [7, .nan, 7], in: \(swiftLiteral(rect)))",
            hint: "The values 7 and 7 make flat data, drawn through the middle (y = 20); "
                + "the missing value between them still keeps a NaN y (exercise 1.3), so the line has a gap.",
            commonMistakes: [
                Self.droppingMissingValues(wouldGive: [CGPoint(x: 0, y: 20), CGPoint(x: 100, y: 20)]),
                CommonMistake(
                    "hiding a gap on flat data",
                    wouldGive: [CGPoint(x: 0, y: 20), CGPoint(x: 50, y: 20), CGPoint(x: 100, y: 20)],
                    because: "yPosition (exercise 1.3) puts a missing value on the flat line: "
                        + "it must give NaN for a NaN value on flat data too."),
            ])
    }

    static func droppingMissingValues(wouldGive points: [CGPoint]) -> CommonMistake<[CGPoint]> {
        CommonMistake(
            "dropping missing values", wouldGive: points,
            because: "Filtering the NaNs out shifts every later value one place to the left. "
                + "Keep each value at its own index; yPosition gives the missing one a NaN y.")
    }
}
