import Boxplot
import Foundation
import SampleData
import TestSupport
import Testing

@Suite("3.1 Percentile", .exercise("3.1"))
struct PercentileTests {
    /// The mistakes a wrong percentile most likely comes from, given what "index times
    /// count", "rounding the index" and "nearest rank" answer for the input. A mistake
    /// whose answer another one gives too is left out: that answer does not tell them
    /// apart, and naming the wrong one would mislead.
    static func mistakes(answering answers: [Double]) -> [CommonMistake<Double>] {
        let all = [
            Mistake.indexTimesCount(wouldGive: answers[0]), Mistake.roundingTheIndex(wouldGive: answers[1]),
            Mistake.nearestRank(wouldGive: answers[2]),
        ]
        return all.filter { mistake in
            all.allSatisfy { $0.name == mistake.name || abs($0.wrongAnswer - mistake.wrongAnswer) > 1e-9 }
        }
    }

    /// The mistakes for a percentile of the values written out in this file, from the table below.
    static func mistakes(_ fraction: Double, _ values: [Double], sourceLocation: SourceLocation = #_sourceLocation)
        -> [CommonMistake<Double>]
    {
        guard let row = mistakenAnswers.first(where: { $0.fraction == fraction && $0.values == values }) else {
            Issue.record(
                "no mistaken answers are written down for percentile(\(fraction), ofSorted: \(values))",
                sourceLocation: sourceLocation)
            return []
        }
        return mistakes(answering: row.answers)
    }

    /// What "index times count", "rounding the index" and "nearest rank" answer for each
    /// percentile these tests ask for, worked out once and written down.
    static let mistakenAnswers: [(fraction: Double, values: [Double], answers: [Double])] = [
        (0.1, [0.03, 0.05, 0.08, 0.09, 0.1, 0.12, 0.15, 0.2, 0.26], [0.048, 0.05, 0.03]),
        (0.2, [0.03, 0.05, 0.08, 0.09, 0.1, 0.12, 0.15, 0.2, 0.26], [0.07400000000000001, 0.08, 0.05]),
        (0.25, [0.08, 0.09, 0.1, 0.11, 0.12, 0.14, 0.2, 0.31], [0.1, 0.1, 0.09]),
        (0.5, [0.08, 0.09, 0.1, 0.11, 0.12, 0.14, 0.2, 0.31], [0.12, 0.12, 0.11]),
        (0.75, [0.08, 0.09, 0.1, 0.11, 0.12, 0.14, 0.2, 0.31], [0.2, 0.14, 0.14]),
        (0.2, [0.08, 0.09, 0.1, 0.11, 0.12, 0.14, 0.2, 0.31], [0.096, 0.09, 0.09]),
        (0.8, [0.08, 0.09, 0.1, 0.11, 0.12, 0.14, 0.2, 0.31], [0.24400000000000005, 0.2, 0.2]),
        (0.0, [0.5], [0.5, 0.5, 0.5]),
        (0.0, [0.1, 0.3], [0.1, 0.1, 0.1]),
        (0.0, [-0.035, 0.004, 0.089], [-0.035, -0.035, -0.035]),
        (0.0, [0.08, 0.09, 0.1, 0.11, 0.12, 0.14, 0.2, 0.31], [0.08, 0.08, 0.08]),
        (1.0, [0.5], [0.5, 0.5, 0.5]),
        (1.0, [0.1, 0.3], [0.3, 0.3, 0.3]),
        (1.0, [-0.035, 0.004, 0.089], [0.089, 0.089, 0.089]),
        (1.0, [0.08, 0.09, 0.1, 0.11, 0.12, 0.14, 0.2, 0.31], [0.31, 0.31, 0.31]),
        (0.5, [1.0, 2.0, 3.0, 4.0, 5.0], [3.5, 3.0, 3.0]),
        (0.5, [1.0, 2.0, 3.0, 4.0], [3.0, 3.0, 2.0]),
        (0.5, [0.1, 0.3], [0.3, 0.3, 0.1]),
        (0.5, [-0.02, 0.04, 0.07, 0.1, 0.2, 0.6], [0.1, 0.1, 0.07]),
        (0.0, [0.12], [0.12, 0.12, 0.12]),
        (0.0, [0.2, 0.2, 0.2, 0.2], [0.2, 0.2, 0.2]),
        (0.25, [0.12], [0.12, 0.12, 0.12]),
        (0.25, [0.1, 0.3], [0.2, 0.1, 0.1]),
        (0.25, [0.2, 0.2, 0.2, 0.2], [0.2, 0.2, 0.2]),
        (0.5, [0.12], [0.12, 0.12, 0.12]),
        (0.5, [0.2, 0.2, 0.2, 0.2], [0.2, 0.2, 0.2]),
        (0.9, [0.12], [0.12, 0.12, 0.12]),
        (0.9, [0.1, 0.3], [0.3, 0.3, 0.3]),
        (0.9, [0.2, 0.2, 0.2, 0.2], [0.2, 0.2, 0.2]),
        (1.0, [0.12], [0.12, 0.12, 0.12]),
        (1.0, [0.2, 0.2, 0.2, 0.2], [0.2, 0.2, 0.2]),
    ]

    static let hint =
        "position = fraction × (count - 1); then go from values[Int(position)] towards the next value "
        + "by the part of the position after the decimal point."

    /// Nine prices, where each of the common mistakes gives a different answer.
    static let nine: [Double] = [0.03, 0.05, 0.08, 0.09, 0.1, 0.12, 0.15, 0.2, 0.26]

    @Test("interpolates between the closest ranks of nine prices", arguments: [(0.1, 0.046), (0.2, 0.068)])
    func ninePrices(fraction: Double, expected: Double) {
        expectApproximatelyEqual(
            percentile(fraction, ofSorted: Self.nine), expected, tolerance: 1e-9,
            "percentile(\(fraction), ofSorted: \(swiftLiteral(Self.nine)))",
            hint: "With nine prices the position is \(fraction) × 8 = \(swiftLiteral(fraction * 8)): " + Self.hint,
            commonMistakes: Self.mistakes(fraction, Self.nine))
    }

    @Test(
        "interpolates the worked example",
        arguments: [(0.25, 0.0975), (0.5, 0.115), (0.75, 0.155), (0.2, 0.094), (0.8, 0.176)])
    func workedExample(fraction: Double, expected: Double) {
        expectApproximatelyEqual(
            percentile(fraction, ofSorted: Samples.eight), expected, tolerance: 1e-9,
            "percentile(\(fraction), ofSorted: \(swiftLiteral(Samples.eight)))",
            hint: Self.hint, commonMistakes: Self.mistakes(fraction, Samples.eight))
    }

    @Test(
        "gives the smallest value at fraction 0 and the largest at fraction 1",
        arguments: [0.0, 1.0], [[0.5], [0.1, 0.3], [-0.035, 0.004, 0.089], Samples.eight])
    func ends(fraction: Double, values: [Double]) throws {
        let expected = try #require(fraction == 0 ? values.first : values.last)
        expectApproximatelyEqual(
            percentile(fraction, ofSorted: values), expected, tolerance: 1e-12,
            "percentile(\(swiftLiteral(fraction)), ofSorted: \(swiftLiteral(values)))",
            hint: "Fraction 0 is position 0, the first value; fraction 1 is position count - 1, the last. "
                + "At the last position there is no next value: do not read values[count].",
            commonMistakes: Self.mistakes(fraction, values))
    }

    @Test(
        "takes the middle of an odd count and halfway between the middle two of an even count",
        arguments: [
            ([1.0, 2, 3, 4, 5], 3.0), ([1.0, 2, 3, 4], 2.5), ([0.1, 0.3], 0.2),
            ([-0.02, 0.04, 0.07, 0.1, 0.2, 0.6], 0.085),
        ])
    func medians(values: [Double], expected: Double) {
        expectApproximatelyEqual(
            percentile(0.5, ofSorted: values), expected, tolerance: 1e-12,
            "percentile(0.5, ofSorted: \(swiftLiteral(values)))",
            hint: "With \(values.count) values the median is at position 0.5 × \(values.count - 1) = "
                + "\(swiftLiteral(0.5 * Double(values.count - 1))).",
            commonMistakes: Self.mistakes(0.5, values))
    }

    /// The fraction, and the reference solution's percentile of [0.1, 0.3] at it.
    @Test(
        "handles one value, two values and equal values",
        arguments: [
            (0.0, 0.1), (0.25, 0.15), (0.5, 0.2), (0.9, 0.28), (1.0, 0.3),
        ] as [(Double, Double)])
    func edgeCases(fraction: Double, betweenTwo: Double) {
        for (values, expected) in [([0.12], 0.12), ([0.1, 0.3], betweenTwo), ([0.2, 0.2, 0.2, 0.2], 0.2)] {
            expectApproximatelyEqual(
                percentile(fraction, ofSorted: values), expected, tolerance: 1e-12,
                "percentile(\(swiftLiteral(fraction)), ofSorted: \(swiftLiteral(values)))",
                hint: "One value is every percentile of itself; between two values, interpolate; "
                    + "equal values have that value as every percentile.",
                commonMistakes: Self.mistakes(fraction, values))
        }
    }

    @Test("gives the quartiles of each sample day", arguments: Samples.days)
    func sampleDays(day: HourlyPriceDay) throws {
        let sorted = day.measured.sorted()
        let answers = try DayAnswers.of(day)
        for (index, fraction) in [0.25, 0.5, 0.75].enumerated() {
            expectApproximatelyEqual(
                percentile(fraction, ofSorted: sorted), answers.summary[index + 1], tolerance: 1e-12,
                "percentile(\(fraction), ofSorted: \(swiftLiteral(sorted)))  // \(day.described), sorted",
                hint: Self.hint + " This day has \(sorted.count) prices, so the last index is \(sorted.count - 1).",
                commonMistakes: Self.mistakes(answering: answers.quartileMistakes[index]))
        }
    }
}
