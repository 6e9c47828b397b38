import Foundation

/// Hint 4.9-3 followed literally: the sectors' angles `value / total * 2π` added up, where
/// `total` adds up only the values that get a sector, until the sum passes the tap's angle.
public func sectorIndex(
    at point: CGPoint, values: [Double], center: CGPoint, innerRadius: CGFloat, outerRadius: CGFloat
) -> Int? {
    let total = values.filter { $0 > 0 }.reduce(0, +)
    guard total > 0, total.isFinite else { return nil }
    let dx = Double(point.x - center.x)
    let dy = Double(point.y - center.y)
    let distance = (dx * dx + dy * dy).squareRoot()
    guard distance >= Double(innerRadius), distance <= Double(outerRadius) else { return nil }
    var angle = distance == 0 ? 0 : atan2(dx, -dy)
    if angle < 0 { angle += 2 * .pi }
    var sum = 0.0
    for (index, value) in values.enumerated() where value > 0 {
        sum += value / total * 2 * .pi
        if sum > angle { return index }
    }
    // A tap a hair short of 2π can be past a sum that rounding left short of it.
    return values.lastIndex { $0 > 0 }
}
