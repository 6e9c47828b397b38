import ExerciseSupport
import Foundation

/// Exercise 4.1 · The bar under a tap
///
/// Returns which of `count` bars a tap at `point` lands on, or `nil` when it lands on none.
///
/// In SwiftUI each bar gets `.onTapGesture`, and `.contentShape(Rectangle())` makes its
/// whole column tappable, the gaps beside the bar included: a finger needs a target of
/// about 44 points, far wider than a thin bar. So the bars split the chart into `count`
/// equal *slots*, side by side, and a tap anywhere in a slot selects that slot's bar.
///
/// This is chapter 1's scaling run backwards. There an index became a position; here a
/// position becomes an index: `(point.x - rect.minX) / slotWidth`, where each slot is
/// `rect.width / count` wide. That is 2.7 anywhere in the third slot (index 2), so round
/// it *down*. Rounding to the nearest, as chapter 1's tap did for points, would give the
/// right half of each slot to the next bar: a point sits on one x, but a bar owns a span.
///
/// A tap outside `rect` selects nothing: let `rect.contains(point)` decide. It counts the
/// left and top edges in and the right and bottom edges out, so that two slots side by
/// side never share a point, and a tap exactly on a boundary belongs to the slot on its
/// right.
///
/// Worked example: five products in a rectangle 300 wide that starts at x = 48, so each
/// slot is 60 wide.
///
///     let rect = CGRect(x: 48, y: 16, width: 300, height: 200)
///     barIndex(at: CGPoint(x: 100, y: 100), count: 5, in: rect)   // 0: 52 / 60 ≈ 0.87, iPhone
///     barIndex(at: CGPoint(x: 170, y: 100), count: 5, in: rect)   // 2: 122 / 60 ≈ 2.03, MacBook
///     barIndex(at: CGPoint(x: 228, y: 100), count: 5, in: rect)   // 3: exactly on the boundary
///     barIndex(at: CGPoint(x: 348, y: 100), count: 5, in: rect)   // nil: the right edge is outside
///     barIndex(at: CGPoint(x: 20, y: 100), count: 5, in: rect)    // nil: on the axis labels
///
/// With `count` 0 there is no bar: return `nil`.
///
/// Floating point can land a hair off at the right edge. In a rectangle 120.5 wide from
/// x = -20, the last x inside it, a hair below 100.5, divides out to exactly 3 slots of
/// 40.1666...: one past the last of 3 bars. Keep the index in bounds, between 0 and
/// `count - 1`:
///
///     let narrow = CGRect(x: -20, y: 35.5, width: 120.5, height: 64)
///     barIndex(at: CGPoint(x: 100.49999999999999, y: 50), count: 3, in: narrow)   // 2: the last bar, not 3
///
/// Swift hint: `Int(2.7)` is 2 (converting drops the fraction), as is `(2.7).rounded(.down)`;
/// `min(max(index, 0), count - 1)` keeps an index in bounds.
///
/// - Parameters:
///   - point: Where the tap landed, in the same coordinates as `rect`.
///   - count: How many bars share the chart's width.
///   - rect: The rectangle the bars are drawn in.
/// - Returns: The index of the bar whose slot holds the point, or `nil`.
public func barIndex(at point: CGPoint, count: Int, in rect: CGRect) -> Int? {
    guard count > 0, rect.contains(point) else { return nil }
    return min(Int((point.x - rect.minX) / (rect.width / CGFloat(count))), count - 1)
}
