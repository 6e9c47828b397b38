import Foundation
import LineGraph
import SampleData
import TestSupport
import Testing

@Suite("1.3 Vertical position", .exercise("1.3"))
struct YPositionTests {
    @Test("puts the minimum on the bottom edge", arguments: ChartRects.all, Dataset.monthlyWeather)
    func minimumAtBottom(rect: CGRect, dataset: Dataset) throws {
        let minimum = try #require(dataset.values.min())
        let maximum = try #require(dataset.values.max())
        expectApproximatelyEqual(
            yPosition(for: minimum, minimum: minimum, maximum: maximum, in: rect), rect.maxY,
            "yPosition(for: \(minimum), minimum: \(minimum), maximum: \(maximum), in: \(swiftLiteral(rect)))",
            hint: "The minimum belongs on the bottom edge, rect.maxY.",
            commonMistakes: [
                Mistake.unflippedYAxis(wouldGive: rect.minY),
                Mistake.ignoringRectOrigin(wouldGive: rect.height),
            ])
    }

    @Test("puts the maximum on the top edge", arguments: ChartRects.all, Dataset.monthlyWeather)
    func maximumAtTop(rect: CGRect, dataset: Dataset) throws {
        let minimum = try #require(dataset.values.min())
        let maximum = try #require(dataset.values.max())
        expectApproximatelyEqual(
            yPosition(for: maximum, minimum: minimum, maximum: maximum, in: rect), rect.minY,
            "yPosition(for: \(maximum), minimum: \(minimum), maximum: \(maximum), in: \(swiftLiteral(rect)))",
            hint: "The maximum belongs on the top edge, rect.minY.",
            commonMistakes: [
                Mistake.unflippedYAxis(wouldGive: rect.maxY),
                Mistake.ignoringRectOrigin(wouldGive: 0),
            ])
    }

    /// Values between the extremes, with answers worked out by hand.
    static let inBetween: [(value: Double, minimum: Double, maximum: Double, rect: CGRect, y: CGFloat)] = [
        (13.4, 4.1, 21.5, ChartRects.atOrigin, 200 - 200 * 9.3 / 17.4),  // the worked example, 93.10
        (13.4, 4.1, 21.5, ChartRects.withMargins, 216 - 200 * 9.3 / 17.4),
        (-5, -10, 10, ChartRects.atOrigin, 150),  // a quarter of the way up
        (0, -10, 10, ChartRects.awkward, 67.5),  // half way: 35.5 + 64 / 2
        (175, 47, 220, ChartRects.withMargins, 216 - 200 * 128 / 173),  // April's sunshine
    ]

    @Test("scales values in between", arguments: inBetween)
    func valuesInBetween(
        _ example: (value: Double, minimum: Double, maximum: Double, rect: CGRect, y: CGFloat)
    ) {
        let (value, minimum, maximum, rect, expected) = example
        expectApproximatelyEqual(
            yPosition(for: value, minimum: minimum, maximum: maximum, in: rect), expected,
            "yPosition(for: \(value), minimum: \(minimum), maximum: \(maximum), in: \(swiftLiteral(rect)))",
            hint: "fraction = (value - minimum) / (maximum - minimum), then y = rect.maxY - fraction * rect.height.",
            commonMistakes: [
                // Measured down from the top edge instead of up from the bottom: the same
                // distance from rect.minY as the right answer has from rect.maxY.
                Mistake.unflippedYAxis(wouldGive: rect.minY + (rect.maxY - expected)),
                // The same position in a rectangle at the origin.
                Mistake.ignoringRectOrigin(wouldGive: expected - rect.minY),
            ])
    }

    @Test("puts flat data in the middle", arguments: ChartRects.all, [0.0, 7, -3.5])
    func flatData(rect: CGRect, value: Double) {
        expectApproximatelyEqual(
            yPosition(for: value, minimum: value, maximum: value, in: rect), rect.midY,
            "yPosition(for: \(value), minimum: \(value), maximum: \(value), in: \(swiftLiteral(rect)))",
            hint: "When minimum == maximum, return rect.midY.",
            commonMistakes: [Mistake.dividingByZeroOnFlatData(wouldGive: .nan)])
    }

    @Test("gives no position for a missing value (NaN)")
    func missingValue() {
        expectApproximatelyEqual(
            yPosition(for: .nan, minimum: 4.1, maximum: 21.5, in: ChartRects.atOrigin), .nan,
            "yPosition(for: .nan, minimum: 4.1, maximum: 21.5, in: \(swiftLiteral(ChartRects.atOrigin)))",
            hint: "A missing value has no place on the chart: let the NaN come through the formula "
                + "instead of replacing it with a made-up position.",
            commonMistakes: [
                CommonMistake(
                    "checking the fraction for NaN", wouldGive: ChartRects.atOrigin.midY,
                    because: "A NaN fraction comes from flat data and from a missing value alike. "
                        + "Test for flat data itself, minimum == maximum, before you divide.")
            ])
    }

    @Test("gives no position for a missing value (NaN) on flat data either", arguments: ChartRects.all)
    func missingValueOnFlatData(rect: CGRect) {
        expectApproximatelyEqual(
            yPosition(for: .nan, minimum: 7, maximum: 7, in: rect), .nan,
            "yPosition(for: .nan, minimum: 7, maximum: 7, in: \(swiftLiteral(rect)))",
            hint: "Flat data puts its values at rect.midY, but a missing value is still missing: "
                + "check value.isNaN there and give NaN, so the flat line has a gap.",
            commonMistakes: [
                CommonMistake(
                    "hiding a gap on flat data", wouldGive: rect.midY,
                    because: "The flat-data check returns before the formula, so the NaN never reaches it. "
                        + "Give NaN for a NaN value there too.")
            ])
    }
}
