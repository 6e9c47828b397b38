import Foundation

/// Common mistake "angles from the x axis": `atan2(dy, dx)`, the angle of a
/// maths book, starts at 3 o'clock.
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
    var angle = distance == 0 ? 0 : atan2(dy, dx)
    if angle < 0 { angle += 2 * .pi }
    let fraction = angle / (2 * .pi)
    var end = 0.0
    for (index, share) in shares.enumerated() where share > 0 {
        end += share / total
        if fraction < end { return index }
    }
    // Rounding can leave a fraction a hair under 1 past the last end: the last sector.
    return shares.lastIndex { $0 > 0 }
}
