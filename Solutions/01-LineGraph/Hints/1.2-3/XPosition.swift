import Foundation

/// Hint 1.2-3 followed literally: start from `rect.minX` and add `index` steps.
public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
    if count < 2 {
        return rect.midX
    }
    var x = rect.minX
    let step = rect.width / CGFloat(count - 1)
    for _ in 0..<index {
        x += step
    }
    return x
}
