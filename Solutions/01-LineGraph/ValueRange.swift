import Foundation

/// Exercise 1.1: the smallest and largest value of a dataset.
public func valueRange(of values: [Double]) -> ClosedRange<Double> {
    let measured = values.filter { !$0.isNaN }
    guard let minimum = measured.min(), let maximum = measured.max() else { return 0...1 }
    return minimum...maximum
}
