import Boxplot
import Foundation
import SampleData
import TestSupport
import Testing

@Suite("3.4 Whiskers and outliers", .exercise("3.4"))
struct WhiskersTests {
    static let hint =
        "The low whisker ends at the smallest value at or above the lower fence, the high whisker at "
        + "the largest value at or below the upper fence, and neither ends inside the box (between q1 and q3)."

    @Test("stops the whiskers of the worked example at 0.20 and leaves 0.31 as an outlier")
    func workedExample() {
        expectApproximatelyEqual(
            whiskerEnds(ofSorted: Samples.eight), 0.08...0.20, tolerance: 1e-12,
            "whiskerEnds(ofSorted: \(swiftLiteral(Samples.eight)))",
            hint: Self.hint, commonMistakes: [Mistake.whiskerAtTheFence(wouldGive: 0.08...0.24125)])
        expectApproximatelyEqual(
            outliers(ofSorted: Samples.eight), [0.31], tolerance: 1e-12,
            "outliers(ofSorted: \(swiftLiteral(Samples.eight)))",
            hint: "The upper fence is 0.24125, so 0.31 is beyond it; every other value is within the fences.")
    }

    @Test("ends the whiskers at measured prices on each sample day", arguments: Samples.days)
    func sampleDays(day: HourlyPriceDay) throws {
        let sorted = day.measured.sorted()
        let answers = try DayAnswers.of(day)
        let fences = answers.fences
        expectApproximatelyEqual(
            whiskerEnds(ofSorted: sorted), answers.whiskers, tolerance: 1e-12,
            "whiskerEnds(ofSorted: \(swiftLiteral(sorted)))  // \(day.described), sorted",
            hint: Self.hint, commonMistakes: [Mistake.whiskerAtTheFence(wouldGive: answers.whiskersAtTheFences)])
        expectApproximatelyEqual(
            outliers(ofSorted: sorted), answers.outliers, tolerance: 1e-12,
            "outliers(ofSorted: \(swiftLiteral(sorted)))  // \(day.described), sorted",
            hint:
                "The outliers are the values below \(swiftLiteral(fences.lowerBound)) or above \(swiftLiteral(fences.upperBound)), "
                + "in sorted order; a value on a fence is not one.")
    }

    @Test("sets the €2.00 hour of the congestion day apart as an outlier")
    func congestionSpike() throws {
        let sorted = HourlyPriceDay.congestionSpike2026.measured.sorted()
        let upperFence = try DayAnswers.of(.congestionSpike2026).fences.upperBound
        let whiskers = whiskerEnds(ofSorted: sorted)
        let message =
            "whiskerEnds(ofSorted: ...) of 4 November reaches \(whiskers.upperBound): the €2.00 hour lies far "
            + "beyond the upper fence \(upperFence), so the whisker must stop short of it"
        #expect(whiskers.upperBound < 2, Comment(rawValue: message))
        expectApproximatelyEqual(
            outliers(ofSorted: sorted).last, 2.0, "outliers(ofSorted: \(swiftLiteral(sorted))).last  // 4 November",
            hint: "The €2.00 hour is the dearest outlier of the day.")
    }

    /// The last two columns are what "whisker at the fence" gives, a whisker ended at the
    /// fence, and "a whisker inside the box", one ended at the nearest value within the fences.
    @Test(
        "ends a whisker at the box edge when every value on that side lies beyond the fence",
        arguments: [
            // q1 3: the only lower value, 0, is below the fence 1.3125.
            ([0, 4, 4.1, 4.2], 3.0...4.2, 1.3125...4.2, 4.0...4.2),
            // The mirror image: 0 is above the upper fence.
            ([-4.2, -4.1, -4, 0], -4.2...(-3.0), -4.2...(-1.3125), -4.2...(-4.0)),
        ])
    func allBeyondOneFence(
        values: [Double], expected: ClosedRange<Double>, atTheFence: ClosedRange<Double>, inTheBox: ClosedRange<Double>
    ) {
        expectApproximatelyEqual(
            whiskerEnds(ofSorted: values), expected, tolerance: 1e-12,
            "whiskerEnds(ofSorted: \(swiftLiteral(values)))",
            hint: "No value lies between the box edge and its fence here, and the nearest value inside the fences "
                + "is inside the box. A whisker never ends inside the box: it ends at the box edge, q1 or q3.",
            commonMistakes: [
                Mistake.whiskerAtTheFence(wouldGive: atTheFence), Mistake.aWhiskerInsideTheBox(wouldGive: inTheBox),
            ])
    }

    /// Nine values whose quartiles fall on values, 2 and 6, so that the fences are exactly
    /// 2 - 1.5 × 4 = -4 and 6 + 1.5 × 4 = 12, with no rounding; the values at the ends sit
    /// on a fence, or just beyond it. The last two columns are what comparing with < and >
    /// gives ("a value on a fence counted out"): whiskers that stop short of a value on a
    /// fence, and that value among the outliers.
    static let onTheFences:
        [(
            values: [Double], whiskers: ClosedRange<Double>, outliers: [Double],
            strictWhiskers: ClosedRange<Double>, strictOutliers: [Double]
        )] = [
            ([-4, 1, 2, 3, 4, 5, 6, 7, 12], -4...12, [], 1...7, [-4, 12]),  // both ends exactly on the fences
            // On the lower fence, beyond the upper.
            ([-4, 1, 2, 3, 4, 5, 6, 7, 12.5], -4...7, [12.5], 1...7, [-4, 12.5]),
            ([-4.5, 1, 2, 3, 4, 5, 6, 7, 12], 1...12, [-4.5], 1...7, [-4.5, 12]),  // beyond the lower, on the upper
        ]

    @Test("a value exactly on a fence ends the whisker and is no outlier", arguments: onTheFences)
    func onAFence(
        values: [Double], whiskers: ClosedRange<Double>, outliers expected: [Double],
        strictWhiskers: ClosedRange<Double>, strictOutliers: [Double]
    ) {
        expectApproximatelyEqual(
            whiskerEnds(ofSorted: values), whiskers, tolerance: 0,
            "whiskerEnds(ofSorted: \(swiftLiteral(values)))  // fences -4...12, exactly",
            hint: "A value exactly on a fence is within reach: the whisker ends at it. Compare with >= and <=.",
            commonMistakes: [Mistake.aValueOnAFenceCountedOut(wouldGive: strictWhiskers)])
        expectApproximatelyEqual(
            outliers(ofSorted: values), expected, tolerance: 0,
            "outliers(ofSorted: \(swiftLiteral(values)))  // fences -4...12, exactly",
            hint: "Only a value beyond a fence, below -4 or above 12, is an outlier; one on a fence is not.",
            commonMistakes: [Mistake.aValueOnAFenceCountedOut(wouldGive: strictOutliers)])
    }

    @Test(
        "has no outliers and whiskers of no length for one value or equal values",
        arguments: [[0.12], [0.2, 0.2, 0.2]])
    func noSpread(values: [Double]) {
        expectApproximatelyEqual(
            whiskerEnds(ofSorted: values), values[0]...values[0], "whiskerEnds(ofSorted: \(swiftLiteral(values)))",
            hint: "Every value is the same, so both whiskers end where the box is.")
        expectApproximatelyEqual(
            outliers(ofSorted: values), [], "outliers(ofSorted: \(swiftLiteral(values)))",
            hint: "A value on a fence is not an outlier: compare with < and >, not <= and >=.",
            commonMistakes: [Mistake.aValueOnAFenceCountedOut(wouldGive: values)])
    }
}
