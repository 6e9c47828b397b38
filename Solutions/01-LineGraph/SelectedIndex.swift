import Foundation

/// Exercise 1.9: the index of the point nearest to a tap at `x`, or `nil` without points.
public func selectedIndex(forTapAt x: CGFloat, count: Int, in rect: CGRect) -> Int? {
    guard count > 0 else { return nil }
    guard count > 1, rect.width > 0 else { return 0 }
    let step = rect.width / CGFloat(count - 1)
    let nearest = Int(((x - rect.minX) / step).rounded())
    return min(max(nearest, 0), count - 1)
}
