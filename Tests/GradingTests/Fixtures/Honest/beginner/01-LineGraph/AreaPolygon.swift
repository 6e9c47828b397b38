import ExerciseSupport
import Foundation

/// Exercise 1.5 · The area under the line
///
/// Returns the closed shape between the line and the bottom of the chart, which the
/// chart fills with a gradient that fades from the line's colour to transparent.
///
/// Walk along the line (exercise 1.4), then go down to the bottom-right corner of `rect`,
/// then across to the bottom-left corner. SwiftUI's `closeSubpath()` closes the shape by
/// joining the last point back to the first.
///
/// Worked example, continuing the one of exercise 1.4:
///
///     areaPolygon(for: [10, 30, 20], in: CGRect(x: 0, y: 0, width: 100, height: 50))
///     // [(x: 0, y: 50), (x: 50, y: 0), (x: 100, y: 25),   the line
///     //  (x: 100, y: 50),                                   bottom-right corner
///     //  (x: 0, y: 50)]                                     bottom-left corner
///
/// The corners belong to `rect`, wherever it is: use `rect.maxX`, `rect.minX` and
/// `rect.maxY`, not `rect.width` and `rect.height`.
///
/// No line, no area: with fewer than two values, return an empty array.
///
/// - Parameters:
///   - values: The dataset's values, in order.
///   - rect: The rectangle the chart is drawn in.
/// - Returns: The line's points followed by the two bottom corners, or `[]`.
public func areaPolygon(for values: [Double], in rect: CGRect) -> [CGPoint] {
    // no line means no area
    if values.count < 2 {
        return []
    }

    // first the points of the line itself
    var pointsOfTheArea = linePoints(for: values, in: rect)

    // then down to the bottom-right corner of the rect
    let bottomRightCorner = CGPoint(x: rect.maxX, y: rect.maxY)
    pointsOfTheArea.append(bottomRightCorner)

    // then across to the bottom-left corner
    let bottomLeftCorner = CGPoint(x: rect.minX, y: rect.maxY)
    pointsOfTheArea.append(bottomLeftCorner)

    return pointsOfTheArea
}
