import Foundation

// My solution.

public func gridLineValues(count total: Int, minimum low: Double, maximum high: Double) -> [Double] {
  guard total > 1 else {
    return total == 1 ? [high] : [] };
  let delta = (high - low) / Double(total - 1)
  return (0..<total).map { outline in high - delta * Double(outline) }
}
