import Foundation

/// Hint 1.9-3 followed literally: the index clamped into `0...count - 1`; `nil` without
/// points, `0` in a rectangle without width.
public func selectedIndex(forTapAt x: CGFloat, count: Int, in rect: CGRect) -> Int? {
    guard count > 0 else { return nil }
    guard rect.width > 0 else { return 0 }
    let step = rect.width / CGFloat(max(count - 1, 1))
    let nearest = Int(((x - rect.minX) / step).rounded())
    if nearest < 0 { return 0 }
    if nearest > count - 1 { return count - 1 }
    return nearest
}
