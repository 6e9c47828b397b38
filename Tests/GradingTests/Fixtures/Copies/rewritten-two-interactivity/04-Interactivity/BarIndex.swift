import Foundation

/// Exercise 4.1: which of `count` equal slots across `rect` holds `point`, or `nil`
/// outside `rect` or without slots.
public func barIndex(at point: CGPoint, count: Int, in rect: CGRect) -> Int? {
    guard count > 0, rect.contains(point) else { return nil }
    let slotWidth = rect.width / CGFloat(count)
    // Rounding down, not to the nearest: the whole slot belongs to its bar.
    let slot = Int(((point.x - rect.minX) / slotWidth).rounded(.down))
    // A point a hair left of maxX can still divide out to `count` in floating point.
    return min(max(slot, 0), count - 1)
}
