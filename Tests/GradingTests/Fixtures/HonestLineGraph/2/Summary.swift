import Foundation

public func summary(of values: [Double]) -> (minimum: Double, average: Double, maximum: Double)? {
    let known = values.filter { !$0.isNaN }
    if known.isEmpty { return nil }
    let sum = known.reduce(into: 0.0) { $0 += $1 }
    return (known.min()!, sum / Double(known.count), known.max()!)
}
