import Foundation

/// Exercise 1.1: a single pass that keeps both ends.
public func valueRange(of values: [Double]) -> ClosedRange<Double> {
    let ends = values.reduce(into: nil as (Double, Double)?) { ends, value in
        guard !value.isNaN else { return }
        ends = ends.map { (min($0.0, value), max($0.1, value)) } ?? (value, value)
    }
    return ends.map { $0.0...$0.1 } ?? 0...1
}
