import Foundation

public func selectedIndex(forTapAt x: CGFloat, count: Int, in rect: CGRect) -> Int? {
    if count <= 0 {
        return nil
    }
    if count == 1 {
        return 0
    }
    if !(rect.width > 0) {
        return 0
    }
    let distanceBetweenPoints: CGFloat = rect.width / CGFloat(count - 1)
    let distanceFromLeft: CGFloat = x - rect.minX
    let exact: CGFloat = distanceFromLeft / distanceBetweenPoints
    let rounded: Int = Int(exact.rounded())
    let lastIndex: Int = count - 1
    let atLeastZero: Int = max(rounded, 0)
    let inRange: Int = min(atLeastZero, lastIndex)
    return inRange
}
