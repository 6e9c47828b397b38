import Foundation

/// The interactivity chapter's data: the product sales of the interactive bar chart
/// lesson, and several weeks of daily step counts to scroll through a week at a time.
extension Dataset {
    /// Units sold per product, as in the lesson's interactive bar chart.
    ///
    ///     Dataset.productSales.points[0]   // iPhone, 120 units
    public static let productSales = Dataset(
        name: "products", title: "Product sales", unit: "units",
        points: [
            DataPoint(label: "iPhone", value: 120),
            DataPoint(label: "iPad", value: 80),
            DataPoint(label: "MacBook", value: 60),
            DataPoint(label: "Apple Watch", value: 45),
            DataPoint(label: "AirPods", value: 95),
        ])

    /// Steps walked per day, from Wednesday 26 June to Sunday 11 August 2024, labelled
    /// "Wed 26 Jun". The watch was charging on Thursday 18 July: that day is missing (NaN).
    public static let dailySteps = Dataset(
        name: "steps", title: "Daily steps", unit: "steps",
        points: zip(DailySteps.summer2024.dayLabels, DailySteps.summer2024.steps).map {
            DataPoint(label: $0, value: $1.map(Double.init) ?? .nan)
        })

    /// The interactivity chapter's two datasets.
    public static let interactivity = [productSales, dailySteps]
}

/// A series of daily step counts, one a day from a first local day on.
///
/// ```
/// let series = DailySteps.summer2024
/// series.dates[19]        // Monday 15 July 2024, 00:00 in Zagreb (14 July, 22:00 UTC)
/// series.dayLabels[19]    // "Mon 15 Jul"
/// ```
public struct DailySteps: Hashable, Sendable {
    /// The first local calendar day, such as "2024-06-26".
    public let firstDay: String
    /// The time zone the days are local to.
    public let timeZoneIdentifier: String
    /// The steps of each day from the first on; `nil` where the day was not measured.
    public let steps: [Int?]

    public init(firstDay: String, timeZoneIdentifier: String, steps: [Int?]) {
        self.firstDay = firstDay
        self.timeZoneIdentifier = timeZoneIdentifier
        self.steps = steps
    }

    /// The Gregorian calendar in the series' time zone, as `Calendar(identifier:)` makes
    /// it: its `firstWeekday` is Sunday, so a chart that wants Monday must say so.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: timeZoneIdentifier)!
        return calendar
    }

    /// The instant of local midnight at the start of each day, in order.
    public var dates: [Date] {
        let calendar = calendar
        let parts = firstDay.split(separator: "-").compactMap { Int($0) }
        let first = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))!
        return steps.indices.map { calendar.date(byAdding: .day, value: $0, to: first)! }
    }

    /// Each day as "Mon 15 Jul".
    public var dayLabels: [String] {
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let calendar = calendar
        return dates.map { date in
            let parts = calendar.dateComponents([.weekday, .day, .month], from: date)
            return "\(weekdays[parts.weekday! - 1]) \(parts.day!) \(months[parts.month! - 1])"
        }
    }
}

extension DailySteps {
    /// Seven weeks of a summer in Zagreb, from Wednesday 26 June to Sunday 11 August 2024:
    /// office days, longer walks at the weekend, a hiking Saturday now and then.
    public static let summer2024 = DailySteps(
        firstDay: "2024-06-26", timeZoneIdentifier: "Europe/Zagreb",
        steps: [
            // Wed 26 Jun to Sun 30 Jun
            8_412, 7_935, 9_120, 14_806, 11_290,
            // Mon 1 Jul to Sun 7 Jul
            7_604, 8_951, 6_873, 9_442, 10_118, 16_203, 12_047,
            // Mon 8 Jul to Sun 14 Jul
            8_230, 7_712, 9_365, 8_049, 11_583, 13_910, 9_876,
            // Mon 15 Jul to Sun 21 Jul: the watch was charging on Thursday
            9_015, 8_644, 10_272, nil, 9_938, 18_541, 12_406,
            // Mon 22 Jul to Sun 28 Jul
            7_389, 8_176, 7_954, 8_803, 9_671, 12_764, 10_352,
            // Mon 29 Jul to Sun 4 Aug
            6_942, 7_518, 8_337, 9_106, 10_845, 21_073, 11_629,
            // Mon 5 Aug to Sun 11 Aug
            8_561, 9_284, 8_007, 9_713, 10_490, 14_368, 12_915,
        ])
}
