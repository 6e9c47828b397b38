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

    @Test("names the first of equal lowest and highest values")
    func ties() {
        expectEqual(
            chartSummary(title: "T", labels: ["a", "b", "c", "d"], values: [3, 7, 3, 7], unit: "mm"),
            "T. X axis: a to d. Y axis: 3 to 7 millimetres. Lowest 3 millimetres at a, highest 7 millimetres at b. "
                + "Rises from a to b, then falls to c, then rises.",
            "chartSummary(title: \"T\", labels: [\"a\", \"b\", \"c\", \"d\"], values: [3, 7, 3, 7], unit: \"mm\")",
            hint: "3 is lowest at a and at c, 7 highest at b and at d: on a tie, name the first.",
            commonMistakes: [
                Mistake.takingTheLastOfEqualValues(
                    wouldGive: "T. X axis: a to d. Y axis: 3 to 7 millimetres. Lowest 3 millimetres at c, highest 7 "
                        + "millimetres at d. Rises from a to b, then falls to c, then rises.")
            ])
    }

    @Test("runs the X axis from the first to the last measured value")
    func measuredAxis() {
        expectEqual(
            chartSummary(title: "T", labels: ["a", "b", "c", "d"], values: [.nan, 1, 5, .nan], unit: ""),
            "T. X axis: b to c. Y axis: 1 to 5. Lowest 1 at b, highest 5 at c. Rises from b to c.",
            "chartSummary(title: \"T\", labels: [\"a\", \"b\", \"c\", \"d\"], values: [.nan, 1, 5, .nan], unit: \"\")",
            hint: "a and d have no measured value: the X axis runs from the first label with one to the last.",
            commonMistakes: [
                Mistake.theXAxisFromEveryLabel(
                    wouldGive: "T. X axis: a to d. Y axis: 1 to 5. Lowest 1 at b, highest 5 at c. Rises from b to c.")
            ])
    }

    @Test("counts a move of exactly a tenth of the range")
    func exactlyATenth() {
        // The range is 10, a tenth of it 1: the dip from 10 to 9 is a move.
        let summary = chartSummary(title: "T", labels: ["a", "b", "c", "d"], values: [0, 10, 9, 10], unit: "")
        let last = summary.range(of: ". ", options: .backwards).map { String(summary[$0.upperBound...]) } ?? summary
        expectEqual(
            last, "Rises from a to b, then falls to c, then rises.",
            "the last sentence of chartSummary(title: \"T\", labels: [\"a\", \"b\", \"c\", \"d\"], values: [0, 10, 9, 10], unit: \"\")",
            hint: "A move of at least a tenth of the range counts: compare with >=, so that a fall of exactly 1 here "
                + "ends the rise.",
            commonMistakes: [Mistake.ignoringAMoveOfExactlyATenth(wouldGive: "Rises from a to b.")])
    }

    static let trends: [(values: [Double], trend: String)] = [
        ([0, 10, 9.5, 20, 0], "Rises from a to d, then falls."),  // the dip of 0.5 is a wiggle
        ([0, 10, 0, 10], "Rises from a to b, then falls to c, then rises."),
        ([5, 4, 3, 2, 1], "Falls from a to e."),
        ([0, 0.05, 0, 10, .nan, 10.5], "Rises from a to f."),  // NaN left out
        ([0, .infinity, 10], "Rises from a to c."),  // infinity is not measured either
    ]

    @Test("says a level series stays level")
    func level() {
        // Every value the same: the range is 0, a tenth of it too, and an equal value is no move.
        let summary = chartSummary(title: "T", labels: ["a", "b", "c"], values: [3, 3, 3], unit: "")
        let last = summary.range(of: ". ", options: .backwards).map { String(summary[$0.upperBound...]) } ?? summary
        expectEqual(
            last, "Stays level.",
            "the last sentence of chartSummary(title: \"T\", labels: [\"a\", \"b\", \"c\"], values: [3, 3, 3], unit: \"\")",
            hint:
                "When every measured value is the same there is no move: say \"Stays level.\" before you look for one.",
            // Tested "at least 0 above" first, the first equal value starts a rise; "below" first, a fall.
            commonMistakes: [
                Mistake.countingAnEqualValueAsAMove(wouldGive: "Rises from a to b, then falls."),
                Mistake.countingAnEqualValueAsAMove(wouldGive: "Falls from a to b, then rises."),
            ])
    }

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
