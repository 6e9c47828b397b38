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
        if tick >= start {
            if case .hours(let count) = unit {
                if calendar.component(.hour, from: tick) % count == 0 { ticks.append(tick) }
            } else {
                ticks.append(tick)
            }
        }
        // Hours are 3,600 seconds apart even when the clock jumps; days, weeks and months
        // follow the local calendar, so a midnight stays a midnight across a DST change.
        let next =
            component == .hour ? tick.addingTimeInterval(3600) : calendar.date(byAdding: component, value: 1, to: tick)
        guard let next, next > tick else { break }
        tick = next
    }
    return ticks
}
