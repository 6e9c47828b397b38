import Foundation

/// Hint 4.6-3 followed literally: back `n` days with `calendar.date(byAdding: .day, value:
/// -n, to:)`, then the start of that day again.
public func startOfWeek(containing date: Date, in calendar: Calendar) -> Date {
    let today = calendar.startOfDay(for: date)
    let n = (calendar.component(.weekday, from: today) + 5) % 7
    let monday = calendar.date(byAdding: .day, value: -n, to: today)!
    return calendar.startOfDay(for: monday)
}
