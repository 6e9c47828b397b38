import Foundation

/// Exercise 1.2: interpolate between the left and right edges.
public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
    let t = count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0.5
    return rect.minX * (1 - t) + rect.maxX * t
}
