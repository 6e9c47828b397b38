import BarChart
import Foundation
import Testing
import TestSupport

@Suite("2.4 Average line", .exercise("2.4"))
struct AveragePriceTests {
    @Test("averages the known prices of each day", arguments: PriceDay.all)
    func average(day: PriceDay) {
        let known = day.known
        let expected = known.isEmpty ? nil : known.reduce(0, +) / Double(known.count)
        let counted = known.isEmpty ? nil : known.reduce(0, +) / Double(day.prices.count)
        expectApproximatelyEqual(
            averagePrice(of: day.hours), expected, tolerance: 1e-9,
            "averagePrice(of: \(day.literal))",
            hint: known.isEmpty
                ? "With no known price there is no average (0 / 0): return nil."
                : "Add the known prices and divide by how many are known.",
            commonMistakes: counted == expected ? [] : [Mistake.missingHoursCountedAsZero(wouldGive: counted)])
    }

    @Test("matches the worked examples", arguments: [(PriceDay.winter, 4.218 / 24), (.missingHour, 2.268 / 23)])
    func workedExample(day: PriceDay, expected: Double) {
        expectApproximatelyEqual(
            averagePrice(of: day.hours), expected, tolerance: 1e-9, "averagePrice(of: \(day.literal))",
            hint: "The sum of the known prices divided by how many are known.",
            commonMistakes: [Mistake.missingHoursCountedAsZero(wouldGive: 2.268 / 24)])
    }

    @Test("puts the reference line at the average on the bars' scale", arguments: PriceDay.all, ChartRects.all)
    func lineY(day: PriceDay, rect: CGRect) {
        let known = day.known
        let expected = known.isEmpty ? nil : Expected.priceY(
            known.reduce(0, +) / Double(known.count), minimum: known.min()!, maximum: known.max()!, in: rect)
        expectApproximatelyEqual(
            averageLineY(for: day.hours, in: rect), expected,
            "averageLineY(for: prices, in: \(swiftLiteral(rect)))  // prices: \(day.literal)",
            hint: known.isEmpty
                ? "No known price, no average, no line: return nil."
                : "priceY(for: average, minimum: lowest known price, maximum: highest known price, in: rect), "
                    + "so the line crosses the bars at the height of the average.")
    }
}
