import Foundation

/// Exercise 2.5, with a mistake: the device's calendar and time zone instead of `timeZone`.
public func hourStarts(ofDayContaining date: Date, in timeZone: TimeZone) -> [Date] {
    let calendar = Calendar.current
    let midnight = calendar.startOfDay(for: date)
    guard let nextMidnight = calendar.date(byAdding: .day, value: 1, to: midnight) else { return [] }
    return Array(stride(from: midnight, to: nextMidnight, by: 3600))
}
