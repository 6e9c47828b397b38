import Foundation

/// Exercise 1.8: count, total and both ends in one pass.
public func summary(of values: [Double]) -> (minimum: Double, average: Double, maximum: Double)? {
    var tally: (count: Int, total: Double, low: Double, high: Double) = (0, 0, .infinity, -.infinity)
    for value in values where !value.isNaN {
        tally = (tally.count + 1, tally.total + value, min(tally.low, value), max(tally.high, value))
    }
    return tally.count == 0 ? nil : (tally.low, tally.total / Double(tally.count), tally.high)
}
