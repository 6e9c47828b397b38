import Foundation

/// Common mistake "cutting negative prices off at zero": a price below zero gets no bar at
/// all, so the bars of exercise 2.3 that should hang down from the zero line are missing.
public func barHeight(for value: Double, maximum: Double, height: CGFloat, headroom: Double = 0.9) -> CGFloat {
    guard maximum > 0 else { return 0 }
    return max(0, CGFloat(value / maximum) * height * CGFloat(headroom))
}
