import Boxplot
import Foundation
import ProbeProtocol
import Probes

/// Chapter 3's functions as values, so that a test can draw the preview through a
/// stand-in: a skeleton, a student's typical mistake, or wild output.
///
/// ```
/// var functions = BoxplotFunctions.chapter
/// functions.whiskerEnds = { _ in 0...0 }        // a student whose whiskers have no length
/// BoxplotPreview(functions: functions).chart(of: .sixtyDaysOfPrices, chapter: chapter, settings: settings)
/// ```
///
/// ``chapter`` is the code the preview program is built with: the student's, or the
/// reference solutions in the demo and in the tool's own tests.
struct BoxplotFunctions: ChapterFunctions {
    var percentile: @Sendable (_ fraction: Double, _ sorted: [Double]) -> Double
    var summary: @Sendable (_ prices: [Double], _ date: Date) -> DailySummary?
    var interquartileRange: @Sendable (_ sorted: [Double]) -> Double
    var tukeyFences: @Sendable (_ sorted: [Double]) -> ClosedRange<Double>
    var whiskerEnds: @Sendable (_ sorted: [Double]) -> ClosedRange<Double>
    var outliers: @Sendable (_ sorted: [Double]) -> [Double]
    var yPosition: @Sendable (_ price: Double, _ periodRange: ClosedRange<Double>, _ rect: CGRect) -> CGFloat
    var daySlot: @Sendable (_ index: Int, _ count: Int, _ rect: CGRect) -> CGRect
    var dayBox:
        @Sendable (
            _ summary: DailySummary, _ whiskers: ClosedRange<Double>, _ outliers: [Double],
            _ periodRange: ClosedRange<Double>, _ slot: CGRect
        ) -> DayBox
    var levelThresholds: @Sendable (_ sorted: [Double]) -> [Double]
    var priceLevel: @Sendable (_ price: Double, _ thresholds: [Double]) -> RelativePriceLevel?
    var centreShift: @Sendable (_ before: [Double], _ after: [Double]) -> (mean: Double, median: Double)?

    /// The functions of the `Boxplot` module.
    static let chapter = BoxplotFunctions(
        percentile: { Boxplot.percentile($0, ofSorted: $1) },
        summary: { DailySummary(prices: $0, date: $1) },
        interquartileRange: { Boxplot.interquartileRange(ofSorted: $0) },
        tukeyFences: { Boxplot.tukeyFences(ofSorted: $0) },
        whiskerEnds: { Boxplot.whiskerEnds(ofSorted: $0) },
        outliers: { Boxplot.outliers(ofSorted: $0) },
        yPosition: { Boxplot.yPosition(forPrice: $0, periodRange: $1, in: $2) },
        daySlot: { Boxplot.daySlot(index: $0, count: $1, in: $2) },
        dayBox: { Boxplot.dayBox(for: $0, whiskers: $1, outliers: $2, periodRange: $3, in: $4) },
        levelThresholds: { Boxplot.levelThresholds(ofSorted: $0) },
        priceLevel: { Boxplot.priceLevel(for: $0, thresholds: $1) },
        centreShift: { Boxplot.centreShift(from: $0, to: $1) })

    /// The functions as a student's recorded answers: the grader's replay of their chart.
    static func answered(by answers: RecordedAnswers) -> Self {
        BoxplotFunctions(
            percentile: { answers.answer("Boxplot.percentile(_:ofSorted:)", .init(nil, $0), .init("ofSorted", $1)) },
            summary: {
                answers.answer("Boxplot.DailySummary.init(prices:date:)", .init("prices", $0), .init("date", $1))
            },
            interquartileRange: { answers.answer("Boxplot.interquartileRange(ofSorted:)", .init("ofSorted", $0)) },
            tukeyFences: { answers.answer("Boxplot.tukeyFences(ofSorted:)", .init("ofSorted", $0)) },
            whiskerEnds: { answers.answer("Boxplot.whiskerEnds(ofSorted:)", .init("ofSorted", $0)) },
            outliers: { answers.answer("Boxplot.outliers(ofSorted:)", .init("ofSorted", $0)) },
            yPosition: {
                answers.answer(
                    "Boxplot.yPosition(forPrice:periodRange:in:)", .init("forPrice", $0), .init("periodRange", $1),
                    .init("in", $2))
            },
            daySlot: {
                answers.answer(
                    "Boxplot.daySlot(index:count:in:)", .init("index", $0), .init("count", $1), .init("in", $2))
            },
            dayBox: {
                answers.answer(
                    "Boxplot.dayBox(for:whiskers:outliers:periodRange:in:)", .init("for", $0), .init("whiskers", $1),
                    .init("outliers", $2),
                    .init("periodRange", $3), .init("in", $4))
            },
            levelThresholds: { answers.answer("Boxplot.levelThresholds(ofSorted:)", .init("ofSorted", $0)) },
            priceLevel: {
                answers.answer("Boxplot.priceLevel(for:thresholds:)", .init("for", $0), .init("thresholds", $1))
            },
            centreShift: {
                answers.answer("Boxplot.centreShift(from:to:)", [.init("from", $0), .init("to", $1)]) {
                    value throws(ProbeValueError) in
                    try optionalTuple(value) { fields throws(ProbeValueError) in
                        (try tupleField("mean", of: fields), try tupleField("median", of: fields))
                    }
                }
            })
    }
}
