import ExerciseSupport
import Foundation

/// Exercise 3.4 · Whiskers and outliers
///
/// Returns where the whiskers of a Tukey boxplot end: the low whisker at the smallest
/// value at or above the lower fence, the high whisker at the largest value at or below
/// the upper fence (the fences are exercise 3.3).
///
/// A whisker ends *at a value that was measured*, never at the fence itself: the fence is
/// only the limit of how far it may reach. And a whisker never ends inside the box: when
/// no value lies between a box edge and its fence, the whisker ends at the box edge
/// (`q1` below, `q3` above), so it has no length.
///
/// Worked example, with eight prices: q1 is 0.0975, q3 0.155, and the fences are
/// 0.01125...0.24125 (exercise 3.3).
///
///     let prices = [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31]
///     whiskerEnds(ofSorted: prices)   // 0.08...0.20: 0.31 lies beyond the upper fence
///     outliers(ofSorted: prices)      // [0.31]
///
/// The simpler boxplot of the teaching material draws its whiskers from the lowest to
/// the highest value, `low...high`, and has no outliers: the preview's `--whiskers range`.
///
/// - Parameter values: The values, sorted ascending; not empty.
/// - Returns: The low whisker's end `...` the high whisker's end.
public func whiskerEnds(ofSorted values: [Double]) -> ClosedRange<Double> {
    let fences = tukeyFences(ofSorted: values)
    let q1 = percentile(0.25, ofSorted: values)
    let q3 = percentile(0.75, ofSorted: values)
    let low = values.first { $0 >= fences.lowerBound } ?? q1
    let high = values.last { $0 <= fences.upperBound } ?? q3
    return min(low, q1)...max(high, q3)
}

/// Returns the values beyond Tukey's fences, in their sorted order: the outliers, which
/// a boxplot draws as points past the ends of its whiskers.
///
///     outliers(ofSorted: [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31])   // [0.31]
///
/// A value exactly on a fence is not an outlier.
///
/// - Parameter values: The values, sorted ascending; not empty.
/// - Returns: The values below the lower fence or above the upper fence.
public func outliers(ofSorted values: [Double]) -> [Double] {
    let fences = tukeyFences(ofSorted: values)
    return values.filter { !fences.contains($0) }
}
