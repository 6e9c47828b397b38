import ExerciseSupport
import Foundation

/// Exercise 3.1 · Percentile
///
/// Returns the value below which `fraction` of the sorted `values` lie, by linear
/// interpolation between the two closest ranks: the method statistics tools call "type 7",
/// the default of R, of NumPy and of a spreadsheet's `PERCENTILE.INC`.
///
/// Picture the values on a ruler from index 0 (the smallest) to index `count - 1` (the
/// largest). The percentile sits at the position
///
///     position = fraction × (count - 1)
///
/// which is rarely a whole number. Its whole part names the value just below, and its
/// fraction says how far to go towards the next one:
///
///     lower = values[Int(position)]   upper = values[Int(position) + 1]
///     percentile = lower + (position - Int(position)) × (upper - lower)
///
/// Worked example, with eight prices (sorted):
///
///     let prices = [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31]
///     percentile(0.25, ofSorted: prices)   // 0.0975: position 1.75, so 0.09 + 0.75 × 0.01
///     percentile(0.5, ofSorted: prices)    // 0.115: position 3.5, halfway from 0.11 to 0.12
///     percentile(0, ofSorted: prices)      // 0.08, the smallest
///     percentile(1, ofSorted: prices)      // 0.31, the largest
///
/// At `fraction` 1 the position is the last index, and there is no value after it: take
/// care that you never read `values[count]`. A single value is every percentile of itself.
///
/// - Parameters:
///   - fraction: From 0 (the smallest value) to 1 (the largest); 0.25 is the first quartile.
///   - values: The values, sorted ascending; not empty.
/// - Returns: The interpolated percentile.
public func percentile(_ fraction: Double, ofSorted values: [Double]) -> Double {
    let position = fraction * Double(values.count - 1)
    let lowerIndex = Int(position)
    guard lowerIndex < values.count - 1 else { return values[values.count - 1] }

    let lower = values[lowerIndex]
    let upper = values[lowerIndex + 1]
    return lower + (position - Double(lowerIndex)) * (upper - lower)
}
