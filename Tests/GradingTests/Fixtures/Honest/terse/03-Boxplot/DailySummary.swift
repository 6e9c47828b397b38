import ExerciseSupport
import Foundation

/// Exercise 3.2 · Daily summary
///
/// One day's prices in seven numbers: the five of the boxplot (low, first quartile,
/// median, third quartile, high) and the average. A boxplot draws one `DailySummary` per
/// day, so the app computes them once, stores them (`Codable`) and lists them by date
/// (`Identifiable`).
///
///     let summary = DailySummary(prices: [0.12, 0.08, 0.31, 0.10, 0.09, 0.20, 0.14, 0.11], date: .now)
///     summary?.low       // 0.08
///     summary?.q1        // 0.0975
///     summary?.median    // 0.115
///     summary?.q3        // 0.155
///     summary?.high      // 0.31
///     summary?.average   // 0.14375
///     DailySummary(prices: [], date: .now)   // nil: no prices, nothing to summarise
public struct DailySummary: Codable, Identifiable, Equatable, Sendable {
    /// The day is the summary's identity: one summary per day.
    public var id: Date { date }
    /// The start of the day summarised.
    public let date: Date
    /// The lowest price of the day.
    public let low: Double
    /// The first quartile: a quarter of the prices lie below it.
    public let q1: Double
    /// The middle price: half of the prices lie below it.
    public let median: Double
    /// The third quartile: three quarters of the prices lie below it.
    public let q3: Double
    /// The highest price of the day.
    public let high: Double
    /// The mean: the sum of the prices divided by how many there are.
    public let average: Double

    /// A summary of numbers you already have, as a test or a preview builds one.
    public init(date: Date, low: Double, q1: Double, median: Double, q3: Double, high: Double, average: Double) {
        self.date = date
        self.low = low
        self.q1 = q1
        self.median = median
        self.q3 = q3
        self.high = high
        self.average = average
    }

    /// Summarises one day's prices, in any order; `nil` when there are none.
    ///
    /// Sort a copy of the prices first (`prices.sorted()`): the low is then the first, the
    /// high the last, and the quartiles and the median are `percentile(_:ofSorted:)` at
    /// 0.25, 0.5 and 0.75 (exercise 3.1). The average needs no sorting:
    /// `prices.reduce(0, +) / Double(prices.count)`.
    ///
    /// A day has 24 prices, but 23 on the day the clocks go forward and 25 on the day they
    /// go back: nothing here may count on 24. Leave missing prices out before you call.
    public init?(prices: [Double], date: Date) {
        let s = prices.sorted()
        guard let lo = s.first, let hi = s.last else { return nil }
        let q = [0.25, 0.5, 0.75].map { percentile($0, ofSorted: s) }
        self.init(
            date: date, low: lo, q1: q[0], median: q[1], q3: q[2], high: hi,
            average: prices.reduce(0, +) / Double(prices.count))
    }
}
