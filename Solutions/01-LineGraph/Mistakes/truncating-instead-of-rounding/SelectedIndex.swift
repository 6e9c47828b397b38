import Foundation

/// Common mistake "truncating instead of rounding": `Int(2.9)` is 2, so a tap just left
/// of a point selects the point before it.
public func selectedIndex(forTapAt x: CGFloat, count: Int, in rect: CGRect) -> Int? {
    guard count > 0 else { return nil }
    guard count > 1, rect.width > 0 else { return 0 }
    let step = rect.width / CGFloat(count - 1)
    return min(max(Int((x - rect.minX) / step), 0), count - 1)
}
