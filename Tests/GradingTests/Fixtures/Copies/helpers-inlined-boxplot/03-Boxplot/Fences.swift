import ExerciseSupport
import Foundation

/// Exercise 3.3 · Fences
///
/// Returns the interquartile range of sorted values: the height of the box, from the
/// first quartile to the third, `q3 - q1`. Half of the values lie inside it, so a small
/// IQR means a stable day and a large one a day of big swings.
///
///     interquartileRange(ofSorted: [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31])
///     // 0.0575, that is 0.155 - 0.0975
///
/// - Parameter values: The values, sorted ascending; not empty.
/// - Returns: `q3 - q1`, never negative.
public func interquartileRange(ofSorted values: [Double]) -> Double {
    percentile(0.75, ofSorted: values) - percentile(0.25, ofSorted: values)
}

/// Returns Tukey's fences around sorted values: `q1 - 1.5 × IQR` to `q3 + 1.5 × IQR`.
///
/// John Tukey, who invented the boxplot, called a value beyond these fences an outlier:
/// unusually far from the middle half of the data. The whiskers stop at the fences
/// (exercise 3.4) and the outliers are drawn as points of their own.
///
///     tukeyFences(ofSorted: [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31])
///     // 0.01125...0.24125, that is 0.0975 - 1.5 × 0.0575 up to 0.155 + 1.5 × 0.0575
///
/// - Parameter values: The values, sorted ascending; not empty.
/// - Returns: The lower fence `...` the upper fence.
public func tukeyFences(ofSorted values: [Double]) -> ClosedRange<Double> {
    let q1 = percentile(0.25, ofSorted: values)
    let q3 = percentile(0.75, ofSorted: values)
    let reach = 1.5 * (q3 - q1)
    return (q1 - reach)...(q3 + reach)
}
