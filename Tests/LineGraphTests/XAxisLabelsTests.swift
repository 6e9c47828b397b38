import LineGraph
import Testing
import TestSupport

@Suite("1.7 X-axis labels", .exercise("1.7"))
struct XAxisLabelsTests {
    @Test("shows every label of up to twelve points", arguments: [1, 3, 7, 12])
    func everyLabel(count: Int) {
        expectEqual(
            visibleLabelIndices(count: count), Array(0..<count),
            "visibleLabelIndices(count: \(count))",
            hint: "Up to and including 12 points there is room for every label.",
            commonMistakes: [
                CommonMistake(
                    "twelve counted as too many", wouldGive: Array(stride(from: 0, to: count, by: 2)),
                    because: "Twelve labels still fit: use count <= 12, not count < 12."),
            ])
    }

    @Test("shows every other label beyond twelve points", arguments: [13, 14, 24, 60])
    func everyOtherLabel(count: Int) {
        let expected = Array(stride(from: 0, to: count, by: 2))
        expectEqual(
            visibleLabelIndices(count: count), expected,
            "visibleLabelIndices(count: \(count))",
            hint: "Beyond 12 points show the even indices 0, 2, 4, ... up to count - 1.",
            commonMistakes: [
                CommonMistake(
                    "starting at the second label", wouldGive: Array(stride(from: 1, to: count, by: 2)),
                    because: "The first label (index 0) is always shown: count from 0."),
            ])
    }

    @Test("shows nothing without points")
    func noPoints() {
        expectEqual(
            visibleLabelIndices(count: 0), [], "visibleLabelIndices(count: 0)",
            hint: "No points, no labels: return an empty array.")
    }
}
