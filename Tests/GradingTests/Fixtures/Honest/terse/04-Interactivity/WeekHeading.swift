import ExerciseSupport
import Foundation

/// Exercise 4.8 · The week heading
///
/// Returns the heading over a scrolled chart for the `days` days from `start`: "15 – 21
/// Jul", or "29 Jul – 4 Aug" when the days cross into another month.
///
/// `chartScrollPosition(x: $scrollPosition)` binds the scroll position to `@State`, which
/// is just what a heading such as "You are looking at: 15 – 21 Jul" needs above the chart.
///
/// The last day shown is `days - 1` days after the first: a week from Monday the 15th
/// ends on Sunday the 21st, not the 22nd. Let the calendar add the days (in a week when
/// the clocks go back one day has 25 hours, so 6 × 86,400 seconds after Monday 00:00 is
/// still Saturday), and read the day and month of each end with
/// `calendar.dateComponents([.day, .month], from:)`, in the calendar's time zone: a
/// `DateFormatter` left to itself reads dates in the device's time zone, where Monday
/// 00:00 in Zagreb may still be Sunday. Write
/// the days without a leading zero and the months as three letters, Jan to Dec; between
/// the two ends goes an en dash with a space on each side (" – ", not a hyphen). When both
/// ends are in the same month, name it once, at the end.
///
/// Worked example, in a Gregorian calendar in Europe/Zagreb (`DailySteps.summer2024.calendar`
/// is one), from three Mondays at 00:00:
///
///     let calendar = DailySteps.summer2024.calendar
///     let july15 = calendar.date(from: DateComponents(year: 2024, month: 7, day: 15))!
///     let july29 = calendar.date(from: DateComponents(year: 2024, month: 7, day: 29))!
///     let december30 = calendar.date(from: DateComponents(year: 2024, month: 12, day: 30))!
///     weekHeading(from: july15, days: 7, in: calendar)       // "15 – 21 Jul"
///     weekHeading(from: july29, days: 7, in: calendar)       // "29 Jul – 4 Aug"
///     weekHeading(from: december30, days: 7, in: calendar)   // "30 Dec – 5 Jan"
///     weekHeading(from: july15, days: 14, in: calendar)      // "15 – 28 Jul": two weeks
///
/// Swift hint: spell the months out yourself,
/// `["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]`,
/// indexed by `month - 1`: `calendar.shortMonthSymbols` depends on the calendar's locale,
/// and a calendar without one gives "M07" on Linux.
///
/// - Parameters:
///   - start: The first day shown, at midnight.
///   - days: How many days the chart shows, 7 for a week.
///   - calendar: The calendar, with the time zone, that the days are counted in.
/// - Returns: The heading text.
public func weekHeading(from start: Date, days: Int, in calendar: Calendar) -> String {
    let end = calendar.date(byAdding: .day, value: days - 1, to: start) ?? start
    let (a, b) = (calendar.dateComponents([.day, .month], from: start), calendar.dateComponents([.day, .month], from: end))
    let d = { (c: DateComponents) in "\(c.day ?? 0)" }, m = { (c: DateComponents) in months[(c.month ?? 1) - 1] }
    return a.month == b.month ? "\(d(a)) – \(d(b)) \(m(b))" : "\(d(a)) \(m(a)) – \(d(b)) \(m(b))"
}

private let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
