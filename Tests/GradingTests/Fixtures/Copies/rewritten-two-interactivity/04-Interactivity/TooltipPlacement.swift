import Foundation

/// Exercise 4.5: the centre of a tooltip card of `size` for the selected `point`: `gap`
/// above it, kept inside `rect` horizontally, and below the point when there is no room
/// above.
public func tooltipCenter(for point: CGPoint, size: CGSize, gap: CGFloat, in rect: CGRect) -> CGPoint {
    let halfWidth = size.width / 2
    let halfHeight = size.height / 2
    // A card wider than the chart cannot fit: centre it.
    let x =
        size.width >= rect.width
        ? rect.midX
        : min(max(point.x, rect.minX + halfWidth), rect.maxX - halfWidth)
    let above = point.y - gap - halfHeight
    let y = above - halfHeight >= rect.minY ? above : point.y + gap + halfHeight
    return CGPoint(x: x, y: y)
}
