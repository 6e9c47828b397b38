import Foundation

/// Exercise 1.4: the corner points of the line through `values`, scaled into `rect`.
public func linePoints(for values: [Double], in rect: CGRect) -> [CGPoint] {
    guard values.count > 1 else { return [] }
    let range = valueRange(of: values)
    return values.enumerated().map { index, value in
        CGPoint(
            x: xPosition(index: index, count: values.count, in: rect),
            y: yPosition(for: value, minimum: range.lowerBound, maximum: range.upperBound, in: rect))
    }
}
