import Foundation

// Functional style: reduce over the real values.
public func valueRange(of values: [Double]) -> ClosedRange<Double> {
    let real = values.lazy.filter { $0 == $0 }
    guard let first = real.first else { return 0...1 }
    let (low, high) = real.reduce((first, first)) { bounds, next in
        (Swift.min(bounds.0, next), Swift.max(bounds.1, next))
    }
    return low...high
}
