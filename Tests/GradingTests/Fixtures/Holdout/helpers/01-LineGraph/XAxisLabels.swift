import ExerciseSupport
import Foundation

/// Exercise 1.7 · X-axis labels
///
/// Returns the indices of the points whose labels the x axis shows.
///
/// Twelve month names fit under a phone-sized chart, but more labels would run into each
/// other. So: up to 12 points, show every label; beyond that, show every other label,
/// starting with the first (indices 0, 2, 4, ...).
///
/// Worked examples:
///
///     visibleLabelIndices(count: 3)    // [0, 1, 2]
///     visibleLabelIndices(count: 12)   // [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], all twelve months
///     visibleLabelIndices(count: 15)   // [0, 2, 4, 6, 8, 10, 12, 14]
///     visibleLabelIndices(count: 0)    // []
///
/// Swift hint: `Array(0..<count)` lists every index, and
/// `Array(stride(from: 0, to: count, by: 2))` every other one.
///
/// - Parameter count: How many points the dataset has.
/// - Returns: The indices whose labels are shown, in increasing order.
public func visibleLabelIndices(count: Int) -> [Int] {
    guard count > 0 else { return [] }
    if count <= maximumLabelsShownInFull {
        return Array(0..<count)
    }
    return Array(stride(from: 0, to: count, by: labelStrideWhenCrowded))
}

/// How many labels fit under a phone-sized chart before they start to collide.
private let maximumLabelsShownInFull = 12

/// When there are too many labels, show only one in this many.
private let labelStrideWhenCrowded = 2
