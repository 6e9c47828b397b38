import Foundation

/// The part of the segment from `start` to `end` that lies inside `bounds`, or `nil`.
///
/// ```
/// clip(from: CGPoint(x: -10, y: 5), to: CGPoint(x: 10, y: 5),
///      within: CGRect(x: 0, y: 0, width: 4, height: 10))
/// // (CGPoint(x: 0, y: 5), CGPoint(x: 4, y: 5))
/// ```
///
/// Clipping first keeps a wild point (y = 1e12 from a formula gone wrong) from costing a
/// trillion steps of the pixel walk. This is the Liang–Barsky algorithm.
///
/// - Complexity: O(1).
func clip(from start: CGPoint, to end: CGPoint, within bounds: CGRect) -> (CGPoint, CGPoint)? {
    // Points near ±Double.greatestFiniteMagnitude would make the differences infinite;
    // limiting them far beyond any canvas keeps the arithmetic finite and the slope of
    // every visible segment unchanged.
    let limit = { (value: CGFloat) in Swift.min(Swift.max(value, -1e150), 1e150) }
    let start = CGPoint(x: limit(start.x), y: limit(start.y))
    let end = CGPoint(x: limit(end.x), y: limit(end.y))
    let dx = end.x - start.x, dy = end.y - start.y
    var entering: CGFloat = 0, leaving: CGFloat = 1
    let edges: [(CGFloat, CGFloat)] = [
        (-dx, start.x - bounds.minX), (dx, bounds.maxX - start.x),
        (-dy, start.y - bounds.minY), (dy, bounds.maxY - start.y),
    ]
    for (direction, distance) in edges {
        if direction == 0 {
            if distance < 0 { return nil }
            continue
        }
        let t = distance / direction
        if direction < 0 {
            entering = max(entering, t)
        } else {
            leaving = min(leaving, t)
        }
        if entering > leaving { return nil }
    }
    return (
        CGPoint(x: start.x + entering * dx, y: start.y + entering * dy),
        CGPoint(x: start.x + leaving * dx, y: start.y + leaving * dy)
    )
}
