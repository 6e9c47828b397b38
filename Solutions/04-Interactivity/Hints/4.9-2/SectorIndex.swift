import Foundation

/// Hint 4.9-2 followed literally: the angle is `atan2(dx, -dy)`, plus 2π when it is
/// negative, and 0 at the very centre.
public func sectorIndex(
    at point: CGPoint, values: [Double], center: CGPoint, innerRadius: CGFloat, outerRadius: CGFloat
) -> Int? {
    let dx = Double(point.x - center.x)
    let dy = Double(point.y - center.y)
    let distance = (dx * dx + dy * dy).squareRoot()
    if distance < Double(innerRadius) || distance > Double(outerRadius) { return nil }
    var angle = atan2(dx, -dy)
    if angle < 0 { angle += 2 * Double.pi }
    if dx == 0 && dy == 0 { angle = 0 }
    var total = 0.0
    for value in values where value > 0 { total += value }
    if !(total > 0) || !total.isFinite { return nil }
    var sum = 0.0
    var last: Int?
    for index in values.indices where values[index] > 0 {
        sum += values[index] / total
        last = index
        if angle / (2 * Double.pi) < sum { return index }
    }
    return last
}
