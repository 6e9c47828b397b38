import ExerciseSupport
import Foundation

/// Exercise 2.5 · Hours of the day
///
/// Returns the instant each hour of a local calendar day begins: the first at local
/// midnight, then one every hour (3600 seconds), up to but not including the next local
/// midnight.
///
/// A day does not always have 24 hours. In Europe/Amsterdam the clocks jump from 02:00 to
/// 03:00 on the last Sunday of March, so 29 March 2026 has 23 hours and no 02:00. On the
/// last Sunday of October they go back from 03:00 to 02:00, so 25 October 2026 has 25
/// hours and 02:00 comes twice. The day-ahead market publishes one price per real hour:
/// 23 prices that day, 25 this one. Which day it is depends on the time zone, too: when it
/// is 23:30 in London on 13 January, it is already 14 January in Amsterdam.
///
/// So never count to 24, and never use the device's time zone (`Calendar.current`,
/// `TimeZone.current`): the student's laptop may be in Tokyo while the chart is about
/// Amsterdam. Make a calendar in the time zone you are given:
///
///     var calendar = Calendar(identifier: .gregorian)
///     calendar.timeZone = timeZone
///     let midnight = calendar.startOfDay(for: date)
///     let nextMidnight = calendar.date(byAdding: .day, value: 1, to: midnight)!
///
/// and step from one to the other by 3600 seconds (`date.addingTimeInterval(3600)`). The
/// calendar knows where the clocks change; the hours in between are always 3600 seconds.
///
/// Worked example, any instant of 29 March 2026 in Amsterdam, here noon (10:00 UTC). A
/// `Date` is shown by its seconds since 1 January 1970 UTC, `timeIntervalSince1970`:
///
///     let amsterdam = TimeZone(identifier: "Europe/Amsterdam")!
///     let noon = Date(timeIntervalSince1970: 1_774_778_400)
///     let starts = hourStarts(ofDayContaining: noon, in: amsterdam)
///     starts.count                       // 23
///     starts[0].timeIntervalSince1970    // 1774738800: 2026-03-28 23:00 UTC, local midnight in winter time (UTC+1)
///     starts[2].timeIntervalSince1970    // 1774746000: 2026-03-29 01:00 UTC, 03:00 local in summer time (UTC+2)
///
/// - Parameters:
///   - date: Any instant of the day.
///   - timeZone: The time zone whose calendar day is meant.
/// - Returns: The start of each hour of that day, in order.
public func hourStarts(ofDayContaining date: Date, in timeZone: TimeZone) -> [Date] {
    // a calendar in the time zone of the chart, not the device's
    var calendarOfTheChart = Calendar(identifier: .gregorian)
    calendarOfTheChart.timeZone = timeZone

    let localMidnight = calendarOfTheChart.startOfDay(for: date)
    let nextLocalMidnight = calendarOfTheChart.date(byAdding: .day, value: 1, to: localMidnight)!

    var startsOfTheHours: [Date] = []
    var startOfThisHour = localMidnight
    // step one hour (3600 seconds) at a time until the next midnight
    while startOfThisHour < nextLocalMidnight {
        startsOfTheHours.append(startOfThisHour)
        startOfThisHour = startOfThisHour.addingTimeInterval(3600)
    }
    return startsOfTheHours
}
