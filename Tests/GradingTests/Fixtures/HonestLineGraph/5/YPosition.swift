import Foundation

/// Exercise 1.3: interpolate from the bottom edge to the top edge.
public func yPosition(
    for value: Double, minimum: Double, maximum: Double, in rect: CGRect
) -> CGFloat {
    let t = maximum == minimum ? 0.5 : CGFloat((value - minimum) / (maximum - minimum))
    return rect.maxY + (rect.minY - rect.maxY) * t
}
