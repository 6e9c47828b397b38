import ExerciseSupport
import Foundation

/// Exercise 2.1 · Bar height
///
/// Returns how tall the bar of `value` is when the chart is `height` points tall and the
/// day's highest price is `maximum`.
///
/// A bar chart scales every bar against the tallest one. The value's share of the
/// maximum is the bar's share of the height:
///
///     bar height = value / maximum × height × headroom
///
/// The `headroom` of 0.9 keeps the tallest bar a tenth of the height below the top edge,
/// so that it never touches the frame and there is room above it for a label.
///
/// Worked example, with the winter day of 14 January 2026, whose highest price is
/// €0.326 at 18:00, in a chart 200 points tall. The 08:00 price of €0.246 is
/// 0.246 / 0.326 ≈ 0.7546 of the maximum, so its bar is 0.7546 × 200 × 0.9 ≈ 135.83
/// points tall:
///
///     barHeight(for: 0.326, maximum: 0.326, height: 200)   // 180: the tallest bar
///     barHeight(for: 0.246, maximum: 0.326, height: 200)   // 135.828...
///     barHeight(for: 0.098, maximum: 0.326, height: 200)   // 54.110...: midnight
///     barHeight(for: 0.2, maximum: 0.4, height: 100, headroom: 1)   // 50: half as tall
///
/// A price below zero gives a height below zero, by the same formula: as far below as a
/// price of the same size above zero would reach up. Do not cut it off at 0: exercise 2.3
/// draws such a bar hanging down from a zero line, and needs its length and direction.
///
///     barHeight(for: -0.052, maximum: 0.326, height: 200)   // -28.711...: points down
///
/// A maximum of zero or less has nothing to scale against (dividing by zero gives
/// infinity or NaN): return 0, and the chart draws nothing.
///
/// Swift hint: `value / maximum` is a `Double`, `height` a `CGFloat`. Convert with
/// `CGFloat(...)` before you multiply them.
///
/// - Parameters:
///   - value: The price to draw, in the same unit as `maximum`.
///   - maximum: The highest price of the day.
///   - height: The height of the chart.
///   - headroom: The share of the height the tallest bar may use.
/// - Returns: The bar's height, below zero for a price below zero.
public func barHeight(for value: Double, maximum: Double, height: CGFloat, headroom: Double = 0.9) -> CGFloat {
    guard maximum > 0 else { return 0 }
    return height * CGFloat(value / maximum * headroom)
}
