import Boxplot
import Foundation
import SampleData
import TestSupport
import Testing

@Suite("3.7 Relative colour", .exercise("3.7"))
struct PriceLevelTests {
    @Test("finds the 20th, 50th and 80th percentiles")
    func thresholds() {
        expectApproximatelyEqual(
            levelThresholds(ofSorted: Samples.eight), [0.094, 0.115, 0.176], tolerance: 1e-9,
            "levelThresholds(ofSorted: \(swiftLiteral(Samples.eight)))",
            hint: "[percentile(0.2, ...), percentile(0.5, ...), percentile(0.8, ...)], in that order.")
        // The reference solution's percentiles 0.2, 0.5 and 0.8 of the period's prices.
        let expected = [0.06680000000000001, 0.101, 0.13020000000000004]
        expectApproximatelyEqual(
            levelThresholds(ofSorted: Samples.period), expected, tolerance: 1e-9,
            "levelThresholds(ofSorted: <the \(Samples.period.count) prices of the sixty days, sorted>)",
            hint: "The thresholds are percentiles of the whole period, at 0.2, 0.5 and 0.8.")
    }

    /// A price, its level, and the level of "a threshold in the level above" (compared with <).
    static let examples: [(Double, RelativePriceLevel, RelativePriceLevel)] = [
        (-0.5, .cheap, .cheap), (0.09, .cheap, .cheap), (0.094, .cheap, .moderate), (0.1, .moderate, .moderate),
        (0.115, .moderate, .expensive), (0.12, .expensive, .expensive), (0.176, .expensive, .peak),
        (0.18, .peak, .peak),
        (2, .peak, .peak),
    ]

    @Test("gives each price its level, a threshold belonging to the level below it", arguments: examples)
    func levelOfEachPrice(price: Double, expected: RelativePriceLevel, withLessThan: RelativePriceLevel) {
        expectEqual(
            priceLevel(for: price, thresholds: [0.094, 0.115, 0.176]), expected,
            "priceLevel(for: \(swiftLiteral(price)), thresholds: [0.094, 0.115, 0.176])",
            hint: "Up to and including the first threshold is .cheap, up to the second .moderate, "
                + "up to the third .expensive, and above it .peak: compare with <=. A price on a threshold stays below it, "
                + "the other way round from chapter 2's fixed levels.",
            commonMistakes: [Mistake.aThresholdInTheLevelAbove(wouldGive: withLessThan)])
    }

    @Test(
        "gives no level to a missing price or without three thresholds",
        arguments: [
            (Double.nan, [0.094, 0.115, 0.176]), (0.1, []), (0.1, [0.1, 0.2]), (0.1, [0.094, 0.115, 0.176, 0.3]),
            (0.5, [0.094, 0.115, 0.176, 0.3, 0.4]),
        ])
    func noLevel(price: Double, thresholds: [Double]) {
        expectEqual(
            priceLevel(for: price, thresholds: thresholds), nil,
            "priceLevel(for: \(swiftLiteral(price)), thresholds: \(swiftLiteral(thresholds)))",
            hint: "Return nil for a NaN price (it has no level) and when thresholds.count is not exactly 3: "
                + "fewer cannot be read, and more are not the relative mode's three percentiles.")
    }
}
