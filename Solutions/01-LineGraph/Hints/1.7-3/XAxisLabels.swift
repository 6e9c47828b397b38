import Foundation

/// Hint 1.7-3 followed literally: every index up to 12 points, else
/// `stride(from: 0, to: count, by: 2)`.
public func visibleLabelIndices(count: Int) -> [Int] {
    if count > 12 {
        return Array(stride(from: 0, to: count, by: 2))
    }
    var indices: [Int] = []
    for index in 0..<max(count, 0) {
        indices.append(index)
    }
    return indices
}
