import Foundation

public func yPosition(
    for value: Double, minimum: Double, maximum: Double, in rect: CGRect
) -> CGFloat {
    let span = maximum - minimum
    if span == 0 {
        return rect.midY
    }
    let up = (value - minimum) / span
    let pixelsUp = up * Double(rect.height)
    return rect.maxY - CGFloat(pixelsUp)
}
