import Foundation

/// Common mistake "dividing by count": `count` points have only `count - 1` gaps between
/// them, so dividing by `count` leaves the last point short of the right edge.
public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
    guard count > 1 else { return rect.midX }
    return rect.minX + rect.width * CGFloat(index) / CGFloat(count)
}
