import ExerciseSupport
import Foundation

/// Exercise 1.3 · Vertical position
///
/// Returns the y coordinate of `value` when `minimum` belongs on the bottom edge of
/// `rect` and `maximum` on its top edge.
///
/// First work out how far up the value is, as a fraction from 0 (at `minimum`) to 1 (at
/// `maximum`):
///
///     fraction = (value - minimum) / (maximum - minimum)
///
/// Then mind the screen: its y axis grows *downward*. `rect.minY` is the top edge and
/// `rect.maxY` the bottom edge, so a larger value needs a *smaller* y:
///
///     y = rect.maxY - fraction × rect.height
///
/// Worked example, with the temperatures (minimum 4.1, maximum 21.5) in a 300 × 200
/// rectangle at the origin. April's 13.4 °C is (13.4 - 4.1) / 17.4 ≈ 0.5345 of the way up,
/// so it sits at 200 - 0.5345 × 200 ≈ 93.10:
///
///     let rect = CGRect(x: 0, y: 0, width: 300, height: 200)
///     yPosition(for: 4.1, minimum: 4.1, maximum: 21.5, in: rect)    // 200, the bottom
///     yPosition(for: 13.4, minimum: 4.1, maximum: 21.5, in: rect)   // 93.103...
///     yPosition(for: 21.5, minimum: 4.1, maximum: 21.5, in: rect)   // 0, the top
///
/// Flat data, where every value is the same, makes `maximum - minimum` zero, and dividing
/// by zero gives NaN: a point that cannot be drawn. In that case return `rect.midY`, so the
/// flat line runs through the middle of the chart.
///
/// A value that is NaN (a missing measurement) must come out as NaN, flat data or not: it
/// has no place on the chart, and the chart leaves a gap there. Away from flat data the
/// formula does that by itself, as long as you test for flat data with
/// `minimum == maximum` *before* dividing, rather than testing the fraction for NaN
/// afterwards. On flat data you return before the formula, so check for a NaN `value`
/// there yourself: `value.isNaN` tells you.
///
///     let rect = CGRect(x: 0, y: 0, width: 300, height: 200)
///     yPosition(for: 7, minimum: 7, maximum: 7, in: rect)                 // 100, the middle
///     yPosition(for: .nan, minimum: 4.1, maximum: 21.5, in: rect).isNaN   // true, a gap
///     yPosition(for: .nan, minimum: 7, maximum: 7, in: rect).isNaN        // true, a gap too
///
/// - Parameters:
///   - value: The value to place.
///   - minimum: The value that belongs on the bottom edge.
///   - maximum: The value that belongs on the top edge.
///   - rect: The rectangle the chart is drawn in.
/// - Returns: The value's y coordinate.
public func yPosition(
    for value: Double, minimum: Double, maximum: Double, in rect: CGRect
) -> CGFloat {
    // flat data: every value is the same, so put the line in the middle
    if minimum == maximum {
        if value.isNaN {
            // a missing value still has to stay a gap
            return CGFloat.nan
        } else {
            return rect.midY
        }
    }

    // how far up the value is, from 0 at the minimum to 1 at the maximum
    let distanceAboveMinimum = value - minimum
    let sizeOfWholeRange = maximum - minimum
    let fractionOfTheWayUp = CGFloat(distanceAboveMinimum / sizeOfWholeRange)

    // screen y grows downward, so start at the bottom and go up
    let yCoordinate = rect.maxY - fractionOfTheWayUp * rect.height
    return yCoordinate
}
