import Foundation
import Interactivity
import Testing
import TestSupport

@Suite("4.8 The week heading", .exercise("4.8", "The week heading", points: 1))
struct WeekHeadingTests {
    static func check(_ start: (Int, Int, Int), days: Int = 7, expected: String, wrong: String? = nil, hint: String,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let calendar = Days.calendar()
        let date = Days.date(start.0, start.1, start.2)
        expectEqual(
            weekHeading(from: date, days: days, in: calendar), expected,
            "weekHeading(from: \(Days.literal(date)), days: \(days), in: calendar)  // from \(Days.describe(date))",
            hint: hint,
            commonMistakes: wrong.map { [Mistake.countingSevenDaysToTheEnd(wouldGive: $0)] } ?? [],
            sourceLocation: sourceLocation)
    }

    @Test("a week within one month names the month once, as in \"15 – 21 Jul\"")
    func withinAMonth() {
        Self.check((2024, 7, 15), expected: "15 – 21 Jul", wrong: "15 – 22 Jul",
                   hint: "The first and last day, an en dash between them with a space on each side, then the month: "
                       + "\"\\(first) – \\(last) \\(month)\". The last day is days - 1 days after the first.")
        Self.check((2024, 7, 1), expected: "1 – 7 Jul", wrong: "1 – 8 Jul",
                   hint: "Write the day without a leading zero: 1, not 01.")
    }

    @Test("a week across two months names both", arguments: [
        ((2024, 7, 29), "29 Jul – 4 Aug", "29 Jul – 5 Aug"), ((2024, 6, 26), "26 Jun – 2 Jul", "26 Jun – 3 Jul"),
        ((2024, 12, 30), "30 Dec – 5 Jan", "30 Dec – 6 Jan"), ((2024, 2, 26), "26 Feb – 3 Mar", "26 Feb – 4 Mar"),
    ] as [((Int, Int, Int), String, String)])
    func acrossMonths(start: (Int, Int, Int), expected: String, wrong: String) {
        Self.check(start, expected: expected, wrong: wrong,
                   hint: "When the last day falls in another month, each day gets its own month: \"29 Jul – 4 Aug\". "
                       + "Let the calendar add the days (calendar.date(byAdding: .day, value:, to:)), and read day and month "
                       + "with calendar.dateComponents([.day, .month], from:).")
    }

    @Test("a window of two weeks")
    func twoWeeks() {
        Self.check((2024, 7, 15), days: 14, expected: "15 – 28 Jul", wrong: "15 – 29 Jul",
                   hint: "The window has days days; the last is days - 1 after the first.")
    }
}
