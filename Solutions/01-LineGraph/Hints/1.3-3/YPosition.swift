import Foundation

/// Hint 1.3-3 followed literally: when `maximum == minimum`, the flat line goes to
/// `rect.midY` and a missing value stays NaN, as the doc comment says.
public func yPosition(
    for value: Double, minimum: Double, maximum: Double, in rect: CGRect
) -> CGFloat {
    if maximum == minimum {
        if value.isNaN { return CGFloat.nan }
        return rect.midY
    }
    let fraction = (value - minimum) / (maximum - minimum)
    return rect.maxY - CGFloat(fraction) * rect.height
}
