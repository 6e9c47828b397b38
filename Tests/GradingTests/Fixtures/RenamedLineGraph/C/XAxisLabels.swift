import Foundation

// My solution.

public func visibleLabelIndices(count total: Int) -> [Int] {
  guard total > 12 else {
    return Array(0..<max(total, 0)) };
  return Array(stride(from: 0, to: total, by: 2))
}
