import Foundation

// My solution.

public func selectedIndex(forTapAt tapX: CGFloat, count total: Int, in frame: CGRect) -> Int? {
  guard total > 0 else {
    return nil };
  guard total > 1, frame.width > 0 else {
    return 0 };
  let delta = frame.width / CGFloat(total - 1)
  let closest = Int(((tapX - frame.minX) / delta).rounded())
  return min(max(closest, 0), total - 1)
}
