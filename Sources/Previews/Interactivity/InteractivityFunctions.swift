import Foundation
import Interactivity

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
struct InteractivityFunctions: Sendable {
    var barIndex: @Sendable (_ point: CGPoint, _ count: Int, _ rect: CGRect) -> Int?
    var toggledSelection: @Sendable (_ current: Int?, _ tapped: Int?) -> Int?
    var nearestIndex: @Sendable (_ date: Date, _ dates: [Date]) -> Int?
    var selectedIndices: @Sendable (_ start: Date, _ end: Date, _ dates: [Date]) -> ClosedRange<Int>?
    var tooltipCenter: @Sendable (_ point: CGPoint, _ size: CGSize, _ gap: CGFloat, _ rect: CGRect) -> CGPoint
    var startOfWeek: @Sendable (_ date: Date, _ calendar: Calendar) -> Date
    var visibleWindow: @Sendable (_ start: Int, _ length: Int, _ count: Int) -> Range<Int>
    var weekHeading: @Sendable (_ start: Date, _ days: Int, _ calendar: Calendar) -> String
    var sectorIndex: @Sendable (_ point: CGPoint, _ values: [Double], _ center: CGPoint, _ innerRadius: CGFloat, _ outerRadius: CGFloat) -> Int?

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
}
