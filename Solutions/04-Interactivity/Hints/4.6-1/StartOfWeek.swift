import Foundation

/// Hint 4.6-1 followed literally: the calendar does the date arithmetic, from the day's
/// start, `calendar.startOfDay(for:)`.
public func startOfWeek(containing date: Date, in calendar: Calendar) -> Date {
    let dayStart = calendar.startOfDay(for: date)
    let weekday = calendar.component(.weekday, from: dayStart)
    let back = (weekday + 5) % 7
    guard let monday = calendar.date(byAdding: .day, value: -back, to: dayStart) else { return dayStart }
    return calendar.startOfDay(for: monday)
}
