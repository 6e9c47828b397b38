import Foundation

private func share(of value: Double, from low: Double, to high: Double) -> Double {
    (value - low) / (high - low)
}

public func yPosition(
    for value: Double, minimum: Double, maximum: Double, in rect: CGRect
) -> CGFloat {
    minimum == maximum
        ? rect.midY
        : rect.minY + rect.height * (1 - CGFloat(share(of: value, from: minimum, to: maximum)))
}
