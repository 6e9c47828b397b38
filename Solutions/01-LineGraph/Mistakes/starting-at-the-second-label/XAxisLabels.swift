import Foundation

/// Common mistake "starting at the second label": counts "every other" from 1, so the
/// first label, index 0, is never shown.
public func visibleLabelIndices(count: Int) -> [Int] {
    guard count > 12 else { return Array(0..<max(count, 0)) }
    return Array(stride(from: 1, to: count, by: 2))
}
