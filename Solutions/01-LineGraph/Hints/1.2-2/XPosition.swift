import Foundation

/// Hint 1.2-2 followed literally: one step is `rect.width / CGFloat(count - 1)`; a single
/// point (hint 3, the doc comment) sits at `rect.midX`.
public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
    if count == 1 { return rect.midX }
    let step = rect.width / CGFloat(count - 1)
    return rect.minX + step * CGFloat(index)
}
