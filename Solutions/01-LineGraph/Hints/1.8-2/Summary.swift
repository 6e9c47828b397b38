import Foundation

/// Hint 1.8-2 followed literally: the NaNs skipped, the sum from `reduce(0, +)`, divided
/// by how many values are left (`nil` when none is, as the doc comment says).
public func summary(of values: [Double]) -> (minimum: Double, average: Double, maximum: Double)? {
    let rest = values.filter { !$0.isNaN }
    if rest.isEmpty { return nil }
    let sum = rest.reduce(0, +)
    return (minimum: rest.min()!, average: sum / Double(rest.count), maximum: rest.max()!)
}
