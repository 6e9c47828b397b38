import Foundation

/// Common mistake "twelve counted as too many": `count < 12` where the rule says "up to
/// twelve", so a year of months loses every other label.
public func visibleLabelIndices(count: Int) -> [Int] {
    guard count >= 12 else { return Array(0..<max(count, 0)) }
    return Array(stride(from: 0, to: count, by: 2))
}
