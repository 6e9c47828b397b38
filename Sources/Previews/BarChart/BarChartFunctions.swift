import BarChart
import Foundation

/// Chapter 2's functions as values, so that a test can draw the preview through a
/// stand-in: a skeleton, a student's typical mistake, or wild output.
///
/// ```
/// var functions = BarChartFunctions.chapter
/// functions.barRectsAroundZero = { _, _, _ in [] }   // a student whose bars are missing
/// BarChartPreview(functions: functions).chart(of: .winterPrices, chapter: chapter, settings: settings)
/// ```
///
/// ``chapter`` is the code the preview program is built with: the student's, or the
/// reference solutions in the demo and in the tool's own tests.
struct BarChartFunctions: Sendable {
    var barHeight: @Sendable (_ value: Double, _ maximum: Double, _ height: CGFloat) -> CGFloat
    var barRects: @Sendable ([EnergyPrice], CGRect, _ gap: CGFloat) -> [CGRect?]
    var priceY: @Sendable (_ value: Double, _ minimum: Double, _ maximum: Double, _ rect: CGRect) -> CGFloat
    var barRectsAroundZero: @Sendable ([EnergyPrice], CGRect, _ gap: CGFloat) -> [CGRect?]
    var averagePrice: @Sendable ([EnergyPrice]) -> Double?
    var averageLineY: @Sendable ([EnergyPrice], CGRect) -> CGFloat?
    var hourStarts: @Sendable (_ date: Date, _ timeZone: TimeZone) -> [Date]
    var barIndex: @Sendable (_ instant: Date, _ hourStarts: [Date]) -> Int?
    var hourLabels: @Sendable ([Date], TimeZone, CGRect) -> [HourLabel]
    var priceLevel: @Sendable (EnergyPrice) -> PriceLevel?

    /// The functions of the `BarChart` module.
    static let chapter = BarChartFunctions(
        barHeight: { BarChart.barHeight(for: $0, maximum: $1, height: $2) },
        barRects: { BarChart.barRects(for: $0, in: $1, gap: $2) },
        priceY: { BarChart.priceY(for: $0, minimum: $1, maximum: $2, in: $3) },
        barRectsAroundZero: { BarChart.barRectsAroundZero(for: $0, in: $1, gap: $2) },
        averagePrice: { BarChart.averagePrice(of: $0) },
        averageLineY: { BarChart.averageLineY(for: $0, in: $1) },
        hourStarts: { BarChart.hourStarts(ofDayContaining: $0, in: $1) },
        barIndex: { BarChart.barIndex(containing: $0, hourStarts: $1) },
        hourLabels: { BarChart.hourLabels(for: $0, in: $1, rect: $2) },
        priceLevel: { BarChart.priceLevel(for: $0) })
}
