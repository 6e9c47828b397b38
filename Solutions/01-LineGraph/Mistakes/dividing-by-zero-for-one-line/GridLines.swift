import Foundation

/// Common mistake "dividing by zero for one line": one line has no gaps, so the step
/// divides by `count - 1 = 0`, and `maximum - 0 * step` is NaN, not `maximum`.
public func gridLineValues(count: Int, minimum: Double, maximum: Double) -> [Double] {
    guard count > 0 else { return [] }
    let step = (maximum - minimum) / Double(count - 1)
    return (0..<count).map { line in maximum - step * Double(line) }
}
