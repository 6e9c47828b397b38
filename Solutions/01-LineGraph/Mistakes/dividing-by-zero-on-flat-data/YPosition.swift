import Foundation

/// Common mistake "dividing by zero on flat data": when every value is the same,
/// `maximum - minimum` is 0 and the fraction becomes 0 / 0, which is NaN.
public func yPosition(
    for value: Double, minimum: Double, maximum: Double, in rect: CGRect
) -> CGFloat {
    rect.maxY - rect.height * CGFloat((value - minimum) / (maximum - minimum))
}
