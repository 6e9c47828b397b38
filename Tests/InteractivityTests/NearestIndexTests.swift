import Foundation
import Interactivity
import Testing
import TestSupport

@Suite("4.3 The nearest date", .exercise("4.3", "The nearest date", points: 2))
struct NearestIndexTests {
    /// What letting a tie go to the later reading would answer, by a plain scan.
    static func laterOnTie(_ date: Date, in dates: [Date]) -> Int? {
        dates.indices.min { a, b in
            let (da, db) = (abs(dates[a].timeIntervalSince(date)), abs(dates[b].timeIntervalSince(date)))
            return da < db || (da == db && a > b)
        }
    }

    static func check(_ date: Date, in dates: [Date], datesCode: String, expected: Int?, note: String,
                      hint: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expectEqual(
            nearestIndex(to: date, in: dates), expected,
            "nearestIndex(to: \(Days.literal(date)), in: \(datesCode))  // \(note)",
            hint: hint,
            commonMistakes: [Mistake.tieToTheLaterDate(wouldGive: laterOnTie(date, in: dates))],
            sourceLocation: sourceLocation)
    }

    @Test("a date on a reading, or a little after or before it, selects that reading", arguments: 0..<7, [0, 0.2, -0.2])
    func nearReading(index: Int, offset: Double) {
        let date = Days.after(Double(index) + offset)
        Self.check(date, in: Days.week, datesCode: Days.weekLiteral, expected: index,
                   note: "\(Days.describe(date)): nearest is reading \(index)",
                   hint: "Find the reading whose date is nearest: the first one at or after the date, or the one before it, "
                       + "whichever is fewer seconds away.")
    }

    @Test("a tie between two readings goes to the earlier one", arguments: 0..<6)
    func tie(index: Int) {
        let date = Days.after(Double(index) + 0.5)
        Self.check(date, in: Days.week, datesCode: Days.weekLiteral, expected: index,
                   note: "\(Days.describe(date)), exactly halfway between readings \(index) and \(index + 1)",
                   hint: "Exactly halfway, both readings are equally near; the earlier one wins.")
    }

    @Test("a date before the first reading or after the last picks the one at that end", arguments: [
        (-3, 0), (-0.6, 0), (6.7, 6), (40, 6),
    ] as [(Double, Int)])
    func beyondTheEnds(days: Double, expected: Int) {
        let date = Days.after(days)
        Self.check(date, in: Days.week, datesCode: Days.weekLiteral, expected: expected,
                   note: "\(Days.describe(date)), \(days < 0 ? "before the first" : "after the last") reading",
                   hint: "A finger can touch the chart beyond its data: the nearest reading is then the first or the last. "
                       + "Make sure your search does not step past either end of the array.")
    }

    @Test("readings at uneven times: a tie, and either side of it")
    func unevenTimes() {
        let hours: [Double] = [0, 1, 10, 30, 31]
        let dates = hours.map { Days.monday.addingTimeInterval($0 * 3600) }
        let code = "[0, 1, 10, 30, 31].map { monday.addingTimeInterval($0 * 3600) }"
        for (hour, expected) in [(20.0, 2), (19.5, 2), (20.5, 3), (0.5, 0), (30.5, 3), (5.5, 1)] {
            let date = Days.monday.addingTimeInterval(hour * 3600)
            Self.check(date, in: dates, datesCode: code, expected: expected, note: "\(hour) hours after the first reading",
                       hint: "Compare the distances in seconds to the reading before and the reading after the date.")
        }
    }

    @Test("no readings give nil, and one reading is always the nearest")
    func fewReadings() {
        Self.check(Days.monday, in: [], datesCode: "[]", expected: nil, note: "no readings",
                   hint: "With no dates there is nothing to select: return nil.")
        Self.check(Days.after(-5), in: [Days.monday], datesCode: "[monday]", expected: 0, note: "the only reading",
                   hint: "With one reading, that reading (index 0) is the nearest, wherever the date is.")
        Self.check(Days.after(5), in: [Days.monday], datesCode: "[monday]", expected: 0, note: "the only reading",
                   hint: "With one reading, that reading (index 0) is the nearest, wherever the date is.")
    }

    @Test("a long series: a week of readings every minute")
    func longSeries() {
        let minutes = 7 * 24 * 60
        let dates = (0..<minutes).map { Days.monday.addingTimeInterval(Double($0) * 60) }
        let code = "(0..<10080).map { monday.addingTimeInterval(Double($0) * 60) }"
        for (offsetMinutes, expected) in [(0.0, 0), (1234.4, 1234), (1234.6, 1235), (5000.5, 5000), (10079.0, 10079), (20000.0, 10079)] {
            let date = Days.monday.addingTimeInterval(offsetMinutes * 60)
            Self.check(date, in: dates, datesCode: code, expected: expected, note: "\(offsetMinutes) minutes after the first",
                       hint: "A binary search halves the part of the array still in question at each step: about 14 steps "
                           + "for these 10,080 readings.")
        }
    }
}
