import Foundation

/// Common mistake "integer division": divides the two `Int`s before converting, and
/// `Int` division drops the fraction, so `3 / 11` is 0 and every point but the last
/// lands on the left edge.
public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
    guard count > 1 else { return rect.midX }
    return rect.minX + rect.width * CGFloat(index / (count - 1))
}
