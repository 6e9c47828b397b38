import Foundation

/// Exercise 2.5: every hour of the local day, from midnight to the next midnight.
public func hourStarts(ofDayContaining date: Date, in timeZone: TimeZone) -> [Date] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let midnight = calendar.startOfDay(for: date)
    guard let nextMidnight = calendar.date(byAdding: .day, value: 1, to: midnight) else { return [] }
    return Array(stride(from: midnight, to: nextMidnight, by: 3600))
}
