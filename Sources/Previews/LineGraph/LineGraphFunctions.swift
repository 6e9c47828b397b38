import Foundation
import LineGraph
import ProbeProtocol

/// Chapter 1's functions as values, so that a test can draw the preview through a
/// stand-in: a skeleton, a student's typical mistake, or wild output.
///
/// ```
/// var functions = LineGraphFunctions.chapter
/// functions.linePoints = { _, _ in [] }        // a student whose line is empty
/// LineGraphPreview(functions: functions).chart(of: .temperature, chapter: chapter, settings: settings)
/// ```
///
/// ``chapter`` is the code the preview program is built with: the student's, or the
/// reference solutions in the demo and in the tool's own tests.
struct LineGraphFunctions: ChapterFunctions {
    var valueRange: @Sendable ([Double]) -> ClosedRange<Double>
    var xPosition: @Sendable (_ index: Int, _ count: Int, _ rect: CGRect) -> CGFloat
    var yPosition: @Sendable (_ value: Double, _ minimum: Double, _ maximum: Double, _ rect: CGRect) -> CGFloat
    var linePoints: @Sendable ([Double], CGRect) -> [CGPoint]
    var areaPolygon: @Sendable ([Double], CGRect) -> [CGPoint]
    var gridLineValues: @Sendable (_ count: Int, _ minimum: Double, _ maximum: Double) -> [Double]
    var visibleLabelIndices: @Sendable (_ count: Int) -> [Int]
    var summary: @Sendable ([Double]) -> (minimum: Double, average: Double, maximum: Double)?
    var selectedIndex: @Sendable (_ x: CGFloat, _ count: Int, _ rect: CGRect) -> Int?

    /// The functions of the `LineGraph` module.
    static let chapter = LineGraphFunctions(
        valueRange: { LineGraph.valueRange(of: $0) },
        xPosition: { LineGraph.xPosition(index: $0, count: $1, in: $2) },
        yPosition: { LineGraph.yPosition(for: $0, minimum: $1, maximum: $2, in: $3) },
        linePoints: { LineGraph.linePoints(for: $0, in: $1) },
        areaPolygon: { LineGraph.areaPolygon(for: $0, in: $1) },
        gridLineValues: { LineGraph.gridLineValues(count: $0, minimum: $1, maximum: $2) },
        visibleLabelIndices: { LineGraph.visibleLabelIndices(count: $0) },
        summary: { LineGraph.summary(of: $0) },
        selectedIndex: { LineGraph.selectedIndex(forTapAt: $0, count: $1, in: $2) })

    /// The functions as a student's recorded answers: the grader's replay of their chart.
    static func answered(by answers: RecordedAnswers) -> Self {
        LineGraphFunctions(
            valueRange: { answers.answer("LineGraph.valueRange(of:)", .init("of", $0)) },
            xPosition: {
                answers.answer(
                    "LineGraph.xPosition(index:count:in:)", .init("index", $0), .init("count", $1), .init("in", $2))
            },
            yPosition: {
                answers.answer(
                    "LineGraph.yPosition(for:minimum:maximum:in:)", .init("for", $0), .init("minimum", $1),
                    .init("maximum", $2), .init("in", $3))
            },
            linePoints: { answers.answer("LineGraph.linePoints(for:in:)", .init("for", $0), .init("in", $1)) },
            areaPolygon: { answers.answer("LineGraph.areaPolygon(for:in:)", .init("for", $0), .init("in", $1)) },
            gridLineValues: {
                answers.answer(
                    "LineGraph.gridLineValues(count:minimum:maximum:)", .init("count", $0), .init("minimum", $1),
                    .init("maximum", $2))
            },
            visibleLabelIndices: { answers.answer("LineGraph.visibleLabelIndices(count:)", .init("count", $0)) },
            summary: {
                answers.answer("LineGraph.summary(of:)", [.init("of", $0)]) { value throws(ProbeValueError) in
                    try optionalTuple(value) { fields throws(ProbeValueError) in
                        (
                            try tupleField("minimum", of: fields), try tupleField("average", of: fields),
                            try tupleField("maximum", of: fields)
                        )
                    }
                }
            },
            selectedIndex: {
                answers.answer(
                    "LineGraph.selectedIndex(forTapAt:count:in:)", .init("forTapAt", $0), .init("count", $1),
                    .init("in", $2))
            })
    }
}
