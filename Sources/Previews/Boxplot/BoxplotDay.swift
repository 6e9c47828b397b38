import Foundation
import SampleData

/// One day of a dataset of hourly prices: the points whose labels share a date.
///
/// ```
/// let days = BoxplotDay.days(of: .sixtyDaysOfPrices)
/// days.count            // 60
/// days[14].label        // "2026-03-29"
/// days[14].prices.count // 23: the clocks go forward
/// ```
struct BoxplotDay: Equatable, Sendable {
    /// The date part of the labels, such as "2026-03-29".
    var label: String
    /// The day as a date, for `DailySummary`: midnight UTC of the label's date, or a
    /// stand-in one day per index when the label is not a date.
    var date: Date
    /// The measured prices in hour order; missing ones (NaN) are left out.
    var prices: [Double]
    /// The dataset's points that belong to the day.
    var points: Range<Int>

    /// The prices from cheapest to dearest, as the chapter's functions take them.
    var sorted: [Double] { prices.sorted() }

    /// The label as the x axis shows it: "03-29" for "2026-03-29".
    var shortLabel: String {
        label.count == 10 && label.filter({ $0 == "-" }).count == 2 ? String(label.dropFirst(5)) : label
    }

    /// The days of `data`: consecutive points whose labels start with the same text before
    /// a space ("2026-03-29 14:00"), or runs of 24 points when no label has a space, as
    /// with a student's CSV of plain hour numbers. Days without one measured price are
    /// left out.
    static func days(of data: Dataset) -> [BoxplotDay] {
        let labels = data.labels
        let byDate = labels.contains { $0.contains(" ") }
        var days: [BoxplotDay] = []
        var start = 0
        while start < labels.count {
            let key = byDate ? dateKey(of: labels[start]) : "day \(days.count + 1)"
            var end = start + 1
            while end < labels.count, byDate ? dateKey(of: labels[end]) == key : end - start < 24 { end += 1 }
            let prices = data.values[start..<end].filter { !$0.isNaN }
            if !prices.isEmpty {
                days.append(
                    BoxplotDay(
                        label: key, date: date(of: key, index: days.count), prices: Array(prices), points: start..<end))
            }
            start = end
        }
        return days
    }

    private static func dateKey(of label: String) -> String {
        String(label.prefix { $0 != " " })
    }

    private static func date(of key: String, index: Int) -> Date {
        let parts = key.split(separator: "-").compactMap { Int($0) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        if parts.count == 3,
            let date = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
        {
            return date
        }
        return Date(timeIntervalSince1970: Double(index) * 86_400)
    }
}
