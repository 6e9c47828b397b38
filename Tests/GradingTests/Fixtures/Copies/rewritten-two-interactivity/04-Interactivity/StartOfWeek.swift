import Foundation

/// Exercise 4.6: the Monday at 00:00 at or before `date`, as `calendar` (and its time
/// zone) counts days.
public func startOfWeek(containing date: Date, in calendar: Calendar) -> Date {
    let startOfDay = calendar.startOfDay(for: date)
    // Weekdays count from Sunday = 1, so Monday is 2; (weekday + 5) % 7 days since Monday.
    let weekday = calendar.component(.weekday, from: startOfDay)
    let daysSinceMonday = (weekday + 5) % 7
    let monday = calendar.date(byAdding: .day, value: -daysSinceMonday, to: startOfDay) ?? startOfDay
    // Where a day's midnight is skipped (Cairo, Friday 26 April 2024, starts at 01:00),
    // stepping back keeps that 01:00: start Monday at its own first moment.
    return calendar.startOfDay(for: monday)
}
