import BarChart
import Foundation
import ProbeProtocol
import Probes

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
struct BarChartFunctions: ChapterFunctions {
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

    /// `headroom` as `barHeight(for:maximum:height:headroom:)` declares it, which the
    /// chart leaves to its default.
    static let defaultHeadroom = 0.9

    /// The functions as a student's recorded answers: the grader's replay of their chart.
    static func answered(by answers: RecordedAnswers) -> Self {
        BarChartFunctions(
            barHeight: {
                answers.answer(
                    "BarChart.barHeight(for:maximum:height:headroom:)", .init("for", $0), .init("maximum", $1),
                    .init("height", $2),
                    .init("headroom", defaultHeadroom))
            },
            barRects: {
                answers.answer("BarChart.barRects(for:in:gap:)", .init("for", $0), .init("in", $1), .init("gap", $2))
            },
            priceY: {
                answers.answer(
                    "BarChart.priceY(for:minimum:maximum:in:)", .init("for", $0), .init("minimum", $1),
                    .init("maximum", $2), .init("in", $3))
            },
            barRectsAroundZero: {
                answers.answer(
                    "BarChart.barRectsAroundZero(for:in:gap:)", .init("for", $0), .init("in", $1), .init("gap", $2))
            },
            averagePrice: { answers.answer("BarChart.averagePrice(of:)", .init("of", $0)) },
            averageLineY: { answers.answer("BarChart.averageLineY(for:in:)", .init("for", $0), .init("in", $1)) },
            hourStarts: {
                answers.answer(
                    "BarChart.hourStarts(ofDayContaining:in:)", .init("ofDayContaining", $0), .init("in", $1))
            },
            barIndex: {
                answers.answer(
                    "BarChart.barIndex(containing:hourStarts:)", .init("containing", $0), .init("hourStarts", $1))
            },
            hourLabels: {
                answers.answer(
                    "BarChart.hourLabels(for:in:rect:)", .init("for", $0), .init("in", $1), .init("rect", $2))
            },
            priceLevel: { answers.answer("BarChart.priceLevel(for:)", .init("for", $0)) })
    }
}
