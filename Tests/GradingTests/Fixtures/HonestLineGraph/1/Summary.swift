import Foundation

public func summary(of values: [Double]) -> (minimum: Double, average: Double, maximum: Double)? {
    var lowest = 0.0
    var highest = 0.0
    var total = 0.0
    var n = 0
    for v in values where !v.isNaN {
        if n == 0 || v < lowest { lowest = v }
        if n == 0 || v > highest { highest = v }
        total += v
        n += 1
    }
    if n == 0 {
        return nil
    }
    return (minimum: lowest, average: total / Double(n), maximum: highest)
}
