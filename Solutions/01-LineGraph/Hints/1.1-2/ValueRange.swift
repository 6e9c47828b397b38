import Foundation

/// Hint 1.1-2 followed literally: the NaNs filtered out first, then the extremes of the rest.
public func valueRange(of values: [Double]) -> ClosedRange<Double> {
    let kept = values.filter { !$0.isNaN }
    if let smallest = kept.min(), let largest = kept.max() {
        return smallest...largest
    }
    return 0...1
}
