import Boxplot
import Foundation
import SampleData
import TestSupport
import Testing

@Suite("3.2 Daily summary", .exercise("3.2"))
struct DailySummaryTests {
    static let date = Date(timeIntervalSince1970: 1_774_738_800)  // 2026-03-28 23:00 UTC

    /// The summary as a list, [low, q1, median, q3, high, average], to compare and show.
    static func listed(_ prices: [Double], date: Date = date) -> [Double]? {
        DailySummary(prices: prices, date: date).map { [$0.low, $0.q1, $0.median, $0.q3, $0.high, $0.average] }
    }

    static let hint =
        "Sort a copy of the prices; low is its first, high its last, the quartiles and median come "
        + "from percentile(_:ofSorted:) at 0.25, 0.5 and 0.75, and the average is the sum divided by the count."

    /// The two mistakes, with the summaries they give for a sample day.
    static func mistakes(_ answers: DayAnswers, count: Int) -> [CommonMistake<[Double]?>] {
        [
            Mistake.forgettingToSort(wouldGive: answers.unsortedSummary),
            Mistake.lowerMiddleMedian(wouldGive: answers.lowerMiddleSummary),
            Mistake.countingOn24Hours(wouldGive: on24Hours(answers.summary, count: count)),
        ]
    }

    /// The summary of "counting on 24 hours": the average of `count` prices divided by 24.
    static func on24Hours(_ summary: [Double], count: Int) -> [Double] {
        Array(summary.prefix(5)) + [summary[5] * Double(count) / 24]
    }

    @Test("summarises each sample day, in hour order", arguments: Samples.days)
    func sampleDays(day: HourlyPriceDay) throws {
        let prices = day.measured
        let answers = try DayAnswers.of(day)
        expectApproximatelyEqual(
            Self.listed(prices, date: day.startOfDay), answers.summary, tolerance: 1e-9,
            "DailySummary(prices: \(swiftLiteral(prices)), date: ...)  // \(day.described); [low, q1, median, q3, high, average]",
            hint: Self.hint,
            commonMistakes: Self.mistakes(answers, count: prices.count))
    }

    @Test("summarises the worked example, given out of order")
    func unsorted() {
        let prices = [0.12, 0.08, 0.31, 0.10, 0.09, 0.20, 0.14, 0.11]
        expectApproximatelyEqual(
            Self.listed(prices), [0.08, 0.0975, 0.115, 0.155, 0.31, 0.14375], tolerance: 1e-9,
            "DailySummary(prices: \(swiftLiteral(prices)), date: ...)  // [low, q1, median, q3, high, average]",
            hint: Self.hint,
            commonMistakes: [
                Mistake.forgettingToSort(wouldGive: [0.12, 0.2525, 0.095, 0.185, 0.11, 0.14375]),
                Mistake.lowerMiddleMedian(wouldGive: [0.08, 0.0975, 0.11, 0.155, 0.31, 0.14375]),
                Mistake.countingOn24Hours(
                    wouldGive: Self.on24Hours([0.08, 0.0975, 0.115, 0.155, 0.31, 0.14375], count: 8)),
            ])
    }

    @Test("counts the hours a daylight-saving day has", arguments: [HourlyPriceDay.springForward2026, .fallBack2026])
    func daylightSaving(day: HourlyPriceDay) throws {
        let prices = day.measured
        let answers = try DayAnswers.of(day)
        expectApproximatelyEqual(
            Self.listed(prices, date: day.startOfDay), answers.summary, tolerance: 1e-9,
            "DailySummary(prices: \(swiftLiteral(prices)), date: ...)  // \(day.described)",
            hint: "This day has \(prices.count) hours, not 24: use prices.count wherever you count.",
            commonMistakes: Self.mistakes(answers, count: prices.count))
    }

    /// Prices, their summary `[low, q1, median, q3, high, average]`, and the summaries of
    /// "forgetting to sort" and "lower middle median" (the same where the mistake makes no
    /// difference). Typed, because an untyped table of nested literals takes the compiler
    /// seconds to infer.
    static let edgeCaseTable: [(prices: [Double], expected: [Double], unsorted: [Double], lowerMiddle: [Double])] = [
        (
            [0.12], [0.12, 0.12, 0.12, 0.12, 0.12, 0.12], [0.12, 0.12, 0.12, 0.12, 0.12, 0.12],
            [0.12, 0.12, 0.12, 0.12, 0.12, 0.12]
        ),
        (
            [0.3, 0.1], [0.1, 0.15, 0.2, 0.25, 0.3, 0.2], [0.3, 0.25, 0.2, 0.15, 0.1, 0.2],
            [0.1, 0.15, 0.1, 0.25, 0.3, 0.2]
        ),
        (
            [0.2, 0.2, 0.2], [0.2, 0.2, 0.2, 0.2, 0.2, 0.2], [0.2, 0.2, 0.2, 0.2, 0.2, 0.2],
            [0.2, 0.2, 0.2, 0.2, 0.2, 0.2]
        ),
        (
            [-0.02, 0.04, -0.01], [-0.02, -0.015, -0.01, 0.015, 0.04, 0.01 / 3],
            [-0.02, 0.01, 0.04, 0.015, -0.01, 0.01 / 3],
            [-0.02, -0.015, -0.01, 0.015, 0.04, 0.01 / 3]
        ),
    ]

    @Test("handles one price, two prices and equal prices", arguments: edgeCaseTable)
    func edgeCases(prices: [Double], expected: [Double], unsorted: [Double], lowerMiddle: [Double]) {
        expectApproximatelyEqual(
            Self.listed(prices), expected, tolerance: 1e-9,
            "DailySummary(prices: \(swiftLiteral(prices)), date: ...)  // [low, q1, median, q3, high, average]",
            hint: Self.hint,
            commonMistakes: [
                Mistake.forgettingToSort(wouldGive: unsorted), Mistake.lowerMiddleMedian(wouldGive: lowerMiddle),
                Mistake.countingOn24Hours(wouldGive: Self.on24Hours(expected, count: prices.count)),
            ])
    }

    @Test("is nil without prices")
    func noPrices() {
        expectApproximatelyEqual(
            Self.listed([]), nil, "DailySummary(prices: [], date: ...)",
            hint: "No prices, nothing to summarise: return nil before you look at prices[0].")
    }

    @Test("keeps its date, is identified by it, and survives JSON")
    func identityAndCoding() throws {
        let summary = try #require(
            DailySummary(prices: [0.1, 0.3], date: Self.date), "DailySummary(prices: [0.1, 0.3], date: ...) is not nil")
        #expect(summary.date == Self.date, "the summary keeps the date it was given")
        #expect(summary.id == Self.date, "a summary is identified by its date")
        let copy = try JSONDecoder().decode(DailySummary.self, from: JSONEncoder().encode(summary))
        #expect(copy == summary, "a summary written as JSON and read back is the same summary")
    }
}
