import Foundation
import SampleData
import TestSupport
import Testing

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
