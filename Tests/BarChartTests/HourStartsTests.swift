import BarChart
import Foundation
import TestSupport
import Testing

/// A local calendar day somewhere in the world: its first hour and how many it has.
struct LocalDay: Sendable, CustomTestStringConvertible {
    let label: String
    let timeZone: TimeZone
    /// Local midnight, as an instant.
    let midnight: Date
    let hourCount: Int

    init(_ label: String, _ identifier: String, midnightUTC seconds: TimeInterval, hours: Int) {
        self.label = label
        timeZone = TimeZone(identifier: identifier)!
        midnight = Date(timeIntervalSince1970: seconds)
        hourCount = hours
    }

    var testDescription: String { "\(label) in \(timeZone.identifier)" }

    var expectedStarts: [Date] { (0..<hourCount).map { midnight.addingTimeInterval(3600 * Double($0)) } }

    /// How a test writes an instant: "Date(timeIntervalSince1970: 1774738800)  // 2026-03-28 23:00 UTC".
    static func literal(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        return "Date(timeIntervalSince1970: \(Int(date.timeIntervalSince1970)))  // \(formatter.string(from: date))"
    }

    static let amsterdamWinter = LocalDay("Wed 14 Jan 2026", "Europe/Amsterdam", midnightUTC: 1_768_345_200, hours: 24)
    static let amsterdamSpringForward = LocalDay(
        "Sun 29 Mar 2026, clocks forward", "Europe/Amsterdam", midnightUTC: 1_774_738_800, hours: 23)
    static let amsterdamFallBack = LocalDay(
        "Sun 25 Oct 2026, clocks back", "Europe/Amsterdam", midnightUTC: 1_792_879_200, hours: 25)
    static let newYorkSpringForward = LocalDay(
        "Sun 8 Mar 2026, clocks forward", "America/New_York", midnightUTC: 1_772_946_000, hours: 23)
    static let newYorkFallBack = LocalDay(
        "Sun 1 Nov 2026, clocks back", "America/New_York", midnightUTC: 1_793_505_600, hours: 25)
    static let aucklandFallBack = LocalDay(
        "Sun 5 Apr 2026, clocks back", "Pacific/Auckland", midnightUTC: 1_775_300_400, hours: 25)
    static let aucklandSpringForward = LocalDay(
        "Sun 27 Sep 2026, clocks forward", "Pacific/Auckland", midnightUTC: 1_790_424_000, hours: 23)
    static let kolkata = LocalDay("Wed 10 Jun 2026", "Asia/Kolkata", midnightUTC: 1_781_029_800, hours: 24)
    static let utc = LocalDay("Wed 10 Jun 2026", "UTC", midnightUTC: 1_781_049_600, hours: 24)

    static let all = [
        amsterdamWinter, amsterdamSpringForward, amsterdamFallBack, newYorkSpringForward, newYorkFallBack,
        aucklandFallBack, aucklandSpringForward, kolkata, utc,
    ]
}

@Suite("2.5 Hours of the day", .exercise("2.5"))
struct HourStartsTests {
    /// What the two time mistakes would give for `instant` on `day`: 24 hours from local
    /// midnight, and the hours of the day that the device's own time zone puts the instant
    /// in. For the latter the test asks the student's function for the device's time zone:
    /// a function that uses the device's time zone whatever it is given answers the same for
    /// every time zone. Where the device's clock agrees with the day's all day, the two days
    /// are the same and there is no such mistake to tell apart.
    static func mistakes(_ day: LocalDay, instant: Date) -> [CommonMistake<[Date]>] {
        var mistakes = [
            Mistake.twentyFourHoursAssumed(
                wouldGive: (0..<24).map { day.midnight.addingTimeInterval(3600 * Double($0)) })
        ]
        let device = TimeZone.current
        let dayAndNextMidnight = day.expectedStarts + [day.midnight.addingTimeInterval(3600 * Double(day.hourCount))]
        if dayAndNextMidnight.contains(where: { device.secondsFromGMT(for: $0) != day.timeZone.secondsFromGMT(for: $0) }
        ) {
            let call =
                "hourStarts(ofDayContaining: \(LocalDay.literal(instant)), in: TimeZone(identifier: \"\(device.identifier)\")!)"
            let deviceHours = studentCall(call) { hourStarts(ofDayContaining: instant, in: device) }
            mistakes.append(Mistake.deviceTimeZoneUsed(wouldGive: deviceHours))
        }
        return mistakes
    }

    /// Instants as the local clock of `timeZone` shows them: "Oct 25 02:00 +02:00".
    static func clockTimes(_ dates: [Date], in timeZone: TimeZone) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "MMM d HH:mm xxx"
        return dates.map { date in
            let seconds = date.timeIntervalSince1970.truncatingRemainder(dividingBy: 60)
            return formatter.string(from: date) + (seconds == 0 ? "" : " and \(seconds) s")
        }
    }

    static func check(_ day: LocalDay, instant: Date, _ sourceLocation: SourceLocation = #_sourceLocation) {
        let starts = hourStarts(ofDayContaining: instant, in: day.timeZone)
        let call =
            "hourStarts(ofDayContaining: \(LocalDay.literal(instant)),\n"
            + "           in: TimeZone(identifier: \"\(day.timeZone.identifier)\")!)  // \(day.label)\n"
            + "  written as local clock times in \(day.timeZone.identifier), with their UTC offset"
        expectEqual(
            clockTimes(starts, in: day.timeZone), clockTimes(day.expectedStarts, in: day.timeZone), call,
            hint: "\(day.label) has \(day.hourCount) hours: from local midnight one every 3600 seconds, "
                + "up to the next local midnight.",
            commonMistakes: mistakes(day, instant: instant).map {
                CommonMistake($0.name, wouldGive: clockTimes($0.wrongAnswer, in: day.timeZone), because: $0.explanation)
            },
            sourceLocation: sourceLocation)
    }

    @Test("gives every hour of the local day, wherever and whenever it is", arguments: LocalDay.all)
    func everyHour(day: LocalDay) {
        Self.check(day, instant: day.midnight.addingTimeInterval(12 * 3600))
    }

    @Test("has 23 hours when the clocks go forward and 25 when they go back", arguments: LocalDay.all)
    func hourCount(day: LocalDay) {
        let count = hourStarts(ofDayContaining: day.midnight.addingTimeInterval(6 * 3600), in: day.timeZone).count
        expectEqual(
            count, day.hourCount,
            "hourStarts(ofDayContaining: 06:00 on \(day.label), in: \(day.timeZone.identifier)).count",
            hint: "Count the hours between local midnight and the next local midnight; do not assume 24.",
            commonMistakes: day.hourCount == 24 ? [] : [Mistake.twentyFourHoursAssumed(wouldGive: 24)])
    }

    @Test("finds the same day from its first and its last second", arguments: LocalDay.all)
    func edgesOfTheDay(day: LocalDay) {
        Self.check(day, instant: day.midnight)
        Self.check(day, instant: day.midnight.addingTimeInterval(3600 * Double(day.hourCount) - 1))
    }
}
