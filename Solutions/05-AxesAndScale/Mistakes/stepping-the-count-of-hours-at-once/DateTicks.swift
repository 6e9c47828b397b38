import Foundation

/// Exercise 5.7: the calendar-aligned instants from `start` through `end`, local to
/// `timeZone`, with weeks starting on Monday.
public func dateTicks(from start: Date, through end: Date, every unit: TickUnit, in timeZone: TimeZone) -> [Date] {
    guard start <= end else { return [] }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.firstWeekday = 2  // Monday
    let component: Calendar.Component
    switch unit {
    case .hours(let count):
        guard count > 0 else { return [] }
        component = .hour
    case .days: component = .day
    case .weeks: component = .weekOfYear
    case .months: component = .month
    }
    guard var tick = calendar.dateInterval(of: component, for: start)?.start else { return [] }
    var ticks: [Date] = []
    while tick <= end {
        if tick >= start { ticks.append(tick) }
        // The mistake: n hours at a time from the first hour, whatever the local clock says.
        var hours = 1
        if case .hours(let count) = unit { hours = count }
        let next =
            component == .hour
            ? tick.addingTimeInterval(Double(hours) * 3600) : calendar.date(byAdding: component, value: 1, to: tick)
        guard let next, next > tick else { break }
        tick = next
    }
    return ticks
}
