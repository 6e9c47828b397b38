import Foundation

// My solution.

public func valueRange(of samples: [Double]) -> ClosedRange<Double> {
  let kept = samples.filter { !$0.isNaN }
  guard let low = kept.min(), let high = kept.max() else {
    return 0...1 };
  return low...high
}
