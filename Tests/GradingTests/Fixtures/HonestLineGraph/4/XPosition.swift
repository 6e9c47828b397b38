import Foundation

public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
    let middle: CGFloat = (rect.minX + rect.maxX) / 2.0
    if count <= 1 {
        return middle
    }
    let widthPerStep: CGFloat = rect.width / CGFloat(count - 1)
    let distance: CGFloat = widthPerStep * CGFloat(index)
    let result: CGFloat = rect.minX + distance
    return result
}
