import Foundation
import LineGraph
import SampleData
import TestSupport
import Testing

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

    /// The rectangles that do not start at the origin, their bottom-right and bottom-left
    /// corners, and where ignoring the origin puts those corners.
    @Test(
        "uses the corners of a rectangle that does not start at the origin",
        arguments: [
            (
                ChartRects.withMargins, [CGPoint(x: 348, y: 216), CGPoint(x: 48, y: 216)],
                [CGPoint(x: 300, y: 200), CGPoint(x: 0, y: 200)]
            ),
            (
                ChartRects.awkward, [CGPoint(x: 100.5, y: 99.5), CGPoint(x: -20, y: 99.5)],
                [CGPoint(x: 120.5, y: 64), CGPoint(x: 0, y: 64)]
            ),
        ])
    func offsetCorners(rect: CGRect, corners: [CGPoint], fromZero: [CGPoint]) throws {
        let polygon = areaPolygon(for: Dataset.temperature.values, in: rect)
        let call = "areaPolygon(for: \(swiftLiteral(Dataset.temperature.values)), in: \(swiftLiteral(rect)))"
        try #require(
            polygon.count == 14,
            "\(call)\n  expected: 14 points, 12 on the line and 2 corners\n  got:      \(polygon.count)")
        expectApproximatelyEqual(
            Array(polygon.suffix(2)), corners,
            call + ".suffix(2)  // the two corners",
            hint: "The corners are (rect.maxX, rect.maxY) and then (rect.minX, rect.maxY).",
            commonMistakes: [Mistake.ignoringRectOrigin(wouldGive: fromZero)])
    }

    /// The line of each dataset in ChartRects.withMargins, as the reference solution's
    /// linePoints(for:in:) draws it, worked out once.
    static let lines: [String: [CGPoint]] = [
        "temperature": [
            CGPoint(x: 48, y: 216), CGPoint(x: 75.27272727272728, y: 196.45977011494253),
            CGPoint(x: 102.54545454545455, y: 157.3793103448276),
            CGPoint(x: 129.8181818181818, y: 109.10344827586205), CGPoint(x: 157.0909090909091, y: 66.57471264367811),
            CGPoint(x: 184.36363636363637, y: 35.54022988505744), CGPoint(x: 211.63636363636363, y: 16),
            CGPoint(x: 238.9090909090909, y: 19.448275862068925), CGPoint(x: 266.1818181818182, y: 60.82758620689651),
            CGPoint(x: 293.4545454545455, y: 114.85057471264366),
            CGPoint(x: 320.72727272727275, y: 173.4712643678161), CGPoint(x: 348, y: 213.70114942528735),
        ],
        "precipitation": [
            CGPoint(x: 48, y: 104.88888888888889), CGPoint(x: 75.27272727272728, y: 198.22222222222223),
            CGPoint(x: 102.54545454545455, y: 131.55555555555554), CGPoint(x: 129.8181818181818, y: 216),
            CGPoint(x: 157.0909090909091, y: 162.66666666666666),
            CGPoint(x: 184.36363636363637, y: 109.33333333333333),
            CGPoint(x: 211.63636363636363, y: 60.44444444444443), CGPoint(x: 238.9090909090909, y: 91.55555555555556),
            CGPoint(x: 266.1818181818182, y: 51.55555555555557), CGPoint(x: 293.4545454545455, y: 16),
            CGPoint(x: 320.72727272727275, y: 42.66666666666666), CGPoint(x: 348, y: 78.22222222222223),
        ],
        "sunshine": [
            CGPoint(x: 48, y: 198.65895953757226), CGPoint(x: 75.27272727272728, y: 167.4450867052023),
            CGPoint(x: 102.54545454545455, y: 116.57803468208093),
            CGPoint(x: 129.8181818181818, y: 68.02312138728325), CGPoint(x: 157.0909090909091, y: 16),
            CGPoint(x: 184.36363636363637, y: 25.248554913294782),
            CGPoint(x: 211.63636363636363, y: 18.312138728323703),
            CGPoint(x: 238.9090909090909, y: 43.745664739884404), CGPoint(x: 266.1818181818182, y: 99.23699421965318),
            CGPoint(x: 293.4545454545455, y: 148.94797687861274),
            CGPoint(x: 320.72727272727275, y: 200.97109826589596), CGPoint(x: 348, y: 216),
        ],
    ]

    @Test("follows the line first", arguments: Dataset.monthlyWeather)
    func followsTheLine(dataset: Dataset) throws {
        let rect = ChartRects.withMargins
        let polygon = areaPolygon(for: dataset.values, in: rect)
        let call = "areaPolygon(for: \(swiftLiteral(dataset.values)), in: \(swiftLiteral(rect)))"
        try #require(
            polygon.count == 14,
            "\(call)\n  expected: 14 points, 12 on the line and 2 corners\n  got:      \(polygon.count)")
        let expectedLine = try #require(Self.lines[dataset.name], "no line written down for \(dataset.name)")
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
