import Foundation

/// Reading `--now`: a clock time on the day shown ("14:30"), or a full local date and
/// time ("2026-03-29 14:30"), both in the day's own time zone, and an offset from UTC to
/// pick one of a time that comes twice ("02:30+01:00").
///
/// ```
/// PreviewTime.instant(from: "14:30", onDayStarting: midnight, in: amsterdam)
/// // 14:30 in Amsterdam on the day that starts at `midnight`
/// PreviewTime.instant(from: "half past two", onDayStarting: midnight, in: amsterdam)   // nil
/// ```
enum PreviewTime {
    /// The instant `text` names, or `nil` when it is not a time.
    ///
    /// A clock time that comes twice, as 02:30 does on the day the clocks go back, is the
    /// first of the two unless an offset from UTC picks one: "02:30+01:00" is the second in
    /// Amsterdam. An offset the time zone does not have at that time is not a time.
    static func instant(from text: String, onDayStarting midnight: Date, in timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard (1...2).contains(parts.count) else { return nil }
        let (clockText, offset) = splitOffset(parts.last!)
        guard let clock = clockTime(clockText) else { return nil }
        var day = calendar.dateComponents([.year, .month, .day], from: midnight)
        if parts.count == 2 {
            let date = parts[0].split(separator: "-").compactMap { Int($0) }
            guard date.count == 3, (1...12).contains(date[1]), (1...31).contains(date[2]) else { return nil }
            (day.year, day.month, day.day) = (date[0], date[1], date[2])
        }
        day.hour = clock.hour
        day.minute = clock.minute
        guard let offset else { return calendar.date(from: day) }
        guard let seconds = offset, let fixed = TimeZone(secondsFromGMT: seconds) else { return nil }
        calendar.timeZone = fixed
        guard let instant = calendar.date(from: day), timeZone.secondsFromGMT(for: instant) == seconds else {
            return nil
        }
        return instant
    }

    /// "02:30+01:00" as "02:30" and 3600 seconds; `nil` for no offset, `.some(nil)` for one
    /// that cannot be read.
    private static func splitOffset(_ text: Substring) -> (Substring, Int??) {
        guard let sign = text.firstIndex(where: { $0 == "+" || $0 == "-" }) else { return (text, nil) }
        let numbers = text[text.index(after: sign)...].split(separator: ":", omittingEmptySubsequences: false).map {
            Int($0)
        }
        guard numbers.count == 2, let hours = numbers[0], let minutes = numbers[1], (0...14).contains(hours),
            (0...59).contains(minutes)
        else {
            return (text[..<sign], .some(nil))
        }
        return (text[..<sign], .some((hours * 3600 + minutes * 60) * (text[sign] == "-" ? -1 : 1)))
    }

    /// The other instant with the same clock time as `instant`, where the clocks go back
    /// and that time comes twice; `nil` on any other time.
    ///
    ///     PreviewTime.otherOccurrence(of: firstHalfPastTwo, in: amsterdam)   // an hour later, 02:30 again
    static func otherOccurrence(of instant: Date, in timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let offset = timeZone.secondsFromGMT(for: instant)
        let wall = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        // The clocks went back shortly before, or go back shortly after: the gap is the change.
        for candidate in [
            instant.addingTimeInterval(
                Double(offset - timeZone.secondsFromGMT(for: instant.addingTimeInterval(4 * 3600)))),
            instant.addingTimeInterval(
                Double(offset - timeZone.secondsFromGMT(for: instant.addingTimeInterval(-4 * 3600)))),
        ]
        where candidate != instant
            && calendar.dateComponents([.year, .month, .day, .hour, .minute], from: candidate) == wall
        {
            return candidate
        }
        return nil
    }

    /// The offset from UTC at `instant`: "+01:00".
    static func offset(at instant: Date, in timeZone: TimeZone) -> String {
        let seconds = timeZone.secondsFromGMT(for: instant)
        return String(format: "%@%02d:%02d", seconds < 0 ? "-" : "+", abs(seconds) / 3600, abs(seconds) % 3600 / 60)
    }

    /// What the footer says of a clock time that comes twice: which of the two `instant`
    /// is, and how to ask for the other. `nil` for a time that comes once.
    ///
    ///     // "02:30 comes twice: this is the first, +02:00; 02:30+01:00 is the second"
    static func ambiguity(of instant: Date, in timeZone: TimeZone) -> String? {
        guard let other = otherOccurrence(of: instant, in: timeZone) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        let clock = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        let (which, otherWhich) = instant < other ? ("first", "second") : ("second", "first")
        return "\(clock) comes twice: this is the \(which), \(offset(at: instant, in: timeZone)); "
            + "\(clock)\(offset(at: other, in: timeZone)) is the \(otherWhich)"
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
