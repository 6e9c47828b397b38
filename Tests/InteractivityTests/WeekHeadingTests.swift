import Foundation
import Interactivity
import TestSupport
import Testing

@Suite("4.8 The week heading", .exercise("4.8"))
struct WeekHeadingTests {
    /// For each window these tests ask for (its first day, its number of days, its last day
    /// and the calendar's time zone), the headings that ending on day `days` instead of `days - 1`
    /// gives ("counting seven days to the end"), that finding the last day in seconds gives
    /// where it is wrong ("adding days in seconds"), and that reading the days in UTC gives
    /// where it is wrong ("formatting in the device time zone", as a DateFormatter on a
    /// device in UTC reads them). nil where the mistake gives the right heading. Worked out
    /// once and written down.
    static let mistakenHeadings:
        [(
            start: (Int, Int, Int), days: Int, last: (Int, Int, Int), zone: String,
            eighthDay: String, inSeconds: String?, inUTC: String?
        )] = [
            ((2024, 6, 26), 7, (2024, 7, 2), "Europe/Zagreb", "26 Jun – 3 Jul", nil, "25 Jun – 1 Jul"),
            ((2024, 7, 29), 7, (2024, 8, 4), "Europe/Zagreb", "29 Jul – 5 Aug", nil, "28 Jul – 3 Aug"),
            ((2024, 12, 30), 7, (2025, 1, 5), "Europe/Zagreb", "30 Dec – 6 Jan", nil, "29 Dec – 4 Jan"),
            ((2024, 7, 15), 14, (2024, 7, 28), "Europe/Zagreb", "15 – 29 Jul", nil, "14 – 27 Jul"),
            ((2024, 2, 26), 7, (2024, 3, 3), "Europe/Zagreb", "26 Feb – 4 Mar", nil, "25 Feb – 2 Mar"),
            ((2024, 10, 21), 14, (2024, 11, 3), "Europe/Zagreb", "21 Oct – 4 Nov", "21 Oct – 2 Nov", "20 Oct – 2 Nov"),
            ((2024, 10, 28), 7, (2024, 11, 3), "Africa/Cairo", "28 Oct – 4 Nov", "28 Oct – 2 Nov", "27 Oct – 2 Nov"),
            ((2024, 10, 28), 10, (2024, 11, 6), "Africa/Cairo", "28 Oct – 7 Nov", "28 Oct – 5 Nov", "27 Oct – 5 Nov"),
            ((2024, 7, 15), 7, (2024, 7, 21), "Europe/Zagreb", "15 – 22 Jul", nil, "14 – 20 Jul"),
            ((2024, 4, 22), 7, (2024, 4, 28), "Africa/Cairo", "22 – 29 Apr", nil, "21 – 27 Apr"),
            ((2024, 7, 15), 7, (2024, 7, 21), "Pacific/Auckland", "15 – 22 Jul", nil, "14 – 20 Jul"),
            ((2024, 7, 15), 7, (2024, 7, 21), "America/Los_Angeles", "15 – 22 Jul", nil, nil),
            ((2024, 7, 1), 7, (2024, 7, 7), "Europe/Zagreb", "1 – 8 Jul", nil, "30 Jun – 6 Jul"),
        ]

    /// The mistakes that give a wrong heading for the window, from the table above; and the
    /// days read in the device's own time zone, where that is neither UTC nor a zone whose
    /// clock agrees with the calendar's on the first and last day. That heading is asked of
    /// the student's own function: in a calendar of the device's time zone, for the window
    /// from the same first instant to the day on which the last day's start falls there.
    /// Read in the device's time zone, that window has the same first and last day as the
    /// one under test, so a function that reads every date in the device's time zone gives
    /// the same heading for both.
    static func mistakes(
        _ start: (Int, Int, Int), _ date: Date, days: Int, in calendar: Calendar,
        sourceLocation: SourceLocation
    ) -> [CommonMistake<String>] {
        guard
            let row = mistakenHeadings.first(where: {
                $0.start == start && $0.days == days && $0.zone == calendar.timeZone.identifier
            })
        else {
            Issue.record(
                "no mistaken headings are written down for \(start), \(days) days, \(calendar.timeZone.identifier)",
                sourceLocation: sourceLocation)
            return []
        }
        var mistakes = [Mistake.countingSevenDaysToTheEnd(wouldGive: row.eighthDay)]
        mistakes += row.inSeconds.map { [Mistake.addingDaysInSeconds(wouldGive: $0)] } ?? []
        let device = TimeZone.current
        let lastDay = Days.date(row.last.0, row.last.1, row.last.2, in: calendar)
        if device.identifier != "UTC",
            [date, lastDay].contains(where: {
                device.secondsFromGMT(for: $0) != calendar.timeZone.secondsFromGMT(for: $0)
            })
        {
            var deviceCalendar = calendar
            deviceCalendar.timeZone = device
            let deviceDays =
                1
                + (deviceCalendar.dateComponents(
                    [.day], from: deviceCalendar.startOfDay(for: date), to: deviceCalendar.startOfDay(for: lastDay)
                ).day ?? days - 1)
            let call =
                "weekHeading(from: \(Days.literal(date)), days: \(deviceDays), in: <the calendar in \(device.identifier)>)"
            let heading = studentCall(call) { weekHeading(from: date, days: deviceDays, in: deviceCalendar) }
            mistakes.append(Mistake.formattingInTheDeviceTimeZone(wouldGive: heading))
        }
        mistakes += row.inUTC.map { [Mistake.formattingInTheDeviceTimeZone(wouldGive: $0)] } ?? []
        return mistakes
    }

    static func check(
        _ start: (Int, Int, Int), days: Int = 7, zone: String = "Europe/Zagreb", expected: String,
        hint: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let calendar = Days.calendar(zone)
        let date = Days.date(start.0, start.1, start.2, in: calendar)
        expectEqual(
            weekHeading(from: date, days: days, in: calendar), expected,
            "weekHeading(from: \(Days.literal(date)), days: \(days), in: calendar)  // from \(Days.describe(date, in: calendar))",
            hint: hint,
            commonMistakes: mistakes(start, date, days: days, in: calendar, sourceLocation: sourceLocation),
            sourceLocation: sourceLocation)
    }

    @Test("a week within one month names the month once, as in \"15 – 21 Jul\"")
    func withinAMonth() {
        Self.check(
            (2024, 7, 15), expected: "15 – 21 Jul",
            hint: "The first and last day, an en dash between them with a space on each side, then the month: "
                + "\"\\(first) – \\(last) \\(month)\". The last day is days - 1 days after the first.")
        Self.check(
            (2024, 7, 1), expected: "1 – 7 Jul",
            hint: "Write the day without a leading zero: 1, not 01.")
    }

    @Test(
        "a week across two months names both",
        arguments: [
            ((2024, 7, 29), "29 Jul – 4 Aug"), ((2024, 6, 26), "26 Jun – 2 Jul"),
            ((2024, 12, 30), "30 Dec – 5 Jan"), ((2024, 2, 26), "26 Feb – 3 Mar"),
        ] as [((Int, Int, Int), String)])
    func acrossMonths(start: (Int, Int, Int), expected: String) {
        Self.check(
            start, expected: expected,
            hint: "When the last day falls in another month, each day gets its own month: \"29 Jul – 4 Aug\". "
                + "Let the calendar add the days (calendar.date(byAdding: .day, value:, to:)), and read day and month "
                + "with calendar.dateComponents([.day, .month], from:).")
    }

    @Test("a window of two weeks")
    func twoWeeks() {
        Self.check(
            (2024, 7, 15), days: 14, expected: "15 – 28 Jul",
            hint: "The window has days days; the last is days - 1 after the first.")
    }

    @Test(
        "a window across a change of the clocks, in Zagreb and in Cairo",
        arguments: [
            ((2024, 10, 21), 14, "Europe/Zagreb", "21 Oct – 3 Nov"),
            ((2024, 10, 28), 7, "Africa/Cairo", "28 Oct – 3 Nov"),
            ((2024, 10, 28), 10, "Africa/Cairo", "28 Oct – 6 Nov"), ((2024, 4, 22), 7, "Africa/Cairo", "22 – 28 Apr"),
        ] as [((Int, Int, Int), Int, String, String)])
    func acrossAClockChange(start: (Int, Int, Int), days: Int, zone: String, expected: String) {
        Self.check(
            start, days: days, zone: zone, expected: expected,
            hint: "Zagreb's clocks go back on Sunday 27 October 2024 and Cairo's at the end of Thursday 31 October, "
                + "so one day of the window has 25 hours. Let the calendar add the days: "
                + "calendar.date(byAdding: .day, value: days - 1, to: start).")
    }

    @Test(
        "reads the days in the calendar's own time zone",
        arguments: [
            ("Europe/Zagreb", "15 – 21 Jul"), ("Pacific/Auckland", "15 – 21 Jul"),
            ("America/Los_Angeles", "15 – 21 Jul"),
        ])
    func timeZones(zone: String, expected: String) {
        Self.check(
            (2024, 7, 15), zone: zone, expected: expected,
            hint: "Midnight on Monday 15 July in \(zone) is another hour, even another day, elsewhere: read the day "
                + "and month with calendar.dateComponents([.day, .month], from:), in the calendar you were given.")
    }
}
