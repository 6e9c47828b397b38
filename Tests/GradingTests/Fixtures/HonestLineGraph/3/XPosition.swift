import Foundation

public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
    guard count >= 2 else {
        return rect.origin.x + rect.size.width / 2
    }
    let fraction = Double(index) / Double(count - 1)
    return rect.origin.x + CGFloat(fraction) * rect.size.width
}
