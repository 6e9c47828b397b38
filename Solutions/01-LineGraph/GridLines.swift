import Foundation

/// Exercise 1.6: the values of `count` evenly spaced grid lines, from `maximum` down to
/// `minimum`.
public func gridLineValues(count: Int, minimum: Double, maximum: Double) -> [Double] {
    guard count > 1 else { return count == 1 ? [maximum] : [] }
    let step = (maximum - minimum) / Double(count - 1)
    return (0..<count).map { line in maximum - step * Double(line) }
}
