import Foundation

/// Reading `--now`: a clock time on the day shown ("14:30"), or a full local date and
/// time ("2026-03-29 14:30"), both in the day's own time zone.
///
/// ```
/// PreviewTime.instant(from: "14:30", onDayStarting: midnight, in: amsterdam)
/// // 14:30 in Amsterdam on the day that starts at `midnight`
/// PreviewTime.instant(from: "half past two", onDayStarting: midnight, in: amsterdam)   // nil
/// ```
enum PreviewTime {
    /// The instant `text` names, or `nil` when it is not a time.
    static func instant(from text: String, onDayStarting midnight: Date, in timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard (1...2).contains(parts.count), let clock = clockTime(parts.last!) else { return nil }
        var day = calendar.dateComponents([.year, .month, .day], from: midnight)
        if parts.count == 2 {
            let date = parts[0].split(separator: "-").compactMap { Int($0) }
            guard date.count == 3, (1...12).contains(date[1]), (1...31).contains(date[2]) else { return nil }
            (day.year, day.month, day.day) = (date[0], date[1], date[2])
        }
        day.hour = clock.hour
        day.minute = clock.minute
        return calendar.date(from: day)
    }

    /// "14:30" as (14, 30); `nil` unless it is a time of day.
    private static func clockTime(_ text: Substring) -> (hour: Int, minute: Int)? {
        let numbers = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 2, let hour = numbers[0], let minute = numbers[1],
              (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return (hour, minute)
    }

    /// The instant as the footer shows it, local to the day: "14:30" or "2026-03-30 14:30".
    static func described(_ instant: Date, sameDayAs midnight: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        let clock = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        guard !calendar.isDate(instant, inSameDayAs: midnight) else { return clock }
        return String(format: "%04d-%02d-%02d ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0) + clock
    }
}
