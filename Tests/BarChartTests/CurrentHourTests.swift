import BarChart
import Foundation
import TestSupport
import Testing

@Suite("2.6 The current hour", .exercise("2.6"))
struct CurrentHourTests {
    /// The clock hour of `instant` in `timeZone`: what the tempting mistake answers.
    static func clockHour(of instant: Date, in timeZone: TimeZone) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.component(.hour, from: instant)
    }

    @Test(
        "finds the bar of an instant, which is not the clock hour on a day the clocks change",
        arguments: [
            (LocalDay.amsterdamWinter, 14.5, 14), (.amsterdamWinter, 0, 0), (.amsterdamWinter, 23.99, 23),
            (.amsterdamSpringForward, 1.5, 1), (.amsterdamSpringForward, 2, 2), (.amsterdamSpringForward, 13.5, 13),
            (.amsterdamSpringForward, 22.5, 22),
            (.amsterdamFallBack, 2.5, 2), (.amsterdamFallBack, 3.5, 3), (.amsterdamFallBack, 15.5, 15),
            (.amsterdamFallBack, 24.5, 24),
            (.newYorkFallBack, 20, 20), (.aucklandSpringForward, 10.25, 10),
        ] as [(LocalDay, Double, Int)])
    func index(day: LocalDay, hoursAfterMidnight: Double, expected: Int) {
        let instant = day.midnight.addingTimeInterval(hoursAfterMidnight * 3600)
        let clock = Self.clockHour(of: instant, in: day.timeZone)
        expectEqual(
            barIndex(containing: instant, hourStarts: day.expectedStarts), expected,
            "barIndex(containing: \(LocalDay.literal(instant)), hourStarts: the \(day.hourCount) hours of \(day.testDescription))",
            hint: "The bar is the last hour whose start is at or before the instant.",
            commonMistakes: clock == expected ? [] : [Mistake.clockHourAsBarIndex(wouldGive: Optional(clock))])
    }

    @Test("is nil outside the day", arguments: LocalDay.all, [-1, -3600, 0] as [TimeInterval])
    func outside(day: LocalDay, offset: TimeInterval) {
        let before = day.midnight.addingTimeInterval(offset == 0 ? -0.5 : offset)
        let after = day.midnight.addingTimeInterval(3600 * Double(day.hourCount) - offset)
        for (instant, which) in [(before, "before midnight"), (after, "at or after the next midnight")] {
            expectEqual(
                barIndex(containing: instant, hourStarts: day.expectedStarts), nil,
                "barIndex(containing: \(LocalDay.literal(instant)), hourStarts: the \(day.hourCount) hours of \(day.testDescription))",
                hint:
                    "The instant is \(which), so no bar holds it: return nil. The last hour ends 3600 s after its start."
            )
        }
    }

    @Test("is nil for a day without hours")
    func noHours() {
        expectEqual(
            barIndex(containing: Date(timeIntervalSince1970: 0), hourStarts: []), nil,
            "barIndex(containing: Date(timeIntervalSince1970: 0), hourStarts: [])",
            hint: "No hours, no bar: return nil.")
    }
}
