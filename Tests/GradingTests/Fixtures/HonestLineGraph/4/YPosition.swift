import Foundation

public func yPosition(
    for value: Double, minimum: Double, maximum: Double, in rect: CGRect
) -> CGFloat {
    if maximum == minimum {
        let middle: CGFloat = (rect.minY + rect.maxY) / 2.0
        return middle
    }
    let distanceFromBottom: Double = value - minimum
    let wholeDistance: Double = maximum - minimum
    let ratio: Double = distanceFromBottom / wholeDistance
    let height: Double = Double(rect.height)
    let result: Double = Double(rect.maxY) - ratio * height
    return CGFloat(result)
}
