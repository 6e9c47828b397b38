import ExerciseSupport
import Foundation

/// Exercise 1.8 · Info row
///
/// Returns the smallest value, the average and the largest value, which the info row
/// above the chart shows as "Min", "Avg" and "Max".
///
/// The average (the mean) is the sum of the values divided by how many there are.
///
/// Worked example, with the monthly precipitation (mm):
///
///     summary(of: [68, 47, 62, 43, 55, 67, 78, 71, 80, 88, 82, 74])
///     // (minimum: 43, average: 67.9166..., maximum: 88)
///
/// Skip missing measurements (NaN), as in exercise 1.1: they are not zero, they are
/// unknown. When no value is left, there is nothing to summarise, and an average of
/// nothing would be 0 / 0: return `nil`, and the info row shows a dash instead.
///
///     summary(of: [9, .nan, 3])   // (minimum: 3, average: 6, maximum: 9)
///     summary(of: [.nan])         // nil
///     summary(of: [])             // nil
///
/// Swift hints: `values.reduce(0, +)` adds the values up; the result is a *tuple* with
/// labels, written `(minimum: 43, average: 67.9, maximum: 88)`.
///
/// - Parameter values: The dataset's values.
/// - Returns: The minimum, average and maximum of the values that are not NaN, or `nil`.
public func summary(of values: [Double]) -> (minimum: Double, average: Double, maximum: Double)? {
    var smallestValue: Double = 0
    var largestValue: Double = 0
    var sumOfAllValues: Double = 0
    var numberOfRealValues = 0

    for i in 0..<values.count {
        let currentValue = values[i]
        // missing values are unknown, not zero, so skip them
        if currentValue.isNaN {
            continue
        }
        if numberOfRealValues == 0 {
            smallestValue = currentValue
            largestValue = currentValue
        } else {
            if currentValue < smallestValue {
                smallestValue = currentValue
            }
            if currentValue > largestValue {
                largestValue = currentValue
            }
        }
        sumOfAllValues = sumOfAllValues + currentValue
        numberOfRealValues = numberOfRealValues + 1
    }

    // nothing left to summarise
    if numberOfRealValues == 0 {
        return nil
    }

    let averageValue = sumOfAllValues / Double(numberOfRealValues)
    return (minimum: smallestValue, average: averageValue, maximum: largestValue)
}
