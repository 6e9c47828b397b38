import Foundation

/// Common mistake "formatting in the device time zone": a DateFormatter without a time
/// zone reads each date in the device's own, not in the calendar's, so Monday 00:00 in
/// Zagreb is Sunday on a machine set to UTC.
public func weekHeading(from start: Date, days: Int, in calendar: Calendar) -> String {
    let end = calendar.date(byAdding: .day, value: max(days - 1, 0), to: start) ?? start
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    // The mistake: formatter.timeZone is left as it is, the device's time zone.
    formatter.dateFormat = "M"
    let (firstMonth, lastMonth) = (formatter.string(from: start), formatter.string(from: end))
    formatter.dateFormat = "d"
    let (firstDay, lastDay) = (formatter.string(from: start), formatter.string(from: end))
    formatter.dateFormat = "MMM"
    let (firstName, lastName) = (formatter.string(from: start), formatter.string(from: end))
    if firstMonth == lastMonth {
        return "\(firstDay) – \(lastDay) \(lastName)"
    }
    return "\(firstDay) \(firstName) – \(lastDay) \(lastName)"
}
