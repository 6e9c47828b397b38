import AxesAndScale
import Foundation
import ProbeProtocol
import Probes

/// Chapter 5's functions as values, so that a test can draw the preview through a
/// stand-in: a skeleton, a student's typical mistake, or wild output.
///
/// ```
/// var functions = AxesAndScaleFunctions.chapter
/// functions.tickValues = { _, _, _ in [.nan, 1e300] }    // ticks that cannot be drawn
/// AxesAndScalePreview(functions: functions).chart(of: .power, chapter: chapter, settings: settings)
/// ```
///
/// ``chapter`` is the code the preview program is built with: the student's, or the
/// reference solutions in the demo and in the tool's own tests.
struct AxesAndScaleFunctions: ChapterFunctions {
    var tickValues: @Sendable (_ start: Double, _ stop: Double, _ count: Int) -> [Double]
    var niceDomain: @Sendable (ClosedRange<Double>, _ count: Int) -> ClosedRange<Double>
    var tickLabel: @Sendable (_ value: Double, _ step: Double) -> String
    var averagePerBucket: @Sendable ([Double], _ bucketCount: Int) -> [Double]
    var minMaxPerBucket: @Sendable ([Double], _ bucketCount: Int) -> [ClosedRange<Double>?]
    var largestTriangleThreeBuckets: @Sendable ([CGPoint], _ threshold: Int) -> [CGPoint]
    var largestVerticalDistance: @Sendable (_ original: [CGPoint], _ downsampled: [CGPoint]) -> CGFloat
    var dateTicks: @Sendable (_ start: Date, _ end: Date, TickUnit, TimeZone) -> [Date]
    var chartSummary: @Sendable (_ title: String, _ labels: [String], _ values: [Double], _ unit: String) -> String
    var toneSamples:
        @Sendable (_ value: Double, _ minimum: Double, _ maximum: Double, _ sampleRate: Int, _ duration: Double) ->
            [Float]

    /// The functions of the `AxesAndScale` module.
    static let chapter = AxesAndScaleFunctions(
        tickValues: { AxesAndScale.tickValues(from: $0, to: $1, count: $2) },
        niceDomain: { AxesAndScale.niceDomain($0, count: $1) },
        tickLabel: { AxesAndScale.tickLabel(for: $0, step: $1) },
        averagePerBucket: { AxesAndScale.averagePerBucket($0, bucketCount: $1) },
        minMaxPerBucket: { AxesAndScale.minMaxPerBucket($0, bucketCount: $1) },
        largestTriangleThreeBuckets: { AxesAndScale.largestTriangleThreeBuckets($0, threshold: $1) },
        largestVerticalDistance: { AxesAndScale.largestVerticalDistance(from: $0, to: $1) },
        dateTicks: { AxesAndScale.dateTicks(from: $0, through: $1, every: $2, in: $3) },
        chartSummary: { AxesAndScale.chartSummary(title: $0, labels: $1, values: $2, unit: $3) },
        toneSamples: { AxesAndScale.toneSamples(for: $0, minimum: $1, maximum: $2, sampleRate: $3, duration: $4) })

    /// The functions as a student's recorded answers: the grader's replay of their chart.
    static func answered(by answers: RecordedAnswers) -> Self {
        AxesAndScaleFunctions(
            tickValues: {
                answers.answer(
                    "AxesAndScale.tickValues(from:to:count:)", .init("from", $0), .init("to", $1), .init("count", $2))
            },
            niceDomain: { answers.answer("AxesAndScale.niceDomain(_:count:)", .init(nil, $0), .init("count", $1)) },
            tickLabel: { answers.answer("AxesAndScale.tickLabel(for:step:)", .init("for", $0), .init("step", $1)) },
            averagePerBucket: {
                answers.answer(
                    "AxesAndScale.averagePerBucket(_:bucketCount:)", .init(nil, $0), .init("bucketCount", $1))
            },
            minMaxPerBucket: {
                answers.answer("AxesAndScale.minMaxPerBucket(_:bucketCount:)", .init(nil, $0), .init("bucketCount", $1))
            },
            largestTriangleThreeBuckets: {
                answers.answer(
                    "AxesAndScale.largestTriangleThreeBuckets(_:threshold:)", .init(nil, $0), .init("threshold", $1))
            },
            largestVerticalDistance: {
                answers.answer("AxesAndScale.largestVerticalDistance(from:to:)", .init("from", $0), .init("to", $1))
            },
            dateTicks: {
                answers.answer(
                    "AxesAndScale.dateTicks(from:through:every:in:)", .init("from", $0), .init("through", $1),
                    .init("every", $2), .init("in", $3))
            },
            chartSummary: {
                answers.answer(
                    "AxesAndScale.chartSummary(title:labels:values:unit:)", .init("title", $0), .init("labels", $1),
                    .init("values", $2),
                    .init("unit", $3))
            },
            toneSamples: {
                answers.answer(
                    "AxesAndScale.toneSamples(for:minimum:maximum:sampleRate:duration:)", .init("for", $0),
                    .init("minimum", $1),
                    .init("maximum", $2), .init("sampleRate", $3), .init("duration", $4))
            })
    }
}
