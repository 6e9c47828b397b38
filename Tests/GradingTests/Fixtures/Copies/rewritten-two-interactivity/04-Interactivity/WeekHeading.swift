import Foundation

/// Exercise 4.8: the heading over a scrolled chart, such as "15 – 21 Jul", for `days`
/// days from `start`.
public func weekHeading(from start: Date, days: Int, in calendar: Calendar) -> String {
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    // The last day shown is days - 1 after the first: Monday + 6 is Sunday.
    let end = calendar.date(byAdding: .day, value: max(days - 1, 0), to: start) ?? start
    let first = calendar.dateComponents([.day, .month], from: start)
    let last = calendar.dateComponents([.day, .month], from: end)
    let (firstDay, firstMonth) = (first.day ?? 1, first.month ?? 1)
    let (lastDay, lastMonth) = (last.day ?? 1, last.month ?? 1)
    if firstMonth == lastMonth {
        return "\(firstDay) – \(lastDay) \(months[lastMonth - 1])"
    }
    return "\(firstDay) \(months[firstMonth - 1]) – \(lastDay) \(months[lastMonth - 1])"
}
