import ExerciseSupport
import Foundation

/// Exercise 1.2 · Horizontal position
///
/// Returns the x coordinate of point number `index` when `count` points are spread evenly
/// across `rect`, the first on the left edge and the last on the right edge.
///
/// Between `count` points there are `count - 1` gaps, so each step is
/// `rect.width / (count - 1)` wide, and point `index` sits `index` steps from the left
/// edge. The left edge is `rect.minX`, which is not always 0: a chart often leaves room
/// for its axis labels on the left.
///
/// Worked example: twelve months in a rectangle that starts at x = 48 and is 300 wide.
/// Each step is 300 / 11 ≈ 27.27, so April (index 3) sits at 48 + 3 × 300 / 11 ≈ 129.82:
///
///     let rect = CGRect(x: 48, y: 16, width: 300, height: 200)
///     xPosition(index: 0, count: 12, in: rect)    // 48, January on the left edge
///     xPosition(index: 3, count: 12, in: rect)    // 129.818..., April
///     xPosition(index: 11, count: 12, in: rect)   // 348, December on the right edge
///
/// A single point has no gaps to divide by: place it in the middle, at `rect.midX`.
///
/// Swift hint: `index` and `count` are `Int`s; convert them with `CGFloat(index)` before
/// you divide, or Swift will not let you mix them with the `CGFloat` width.
///
/// - Parameters:
///   - index: The point's position in the dataset, from `0` to `count - 1`.
///   - count: How many points the dataset has.
///   - rect: The rectangle the chart is drawn in.
/// - Returns: The point's x coordinate.
public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
    // a single point goes in the middle of the rect
    if count == 1 {
        return rect.midX
    }

    // there is one gap fewer than there are points
    let numberOfGaps = CGFloat(count - 1)
    let widthOfOneGap = rect.width / numberOfGaps
    let distanceFromLeftEdge = widthOfOneGap * CGFloat(index)
    let xCoordinate = rect.minX + distanceFromLeftEdge
    return xCoordinate
}
