import Foundation

/// Common mistake "rounding instead of truncating": rounding to the nearest slot gives the
/// right half of each slot to the next bar.
public func barIndex(at point: CGPoint, count: Int, in rect: CGRect) -> Int? {
    guard count > 0, rect.contains(point) else { return nil }
    let slotWidth = rect.width / CGFloat(count)
    let slot = Int(((point.x - rect.minX) / slotWidth).rounded())
    return min(max(slot, 0), count - 1)
}
