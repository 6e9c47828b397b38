import Foundation

/// Exercise 4.5: which slice of the donut is under the finger.
public func sectorIndex(
    at point: CGPoint, values: [Double], center: CGPoint, innerRadius: CGFloat, outerRadius: CGFloat
) -> Int? {
    var sum = 0.0
    for v in values where v > 0 { sum += v }
    if !(sum > 0) || sum == .infinity { return nil }
    let x = Double(point.x - center.x), y = Double(point.y - center.y)
    let r = sqrt(x * x + y * y)
    if r < Double(innerRadius) || r > Double(outerRadius) { return nil }
    var turn = r == 0 ? 0 : atan2(x, -y) / (2 * Double.pi)
    if turn < 0 { turn += 1 }
    var reached = 0.0
    var last: Int? = nil
    for i in values.indices {
        guard values[i] > 0 else { continue }
        last = i
        reached += values[i] / sum
        if turn < reached { return i }
    }
    return last
}
