import AxesAndScale
import Foundation
import SampleData
import TestSupport
import Testing

@Suite("5.7 Date ticks", .exercise("5.7"))
struct DateTicksTests {
    static let amsterdam = TimeZone(identifier: "Europe/Amsterdam")!

    /// An instant written with its UTC offset, as in "2026-03-30T00:00:00+02:00".
    static func instant(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }

    /// Hour ticks from `from` to `through` hours after a midnight, as hours after it, and
    /// what stepping the count of hours at once from the first hour gives.
    static let multiples:
        [(day: String, from: Double, through: Double, count: Int, hours: [Double], stepped: [Double])] =
            [
                // 03:00 on the clock is 2 hours after midnight: the clocks jump from 02:00 to 03:00.
                (
                    "2026-03-29T00:00:00+01:00", 0, 23, 3, [0, 2, 5, 8, 11, 14, 17, 20, 23],
                    [0, 3, 6, 9, 12, 15, 18, 21]
                ),
                // 03:00 on the clock is 4 hours after midnight: 02:00 comes twice.
                (
                    "2026-10-25T00:00:00+02:00", 0, 25, 3, [0, 4, 7, 10, 13, 16, 19, 22, 25],
                    [0, 3, 6, 9, 12, 15, 18, 21, 24]
                ),
                // From 01:30 on an ordinary day: the first tick is 03:00, not 04:00.
                ("2026-02-11T00:00:00+01:00", 1.5, 12, 3, [3, 6, 9, 12], [4, 7, 10]),
            ]

    @Test("keeps the local hours that are multiples of the count", arguments: multiples)
    func multiplesOfTheCount(
        _ example: (day: String, from: Double, through: Double, count: Int, hours: [Double], stepped: [Double])
    ) {
        let midnight = Self.instant(example.day)
        let atHours = { (hours: [Double]) in hours.map { midnight.addingTimeInterval($0 * 3600) } }
        expectEqual(
            dateTicks(
                from: midnight.addingTimeInterval(example.from * 3600),
                through: midnight.addingTimeInterval(example.through * 3600), every: .hours(example.count),
                in: Self.amsterdam),
            atHours(example.hours),
            "dateTicks(from: \(swiftLiteral(example.from)) hours after \(example.day), through: "
                + "\(swiftLiteral(example.through)) hours after it, every: .hours(\(example.count)), in: Europe/Amsterdam)",
            hint: "Step one hour, 3,600 seconds, at a time and keep each tick whose local hour, "
                + "calendar.component(.hour, from: tick), is a multiple of the count.",
            commonMistakes: [Mistake.steppingTheCountOfHoursAtOnce(wouldGive: atHours(example.stepped))])
    }

    /// The hour ticks of a whole day, as hours after its midnight.
    static let hourDays: [(day: String, unit: TickUnit, hours: [Int], dayLength: Int)] = [
        ("2026-02-11T00:00:00+01:00", .hours(3), [0, 3, 6, 9, 12, 15, 18, 21, 24], 24),
        ("2026-03-29T00:00:00+01:00", .hours(3), [0, 2, 5, 8, 11, 14, 17, 20, 23], 23),  // 02:00 to 03:00 skipped
        ("2026-10-25T00:00:00+02:00", .hours(3), [0, 4, 7, 10, 13, 16, 19, 22, 25], 25),  // 02:00 twice
        ("2026-03-29T00:00:00+01:00", .hours(1), Array(0...23), 23),
        ("2026-10-25T00:00:00+02:00", .hours(1), Array(0...25), 25),
        ("2026-02-11T00:00:00+01:00", .hours(6), [0, 6, 12, 18, 24], 24),
    ]

    @Test("puts hour ticks on the local clock, daylight-saving days included", arguments: hourDays)
    func hours(_ example: (day: String, unit: TickUnit, hours: [Int], dayLength: Int)) {
        let midnight = Self.instant(example.day)
        let end = midnight.addingTimeInterval(Double(example.dayLength) * 3600)
        expectEqual(
            dateTicks(from: midnight, through: end, every: example.unit, in: Self.amsterdam),
            example.hours.map { midnight.addingTimeInterval(Double($0) * 3600) },
            "dateTicks(from: \(example.day), through: \(example.dayLength) hours later, every: .\(example.unit), in: Europe/Amsterdam)",
            hint: "Start at the start of the local hour holding start, step 3,600 seconds, and keep the ticks whose "
                + "local hour is a multiple of the count, from start through end.")
    }

    /// Day and month ticks, and, for days across a change of the clocks, what stepping
    /// 86,400 seconds at a time gives (nil where it gives the same).
    static let calendarRanges:
        [(from: String, through: String, unit: TickUnit, ticks: [String], bySeconds: [String]?)] =
            [
                (
                    "2026-03-27T12:00:00+01:00", "2026-03-31T00:00:00+02:00", .days,
                    [
                        "2026-03-28T00:00:00+01:00", "2026-03-29T00:00:00+01:00", "2026-03-30T00:00:00+02:00",
                        "2026-03-31T00:00:00+02:00",
                    ],
                    ["2026-03-28T00:00:00+01:00", "2026-03-29T00:00:00+01:00", "2026-03-30T01:00:00+02:00"]
                ),
                (
                    "2026-10-24T00:00:00+02:00", "2026-10-26T12:00:00+01:00", .days,
                    ["2026-10-24T00:00:00+02:00", "2026-10-25T00:00:00+02:00", "2026-10-26T00:00:00+01:00"],
                    ["2026-10-24T00:00:00+02:00", "2026-10-25T00:00:00+02:00", "2026-10-25T23:00:00+01:00"]
                ),
                (
                    "2026-01-15T00:00:00+01:00", "2026-05-15T00:00:00+02:00", .months,
                    [
                        "2026-02-01T00:00:00+01:00", "2026-03-01T00:00:00+01:00", "2026-04-01T00:00:00+02:00",
                        "2026-05-01T00:00:00+02:00",
                    ],
                    nil
                ),
                (
                    "2025-11-20T00:00:00+01:00", "2026-01-01T00:00:00+01:00", .months,
                    ["2025-12-01T00:00:00+01:00", "2026-01-01T00:00:00+01:00"], nil
                ),
            ]

    @Test("puts day and month ticks on local midnights", arguments: calendarRanges)
    func calendarTicks(
        _ example: (from: String, through: String, unit: TickUnit, ticks: [String], bySeconds: [String]?)
    ) {
        expectEqual(
            dateTicks(
                from: Self.instant(example.from), through: Self.instant(example.through), every: example.unit,
                in: Self.amsterdam),
            example.ticks.map(Self.instant),
            "dateTicks(from: \(example.from), through: \(example.through), every: .\(example.unit), in: Europe/Amsterdam)",
            hint: "Step with calendar.date(byAdding:value:to:) from the start of the unit holding start, so that each "
                + "tick is a local midnight even on a day of 23 or 25 hours.",
            commonMistakes: example.bySeconds.map {
                [Mistake.steppingDaysBy86400Seconds(wouldGive: $0.map(Self.instant))]
            }
                ?? [])
    }

    @Test("starts weeks on Monday")
    func weeks() {
        let january = Self.instant("2026-01-01T00:00:00+01:00")
        let end = Self.instant("2026-01-31T23:59:59+01:00")
        expectEqual(
            dateTicks(from: january, through: end, every: .weeks, in: Self.amsterdam),
            ["05", "12", "19", "26"].map { Self.instant("2026-01-\($0)T00:00:00+01:00") },
            "dateTicks(from: 2026-01-01T00:00:00+01:00, through: 2026-01-31T23:59:59+01:00, every: .weeks, in: Europe/Amsterdam)",
            hint: "January 2026 has Mondays on the 5th, 12th, 19th and 26th.",
            commonMistakes: [
                Mistake.aWeekStartingOnSunday(
                    wouldGive: ["04", "11", "18", "25"].map { Self.instant("2026-01-\($0)T00:00:00+01:00") })
            ])
    }

    @Test(
        "gives no ticks for a reversed span or no hours",
        arguments: [
            (TickUnit.days, -86_400.0), (.hours(0), 86_400), (.hours(-3), 86_400),
        ])
    func none(unit: TickUnit, length: Double) {
        let start = Self.instant("2026-02-11T00:00:00+01:00")
        expectEqual(
            dateTicks(from: start, through: start.addingTimeInterval(length), every: unit, in: Self.amsterdam), [],
            "dateTicks(from: 2026-02-11T00:00:00+01:00, through: \(length) seconds later, every: .\(unit), in: Europe/Amsterdam)",
            hint: "An end before the start, or a count of hours of 0 or less, gives no ticks.")
    }
}
