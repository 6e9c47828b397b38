import Foundation

/// Common mistake "monday as the second day of the week": Monday is taken as the day after
/// the calendar's `firstWeekday`, which is right only where the weeks start on Sunday.
public func startOfWeek(containing date: Date, in calendar: Calendar) -> Date {
    let startOfDay = calendar.startOfDay(for: date)
    let weekday = calendar.component(.weekday, from: startOfDay)
    // The mistake: Monday counted as the second day of the calendar's own week.
    let monday = calendar.firstWeekday % 7 + 1
    let daysSinceMonday = (weekday - monday + 7) % 7
    let start = calendar.date(byAdding: .day, value: -daysSinceMonday, to: startOfDay) ?? startOfDay
    return calendar.startOfDay(for: start)
}
