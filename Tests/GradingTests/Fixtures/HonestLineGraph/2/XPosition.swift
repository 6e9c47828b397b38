import Foundation

public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
    count > 1
        ? rect.minX + (CGFloat(index) / CGFloat(count - 1)) * (rect.maxX - rect.minX)
        : rect.midX
}
