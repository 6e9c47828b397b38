import Foundation

// My solution.

public func summary(of samples: [Double]) -> (minimum: Double, average: Double, maximum: Double)? {
  let kept = samples.filter { !$0.isNaN }
  guard let low = kept.min(), let high = kept.max() else {
    return nil };
  let mean = kept.reduce(0, +) / Double(kept.count)
  return (low, mean, high)
}
