import Foundation

/// Common mistake "angles not wrapped": atan2's negative angles on the left half of the
/// circle are never added 2π.
public func sectorIndex(
    at point: CGPoint, values: [Double], center: CGPoint, innerRadius: CGFloat, outerRadius: CGFloat
) -> Int? {
    let shares = values.map { $0 > 0 ? $0 : 0 }  // NaN > 0 is false too
    let total = shares.reduce(0, +)
    guard total > 0, total.isFinite else { return nil }
    let dx = Double(point.x - center.x)
    let dy = Double(point.y - center.y)
    let distance = (dx * dx + dy * dy).squareRoot()
    guard distance >= Double(innerRadius), distance <= Double(outerRadius) else { return nil }
    // Clockwise from 12 o'clock with y growing downward: atan2(dx, -dy). At the very
    // centre there is no direction; it counts as 12 o'clock.
    let angle = distance == 0 ? 0 : atan2(dx, -dy)
    let fraction = angle / (2 * .pi)
    var end = 0.0
    for (index, share) in shares.enumerated() where share > 0 {
        end += share / total
        if fraction < end { return index }
    }
    // Rounding can leave a fraction a hair under 1 past the last end: the last sector.
    return shares.lastIndex { $0 > 0 }
}
