import Foundation

/// Common mistake "forgetting rect minX": measuring from x = 0 shifts every slot by the
/// chart's left margin.
public func barIndex(at point: CGPoint, count: Int, in rect: CGRect) -> Int? {
    guard count > 0, rect.contains(point) else { return nil }
    let slotWidth = rect.width / CGFloat(count)
    let slot = Int((point.x / slotWidth).rounded(.down))
    return min(max(slot, 0), count - 1)
}
