import BarChart
import Foundation
import SampleData
import TestSupport
import Testing

/// A day of prices that the tests try the chapter's functions on: the sample days, and
/// edge cases that a chart meets sooner or later.
struct PriceDay: Sendable, CustomTestStringConvertible {
    let name: String
    /// Euro per kWh, one per hour; `nil` where missing.
    let prices: [Double?]
    /// Local midnight, where the first hour begins.
    let start: Date

    init(_ name: String, _ prices: [Double?], start: Date = PriceDay.ordinaryMidnight) {
        self.name = name
        self.prices = prices
        self.start = start
    }

    init(_ name: String, _ day: HourlyPriceDay) {
        self.init(name, day.prices, start: day.startOfDay)
    }

    var testDescription: String { name }

    /// The prices as the chapter's functions take them, an hour apart from `start`.
    var hours: [EnergyPrice] {
        prices.enumerated().map { EnergyPrice(start: start.addingTimeInterval(3600 * Double($0)), price: $1) }
    }

    var known: [Double] { prices.compactMap { $0 } }

    /// The prices as Swift source, for a failure message: "[0.098, nil, ...] (the winter day)".
    var literal: String {
        let written = prices.map { $0.map(swiftLiteral) ?? "nil" }
        let list =
            written.count > 14
            ? written.prefix(6).joined(separator: ", ") + ", ... (\(written.count - 12) more) ..., "
                + written.suffix(6).joined(separator: ", ")
            : written.joined(separator: ", ")
        return "[\(list)] (\(name), \(prices.count) hour\(prices.count == 1 ? "" : "s"))"
    }

    /// 14 January 2026, 00:00 in Amsterdam: 2026-01-13 23:00 UTC.
    static let ordinaryMidnight = Date(timeIntervalSince1970: 1_768_345_200)

    static let winter = PriceDay("the winter day", HourlyPriceDay.winterWeekday2026)
    static let sunnySpring = PriceDay("the sunny spring Sunday", HourlyPriceDay.sunnySpringSunday2026)
    static let springForward = PriceDay("the spring-forward day", HourlyPriceDay.springForward2026)
    static let fallBack = PriceDay("the fall-back day", HourlyPriceDay.fallBack2026)
    static let missingHour = PriceDay("the day with a missing hour", HourlyPriceDay.missingHour2026)

    static let allEqual = PriceDay("all prices equal", Array(repeating: 0.12, count: 24))
    static let allNegative = PriceDay("all prices negative", (0..<24).map { -0.004 * Double($0 % 7 + 1) })
    static let allMissing = PriceDay("all prices missing", Array(repeating: nil, count: 24))
    static let allZero = PriceDay("all prices zero", Array(repeating: 0, count: 24))
    static let oneBar = PriceDay("one bar", [0.15])
    static let twentyThreeHours = PriceDay(
        "23 hours, none negative", Array(HourlyPriceDay.fallBack2026.prices.prefix(23)))

    /// Every sample day.
    static let samples = [winter, sunnySpring, springForward, fallBack, missingHour]
    /// Every edge case.
    static let edgeCases = [allEqual, allNegative, allMissing, allZero, oneBar, twentyThreeHours]
    static let all = samples + edgeCases
    /// The days without a price below zero, which exercise 2.2 draws.
    static let nonNegative = all.filter { $0.known.allSatisfy { $0 >= 0 } }
}

/// The rectangles the chapter's functions are tried in.
enum ChartRects {
    static let atOrigin = CGRect(x: 0, y: 0, width: 300, height: 200)
    /// Inset by margins, as a chart with axis labels is.
    static let withMargins = CGRect(x: 48, y: 16, width: 300, height: 200)
    /// Narrow, with a negative x and fractional sizes.
    static let awkward = CGRect(x: -20, y: 35.5, width: 120.5, height: 64)
    /// No width at all: a view that has not been laid out yet.
    static let zeroWidth = CGRect(x: 10, y: 20, width: 0, height: 100)
    /// So narrow that the gap of 2 is wider than a slot: 24 slots of 0.83.
    static let narrow = CGRect(x: 5, y: 0, width: 20, height: 100)

    static let all = [atOrigin, withMargins, awkward, zeroWidth, narrow]
}

extension TimeZone {
    static let amsterdam = TimeZone(identifier: "Europe/Amsterdam")!
}
