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
/// `.day`, `.weekOfYear`, `.month`), then step forward. Step hours by 3,600 seconds:
/// on the day the clocks go back, 02:00 comes twice, and both are ticks. Step days,
/// weeks and months with `calendar.date(byAdding: .day, value: 1, to: tick)`, so that a
/// midnight stays a midnight on a day of 23 or 25 hours.
///
///     // 29 March 2026 in Amsterdam: the clocks jump from 02:00 to 03:00.
///     dateTicks(from: midnight, through: nextMidnight, every: .hours(1), in: amsterdam)
///     // 24 ticks: 00:00, 01:00, 03:00, ..., 23:00, and the next 00:00
///     dateTicks(from: firstOfJanuary2026, through: endOfJanuary, every: .weeks, in: amsterdam)
///     // Monday 5, 12, 19 and 26 January
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
    todo("step from the start of the unit holding start, keeping the calendar-aligned instants up to end")
}
