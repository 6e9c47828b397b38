import ExerciseSupport
import Foundation

/// Exercise 5.7 · Date ticks
///
/// Returns the instants from `start` through `end` (both included) where a date axis
/// puts its ticks: the starts of local hours, days, weeks or months in `timeZone`, as
/// `AxisMarks(values: .stride(by: .hour, count: 3))` does.
///
/// - `.hours(n)`: every start of a local hour whose hour is a multiple of `n`
///   (`.hours(3)`: 00:00, 03:00, 06:00, ...). `n` of 0 or less gives [].
/// - `.days`: every local midnight.
/// - `.weeks`: every Monday at midnight. `Calendar(identifier: .gregorian)` starts its
///   weeks on Sunday: set `calendar.firstWeekday = 2`.
/// - `.months`: every first of the month at midnight.
///
/// Use a `Calendar` with `calendar.timeZone = timeZone`. Find the start of the unit
/// that holds `start` with `calendar.dateInterval(of: .hour, for: start)?.start` (or
/// `.day`, `.weekOfYear`, `.month`), then step forward one unit at a time, keeping the
/// ticks from `start` on.
///
/// Step hours one at a time, 3,600 seconds each, and keep those whose local hour
/// (`calendar.component(.hour, from: tick)`) is a multiple of `n`. On the day the clocks
/// go back, 02:00 comes twice, an hour apart, and both are ticks. Do not step `n` hours at
/// once: on the day the clocks jump from 02:00 to 03:00, three hours after midnight is
/// 04:00, and `.hours(3)` wants 03:00. Step days, weeks and months with
/// `calendar.date(byAdding: .day, value: 1, to: tick)` (or `.weekOfYear`, `.month`), so
/// that a midnight stays a midnight on a day of 23 or 25 hours: adding 86,400 seconds to
/// the midnight before such a day lands at 01:00 or 23:00.
///
///     // 29 March 2026 in Amsterdam: the clocks jump from 02:00 to 03:00, so the day has 23 hours.
///     let amsterdam = TimeZone(identifier: "Europe/Amsterdam")!
///     let midnight = ISO8601DateFormatter().date(from: "2026-03-29T00:00:00+01:00")!
///     let nextMidnight = midnight.addingTimeInterval(23 * 3600)
///     dateTicks(from: midnight, through: nextMidnight, every: .hours(1), in: amsterdam).count
///     // 24: 00:00, 01:00, 03:00, ..., 23:00, and the next 00:00
///     let everyThird = dateTicks(from: midnight, through: nextMidnight, every: .hours(3), in: amsterdam)
///     everyThird.map { $0.timeIntervalSince(midnight) / 3600 }
///     // [0, 2, 5, 8, 11, 14, 17, 20, 23]: hours after midnight, so 03:00, 06:00, ... on the clock
///     let firstOfJanuary = ISO8601DateFormatter().date(from: "2026-01-01T00:00:00+01:00")!
///     let endOfJanuary = ISO8601DateFormatter().date(from: "2026-01-31T23:59:59+01:00")!
///     let mondays = dateTicks(from: firstOfJanuary, through: endOfJanuary, every: .weeks, in: amsterdam)
///     mondays.map { $0.timeIntervalSince(firstOfJanuary) / 86_400 }
///     // [4, 11, 18, 25]: days after the 1st, so Monday 5, 12, 19 and 26 January
///
/// `end` before `start` gives [].
///
/// - Parameters:
///   - start: The first instant on the axis.
///   - end: The last instant on the axis.
///   - unit: How far apart the ticks are.
///   - timeZone: Whose clock and calendar the ticks follow.
/// - Returns: The ticks, earliest first.
public func dateTicks(from start: Date, through end: Date, every unit: TickUnit, in timeZone: TimeZone) -> [Date] {
    guard start <= end else { return [] }
    let calendar = tickCalendar(in: timeZone)

    switch unit {
    case .hours(let every):
        guard every > 0 else { return [] }
        return hourTicks(from: start, through: end, every: every, in: calendar)
    case .days:
        return calendarTicks(from: start, through: end, component: .day, in: calendar)
    case .weeks:
        return calendarTicks(from: start, through: end, component: .weekOfYear, in: calendar)
    case .months:
        return calendarTicks(from: start, through: end, component: .month, in: calendar)
    }
}

/// Seconds in an hour. Hours, unlike days, always have this many.
private let secondsPerHour: TimeInterval = 3_600

/// Weeks on the axis start on Monday (weekday 2), whatever the calendar would say.
private let monday = 2

/// A Gregorian calendar on `timeZone`'s clock, with its weeks starting on Monday.
private func tickCalendar(in timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.firstWeekday = monday
    return calendar
}

/// The start of every local hour from `start` through `end` whose hour on the clock is a
/// multiple of `every`. Steps one real hour at a time, so a skipped or doubled hour on a
/// day the clocks change is skipped or doubled here too.
private func hourTicks(from start: Date, through end: Date, every: Int, in calendar: Calendar) -> [Date] {
    guard var tick = calendar.dateInterval(of: .hour, for: start)?.start else { return [] }
    var ticks: [Date] = []
    while tick <= end {
        if tick >= start && calendar.component(.hour, from: tick) % every == 0 {
            ticks.append(tick)
        }
        tick = tick.addingTimeInterval(secondsPerHour)
    }
    return ticks
}

/// The start of every day, week or month (`component`) from `start` through `end`,
/// stepped with the calendar so that a midnight stays a midnight across clock changes.
private func calendarTicks(
    from start: Date, through end: Date, component: Calendar.Component, in calendar: Calendar
) -> [Date] {
    guard var tick = calendar.dateInterval(of: component, for: start)?.start else { return [] }
    var ticks: [Date] = []
    while tick <= end {
        if tick >= start {
            ticks.append(tick)
        }
        guard let next = nextStart(after: tick, component: component, in: calendar), next > tick else {
            break
        }
        tick = next
    }
    return ticks
}

/// The start of the unit after the one starting at `tick`. Snapping back to the unit's
/// start matters where a day begins at 01:00 because the clocks jumped at midnight: one
/// day later is 01:00 again, but the next day starts at 00:00.
private func nextStart(after tick: Date, component: Calendar.Component, in calendar: Calendar) -> Date? {
    guard let later = calendar.date(byAdding: component, value: 1, to: tick) else { return nil }
    return calendar.dateInterval(of: component, for: later)?.start ?? later
}
