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
/// Worked example, in a Gregorian calendar in Europe/Zagreb:
///
///     weekHeading(from: Mon 15 Jul 2024 00:00, days: 7, in: calendar)    // "15 – 21 Jul"
///     weekHeading(from: Mon 29 Jul 2024 00:00, days: 7, in: calendar)    // "29 Jul – 4 Aug"
///     weekHeading(from: Mon 30 Dec 2024 00:00, days: 7, in: calendar)    // "30 Dec – 5 Jan"
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
    todo("find the last day, days - 1 after start, and write \"15 – 21 Jul\" or \"29 Jul – 4 Aug\"")
}
