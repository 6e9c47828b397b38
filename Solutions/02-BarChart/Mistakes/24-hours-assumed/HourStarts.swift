import Foundation

/// Exercise 2.5, with a mistake: every day is taken to have 24 hours.
public func hourStarts(ofDayContaining date: Date, in timeZone: TimeZone) -> [Date] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let midnight = calendar.startOfDay(for: date)
    return (0..<24).map { midnight.addingTimeInterval(3600 * Double($0)) }
}
