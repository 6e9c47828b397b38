import ExerciseSupport
import Foundation

/// Exercise 2.6 · The current hour (the lesson's second assignment)
///
/// Returns the index of the bar whose hour holds `instant`, so that the chart can draw
/// that bar differently; `nil` when the instant is not on the day at all.
///
/// An hour runs from its start up to, not including, the next start; the last hour of the
/// day ends 3600 seconds after its start. So the bar is the *last* hour that started at or
/// before the instant, provided the instant is before the end of the day.
///
/// It is tempting to take the clock hour, `Calendar.current.component(.hour, from: now)`,
/// as the index. That goes wrong twice. On 29 March 2026 in Amsterdam 03:00 is the third
/// hour, index 2, not 3; on 25 October, from the second 02:00 on, every index is one more
/// than the clock hour. And `Calendar.current` is the device's time zone, not the chart's. `hourStarts`
/// already knows all of that: compare instants, not clock times.
///
/// Worked example, 25 October 2026 in Amsterdam, the day the clocks go back: 14:30 local
/// is 13:30 UTC, and the same time a day earlier is not on that day at all:
///
///     let amsterdam = TimeZone(identifier: "Europe/Amsterdam")!
///     let halfPastTwo = Date(timeIntervalSince1970: 1_792_935_000)
///     let dayBefore = halfPastTwo.addingTimeInterval(-24 * 3600)
///     let starts = hourStarts(ofDayContaining: halfPastTwo, in: amsterdam)
///     barIndex(containing: halfPastTwo, hourStarts: starts)   // 15: the 16th hour
///     barIndex(containing: dayBefore, hourStarts: starts)     // nil
///
/// - Parameters:
///   - instant: The moment to find, such as now.
///   - hourStarts: The start of each hour of the day, as exercise 2.5 returns them.
/// - Returns: The index of the hour that holds `instant`, or `nil`.
public func barIndex(containing instant: Date, hourStarts: [Date]) -> Int? {
    guard let last = hourStarts.last,
          instant < last.addingTimeInterval(3600),
          let index = hourStarts.lastIndex(where: { $0 <= instant })
    else { return nil }
    return index
}
