import LineGraph
import TestSupport
import Testing

@Suite("1.7 X-axis labels", .exercise("1.7"))
struct XAxisLabelsTests {
    /// The count, its labels, and what showing every other label gives.
    @Test(
        "shows every label of up to twelve points",
        arguments: [
            (1, [0], [0]), (3, [0, 1, 2], [0, 2]), (7, [0, 1, 2, 3, 4, 5, 6], [0, 2, 4, 6]),
            (12, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [0, 2, 4, 6, 8, 10]),
        ])
    func everyLabel(count: Int, expected: [Int], everyOther: [Int]) {
        expectEqual(
            visibleLabelIndices(count: count), expected,
            "visibleLabelIndices(count: \(count))",
            hint: "Up to and including 12 points there is room for every label.",
            commonMistakes: [
                CommonMistake(
                    "twelve counted as too many", wouldGive: everyOther,
                    because: "Twelve labels still fit: use count <= 12, not count < 12.")
            ])
    }

    /// The count, its labels, and what starting at index 1 gives.
    @Test(
        "shows every other label beyond twelve points",
        arguments: [
            (13, [0, 2, 4, 6, 8, 10, 12], [1, 3, 5, 7, 9, 11]),
            (14, [0, 2, 4, 6, 8, 10, 12], [1, 3, 5, 7, 9, 11, 13]),
            (24, [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22], [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23]),
            (
                60,
                [
                    0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50,
                    52, 54, 56, 58,
                ],
                [
                    1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51,
                    53, 55, 57, 59,
                ]
            ),
        ])
    func everyOtherLabel(count: Int, expected: [Int], fromTheSecond: [Int]) {
        expectEqual(
            visibleLabelIndices(count: count), expected,
            "visibleLabelIndices(count: \(count))",
            hint: "Beyond 12 points show the even indices 0, 2, 4, ... up to count - 1.",
            commonMistakes: [
                CommonMistake(
                    "starting at the second label", wouldGive: fromTheSecond,
                    because: "The first label (index 0) is always shown: count from 0.")
            ])
    }

    @Test("shows nothing without points")
    func noPoints() {
        expectEqual(
            visibleLabelIndices(count: 0), [], "visibleLabelIndices(count: 0)",
            hint: "No points, no labels: return an empty array.")
    }
}
