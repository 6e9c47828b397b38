import Foundation

public func valueRange(of values: [Double]) -> ClosedRange<Double> {
    let sorted = values.filter { !$0.isNaN }.sorted()
    guard let lowest = sorted.first else {
        return 0...1
    }
    guard let highest = sorted.last else {
        return 0...1
    }
    return lowest...highest
}
