import Boxplot
import Foundation
import SampleData
import TestSupport
import Testing

@Suite("3.8 Robust centre", .exercise("3.8"))
struct RobustnessTests {
    static func listed(_ before: [Double], _ after: [Double]) -> [Double]? {
        centreShift(from: before, to: after).map { [$0.mean, $0.median] }
    }

    @Test("shows that the €2.00 hour moves the mean by 7 cents and the median not at all")
    func congestionSpike() {
        let after = HourlyPriceDay.congestionSpike2026.measured
        // The day as the preview compares it: the €2.00 lowered to the next dearest price.
        let before = after.map { $0 == 2.0 ? 0.280 : $0 }
        // The reference solution's answer: the mean moves by 1.72 / 24, 7.2 cents, the median not at all.
        expectApproximatelyEqual(
            Self.listed(before, after), [0.07166666666666666, 0], tolerance: 1e-9,
            "centreShift(from: \(swiftLiteral(before)), to: \(swiftLiteral(after)))  // 4 November; [mean, median]",
            hint:
                "Subtract before's mean from after's, and before's median (percentile 0.5 of the sorted prices) from after's."
        )
    }

    @Test(
        "compares the worked example and lists of other lengths, in any order",
        arguments: [
            ([0.10, 0.11, 0.12, 0.30], [0.10, 0.11, 0.12, 2.00], [0.425, 0], [0.425, 0]),
            ([0.1, 0.2, 0.3, 0.4], [0.35, 0.2, 0.3, 0.4], [0.0625, 0.075], [0.0625, 0]),
            ([0.1, 0.2, 0.3], [0.3, 0.2, 0.1, 0.4], [0.05, 0.05], [0.05, -0.05]),
        ])
    func examples(before: [Double], after: [Double], expected: [Double], unsorted: [Double]) {
        expectApproximatelyEqual(
            Self.listed(before, after), expected, tolerance: 1e-9,
            "centreShift(from: \(swiftLiteral(before)), to: \(swiftLiteral(after)))  // [mean, median]",
            hint:
                "The mean of each list is its sum / its count; the median needs a sorted copy. Then subtract before from after.",
            commonMistakes: [Mistake.anUnsortedMedian(wouldGive: unsorted)])
    }

    @Test(
        "is nil when either side has no prices",
        arguments: [([], [0.1]), ([0.1], []), ([], [])] as [([Double], [Double])])
    func nothing(before: [Double], after: [Double]) {
        // Read as "nil only when both are empty", one empty side is divided by its count of 0:
        // its mean and its median are NaN, and so are both changes.
        let oneSideEmpty = before.isEmpty != after.isEmpty
        expectApproximatelyEqual(
            Self.listed(before, after), nil, "centreShift(from: \(swiftLiteral(before)), to: \(swiftLiteral(after)))",
            hint: "An empty list has no mean or median: return nil before you divide by its count.",
            commonMistakes: oneSideEmpty ? [Mistake.nilOnlyWhenBothAreEmpty(wouldGive: [.nan, .nan])] : [])
    }
}
