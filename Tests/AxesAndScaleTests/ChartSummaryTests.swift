import AxesAndScale
import Foundation
import SampleData
import TestSupport
import Testing

@Suite("5.9 The chart in words", .exercise("5.9"))
struct ChartSummaryTests {
    @Test("describes the temperatures")
    func temperature() {
        let data = Dataset.temperature
        expectEqual(
            chartSummary(title: data.title, labels: data.labels, values: data.values, unit: data.unit),
            "Mean temperature. X axis: Jan to Dec. Y axis: 4.1 to 21.5 degrees Celsius. "
                + "Lowest 4.1 degrees Celsius at Jan, highest 21.5 degrees Celsius at Jul. Rises from Jan to Jul, then falls.",
            "chartSummary(title: \"Mean temperature\", labels: Dataset.temperature.labels, values: Dataset.temperature.values, unit: \"°C\")",
            hint:
                "Five sentences: title; X axis first to last label; Y axis lowest to highest; lowest and highest with "
                + "their labels; the trend.")
    }

    static let trends: [(values: [Double], trend: String)] = [
        ([0, 10, 9.5, 20, 0], "Rises from a to d, then falls."),  // the dip of 0.5 is a wiggle
        ([0, 10, 0, 10], "Rises from a to b, then falls to c, then rises."),
        ([5, 4, 3, 2, 1], "Falls from a to e."),
        ([3, 3, 3], "Stays level."),
        ([0, 0.05, 0, 10, .nan, 10.5], "Rises from a to f."),  // NaN left out
    ]

    @Test("puts the trend in words, ignoring wiggles", arguments: trends)
    func trend(_ example: (values: [Double], trend: String)) throws {
        let labels = ["a", "b", "c", "d", "e", "f"]
        let summary = chartSummary(
            title: "T", labels: Array(labels.prefix(example.values.count)), values: example.values, unit: "")
        let last = summary.range(of: ". ", options: .backwards).map { String(summary[$0.upperBound...]) } ?? summary
        expectEqual(
            last, example.trend,
            "the last sentence of chartSummary(title: \"T\", labels: [\"a\", ...], values: \(swiftLiteral(example.values)), unit: \"\")",
            hint: "Moves smaller than a tenth of the range are wiggles; a move ends at its turning point once the "
                + "values have come back by at least a tenth.")
    }

    @Test("says when there is nothing to describe")
    func noValues() {
        expectEqual(
            chartSummary(title: "Rain", labels: ["a", "b"], values: [.nan, .nan], unit: "mm"), "Rain. No values.",
            "chartSummary(title: \"Rain\", labels: [\"a\", \"b\"], values: [.nan, .nan], unit: \"mm\")",
            hint: "Without a measured value, say so: \"<title>. No values.\"")
    }
}
