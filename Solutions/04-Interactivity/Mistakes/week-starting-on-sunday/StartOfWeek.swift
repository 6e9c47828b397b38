import Foundation

/// Common mistake "week starting on Sunday": the calendar's own week starts on its
/// `firstWeekday`, which is Sunday in a Gregorian calendar as made.
public func startOfWeek(containing date: Date, in calendar: Calendar) -> Date {
    calendar.dateInterval(of: .weekOfYear, for: date)?.start ?? date
}
