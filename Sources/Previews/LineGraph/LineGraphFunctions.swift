import Foundation
import LineGraph
import LineGraphReference

/// Chapter 1's functions as values, so that one preview draws either the student's code
/// or the reference solution.
///
/// ```
/// let functions = LineGraphFunctions.student
/// functions.yPosition(21.5, 4.1, 21.5, rect)   // calls the student's yPosition(for:minimum:maximum:in:)
/// ```
struct LineGraphFunctions: Sendable {
    var valueRange: @Sendable ([Double]) -> ClosedRange<Double>
    var xPosition: @Sendable (_ index: Int, _ count: Int, _ rect: CGRect) -> CGFloat
    var yPosition: @Sendable (_ value: Double, _ minimum: Double, _ maximum: Double, _ rect: CGRect) -> CGFloat
    var linePoints: @Sendable ([Double], CGRect) -> [CGPoint]
    var areaPolygon: @Sendable ([Double], CGRect) -> [CGPoint]
    var gridLineValues: @Sendable (_ count: Int, _ minimum: Double, _ maximum: Double) -> [Double]
    var visibleLabelIndices: @Sendable (_ count: Int) -> [Int]
    var summary: @Sendable ([Double]) -> (minimum: Double, average: Double, maximum: Double)?
    var selectedIndex: @Sendable (_ x: CGFloat, _ count: Int, _ rect: CGRect) -> Int?

    /// The functions in Chapters/01-LineGraph.
    static let student = LineGraphFunctions(
        valueRange: { LineGraph.valueRange(of: $0) },
        xPosition: { LineGraph.xPosition(index: $0, count: $1, in: $2) },
        yPosition: { LineGraph.yPosition(for: $0, minimum: $1, maximum: $2, in: $3) },
        linePoints: { LineGraph.linePoints(for: $0, in: $1) },
        areaPolygon: { LineGraph.areaPolygon(for: $0, in: $1) },
        gridLineValues: { LineGraph.gridLineValues(count: $0, minimum: $1, maximum: $2) },
        visibleLabelIndices: { LineGraph.visibleLabelIndices(count: $0) },
        summary: { LineGraph.summary(of: $0) },
        selectedIndex: { LineGraph.selectedIndex(forTapAt: $0, count: $1, in: $2) })

    /// The reference solutions in Solutions/01-LineGraph.
    static let reference = LineGraphFunctions(
        valueRange: { LineGraphReference.valueRange(of: $0) },
        xPosition: { LineGraphReference.xPosition(index: $0, count: $1, in: $2) },
        yPosition: { LineGraphReference.yPosition(for: $0, minimum: $1, maximum: $2, in: $3) },
        linePoints: { LineGraphReference.linePoints(for: $0, in: $1) },
        areaPolygon: { LineGraphReference.areaPolygon(for: $0, in: $1) },
        gridLineValues: { LineGraphReference.gridLineValues(count: $0, minimum: $1, maximum: $2) },
        visibleLabelIndices: { LineGraphReference.visibleLabelIndices(count: $0) },
        summary: { LineGraphReference.summary(of: $0) },
        selectedIndex: { LineGraphReference.selectedIndex(forTapAt: $0, count: $1, in: $2) })

    /// Which exercise each skeleton file belongs to, for "not implemented yet" notes.
    static let exercises = [
        "ValueRange.swift": "1.1", "XPosition.swift": "1.2", "YPosition.swift": "1.3",
        "LinePoints.swift": "1.4", "AreaPolygon.swift": "1.5", "GridLines.swift": "1.6",
        "XAxisLabels.swift": "1.7", "Summary.swift": "1.8", "SelectedIndex.swift": "1.9",
    ]
}
