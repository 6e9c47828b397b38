import Foundation

/// Hint 4.8-1 followed literally: the last day is `days - 1` days after the start,
/// counted by the calendar.
public func weekHeading(from start: Date, days: Int, in calendar: Calendar) -> String {
    let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let last = calendar.date(byAdding: .day, value: days - 1, to: start)!
    let firstDay = calendar.component(.day, from: start)
    let firstMonth = calendar.component(.month, from: start)
    let lastDay = calendar.component(.day, from: last)
    let lastMonth = calendar.component(.month, from: last)
    if firstMonth == lastMonth {
        return "\(firstDay) – \(lastDay) \(monthNames[lastMonth - 1])"
    } else {
        return "\(firstDay) \(monthNames[firstMonth - 1]) – \(lastDay) \(monthNames[lastMonth - 1])"
    }
}
