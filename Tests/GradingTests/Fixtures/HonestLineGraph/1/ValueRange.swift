import Foundation

/// Exercise 1.1, written with a loop.
public func valueRange(of values: [Double]) -> ClosedRange<Double> {
    var smallest = Double.infinity
    var largest = -Double.infinity
    var found = false
    for v in values {
        if v.isNaN { continue }
        found = true
        if v < smallest { smallest = v }
        if v > largest { largest = v }
    }
    if found {
        return smallest...largest
    } else {
        return 0...1
    }
}
