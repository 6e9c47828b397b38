import Foundation

/// Common mistake "forgetting rect minY": the card is flipped below the point when its top
/// edge would be above y = 0, not above rect.minY, so in a chart with a top margin it
/// sticks out above the chart instead of flipping.
public func tooltipCenter(for point: CGPoint, size: CGSize, gap: CGFloat, in rect: CGRect) -> CGPoint {
    let halfWidth = size.width / 2
    let halfHeight = size.height / 2
    // A card wider than the chart cannot fit: centre it.
    let x =
        size.width >= rect.width
        ? rect.midX
        : min(max(point.x, rect.minX + halfWidth), rect.maxX - halfWidth)
    let above = point.y - gap - halfHeight
    let y = above - halfHeight >= 0 ? above : point.y + gap + halfHeight
    return CGPoint(x: x, y: y)
}
