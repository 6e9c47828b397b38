import Foundation

/// Exercise 1.2: where point `index` of `count` sits across `rect`.
public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
    guard count > 1 else { return rect.midX }
    return rect.minX + rect.width * CGFloat(index) / CGFloat(count - 1)
}
