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
/// Europe, whatever the calendar's `firstWeekday`: the tests hand you calendars whose weeks
/// start on Sunday, Monday, Wednesday or Saturday. `firstWeekday` moves the calendar's own
/// weeks; it does not renumber the weekdays, and Monday is weekday 2 in all of them.
///
/// Worked example, in a Gregorian calendar in Europe/Zagreb (`DailySteps.summer2024.calendar`
/// is one, made as `Calendar(identifier: .gregorian)` with its `timeZone` set), where
/// `monday` is Monday 15 July 2024, 00:00:
///
///     let calendar = DailySteps.summer2024.calendar
///     let monday = calendar.date(from: DateComponents(year: 2024, month: 7, day: 15))!
///     let wednesday = calendar.date(from: DateComponents(year: 2024, month: 7, day: 17, hour: 14))!
///     let sunday = calendar.date(from: DateComponents(year: 2024, month: 7, day: 21, hour: 23, minute: 59))!
///     let newYear = calendar.date(from: DateComponents(year: 2025, month: 1, day: 1, hour: 18))!
///     let lastMonday = calendar.date(from: DateComponents(year: 2024, month: 12, day: 30))!
///     startOfWeek(containing: wednesday, in: calendar) == monday    // true: Wednesday 14:00 snaps back
///     startOfWeek(containing: monday, in: calendar) == monday       // true: Monday 00:00 is its own start
///     startOfWeek(containing: sunday, in: calendar) == monday       // true: Sunday 23:59 is the week's end
///     startOfWeek(containing: newYear, in: calendar) == lastMonday  // true: Monday 30 December 2024
///
/// Swift hint: counting from Monday, a weekday `w` is `(w + 5) % 7` days after Monday:
/// 0 for Monday (2), 6 for Sunday (1).
///
/// - Parameters:
///   - date: The scroll position, any instant.
///   - calendar: The calendar, with the time zone, that says where days begin.
/// - Returns: The start of the Monday of `date`'s week.
public func startOfWeek(containing date: Date, in calendar: Calendar) -> Date {
    let midnight = calendar.startOfDay(for: date)
    let weekday = calendar.component(.weekday, from: midnight)
    let daysBack = daysSinceMonday(weekday: weekday)

    guard daysBack > 0,
          let monday = calendar.date(byAdding: .day, value: -daysBack, to: midnight)
    else {
        return midnight
    }
    // Where clocks jump at midnight, stepping back whole days can land at 01:00:
    // go to the Monday's real start.
    return calendar.startOfDay(for: monday)
}

/// The number Gregorian calendars give Monday, whatever their `firstWeekday`.
private let mondayWeekday = 2

/// Days in a week.
private let daysPerWeek = 7

/// How many days `weekday` (1 Sunday ... 7 Saturday) comes after Monday: 0 for Monday,
/// 6 for Sunday.
private func daysSinceMonday(weekday: Int) -> Int {
    let difference = (weekday - mondayWeekday) % daysPerWeek
    // Swift's % keeps the sign of the left side, so Sunday (1 - 2 = -1) needs a nudge.
    return difference < 0 ? difference + daysPerWeek : difference
}
