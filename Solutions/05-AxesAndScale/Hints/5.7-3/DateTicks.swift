import Foundation

/// Exercise 5.7, as hints 1 to 3 have it: from the start of the unit holding start, hours
/// 3,600 seconds at a time, kept where the local hour is a multiple of the count; days,
/// weeks and months by the calendar.
public func dateTicks(from start: Date, through end: Date, every unit: TickUnit, in timeZone: TimeZone) -> [Date] {
    guard start <= end else { return [] }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.firstWeekday = 2
    var ticks: [Date] = []
    switch unit {
    case .hours(let count):
        guard count > 0, var tick = calendar.dateInterval(of: .hour, for: start)?.start else { return [] }
        while tick <= end {
            if tick >= start && calendar.component(.hour, from: tick) % count == 0 { ticks.append(tick) }
            tick = tick.addingTimeInterval(3600)
        }
    case .days, .weeks, .months:
        let component: Calendar.Component = unit == .days ? .day : unit == .weeks ? .weekOfYear : .month
        guard var tick = calendar.dateInterval(of: component, for: start)?.start else { return [] }
        while tick <= end {
            if tick >= start { ticks.append(tick) }
            guard let next = calendar.date(byAdding: component, value: 1, to: tick) else { break }
            tick = next
        }
    }
    return ticks
}
