import Boxplot
import Foundation
import SampleData
import TestSupport
import Testing

@Suite("3.3 Fences", .exercise("3.3"))
struct FencesTests {
    @Test("measures the box of the worked example: IQR 0.0575, fences 0.01125...0.24125")
    func workedExample() {
        expectApproximatelyEqual(
            interquartileRange(ofSorted: Samples.eight), 0.0575, tolerance: 1e-9,
            "interquartileRange(ofSorted: \(swiftLiteral(Samples.eight)))",
            hint: "The IQR is q3 - q1: percentile(0.75, ...) - percentile(0.25, ...).")
        expectApproximatelyEqual(
            tukeyFences(ofSorted: Samples.eight), 0.01125...0.24125, tolerance: 1e-9,
            "tukeyFences(ofSorted: \(swiftLiteral(Samples.eight)))",
            hint: "The fences are q1 - 1.5 × IQR and q3 + 1.5 × IQR: 0.0975 - 0.08625 and 0.155 + 0.08625.",
            commonMistakes: [Mistake.fencesAroundTheLowAndTheHigh(wouldGive: -0.00625...0.39625)])
    }

    @Test("measures each sample day", arguments: Samples.days)
    func sampleDays(day: HourlyPriceDay) throws {
        let sorted = day.measured.sorted()
        let answers = try DayAnswers.of(day)
        // What "fences around the low and the high" gives: 1.5 × IQR beyond the ends.
        let (low, high, reach) = (answers.summary[0], answers.summary[4], 1.5 * answers.interquartileRange)
        expectApproximatelyEqual(
            interquartileRange(ofSorted: sorted), answers.interquartileRange, tolerance: 1e-9,
            "interquartileRange(ofSorted: \(swiftLiteral(sorted)))  // \(day.described), sorted",
            hint: "The IQR is q3 - q1, the height of the box.")
        expectApproximatelyEqual(
            tukeyFences(ofSorted: sorted), answers.fences, tolerance: 1e-9,
            "tukeyFences(ofSorted: \(swiftLiteral(sorted)))  // \(day.described), sorted",
            hint: "Reach 1.5 × IQR below q1 and above q3, not below the low and above the high.",
            commonMistakes: [Mistake.fencesAroundTheLowAndTheHigh(wouldGive: (low - reach)...(high + reach))])
    }

    @Test("has no width for one value or equal values", arguments: [[0.12], [0.2, 0.2, 0.2]])
    func noSpread(values: [Double]) {
        expectApproximatelyEqual(
            interquartileRange(ofSorted: values), 0, "interquartileRange(ofSorted: \(swiftLiteral(values)))",
            hint: "With every value the same, q1 and q3 are the same and the box has no height.")
        expectApproximatelyEqual(
            tukeyFences(ofSorted: values), values[0]...values[0], "tukeyFences(ofSorted: \(swiftLiteral(values)))",
            hint: "An IQR of 0 puts both fences on the quartiles themselves.")
    }
}
