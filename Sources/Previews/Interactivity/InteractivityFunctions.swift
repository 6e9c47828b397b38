import Foundation
import Interactivity
import ProbeProtocol
import Probes

/// Chapter 4's functions as values, so that a test can draw the preview through a
/// stand-in: a skeleton, a student's typical mistake, or wild output.
///
/// ```
/// var functions = InteractivityFunctions.chapter
/// functions.barIndex = { _, _, _ in 99 }        // a hit test that answers nonsense
/// InteractivityPreview(functions: functions).chart(of: .productSales, chapter: chapter, settings: settings)
/// ```
///
/// ``chapter`` is the code the preview program is built with: the student's, or the
/// reference solutions in the demo and in the tool's own tests.
struct InteractivityFunctions: ChapterFunctions {
    var barIndex: @Sendable (_ point: CGPoint, _ count: Int, _ rect: CGRect) -> Int?
    var toggledSelection: @Sendable (_ current: Int?, _ tapped: Int?) -> Int?
    var nearestIndex: @Sendable (_ date: Date, _ dates: [Date]) -> Int?
    var selectedIndices: @Sendable (_ start: Date, _ end: Date, _ dates: [Date]) -> ClosedRange<Int>?
    var tooltipCenter: @Sendable (_ point: CGPoint, _ size: CGSize, _ gap: CGFloat, _ rect: CGRect) -> CGPoint
    var startOfWeek: @Sendable (_ date: Date, _ calendar: Calendar) -> Date
    var visibleWindow: @Sendable (_ start: Int, _ length: Int, _ count: Int) -> Range<Int>
    var weekHeading: @Sendable (_ start: Date, _ days: Int, _ calendar: Calendar) -> String
    var sectorIndex:
        @Sendable (
            _ point: CGPoint, _ values: [Double], _ center: CGPoint, _ innerRadius: CGFloat, _ outerRadius: CGFloat
        ) -> Int?

    /// The functions of the `Interactivity` module.
    static let chapter = InteractivityFunctions(
        barIndex: { Interactivity.barIndex(at: $0, count: $1, in: $2) },
        toggledSelection: { Interactivity.toggledSelection(current: $0, tapped: $1) },
        nearestIndex: { Interactivity.nearestIndex(to: $0, in: $1) },
        selectedIndices: { Interactivity.selectedIndices(from: $0, to: $1, in: $2) },
        tooltipCenter: { Interactivity.tooltipCenter(for: $0, size: $1, gap: $2, in: $3) },
        startOfWeek: { Interactivity.startOfWeek(containing: $0, in: $1) },
        visibleWindow: { Interactivity.visibleWindow(startingAt: $0, length: $1, count: $2) },
        weekHeading: { Interactivity.weekHeading(from: $0, days: $1, in: $2) },
        sectorIndex: { Interactivity.sectorIndex(at: $0, values: $1, center: $2, innerRadius: $3, outerRadius: $4) })

    /// The functions as a student's recorded answers: the grader's replay of their chart.
    static func answered(by answers: RecordedAnswers) -> Self {
        InteractivityFunctions(
            barIndex: {
                answers.answer(
                    "Interactivity.barIndex(at:count:in:)", .init("at", $0), .init("count", $1), .init("in", $2))
            },
            toggledSelection: {
                answers.answer(
                    "Interactivity.toggledSelection(current:tapped:)", .init("current", $0), .init("tapped", $1))
            },
            nearestIndex: { answers.answer("Interactivity.nearestIndex(to:in:)", .init("to", $0), .init("in", $1)) },
            selectedIndices: {
                answers.answer(
                    "Interactivity.selectedIndices(from:to:in:)", .init("from", $0), .init("to", $1), .init("in", $2))
            },
            tooltipCenter: {
                answers.answer(
                    "Interactivity.tooltipCenter(for:size:gap:in:)", .init("for", $0), .init("size", $1),
                    .init("gap", $2), .init("in", $3))
            },
            startOfWeek: {
                answers.answer("Interactivity.startOfWeek(containing:in:)", .init("containing", $0), .init("in", $1))
            },
            visibleWindow: {
                answers.answer(
                    "Interactivity.visibleWindow(startingAt:length:count:)", .init("startingAt", $0),
                    .init("length", $1), .init("count", $2))
            },
            weekHeading: {
                answers.answer(
                    "Interactivity.weekHeading(from:days:in:)", .init("from", $0), .init("days", $1), .init("in", $2))
            },
            sectorIndex: {
                answers.answer(
                    "Interactivity.sectorIndex(at:values:center:innerRadius:outerRadius:)", .init("at", $0),
                    .init("values", $1), .init("center", $2),
                    .init("innerRadius", $3), .init("outerRadius", $4))
            })
    }
}
