import Foundation

public func valueRange(of values: [Double]) -> ClosedRange<Double> {
    var low: Double? = nil
    var high: Double? = nil
    var index: Int = 0
    while index < values.count {
        let value: Double = values[index]
        index = index + 1
        if value.isNaN {
            continue
        }
        if low == nil || value < low! {
            low = value
        }
        if high == nil || value > high! {
            high = value
        }
    }
    if let low = low, let high = high {
        return low...high
    }
    return 0.0...1.0
}
