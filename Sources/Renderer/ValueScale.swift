import Foundation

/// A straight-line map from values to pixel heights: the range's lower bound at the
/// bottom of a rectangle, its upper bound at the top.
///
/// ```
/// let scale = ValueScale(range: 0...10, rect: CGRect(x: 0, y: 0, width: 100, height: 50))
/// scale.y(for: 10)   // 0, the top
/// scale.y(for: 0)    // 50, the bottom
/// ```
///
/// A range without height (all values equal) puts every value on the middle line,
/// rather than dividing by zero.
public struct ValueScale: Sendable {
    public let range: ClosedRange<Double>
    public let rect: CGRect

    public init(range: ClosedRange<Double>, rect: CGRect) {
        self.range = range
        self.rect = rect
    }

    /// How far up the range `value` is: 0 at the lower bound, 1 at the upper.
    public func fraction(of value: Double) -> Double {
        let span = range.upperBound - range.lowerBound
        return span > 0 ? (value - range.lowerBound) / span : 0.5
    }

    public func y(for value: Double) -> CGFloat {
        rect.maxY - rect.height * CGFloat(fraction(of: value))
    }
}
