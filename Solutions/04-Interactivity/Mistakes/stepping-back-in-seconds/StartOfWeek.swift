import Foundation

/// Common mistake "stepping back in seconds": going back to Monday in steps of 86,400
/// seconds, as if every day were 24 hours long. In a week whose clocks change, one day
/// has 23 or 25 hours, and the answer lands an hour off Monday's midnight.
public func startOfWeek(containing date: Date, in calendar: Calendar) -> Date {
    let startOfDay = calendar.startOfDay(for: date)
    let weekday = calendar.component(.weekday, from: startOfDay)
    let daysSinceMonday = (weekday + 5) % 7
    return startOfDay.addingTimeInterval(-Double(daysSinceMonday) * 86_400)
}
