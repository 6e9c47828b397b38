import Foundation

/// Common mistake "counting seven days to the end": the last day is `days` after the
/// first, one day too late.
public func weekHeading(from start: Date, days: Int, in calendar: Calendar) -> String {
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let end = calendar.date(byAdding: .day, value: days, to: start) ?? start
    let first = calendar.dateComponents([.day, .month], from: start)
    let last = calendar.dateComponents([.day, .month], from: end)
    let (firstDay, firstMonth) = (first.day ?? 1, first.month ?? 1)
    let (lastDay, lastMonth) = (last.day ?? 1, last.month ?? 1)
    if firstMonth == lastMonth {
        return "\(firstDay) – \(lastDay) \(months[lastMonth - 1])"
    }
    return "\(firstDay) \(months[firstMonth - 1]) – \(lastDay) \(months[lastMonth - 1])"
}
