import ExerciseSupport
import Foundation

/// Exercise 4.6 · Snapping to Monday
///
/// Returns the Monday at 00:00 at or before `date`, in `calendar`'s time zone.
///
/// A chart that scrolls a week at a time should come to rest with a whole week in view,
/// not Wednesday afternoon to Wednesday afternoon. Swift Charts says so with
///
///     .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0),
///                                              majorAlignment: .matching(DateComponents(weekday: 2))))
///
/// "snap to midnight, and on a big swipe to a Monday" (weekday 2). Here you compute the
/// Monday yourself.
///
/// "Monday at 00:00" is a question for a calendar, not for arithmetic on seconds: the
/// same instant can be Monday 01:30 in Zagreb and still Sunday 19:30 in New York, and a
/// day is 23 or 25 hours long when the clocks change. So use the calendar you are given
/// (it carries the time zone): `calendar.startOfDay(for:)` goes back to midnight,
/// `calendar.component(.weekday, from:)` says which day it is (1 is Sunday, 2 Monday, ...
/// 7 Saturday), and `calendar.date(byAdding: .day, value: -days, to:)` steps back whole
/// days. Not every country changes its clocks on a Sunday night: in Cairo they jump
/// from 00:00 to 01:00 on Friday 26 April 2024, so that Friday starts at 01:00, and four
/// days back from its start is Monday 01:00. So end with `calendar.startOfDay(for:)` of
/// the Monday.
///
/// Beware: `Calendar(identifier: .gregorian)` starts its weeks on *Sunday*
/// (`firstWeekday` is 1, as in the United States), so `calendar.dateInterval(of:
/// .weekOfYear, for:)` gives the Sunday. The chart's weeks start on Monday, as in most of
/// Europe, whatever the calendar's `firstWeekday`.
///
/// Worked example, in a Gregorian calendar in Europe/Zagreb:
///
///     startOfWeek(containing: Wed 17 Jul 2024 14:00, in: calendar)   // Mon 15 Jul 2024 00:00
///     startOfWeek(containing: Mon 15 Jul 2024 00:00, in: calendar)   // the same instant
///     startOfWeek(containing: Sun 21 Jul 2024 23:59, in: calendar)   // Mon 15 Jul 2024 00:00
///     startOfWeek(containing: Wed 1 Jan 2025 18:00, in: calendar)    // Mon 30 Dec 2024 00:00
///
/// Swift hint: counting from Monday, a weekday `w` is `(w + 5) % 7` days after Monday:
/// 0 for Monday (2), 6 for Sunday (1).
///
/// - Parameters:
///   - date: The scroll position, any instant.
///   - calendar: The calendar, with the time zone, that says where days begin.
/// - Returns: The start of the Monday of `date`'s week.
public func startOfWeek(containing date: Date, in calendar: Calendar) -> Date {
    todo("go back to the start of the day, then (weekday + 5) % 7 days back to Monday")
}
