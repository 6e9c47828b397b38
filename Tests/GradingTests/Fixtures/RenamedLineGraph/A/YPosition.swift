import Foundation

// My solution.

public func yPosition(
  for sample: Double, minimum low: Double, maximum high: Double, in frame: CGRect
) -> CGFloat {
  guard high != low else {
    return sample.isNaN ? .nan : frame.midY }
  let share = (sample - low) / (high - low)
  return frame.maxY - frame.height * CGFloat(share)
}
