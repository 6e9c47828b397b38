import ExerciseSupport
import Foundation

/// Exercise 3.5 · Price scale
///
/// Returns the y coordinate of `price` in `rect` when the whole period's prices,
/// `periodRange` (its lowest to its highest price), share one scale, as the boxplot's
/// days must: a box is only comparable with its neighbours if they use the same scale.
///
/// The teaching material scales so that the highest price reaches 85% of the height,
/// which leaves room above the tallest whisker, with zero on the bottom edge:
///
///     y = rect.maxY - price / highest × 0.85 × rect.height
///
/// Prices can be negative, though (a sunny, windy Sunday pays you to use power), and a
/// negative price on that scale falls below the chart. So the bottom edge is the lower of
/// zero and the lowest price, and the scale runs from there:
///
///     bottom   = min(0, lowest)
///     top      = max(0, highest)
///     fraction = (price - bottom) / (top - bottom)
///     y        = rect.maxY - fraction × 0.85 × rect.height
///
/// Zero, the baseline, then sits at `yPosition(forPrice: 0, ...)`: on the bottom edge
/// when no price is negative, above it when some are.
///
/// Worked example, in a 600 × 200 rectangle at the origin:
///
///     let rect = CGRect(x: 0, y: 0, width: 600, height: 200)
///     yPosition(forPrice: 0.40, periodRange: 0.05...0.40, in: rect)     // 30, 85% up
///     yPosition(forPrice: 0.20, periodRange: 0.05...0.40, in: rect)     // 115, half of that
///     yPosition(forPrice: 0, periodRange: -0.10...0.40, in: rect)       // 166, the baseline
///     yPosition(forPrice: -0.10, periodRange: -0.10...0.40, in: rect)   // 200, the bottom
///     yPosition(forPrice: 0, periodRange: -0.30...(-0.05), in: rect)    // 30: zero is on top
///
/// The last period's prices are all below zero, so the scale ends at zero, 85% up.
///
/// A missing price (NaN) has no place on the chart: return NaN for it, whatever the period,
/// so look for it before anything else. When `top == bottom` (every price is zero) there is
/// nothing to divide by: return `rect.maxY`, where zero stands when nothing is negative.
/// Not `rect.midY`, as for chapter 1's flat line: on this scale the bottom edge is zero.
///
/// - Parameters:
///   - price: The price to place, in euro per kWh.
///   - periodRange: The lowest and the highest price of the whole period.
///   - rect: The rectangle the chart is drawn in.
/// - Returns: The price's y coordinate.
public func yPosition(forPrice price: Double, periodRange: ClosedRange<Double>, in rect: CGRect) -> CGFloat {
    // a missing price has no place on the chart
    if price.isNaN {
        return CGFloat.nan
    }

    // the scale always holds zero
    var bottomOfTheScale = periodRange.lowerBound
    if bottomOfTheScale > 0 {
        bottomOfTheScale = 0
    }
    var topOfTheScale = periodRange.upperBound
    if topOfTheScale < 0 {
        topOfTheScale = 0
    }

    // every price is zero: nothing to divide by, zero stands on the bottom edge
    if topOfTheScale == bottomOfTheScale {
        return rect.maxY
    }

    let fractionOfTheWayUp = (price - bottomOfTheScale) / (topOfTheScale - bottomOfTheScale)
    // the highest price only goes 85% of the way up, to leave room above it
    let distanceAboveTheBottom = CGFloat(fractionOfTheWayUp) * 0.85 * rect.height
    let yCoordinate = rect.maxY - distanceAboveTheBottom
    return yCoordinate
}
