import Foundation

private func clamp(_ value: Int, to limits: ClosedRange<Int>) -> Int {
    Swift.min(Swift.max(value, limits.lowerBound), limits.upperBound)
}

public func selectedIndex(forTapAt x: CGFloat, count: Int, in rect: CGRect) -> Int? {
    switch (count, rect.width) {
    case (..<1, _):
        return nil
    case (1, _), (_, ...0):
        return 0
    default:
        let steps = (x - rect.minX) * CGFloat(count - 1) / rect.width
        return clamp(Int(steps.rounded()), to: 0...(count - 1))
    }
}
