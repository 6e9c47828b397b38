import ExerciseSupport
import Foundation

/// How dear a price is compared with the rest of the period: the relative colour mode.
///
/// Not chapter 2's `PriceLevel`, which measures a price against fixed euro amounts, and
/// where a price exactly on a threshold (€0.10) goes *up* a level, to the one that starts
/// there. Here a price exactly on a threshold stays *below* it: the 20th percentile itself
/// is still among the cheapest fifth of the period, so it is `.cheap`.
public enum RelativePriceLevel: String, CaseIterable, Codable, Sendable {
    /// At or below the 20th percentile: green.
    case cheap
    /// Above the 20th percentile, at or below the median: yellow.
    case moderate
    /// Above the median, at or below the 80th percentile: orange.
    case expensive
    /// Above the 80th percentile: red.
    case peak

    /// The colour the app shows the level in.
    public var colorName: String {
        switch self {
        case .cheap: "green"
        case .moderate: "yellow"
        case .expensive: "orange"
        case .peak: "red"
        }
    }
}

/// Exercise 3.7 · Relative colour
///
/// Returns the three thresholds of the relative colour mode: the 20th, 50th and 80th
/// percentiles of the period's prices (exercise 3.1), in that order.
///
/// A fixed colour scale ("green below €0.10") says little in a month when every price is
/// above it. The relative mode compares a price with the period's own: the cheapest fifth
/// of the hours is green, whatever the prices were.
///
///     levelThresholds(ofSorted: [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31])
///     // [0.094, 0.115, 0.176]
///
/// - Parameter prices: The period's prices, sorted ascending; not empty.
/// - Returns: `[p20, p50, p80]`.
public func levelThresholds(ofSorted prices: [Double]) -> [Double] {
    [0.2, 0.5, 0.8].map { percentile($0, ofSorted: prices) }
}

/// Returns the level of `price` among the `thresholds` of `levelThresholds(ofSorted:)`:
/// at or below the first it is `.cheap`, at or below the second `.moderate`, at or below
/// the third `.expensive`, and above it `.peak`. A price on a threshold belongs to the
/// level below it, the other way round from chapter 2's fixed levels (see
/// ``RelativePriceLevel``): compare with `<=`.
///
///     let thresholds = [0.094, 0.115, 0.176]
///     priceLevel(for: 0.09, thresholds: thresholds)?.rawValue    // "cheap"
///     priceLevel(for: 0.115, thresholds: thresholds)?.rawValue   // "moderate": a threshold belongs below
///     priceLevel(for: 0.31, thresholds: thresholds)?.rawValue    // "peak"
///
/// A missing price (NaN) has no level, and neither has anything measured against other
/// than exactly three thresholds, two or four: return `nil`.
///
/// - Parameters:
///   - price: The price to colour.
///   - thresholds: `[p20, p50, p80]` of the period.
/// - Returns: The price's level, or `nil`.
public func priceLevel(for price: Double, thresholds: [Double]) -> RelativePriceLevel? {
    guard !price.isNaN, thresholds.count == 3 else { return nil }
    return zip(RelativePriceLevel.allCases, thresholds).first { price <= $1 }?.0 ?? .peak
}
