import Foundation

/// Hint 1.9-2 followed literally: `(x - rect.minX)` divided by one step, rounded to the
/// nearest; the cases of hint 3 and the doc comment around it.
public func selectedIndex(forTapAt x: CGFloat, count: Int, in rect: CGRect) -> Int? {
    if count == 0 { return nil }
    if count == 1 || rect.width == 0 { return 0 }
    let step = rect.width / CGFloat(count - 1)
    let steps = (x - rect.minX) / step
    let index = Int(steps.rounded())
    return min(max(index, 0), count - 1)
}
