import Foundation
import SampleData
import Testing
import TestSupport

/// The tests' own arithmetic, written out independently of the solutions, so that the
/// expected answers do not come from the code under test.
enum Reference {
    /// Type 7: interpolate between the closest ranks at position p × (n - 1).
    static func percentile(_ p: Double, _ sorted: [Double]) -> Double {
        let h = p * Double(sorted.count - 1)
        let below = h.rounded(.down)
        let i = Int(below)
        guard i + 1 < sorted.count else { return sorted[i] }
        return sorted[i] + (h - below) * (sorted[i + 1] - sorted[i])
    }

    /// [low, q1, median, q3, high, average] of prices in any order.
    static func summary(_ prices: [Double]) -> [Double] {
        let sorted = prices.sorted()
        return [sorted.first!, percentile(0.25, sorted), percentile(0.5, sorted), percentile(0.75, sorted),
                sorted.last!, prices.reduce(0, +) / Double(prices.count)]
    }

    static func fences(_ sorted: [Double]) -> ClosedRange<Double> {
        let q1 = percentile(0.25, sorted), q3 = percentile(0.75, sorted)
        return (q1 - 1.5 * (q3 - q1))...(q3 + 1.5 * (q3 - q1))
    }

    static func whiskers(_ sorted: [Double]) -> ClosedRange<Double> {
        let fences = fences(sorted)
        let q1 = percentile(0.25, sorted), q3 = percentile(0.75, sorted)
        let low = sorted.filter { $0 >= fences.lowerBound }.min() ?? q1
        let high = sorted.filter { $0 <= fences.upperBound }.max() ?? q3
        return min(low, q1)...max(high, q3)
    }

    static func y(_ price: Double, _ period: ClosedRange<Double>, _ rect: CGRect, share: Double = 0.85) -> CGFloat {
        let bottom = min(0, period.lowerBound), top = max(0, period.upperBound)
        return rect.maxY - CGFloat((price - bottom) / (top - bottom) * share) * rect.height
    }
}

/// Prices as the tests use them: missing hours left out.
extension HourlyPriceDay {
    var measured: [Double] { prices.compactMap { $0 } }

    /// How a failure message names the day's prices, so the student can find them.
    var described: String {
        "the \(measured.count) prices of \(day)"
    }
}

// Test arguments show as the day, not its 24 prices.
extension HourlyPriceDay: CustomTestStringConvertible {
    public var testDescription: String { day }
}

/// Rectangles the geometry is tried in: at the origin, and inset by axis margins.
enum ChartRects {
    static let atOrigin = CGRect(x: 0, y: 0, width: 600, height: 200)
    static let withMargins = CGRect(x: 48, y: 16, width: 600, height: 200)
    static let awkward = CGRect(x: -20, y: 35.5, width: 361, height: 97)
    static let all = [atOrigin, withMargins, awkward]
}

/// A few sorted samples with their answers worked out in the chapter text.
enum Samples {
    /// The chapter's worked example: eight prices, sorted.
    static let eight: [Double] = [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31]
    /// Every day of the period, with its price list sorted.
    static let days = HourlyPriceDay.sixtyDays2026
    /// All the period's prices, sorted.
    static let period = HourlyPriceDay.sixtyDays2026.flatMap(\.measured).sorted()
    /// The lowest to the highest price of the period.
    static let periodRange = period[0]...period[period.count - 1]
}
