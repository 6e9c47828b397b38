import Foundation
import Interactivity
import Testing
import TestSupport

@Suite("4.8 The week heading", .exercise("4.8"))
struct WeekHeadingTests {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The heading from `first` to `last`, each read as a day and month in `zone`.
    static func heading(_ first: Date, _ last: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let (a, b) = (calendar.dateComponents([.day, .month], from: first), calendar.dateComponents([.day, .month], from: last))
        let (firstDay, firstMonth, lastDay, lastMonth) = (a.day!, a.month!, b.day!, b.month!)
        return firstMonth == lastMonth
            ? "\(firstDay) – \(lastDay) \(months[lastMonth - 1])"
            : "\(firstDay) \(months[firstMonth - 1]) – \(lastDay) \(months[lastMonth - 1])"
    }

    /// The mistakes that give a wrong heading for the window: ending on day `days` instead of
    /// `days - 1`, the last day found in seconds, and the days read in another time zone than the calendar's (a
    /// DateFormatter's own, the device's, or UTC).
    static func mistakes(_ date: Date, days: Int, in calendar: Calendar) -> [CommonMistake<String>] {
        let last = calendar.date(byAdding: .day, value: days - 1, to: date)!
        let eighth = calendar.date(byAdding: .day, value: days, to: date)!
        var mistakes = [Mistake.countingSevenDaysToTheEnd(wouldGive: heading(date, eighth, in: calendar.timeZone))]
        mistakes.append(Mistake.addingDaysInSeconds(
            wouldGive: heading(date, date.addingTimeInterval(Double(days - 1) * 86_400), in: calendar.timeZone)))
        for zone in [TimeZone.current, TimeZone(identifier: "UTC")!] where zone.identifier != calendar.timeZone.identifier {
            mistakes.append(Mistake.formattingInTheDeviceTimeZone(wouldGive: heading(date, last, in: zone)))
        }
        return mistakes
    }

    static func check(_ start: (Int, Int, Int), days: Int = 7, zone: String = "Europe/Zagreb", expected: String,
                      hint: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let calendar = Days.calendar(zone)
        let date = Days.date(start.0, start.1, start.2, in: calendar)
        expectEqual(
            weekHeading(from: date, days: days, in: calendar), expected,
            "weekHeading(from: \(Days.literal(date)), days: \(days), in: calendar)  // from \(Days.describe(date, in: calendar))",
            hint: hint,
            commonMistakes: mistakes(date, days: days, in: calendar),
            sourceLocation: sourceLocation)
    }

    @Test("a week within one month names the month once, as in \"15 – 21 Jul\"")
    func withinAMonth() {
        Self.check((2024, 7, 15), expected: "15 – 21 Jul",
                   hint: "The first and last day, an en dash between them with a space on each side, then the month: "
                       + "\"\\(first) – \\(last) \\(month)\". The last day is days - 1 days after the first.")
        Self.check((2024, 7, 1), expected: "1 – 7 Jul",
                   hint: "Write the day without a leading zero: 1, not 01.")
    }

    @Test("a week across two months names both", arguments: [
        ((2024, 7, 29), "29 Jul – 4 Aug"), ((2024, 6, 26), "26 Jun – 2 Jul"),
        ((2024, 12, 30), "30 Dec – 5 Jan"), ((2024, 2, 26), "26 Feb – 3 Mar"),
    ] as [((Int, Int, Int), String)])
    func acrossMonths(start: (Int, Int, Int), expected: String) {
        Self.check(start, expected: expected,
                   hint: "When the last day falls in another month, each day gets its own month: \"29 Jul – 4 Aug\". "
                       + "Let the calendar add the days (calendar.date(byAdding: .day, value:, to:)), and read day and month "
                       + "with calendar.dateComponents([.day, .month], from:).")
    }

    @Test("a window of two weeks")
    func twoWeeks() {
        Self.check((2024, 7, 15), days: 14, expected: "15 – 28 Jul",
                   hint: "The window has days days; the last is days - 1 after the first.")
    }

    @Test("a window across a change of the clocks, in Zagreb and in Cairo", arguments: [
        ((2024, 10, 21), 14, "Europe/Zagreb", "21 Oct – 3 Nov"), ((2024, 10, 28), 7, "Africa/Cairo", "28 Oct – 3 Nov"),
        ((2024, 10, 28), 10, "Africa/Cairo", "28 Oct – 6 Nov"), ((2024, 4, 22), 7, "Africa/Cairo", "22 – 28 Apr"),
    ] as [((Int, Int, Int), Int, String, String)])
    func acrossAClockChange(start: (Int, Int, Int), days: Int, zone: String, expected: String) {
        Self.check(start, days: days, zone: zone, expected: expected,
                   hint: "Zagreb's clocks go back on Sunday 27 October 2024 and Cairo's at the end of Thursday 31 October, "
                       + "so one day of the window has 25 hours. Let the calendar add the days: "
                       + "calendar.date(byAdding: .day, value: days - 1, to: start).")
    }

    @Test("reads the days in the calendar's own time zone", arguments: [
        ("Europe/Zagreb", "15 – 21 Jul"), ("Pacific/Auckland", "15 – 21 Jul"), ("America/Los_Angeles", "15 – 21 Jul"),
    ])
    func timeZones(zone: String, expected: String) {
        Self.check((2024, 7, 15), zone: zone, expected: expected,
                   hint: "Midnight on Monday 15 July in \(zone) is another hour, even another day, elsewhere: read the day "
                       + "and month with calendar.dateComponents([.day, .month], from:), in the calendar you were given.")
    }
}
