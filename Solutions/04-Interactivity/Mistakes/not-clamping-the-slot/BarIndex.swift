import Foundation

/// Common mistake "not clamping the slot": the slot is not kept in bounds, so a tap a hair
/// inside the right edge, where the division lands on exactly `count`, selects a bar past
/// the last one.
public func barIndex(at point: CGPoint, count: Int, in rect: CGRect) -> Int? {
    guard count > 0, rect.contains(point) else { return nil }
    let slotWidth = rect.width / CGFloat(count)
    return Int(((point.x - rect.minX) / slotWidth).rounded(.down))
}
