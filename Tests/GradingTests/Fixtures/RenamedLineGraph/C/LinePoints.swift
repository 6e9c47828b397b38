import Foundation

// My solution.

public func linePoints(for samples: [Double], in frame: CGRect) -> [CGPoint] {
  guard samples.count > 1 else {
    return [] };
  let bounds = valueRange(of: samples)
  return samples.enumerated().map { position, sample in
    CGPoint(
      x: xPosition(index: position, count: (samples).count, in: frame),
      y: yPosition(for: sample, minimum: (bounds).lowerBound, maximum: (bounds).upperBound, in: frame));
  }
}
