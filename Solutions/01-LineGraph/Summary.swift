import Foundation

/// Exercise 1.8: the smallest, average and largest value, for the info row; `nil` when
/// there is nothing to summarise.
public func summary(of values: [Double]) -> (minimum: Double, average: Double, maximum: Double)? {
    let measured = values.filter { !$0.isNaN }
    guard let minimum = measured.min(), let maximum = measured.max() else { return nil }
    let average = measured.reduce(0, +) / Double(measured.count)
    return (minimum, average, maximum)
}
