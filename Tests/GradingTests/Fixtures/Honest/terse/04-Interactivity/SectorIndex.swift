import ExerciseSupport
import Foundation

/// Exercise 4.9 · Pie and donut sectors
///
/// Returns which sector of a pie or donut chart a tap at `point` lands in, or `nil` when
/// it lands in none.
///
/// `SectorMark(angle: .value("Sales", product.sales), innerRadius: .ratio(0.6))` draws one
/// sector per value: the first starts at 12 o'clock and the others follow clockwise, each
/// with an angle in proportion to its value, `value / total * 2π`. A value that is 0, negative or NaN gets no sector at all.
///
/// From a tap to a sector takes two measurements from the centre, with `dx = point.x -
/// center.x` and `dy = point.y - center.y`:
///
/// 1. The distance, `(dx * dx + dy * dy).squareRoot()`: closer than `innerRadius` is in the
///    donut's hole, farther than `outerRadius` beside the chart: `nil`. A pie has
///    `innerRadius` 0. Exactly on either edge is still on the ring.
/// 2. The angle, clockwise from 12 o'clock. `atan2(y, x)` of a maths book measures
///    counterclockwise from 3 o'clock, with y pointing up. On a screen y points down, and
///    we start at 12: the angle is `atan2(dx, -dy)` (at 12 o'clock dx = 0 and -dy > 0, so
///    0; at 3 o'clock π/2). atan2 answers between -π and π: on the left half of the circle
///    the angle is negative, so add 2π to a negative angle to bring it into `0..<2π`.
///
/// Then add up the sectors' shares of the circle, in order, until the sum passes
/// `angle / 2π`. A sector runs from its start up to, not including, the next one's: a tap
/// exactly at 3 o'clock in four equal quarters is in the second. At the very centre of a
/// pie there is no direction (and `atan2(0, -0)` is π): count it as 12 o'clock.
///
/// Worked example: four equal quarters around (100, 100), radius 80.
///
///     let quarters: [Double] = [1, 1, 1, 1]
///     let center = CGPoint(x: 100, y: 100)
///     sectorIndex(at: CGPoint(x: 100, y: 40), values: quarters, center: center, innerRadius: 0, outerRadius: 80)    // 0: 12 o'clock
///     sectorIndex(at: CGPoint(x: 160, y: 100), values: quarters, center: center, innerRadius: 0, outerRadius: 80)   // 1: 3 o'clock
///     sectorIndex(at: CGPoint(x: 99, y: 40), values: quarters, center: center, innerRadius: 0, outerRadius: 80)     // 3: just left of 12
///     sectorIndex(at: CGPoint(x: 120, y: 100), values: quarters, center: center, innerRadius: 48, outerRadius: 80)  // nil: in the hole
///
/// When no value is positive there is nothing to tap: return `nil`.
///
/// - Parameters:
///   - point: Where the tap landed.
///   - values: The sectors' values, in the order they are drawn.
///   - center: The chart's centre.
///   - innerRadius: The radius of the donut's hole; 0 for a pie.
///   - outerRadius: The chart's radius.
/// - Returns: The index of the sector tapped, or `nil`.
public func sectorIndex(
    at point: CGPoint, values: [Double], center: CGPoint, innerRadius: CGFloat, outerRadius: CGFloat
) -> Int? {
    let (dx, dy) = (Double(point.x - center.x), Double(point.y - center.y))
    let r = (dx * dx + dy * dy).squareRoot(), vs = values.map { $0 > 0 ? $0 : 0 }, total = vs.reduce(0, +)
    guard total > 0, r >= Double(innerRadius), r <= Double(outerRadius) else { return nil }
    let a = r == 0 ? 0 : atan2(dx, -dy)
    let t = (a < 0 ? a + 2 * .pi : a) / (2 * .pi) * total
    return vs.scan(0, +).firstIndex { $0 > t } ?? vs.lastIndex { $0 > 0 }
}

extension Sequence {
    fileprivate func scan<T>(_ initial: T, _ f: (T, Element) -> T) -> [T] {
        var acc = initial
        return map { acc = f(acc, $0); return acc }
    }
}
