import Foundation

/// Dates for the chapter's tests, as local days in Zagreb, where the lesson's step counts
/// were walked.
enum Days {
    /// Monday 15 July 2024, 00:00 in Zagreb (Sunday 14 July, 22:00 UTC).
    static let monday = Date(timeIntervalSince1970: 1_720_994_400)
    static let day: TimeInterval = 86_400

    /// A week of daily readings at local midnight, Monday to Sunday.
    static let week = (0..<7).map { monday.addingTimeInterval(Double($0) * day) }

    /// `days` days after Monday 15 July 00:00 (fractions are parts of a day).
    static func after(_ days: Double) -> Date { monday.addingTimeInterval(days * day) }

    /// The Gregorian calendar in `zone`, as `Calendar(identifier:)` makes it: its weeks
    /// start on Sunday, as in the United States.
    static func calendar(_ zone: String = "Europe/Zagreb") -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        return calendar
    }

    /// A local date and time in `calendar`'s time zone.
    static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0,
        in calendar: Calendar = calendar()
    ) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// A date as a person reads it in `calendar`'s time zone: "Mon 15 Jul 2024 00:00 (Europe/Zagreb)".
    static func describe(_ date: Date, in calendar: Calendar = calendar()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "EEE d MMM yyyy HH:mm"
        return formatter.string(from: date) + " (\(calendar.timeZone.identifier))"
    }

    /// The Swift code for a date in a failure message, with a comment that reads it.
    static func literal(_ date: Date) -> String {
        "Date(timeIntervalSince1970: \(swiftNumber(date.timeIntervalSince1970)))"
    }

    private static func swiftNumber(_ number: Double) -> String {
        let text = "\(number)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// How the test writes `Days.week` in a failure message.
    static let weekLiteral = "week  // 7 readings at 00:00 on Mon 15 to Sun 21 Jul 2024, Zagreb"
}
