import Foundation

/// Common mistake "bottom to top": lists the grid lines from the minimum up, the order
/// of a maths graph's axis, where the chart wants them from the top of the screen down.
public func gridLineValues(count: Int, minimum: Double, maximum: Double) -> [Double] {
    guard count > 1 else { return count == 1 ? [maximum] : [] }
    let step = (maximum - minimum) / Double(count - 1)
    return (0..<count).map { line in minimum + step * Double(line) }
}
