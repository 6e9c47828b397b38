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
/// trillion steps of the pixel walk. This is the Liang–Barsky algorithm, measured from
/// the end nearer the origin, and both ends of the result lie inside `bounds`, however
/// wild the points: so the walk between them never leaves the canvas.
///
/// - Complexity: O(1).
func clip(from start: CGPoint, to end: CGPoint, within bounds: CGRect) -> (CGPoint, CGPoint)? {
    // Measured from a far point the visible part is lost to rounding (1e300 + t × −1e300
    // is a multiple of 1e284), so a segment from far away is clipped from its other end.
    // Points within ±1e9 are always measured from `start`, as they always were.
    let magnitude = { (point: CGPoint) in Swift.max(abs(point.x), abs(point.y)) }
    if magnitude(start) > 1e9, magnitude(start) > magnitude(end) {
        return clip(from: end, to: start, within: bounds).map { ($0.1, $0.0) }
    }
    var start = start
    var end = end
    var dx = end.x - start.x
    var dy = end.y - start.y
    if !dx.isFinite || !dy.isFinite {
        // Both ends near ±greatestFiniteMagnitude, on opposite sides: limited far beyond
        // any canvas, their difference is finite. Rounding makes such a segment's visible
        // part approximate, but it still crosses the canvas and stays inside it.
        start = CGPoint(x: start.x.limitedToGeometryRange(), y: start.y.limitedToGeometryRange())
        end = CGPoint(x: end.x.limitedToGeometryRange(), y: end.y.limitedToGeometryRange())
        dx = end.x - start.x
        dy = end.y - start.y
    }
    var entering: CGFloat = 0
    var leaving: CGFloat = 1
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
    // Rounding can leave a clipped end a hair outside; for wild points, further.
    let inside = { (x: CGFloat, y: CGFloat) in
        CGPoint(
            x: Swift.min(Swift.max(x, bounds.minX), bounds.maxX), y: Swift.min(Swift.max(y, bounds.minY), bounds.maxY))
    }
    return (
        inside(start.x + entering * dx, start.y + entering * dy),
        inside(start.x + leaving * dx, start.y + leaving * dy)
    )
}
