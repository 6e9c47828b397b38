import Foundation
import LineGraph
import SampleData
import Testing
import TestSupport

@Suite("1.5 The area under the line", .exercise("1.5"))
struct AreaPolygonTests {
    @Test("closes the worked example through the bottom corners")
    func workedExample() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        expectApproximatelyEqual(
            areaPolygon(for: [10, 30, 20], in: rect),
            [
                CGPoint(x: 0, y: 50), CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 25),
                CGPoint(x: 100, y: 50), CGPoint(x: 0, y: 50),
            ],
            "areaPolygon(for: [10, 30, 20], in: \(swiftLiteral(rect)))",
            hint: "First the line's points (exercise 1.4), then the bottom-right corner, "
                + "then the bottom-left corner.")
    }

    @Test("uses the corners of a rectangle that does not start at the origin", arguments: ChartRects.offset)
    func offsetCorners(rect: CGRect) throws {
        let polygon = areaPolygon(for: Dataset.temperature.values, in: rect)
        let call = "areaPolygon(for: \(swiftLiteral(Dataset.temperature.values)), in: \(swiftLiteral(rect)))"
        try #require(
            polygon.count == 14,
            "\(call)\n  expected: 14 points, 12 on the line and 2 corners\n  got:      \(polygon.count)")
        expectApproximatelyEqual(
            Array(polygon.suffix(2)),
            [CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)],
            call + ".suffix(2)  // the two corners",
            hint: "The corners are (rect.maxX, rect.maxY) and then (rect.minX, rect.maxY).",
            commonMistakes: [
                Mistake.ignoringRectOrigin(
                    wouldGive: [CGPoint(x: rect.width, y: rect.height), CGPoint(x: 0, y: rect.height)]),
            ])
    }

    @Test("follows the line first", arguments: Dataset.monthlyWeather)
    func followsTheLine(dataset: Dataset) throws {
        let rect = ChartRects.withMargins
        let polygon = areaPolygon(for: dataset.values, in: rect)
        let call = "areaPolygon(for: \(swiftLiteral(dataset.values)), in: \(swiftLiteral(rect)))"
        try #require(
            polygon.count == 14,
            "\(call)\n  expected: 14 points, 12 on the line and 2 corners\n  got:      \(polygon.count)")
        let minimum = dataset.values.min() ?? 0, maximum = dataset.values.max() ?? 1
        let expectedLine = dataset.values.enumerated().map { index, value in
            CGPoint(
                x: rect.minX + rect.width * CGFloat(index) / 11,
                y: rect.maxY - rect.height * CGFloat((value - minimum) / (maximum - minimum)))
        }
        expectApproximatelyEqual(
            Array(polygon.prefix(12)), expectedLine, call + ".prefix(12)  // the line",
            hint: "The polygon starts with exactly the points of linePoints(for:in:).")
    }

    @Test("is empty without a line", arguments: [[], [4.2]])
    func tooFewValues(values: [Double]) {
        expectApproximatelyEqual(
            areaPolygon(for: values, in: ChartRects.atOrigin), [],
            "areaPolygon(for: \(swiftLiteral(values)), in: \(swiftLiteral(ChartRects.atOrigin)))",
            hint: "No line, no area: with fewer than two values return [] rather than two lonely corners.")
    }
}
