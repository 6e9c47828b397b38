import Foundation

public func visibleLabelIndices(count: Int) -> [Int] {
    guard count > 0 else {
        return []
    }
    guard count > 12 else {
        return Array(0..<count)
    }
    return (0..<(count + 1) / 2).map { $0 * 2 }
}
