import ExerciseSupport
import Foundation

/// Exercise 1.4 · The line
///
/// Returns the points of the line through `values`: one `CGPoint` per value, scaled into
/// `rect`. A SwiftUI `Path` draws the line by moving to the first point and adding a line
/// to each of the others.
///
/// Put your earlier answers together: the range of the values gives the `minimum` and
/// `maximum` (exercise 1.1), point `index` gets its x from exercise 1.2 and its y from
/// exercise 1.3.
///
/// Worked example: three values in a 100 × 50 rectangle at the origin.
///
///     linePoints(for: [10, 30, 20], in: CGRect(x: 0, y: 0, width: 100, height: 50))
///     // [(x: 0, y: 50), (x: 50, y: 0), (x: 100, y: 25)]
///
/// A line needs two points: with fewer than two values, return an empty array, and the
/// chart draws no line.
///
/// Keep a missing value (NaN) in its place: its point gets its x as usual and a y of NaN
/// (exercise 1.3 does that for you), so the chart can leave a gap there. Filtering it out
/// would shift every later point one place to the left.
///
///     linePoints(for: [1, .nan, 3], in: CGRect(x: 0, y: 0, width: 100, height: 50)).map { $0.y.isNaN }
///     // [false, true, false]: the middle point has no y, a gap
///
/// Swift hint: `values.enumerated()` gives you each value together with its index, and
/// `.map { index, value in ... }` turns each pair into a point.
///
/// - Parameters:
///   - values: The dataset's values, in order.
///   - rect: The rectangle the chart is drawn in.
/// - Returns: One point per value, or `[]` for fewer than two values.
public func linePoints(for values: [Double], in rect: CGRect) -> [CGPoint] {
    guard values.count >= minimumPointsForALine else { return [] }

    let range = valueRange(of: values)
    let count = values.count
    return values.enumerated().map { index, value in
        CGPoint(
            x: xPosition(index: index, count: count, in: rect),
            y: yPosition(for: value, minimum: range.lowerBound, maximum: range.upperBound, in: rect)
        )
    }
}

/// A line needs somewhere to start and somewhere to end.
private let minimumPointsForALine = 2
