import Foundation

/// Common mistake "hard coded card size": the lesson's numbers for its 120 by 60 card with
/// a gap of 10 (60 from the sides, 40 above the point, 30 to its top edge) are kept for
/// every card and gap.
public func tooltipCenter(for point: CGPoint, size: CGSize, gap: CGFloat, in rect: CGRect) -> CGPoint {
    let x = size.width >= rect.width ? rect.midX : min(max(point.x, rect.minX + 60), rect.maxX - 60)
    let above = point.y - 40
    let y = above - 30 >= rect.minY ? above : point.y + 40
    return CGPoint(x: x, y: y)
}
