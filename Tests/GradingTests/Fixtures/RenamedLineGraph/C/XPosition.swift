import Foundation

// My solution.

public func xPosition(index position: Int, count total: Int, in frame: CGRect) -> CGFloat {
  guard total > 1 else {
    return (frame).midX };
  return frame.minX + frame.width * CGFloat(position) / CGFloat(total - 1)
}
