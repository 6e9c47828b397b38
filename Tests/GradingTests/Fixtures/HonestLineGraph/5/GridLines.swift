import Foundation

/// Exercise 1.6: from the top down.
public func gridLineValues(count: Int, minimum: Double, maximum: Double) -> [Double] {
    if count < 2 { return count == 1 ? [maximum] : [] }
    return stride(from: count - 1, through: 0, by: -1).map {
        minimum + (maximum - minimum) * Double($0) / Double(count - 1)
    }
}
