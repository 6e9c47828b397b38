import Foundation

/// Hint 4.8-2 followed literally: day and month read with `calendar.dateComponents([.day,
/// .month], from:)`, the month named from a list of our own.
public func weekHeading(from start: Date, days: Int, in calendar: Calendar) -> String {
    let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let end = calendar.date(byAdding: .day, value: days - 1, to: start) ?? start
    let from = calendar.dateComponents([.day, .month], from: start)
    let to = calendar.dateComponents([.day, .month], from: end)
    guard let fromDay = from.day, let fromMonth = from.month, let toDay = to.day, let toMonth = to.month else {
        return ""
    }
    if fromMonth == toMonth {
        return "\(fromDay) – \(toDay) \(names[toMonth - 1])"
    }
    return "\(fromDay) \(names[fromMonth - 1]) – \(toDay) \(names[toMonth - 1])"
}
