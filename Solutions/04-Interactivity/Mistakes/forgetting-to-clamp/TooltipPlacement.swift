import Foundation

/// Common mistake "forgetting to clamp": the card is centred on the point even where it
/// sticks out of the chart.
public func tooltipCenter(for point: CGPoint, size: CGSize, gap: CGFloat, in rect: CGRect) -> CGPoint {
    let halfHeight = size.height / 2
    let above = point.y - gap - halfHeight
    let y = above - halfHeight >= rect.minY ? above : point.y + gap + halfHeight
    return CGPoint(x: point.x, y: y)
}
