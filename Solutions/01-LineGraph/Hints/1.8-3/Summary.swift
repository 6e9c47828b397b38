import Foundation

/// Hint 1.8-3 followed literally: `nil` before dividing when nothing is left, and the sum
/// divided by the number of values kept.
public func summary(of values: [Double]) -> (minimum: Double, average: Double, maximum: Double)? {
    var kept: [Double] = []
    for value in values where !value.isNaN {
        kept.append(value)
    }
    guard let smallest = kept.min(), let largest = kept.max() else { return nil }
    return (smallest, kept.reduce(0, +) / Double(kept.count), largest)
}
