import Foundation

/// Exercise 2.1: `value`'s share of `maximum`, of `height`, less the headroom.
public func barHeight(for value: Double, maximum: Double, height: CGFloat, headroom: Double = 0.9) -> CGFloat {
    guard maximum > 0 else { return 0 }
    return CGFloat(value / maximum) * height * CGFloat(headroom)
}
