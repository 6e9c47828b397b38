import Foundation

public func selectedIndex(forTapAt x: CGFloat, count: Int, in rect: CGRect) -> Int? {
    guard count >= 1 else {
        return nil
    }
    guard count >= 2 else {
        return 0
    }
    guard rect.size.width > 0 else {
        return 0
    }
    let offset = x - rect.origin.x
    let position = (offset * CGFloat(count - 1) / rect.size.width).rounded(.toNearestOrAwayFromZero)
    let last = count - 1
    if position <= 0 {
        return 0
    }
    if position >= CGFloat(last) {
        return last
    }
    return Int(position)
}
