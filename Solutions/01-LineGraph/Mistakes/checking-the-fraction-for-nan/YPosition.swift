import Foundation

/// Common mistake "checking the fraction for NaN": catches flat data after dividing, by
/// testing the result for NaN, and so also gives a made-up position to a missing value.
public func yPosition(
    for value: Double, minimum: Double, maximum: Double, in rect: CGRect
) -> CGFloat {
    let fraction = (value - minimum) / (maximum - minimum)
    guard !fraction.isNaN else { return rect.midY }
    return rect.maxY - rect.height * CGFloat(fraction)
}
