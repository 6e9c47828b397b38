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

    static let calendarRanges: [(from: String, through: String, unit: TickUnit, ticks: [String])] = [
        (
            "2026-03-27T12:00:00+01:00", "2026-03-31T00:00:00+02:00", .days,
            [
                "2026-03-28T00:00:00+01:00", "2026-03-29T00:00:00+01:00", "2026-03-30T00:00:00+02:00",
                "2026-03-31T00:00:00+02:00",
            ]
        ),
        (
            "2026-10-24T00:00:00+02:00", "2026-10-26T12:00:00+01:00", .days,
            ["2026-10-24T00:00:00+02:00", "2026-10-25T00:00:00+02:00", "2026-10-26T00:00:00+01:00"]
        ),
        (
            "2026-01-15T00:00:00+01:00", "2026-05-15T00:00:00+02:00", .months,
            [
                "2026-02-01T00:00:00+01:00", "2026-03-01T00:00:00+01:00", "2026-04-01T00:00:00+02:00",
                "2026-05-01T00:00:00+02:00",
            ]
        ),
        (
            "2025-11-20T00:00:00+01:00", "2026-01-01T00:00:00+01:00", .months,
            ["2025-12-01T00:00:00+01:00", "2026-01-01T00:00:00+01:00"]
        ),
    ]

    @Test("puts day and month ticks on local midnights", arguments: calendarRanges)
    func calendarTicks(_ example: (from: String, through: String, unit: TickUnit, ticks: [String])) {
        expectEqual(
            dateTicks(
                from: Self.instant(example.from), through: Self.instant(example.through), every: example.unit,
                in: Self.amsterdam),
            example.ticks.map(Self.instant),
            "dateTicks(from: \(example.from), through: \(example.through), every: .\(example.unit), in: Europe/Amsterdam)",
            hint: "Step with calendar.date(byAdding:value:to:) from the start of the unit holding start, so that each "
                + "tick is a local midnight even on a day of 23 or 25 hours.")
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
