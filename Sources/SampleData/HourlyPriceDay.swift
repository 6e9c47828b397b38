import Foundation

/// One day of day-ahead electricity prices in euro per kWh, an hour at a time, as the
/// energy-price chapters use them.
///
/// A day has as many prices as it has hours: 24 on an ordinary day, 23 on the day the
/// clocks go forward and 25 on the day they go back. A missing price is `nil`.
///
/// ```
/// let day = HourlyPriceDay.springForward2026
/// day.prices.count                      // 23: in Amsterdam, 02:00 does not exist that day
/// day.startOfDay                        // 2026-03-28 23:00:00 UTC, local midnight
/// ```
public struct HourlyPriceDay: Hashable, Sendable {
    /// The local calendar day, such as "2026-03-29".
    public let day: String
    /// The time zone the day and its hours are local to, such as "Europe/Amsterdam".
    public let timeZoneIdentifier: String
    /// One price per hour that the day has, from local midnight on; `nil` where missing.
    public let prices: [Double?]

    public init(day: String, timeZoneIdentifier: String = "Europe/Amsterdam", prices: [Double?]) {
        self.day = day
        self.timeZoneIdentifier = timeZoneIdentifier
        self.prices = prices
    }

    /// The day's time zone.
    public var timeZone: TimeZone { TimeZone(identifier: timeZoneIdentifier)! }

    /// The instant of local midnight at the start of the day.
    public var startOfDay: Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = day.split(separator: "-").compactMap { Int($0) }
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))!
    }
}

extension HourlyPriceDay {
    /// Sunday 29 March 2026: the clocks go from 02:00 to 03:00, so the day has 23 hours.
    /// A sunny spring Sunday: solar power pushes the midday prices below zero.
    public static let springForward2026 = HourlyPriceDay(
        day: "2026-03-29",
        prices: [
            // 00:00, 01:00, then 03:00: the clocks go forward, and there is no 02:00.
            0.089, 0.081, 0.074, 0.071, 0.072, 0.078, 0.083, 0.064, 0.031,
            0.004, -0.012, -0.027, -0.035, -0.021, 0.006, 0.048, 0.097, 0.142, 0.168,
            0.151, 0.122, 0.104, 0.095,
        ])

    /// Sunday 25 October 2026: the clocks go from 03:00 back to 02:00, so the day has 25
    /// hours and 02:00 comes twice. A grey, windless autumn Sunday with an evening peak.
    public static let fallBack2026 = HourlyPriceDay(
        day: "2026-10-25",
        prices: [
            // 00:00, 01:00, 02:00, then 02:00 again as the clocks go back.
            0.102, 0.094, 0.088, 0.086, 0.084, 0.085, 0.091, 0.103, 0.118,
            0.126, 0.121, 0.112, 0.104, 0.099, 0.101, 0.114, 0.139, 0.187, 0.236,
            0.248, 0.221, 0.178, 0.146, 0.127, 0.112,
        ])
}
