import ExerciseSupport
import Foundation

/// Exercise 1.1 · Value range
///
/// Returns the smallest and the largest value of a dataset, as a closed range
/// `minimum...maximum`.
///
/// Every other exercise in this chapter scales values into that range: the smallest value
/// will sit on the bottom edge of the chart and the largest on the top edge.
///
/// Worked example, with the monthly mean temperatures (°C):
///
///     valueRange(of: [4.1, 5.8, 9.2, 13.4, 17.1, 19.8, 21.5, 21.2, 17.6, 12.9, 7.8, 4.3])
///     // 4.1...21.5
///
/// Two special cases:
/// - No values at all: return `0...1`, a harmless range that still lets a chart be drawn.
/// - A missing measurement is stored as `Double.nan` ("not a number"). Skip it: NaN is
///   neither smaller nor larger than anything, so it would spoil the comparison. If every
///   value is NaN, there is nothing to measure: return `0...1` too.
///
///     valueRange(of: [])              // 0...1
///     valueRange(of: [.nan, 4, 9])    // 4...9
///     valueRange(of: [12, .nan])      // 12...12
///     valueRange(of: [.nan])          // 0...1
///
/// Swift hints: `values.min()` and `values.max()` return an optional (`nil` for an empty
/// array); `value.isNaN` tells you whether a value is missing; `a...b` makes a closed range.
///
/// - Parameter values: The dataset's values, in order.
/// - Returns: `minimum...maximum` of the values that are not NaN, or `0...1`.
public func valueRange(of values: [Double]) -> ClosedRange<Double> {
    let known = measuredValues(in: values)
    guard let lowest = known.min(), let highest = known.max() else {
        return fallbackRange
    }
    return lowest...highest
}

/// The range to fall back on when there is nothing to measure: harmless, and a chart
/// can still be drawn with it.
private let fallbackRange: ClosedRange<Double> = 0...1

/// Keeps only the values that were actually measured (drops the NaN placeholders).
private func measuredValues(in values: [Double]) -> [Double] {
    values.filter { !$0.isNaN }
}
