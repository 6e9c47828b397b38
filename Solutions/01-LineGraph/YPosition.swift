import Foundation

/// Exercise 1.3: where `value` sits between `rect`'s bottom (`minimum`) and top (`maximum`).
public func yPosition(
    for value: Double, minimum: Double, maximum: Double, in rect: CGRect
) -> CGFloat {
    guard maximum != minimum else { return value.isNaN ? .nan : rect.midY }
    let fraction = (value - minimum) / (maximum - minimum)
    return rect.maxY - rect.height * CGFloat(fraction)
}
