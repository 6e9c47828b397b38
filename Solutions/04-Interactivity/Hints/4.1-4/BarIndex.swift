import Foundation

/// Hint 4.1-4 followed literally: the slot, cut down to a whole number, is kept no higher
/// than `count - 1`.
public func barIndex(at point: CGPoint, count: Int, in rect: CGRect) -> Int? {
    guard count > 0, rect.contains(point) else { return nil }
    let slotWidth = rect.width / CGFloat(count)
    let slot = Int((point.x - rect.minX) / slotWidth)
    if slot > count - 1 {
        return count - 1
    }
    return slot
}
