import Foundation

public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
    if count < 2 {
        return rect.midX
    }
    let gap = rect.width / CGFloat(count - 1)
    return rect.minX + gap * CGFloat(index)
}
