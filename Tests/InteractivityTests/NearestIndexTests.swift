import Foundation
import Interactivity
import TestSupport
import Testing

@Suite("4.3 The nearest date", .exercise("4.3"))
struct NearestIndexTests {
    /// Checks one date, naming a mistake where it gives a wrong answer: `laterOnTie` is what
    /// letting a tie go to the later reading answers, and `lastOfEqual` what taking the last
    /// of several equal dates answers, each given only where it differs from `expected`.
    static func check(
        _ date: Date, in dates: [Date], datesCode: String, expected: Int?, note: String,
        hint: String, laterOnTie: Int? = nil, lastOfEqual: Int? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectEqual(
            nearestIndex(to: date, in: dates), expected,
            "nearestIndex(to: \(Days.literal(date)), in: \(datesCode))  // \(note)",
            hint: hint,
            commonMistakes: [
                laterOnTie.map { Mistake.tieToTheLaterDate(wouldGive: $0) },
                lastOfEqual.map { Mistake.theLastOfEqualDates(wouldGive: $0) },
            ].compactMap { $0 },
            sourceLocation: sourceLocation)
    }

    @Test(
        "a date on a reading, or a little after or before it, selects that reading", arguments: 0..<7, [0, 0.2, -0.2])
    func nearReading(index: Int, offset: Double) {
        let date = Days.after(Double(index) + offset)
        Self.check(
            date, in: Days.week, datesCode: Days.weekLiteral, expected: index,
            note: "\(Days.describe(date)): nearest is reading \(index)",
            hint: "Find the reading whose date is nearest: the first one at or after the date, or the one before it, "
                + "whichever is fewer seconds away.")
    }

    @Test("a tie between two readings goes to the earlier one", arguments: 0..<6)
    func tie(index: Int) {
        let date = Days.after(Double(index) + 0.5)
        Self.check(
            date, in: Days.week, datesCode: Days.weekLiteral, expected: index,
            note: "\(Days.describe(date)), exactly halfway between readings \(index) and \(index + 1)",
            hint: "Exactly halfway, both readings are equally near; the earlier one wins.",
            laterOnTie: index + 1)
    }

    @Test(
        "a date before the first reading or after the last picks the one at that end",
        arguments: [
            (-3, 0), (-0.6, 0), (6.7, 6), (40, 6),
        ] as [(Double, Int)])
    func beyondTheEnds(days: Double, expected: Int) {
        let date = Days.after(days)
        Self.check(
            date, in: Days.week, datesCode: Days.weekLiteral, expected: expected,
            note: "\(Days.describe(date)), \(days < 0 ? "before the first" : "after the last") reading",
            hint: "A finger can touch the chart beyond its data: the nearest reading is then the first or the last. "
                + "Make sure your search does not step past either end of the array.")
    }

    @Test("readings at uneven times: a tie, and either side of it")
    func unevenTimes() {
        let hours: [Double] = [0, 1, 10, 30, 31]
        let dates = hours.map { Days.monday.addingTimeInterval($0 * 3600) }
        let code = "[0, 1, 10, 30, 31].map { monday.addingTimeInterval($0 * 3600) }"
        // The hour, the nearest reading, and the later one where the hour is a tie.
        let taps: [(hour: Double, expected: Int, laterOnTie: Int?)] = [
            (20.0, 2, 3), (19.5, 2, nil), (20.5, 3, nil), (0.5, 0, 1), (30.5, 3, 4), (5.5, 1, 2),
        ]
        for (hour, expected, laterOnTie) in taps {
            let date = Days.monday.addingTimeInterval(hour * 3600)
            Self.check(
                date, in: dates, datesCode: code, expected: expected, note: "\(hour) hours after the first reading",
                hint: "Compare the distances in seconds to the reading before and the reading after the date.",
                laterOnTie: laterOnTie)
        }
    }

    @Test("no readings give nil, and one reading is always the nearest")
    func fewReadings() {
        Self.check(
            Days.monday, in: [], datesCode: "[]", expected: nil, note: "no readings",
            hint: "With no dates there is nothing to select: return nil.")
        Self.check(
            Days.after(-5), in: [Days.monday], datesCode: "[monday]", expected: 0, note: "the only reading",
            hint: "With one reading, that reading (index 0) is the nearest, wherever the date is.")
        Self.check(
            Days.after(5), in: [Days.monday], datesCode: "[monday]", expected: 0, note: "the only reading",
            hint: "With one reading, that reading (index 0) is the nearest, wherever the date is.")
    }

    @Test("a long series: a week of readings every minute")
    func longSeries() {
        let minutes = 7 * 24 * 60
        let dates = (0..<minutes).map { Days.monday.addingTimeInterval(Double($0) * 60) }
        let code = "(0..<10080).map { monday.addingTimeInterval(Double($0) * 60) }"
        // The minutes, the nearest reading, and the later one where the minutes are a tie.
        let taps: [(minutes: Double, expected: Int, laterOnTie: Int?)] = [
            (0.0, 0, nil), (1234.4, 1234, nil), (1234.6, 1235, nil), (5000.5, 5000, 5001), (10079.0, 10079, nil),
            (20000.0, 10079, nil),
        ]
        for (offsetMinutes, expected, laterOnTie) in taps {
            let date = Days.monday.addingTimeInterval(offsetMinutes * 60)
            Self.check(
                date, in: dates, datesCode: code, expected: expected, note: "\(offsetMinutes) minutes after the first",
                hint: "A binary search halves the part of the array still in question at each step: about 14 steps "
                    + "for these 10,080 readings.",
                laterOnTie: laterOnTie)
        }
    }

    /// The hours, the nearest reading, and, where they differ from it, what letting a tie
    /// go to the later reading and taking the last of the equal dates answer.
    @Test(
        "among equal dates, the first one is the nearest",
        arguments: [
            (1, 1, nil, nil), (1.5, 1, nil, 3), (0.9, 1, nil, nil), (3, 1, 4, 3), (3.1, 4, nil, nil), (2.9, 1, nil, 3),
            (10, 4, nil, nil), (-1, 0, nil, nil),
        ] as [(Double, Int, Int?, Int?)])
    func repeatedDates(hours: Double, expected: Int, laterOnTie: Int?, lastOfEqual: Int?) {
        // A logger wrote the 01:00 reading three times.
        let dates = [0, 1, 1, 1, 5].map { Days.monday.addingTimeInterval(Double($0) * 3600) }
        let date = Days.monday.addingTimeInterval(hours * 3600)
        Self.check(
            date, in: dates, datesCode: "[0, 1, 1, 1, 5].map { monday.addingTimeInterval(Double($0) * 3600) }",
            expected: expected, note: "\(hours) hours after the first reading",
            hint: "Three readings share 01:00; the nearest is the first of them, index 1, as dates.firstIndex(of:) "
                + "would answer. The reading just before the date found can be the last of several equal ones: "
                + "find the first date at or after it, with firstIndex(atOrAfter:in:) again.",
            laterOnTie: laterOnTie, lastOfEqual: lastOfEqual)
    }

    /// Dates that count how often they are read, so that a test can see whether a search halves.
    struct CountedDates: RandomAccessCollection {
        final class Counter { var reads = 0 }
        let dates: [Date]
        let counter = Counter()
        var startIndex: Int { dates.startIndex }
        var endIndex: Int { dates.endIndex }
        subscript(position: Int) -> Date {
            counter.reads += 1
            return dates[position]
        }
    }

    @Test(
        "firstIndex(atOrAfter:in:) finds the first date at or after the date",
        arguments: [
            (-1, 0), (0, 0), (0.5, 1), (1, 1), (2.5, 4), (5, 4), (6, 5),
        ] as [(Double, Int)])
    func firstAtOrAfter(hours: Double, expected: Int) {
        let dates = [0, 1, 1, 1, 5].map { Days.monday.addingTimeInterval(Double($0) * 3600) }
        let date = Days.monday.addingTimeInterval(hours * 3600)
        expectEqual(
            firstIndex(atOrAfter: date, in: dates), expected,
            "firstIndex(atOrAfter: \(Days.literal(date)), in: [0, 1, 1, 1, 5].map { monday.addingTimeInterval(Double($0) * 3600) })"
                + "  // \(hours) hours after the first",
            hint: "The first date that is not earlier than the date: when the middle date is earlier, look right of it "
                + "(low = middle + 1), otherwise at it or left of it (high = middle). After the last date the answer is "
                + "dates.endIndex, 5 here.")
    }

    @Test("firstIndex(atOrAfter:in:) works on a part of an array, whose indices do not start at 0")
    func slice() {
        let dates = Days.week[2...]
        expectEqual(
            firstIndex(atOrAfter: Days.after(3.5), in: dates), 4,
            "firstIndex(atOrAfter: \(Days.literal(Days.after(3.5))), in: week[2...])  // Thursday 12:00",
            hint: "week[2...] keeps the week's indices, 2 to 6: start with low = dates.startIndex and "
                + "high = dates.endIndex, not 0 and dates.count.")
    }

    /// The second after monday, and the index of the first date at or after it: dates a
    /// second apart have date i at second i, and after the last one the answer is endIndex.
    @Test(
        "firstIndex(atOrAfter:in:) halves: it reads about two dates per halving, not every date",
        arguments: [
            (0, 0), (1, 1), (43_199.5, 43_200), (43_200, 43_200), (80_000.25, 80_001), (86_399, 86_399),
            (86_400, 86_400), (-5, 0),
        ] as [(Double, Int)])
    func halving(second: Double, expected: Int) {
        let count = 86_400
        let dates = CountedDates(dates: (0..<count).map { Days.monday.addingTimeInterval(Double($0)) })
        let date = Days.monday.addingTimeInterval(second)
        let call =
            "firstIndex(atOrAfter: monday.addingTimeInterval(\(swiftLiteral(second))), in: day)"
            + "  // 86,400 readings a second apart, read through a collection that counts"
        guard
            expectEqual(
                firstIndex(atOrAfter: date, in: dates), expected, call,
                hint: "The first date at or after the date: a date a second apart at index i is i seconds after monday."
            )
        else { return }
        // Each halving may look at the middle date once or twice; 86,400 halves to nothing in 17 steps.
        let halvings = Int.bitWidth - count.leadingZeroBitCount
        let allowed = 2 * halvings + 2
        let reads = dates.counter.reads
        expectEqual(
            reads <= allowed ? "at most \(allowed)" : "\(reads)", "at most \(allowed)", call + ", dates read",
            hint:
                "Halve the range low..<high at each step and read only its middle date: about log2(86,400) = 17 reads.",
            commonMistakes: reads > count / 8 ? [Mistake.lookingAtEveryDate(wouldGive: "\(reads)")] : [])
    }
}
