import Foundation

public func yPosition(
    for value: Double, minimum: Double, maximum: Double, in rect: CGRect
) -> CGFloat {
    guard minimum != maximum else {
        return rect.origin.y + rect.size.height / 2
    }
    let bottom = rect.origin.y + rect.size.height
    let scale = rect.size.height / CGFloat(maximum - minimum)
    return bottom - CGFloat(value - minimum) * scale
}
