import Foundation

/// Exercise 1.9: the nearest point by distance to each point's x.
public func selectedIndex(forTapAt x: CGFloat, count: Int, in rect: CGRect) -> Int? {
    guard count > 0 else { return nil }
    if count == 1 || rect.width <= 0 { return 0 }
    return (0..<count).min { first, second in
        abs(xPosition(index: first, count: count, in: rect) - x)
            < abs(xPosition(index: second, count: count, in: rect) - x)
    }
}
