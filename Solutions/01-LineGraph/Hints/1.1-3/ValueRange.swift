import Foundation

/// Hint 1.1-3 followed literally: `0...1` when `min()` and `max()` find nothing, else
/// `minimum...maximum`.
public func valueRange(of values: [Double]) -> ClosedRange<Double> {
    let numbers = values.filter { !$0.isNaN }
    guard let minimum = numbers.min() else { return 0...1 }
    guard let maximum = numbers.max() else { return 0...1 }
    return minimum...maximum
}
