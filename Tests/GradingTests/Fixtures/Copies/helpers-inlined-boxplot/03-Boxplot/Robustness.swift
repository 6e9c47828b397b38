import ExerciseSupport
import Foundation

/// Exercise 3.8 · Robust centre
///
/// Returns how far the mean and the median move from the prices `before` to the prices
/// `after`: `after`'s mean minus `before`'s, and the same for the median.
///
/// This is why a boxplot marks the median and not the mean. On 4 November 2026 the grid
/// was congested at 18:00 and that hour cost €2.00, where the day's next dearest hour cost
/// €0.280. Take the day with 18:00 at €0.280, then raise it to €2.00: one hour of 24 moved
/// by €1.72 drags the mean up by 1.72 / 24 ≈ €0.072; the median only asks which price is
/// in the middle, and that hour was above the middle before and after, so the median does
/// not move at all. `swift run workbook preview 3 --select 54` shows those two changes.
///
///     let before = [0.10, 0.11, 0.12, 0.30]
///     let after = [0.10, 0.11, 0.12, 2.00]
///     centreShift(from: before, to: after)   // (mean: 0.425, median: 0)
///
/// Use `percentile(0.5, ofSorted:)` (exercise 3.1) on sorted copies for the medians. With
/// no prices on either side there is nothing to compare: return `nil`.
///
/// - Parameters:
///   - before: The prices before the change, in any order.
///   - after: The prices after it, in any order; the count may differ.
/// - Returns: The change of the mean and the change of the median, or `nil`.
public func centreShift(from before: [Double], to after: [Double]) -> (mean: Double, median: Double)? {
    guard !before.isEmpty, !after.isEmpty else { return nil }
    let meanShift = after.reduce(0, +) / Double(after.count) - before.reduce(0, +) / Double(before.count)
    let medianShift = percentile(0.5, ofSorted: after.sorted()) - percentile(0.5, ofSorted: before.sorted())
    return (meanShift, medianShift)
}
