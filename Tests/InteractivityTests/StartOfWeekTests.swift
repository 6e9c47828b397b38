import Foundation
import Interactivity
import TestSupport
import Testing

@Suite("4.6 Snapping to Monday", .exercise("4.6"))
struct StartOfWeekTests {
    /// For each date these tests snap (seconds since 1970, and the calendar's time zone),
    /// the local time that the calendar's own week, which starts on Sunday in a Gregorian
    /// calendar as made, gives ("week starting on Sunday"), and the one that stepping back
    /// in days of 86,400 seconds gives where it is wrong ("stepping back in seconds"; nil
    /// where it is right). Worked out once and written down.
    static let mistakenStarts: [(date: TimeInterval, zone: String, sunday: String, inSeconds: String?)] = [
        (1_709_485_200, "Europe/Zagreb", "Sun 3 Mar 2024 00:00", nil),
        (1_711_879_200, "Europe/Zagreb", "Sun 31 Mar 2024 00:00", nil),
        (1_720_994_400, "Europe/Zagreb", "Sun 14 Jul 2024 00:00", nil),
        (1_721_000_000, "Europe/Zagreb", "Sun 14 Jul 2024 00:00", nil),
        (1_721_028_600, "Europe/Zagreb", "Sun 14 Jul 2024 00:00", nil),
        (1_721_217_600, "Europe/Zagreb", "Sun 14 Jul 2024 00:00", nil),
        (1_721_469_600, "Europe/Zagreb", "Sun 14 Jul 2024 00:00", nil),
        (1_721_512_800, "Europe/Zagreb", "Sun 21 Jul 2024 00:00", nil),
        (1_721_599_140, "Europe/Zagreb", "Sun 21 Jul 2024 00:00", nil),
        (1_722_528_000, "Europe/Zagreb", "Sun 28 Jul 2024 00:00", nil),
        (1_730_055_600, "Europe/Zagreb", "Sun 27 Oct 2024 00:00", nil),
        (1_730_160_000, "Europe/Zagreb", "Sun 27 Oct 2024 00:00", nil),
        (1_735_750_800, "Europe/Zagreb", "Sun 29 Dec 2024 00:00", nil),
        (1_736_096_400, "Europe/Zagreb", "Sun 5 Jan 2025 00:00", nil),
        (1_714_082_400, "Africa/Cairo", "Sun 21 Apr 2024 00:00", nil),
        (1_714_122_000, "Africa/Cairo", "Sun 21 Apr 2024 00:00", nil),
        (1_714_251_540, "Africa/Cairo", "Sun 21 Apr 2024 00:00", "Sun 21 Apr 2024 23:00"),
        (1_714_253_400, "Africa/Cairo", "Sun 28 Apr 2024 00:00", "Sun 21 Apr 2024 23:00"),
        (1_730_406_600, "Africa/Cairo", "Sun 27 Oct 2024 00:00", nil),
        (1_730_412_000, "Africa/Cairo", "Sun 27 Oct 2024 00:00", "Mon 28 Oct 2024 01:00"),
        (1_730_541_600, "Africa/Cairo", "Sun 27 Oct 2024 00:00", "Mon 28 Oct 2024 01:00"),
        (1_730_586_600, "Africa/Cairo", "Sun 3 Nov 2024 00:00", "Mon 28 Oct 2024 01:00"),
        (1_721_000_000, "America/New_York", "Sun 14 Jul 2024 00:00", nil),
    ]

    static func mistakes(_ date: Date, in calendar: Calendar, sourceLocation: SourceLocation) -> [CommonMistake<String>]
    {
        let zone = calendar.timeZone.identifier
        guard let row = mistakenStarts.first(where: { $0.date == date.timeIntervalSince1970 && $0.zone == zone }) else {
            Issue.record(
                "no mistaken answers are written down for \(Days.describe(date, in: calendar))",
                sourceLocation: sourceLocation)
            return []
        }
        // Written as Days.describe writes a local time.
        let described = { (time: String) in "\(time) (\(zone))" }
        return [Mistake.weekStartingOnSunday(wouldGive: described(row.sunday))]
            + (row.inSeconds.map { [Mistake.steppingBackInSeconds(wouldGive: described($0))] } ?? [])
    }

    static func check(
        _ date: Date, in calendar: Calendar, expected: Date, hint: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        // Compared as local times, which read better than seconds since 1970.
        expectEqual(
            Days.describe(startOfWeek(containing: date, in: calendar), in: calendar),
            Days.describe(expected, in: calendar),
            "startOfWeek(containing: \(Days.literal(date)), in: calendar)"
                + "\n  // \(Days.describe(date, in: calendar)), in a Gregorian calendar in \(calendar.timeZone.identifier)",
            hint: hint,
            commonMistakes: mistakes(date, in: calendar, sourceLocation: sourceLocation),
            sourceLocation: sourceLocation)
    }

    @Test(
        "any moment of the week of 15 July snaps to Monday 15 July, 00:00",
        arguments: [
            (15, 0, 0), (15, 9, 30), (17, 14, 0), (20, 12, 0), (21, 0, 0), (21, 23, 59),
        ])
    func weekOf15July(day: Int, hour: Int, minute: Int) {
        let calendar = Days.calendar()
        Self.check(
            Days.date(2024, 7, day, hour, minute), in: calendar, expected: Days.date(2024, 7, 15),
            hint: "Go back to the start of the day, then back to Monday: calendar.component(.weekday, from:) is 1 on "
                + "Sunday and 2 on Monday, so a day is (weekday + 5) % 7 days after Monday.")
    }

    @Test(
        "across the end of a month and of a year",
        arguments: [
            ((2024, 8, 1), (2024, 7, 29)), ((2025, 1, 1), (2024, 12, 30)), ((2025, 1, 5), (2024, 12, 30)),
            ((2024, 3, 3), (2024, 2, 26)),
        ] as [((Int, Int, Int), (Int, Int, Int))])
    func acrossMonths(date: (Int, Int, Int), monday: (Int, Int, Int)) {
        let calendar = Days.calendar()
        Self.check(
            Days.date(date.0, date.1, date.2, 18), in: calendar, expected: Days.date(monday.0, monday.1, monday.2),
            hint: "Let the calendar count the days back: calendar.date(byAdding: .day, value: -days, to:) "
                + "crosses months and years for you.")
    }

    @Test("the same instant is Monday in Zagreb and still Sunday in New York")
    func timeZones() {
        let instant = Date(timeIntervalSince1970: 1_721_000_000)  // 14 July 2024, 23:33 UTC
        let zagreb = Days.calendar("Europe/Zagreb")
        let newYork = Days.calendar("America/New_York")
        Self.check(
            instant, in: zagreb, expected: Days.date(2024, 7, 15, in: zagreb),
            hint: "Use the calendar you are given, with its time zone: in Zagreb this instant is Monday 01:33.")
        Self.check(
            instant, in: newYork, expected: Days.date(2024, 7, 8, in: newYork),
            hint: "Use the calendar you are given, with its time zone: in New York this instant is Sunday 19:33, "
                + "so its week began on Monday 8 July.")
    }

    @Test(
        "a week in which the clocks change",
        arguments: [
            ((2024, 3, 31, 12), (2024, 3, 25)), ((2024, 10, 27, 20), (2024, 10, 21)),
            ((2024, 10, 29, 1), (2024, 10, 28)),
        ] as [((Int, Int, Int, Int), (Int, Int, Int))])
    func daylightSaving(date: (Int, Int, Int, Int), monday: (Int, Int, Int)) {
        let calendar = Days.calendar()
        Self.check(
            Days.date(date.0, date.1, date.2, date.3), in: calendar, expected: Days.date(monday.0, monday.1, monday.2),
            hint: "A day is not always 86,400 seconds: on the last Sunday of March it has 23 hours, on the last "
                + "Sunday of October 25. Subtract days with the calendar, not seconds.")
    }

    /// Cairo's clocks change in the middle of the week: on Friday 26 April 2024 they jump
    /// from 00:00 to 01:00 (that Friday starts at 01:00), and at the end of Thursday
    /// 31 October they go back from 24:00 to 23:00 (that Thursday has 25 hours).
    @Test(
        "a week in Cairo, where the clocks change on a Thursday or a Friday",
        arguments: [
            ((2024, 4, 28, 0, 30), (2024, 4, 22)), ((2024, 4, 26, 12, 0), (2024, 4, 22)),
            ((2024, 4, 26, 1, 0), (2024, 4, 22)),
            ((2024, 4, 27, 23, 59), (2024, 4, 22)), ((2024, 11, 2, 12, 0), (2024, 10, 28)),
            ((2024, 11, 3, 0, 30), (2024, 10, 28)),
            ((2024, 11, 1, 0, 0), (2024, 10, 28)), ((2024, 10, 31, 23, 30), (2024, 10, 28)),
        ] as [((Int, Int, Int, Int, Int), (Int, Int, Int))])
    func midweekChange(date: (Int, Int, Int, Int, Int), monday: (Int, Int, Int)) {
        let cairo = Days.calendar("Africa/Cairo")
        Self.check(
            Days.date(date.0, date.1, date.2, date.3, date.4, in: cairo), in: cairo,
            expected: Days.date(monday.0, monday.1, monday.2, in: cairo),
            hint: "Count the days back with the calendar, calendar.date(byAdding: .day, value: -days, to:), and "
                + "end at the start of Monday: a day of the week may have 23 or 25 hours, and a day whose "
                + "midnight the clocks skip starts at 01:00.")
    }

    /// A calendar whose weeks start on another day: `firstWeekday` 2 (Monday, as in most of
    /// Europe), 7 (Saturday, as in several countries of the Middle East) or 4 (Wednesday).
    static func calendar(_ zone: String = "Europe/Zagreb", firstWeekday: Int) -> Calendar {
        var calendar = Days.calendar(zone)
        calendar.firstWeekday = firstWeekday
        return calendar
    }

    /// The date (day, hour, minute in July 2024, Zagreb), the calendar's first weekday, and
    /// what counting Monday as the day after the calendar's first weekday gives ("monday as
    /// the second day of the week"); the Monday is 15 July throughout.
    @Test(
        "Monday whatever the calendar's firstWeekday",
        arguments: [
            ((15, 0, 0), 2, "Tue 9 Jul 2024 00:00"), ((17, 14, 0), 2, "Tue 16 Jul 2024 00:00"),
            ((21, 23, 59), 2, "Tue 16 Jul 2024 00:00"), ((15, 9, 30), 7, "Sun 14 Jul 2024 00:00"),
            ((20, 12, 0), 7, "Sun 14 Jul 2024 00:00"), ((21, 0, 0), 7, "Sun 21 Jul 2024 00:00"),
            ((18, 8, 0), 4, "Thu 18 Jul 2024 00:00"), ((16, 8, 0), 4, "Thu 11 Jul 2024 00:00"),
        ] as [((Int, Int, Int), Int, String)])
    func anyFirstWeekday(date: (day: Int, hour: Int, minute: Int), firstWeekday: Int, secondDay: String) {
        let calendar = Self.calendar(firstWeekday: firstWeekday)
        let instant = Days.date(2024, 7, date.day, date.hour, date.minute, in: calendar)
        let expected = Days.date(2024, 7, 15, in: calendar)
        expectEqual(
            Days.describe(startOfWeek(containing: instant, in: calendar), in: calendar),
            Days.describe(expected, in: calendar),
            "startOfWeek(containing: \(Days.literal(instant)), in: calendar)"
                + "\n  // \(Days.describe(instant, in: calendar)), in a Gregorian calendar in Europe/Zagreb "
                + "whose firstWeekday is \(firstWeekday)",
            hint: "The chart's weeks start on Monday whatever the calendar's firstWeekday: that setting moves the "
                + "calendar's own weeks, not the weekday numbers, and calendar.component(.weekday, from:) is 2 on a "
                + "Monday in every Gregorian calendar. Count back (weekday + 5) % 7 days.",
            commonMistakes: [Mistake.mondayAsTheSecondDayOfTheWeek(wouldGive: "\(secondDay) (Europe/Zagreb)")])
    }
}
