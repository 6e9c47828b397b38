import Foundation

/// Exercise 1.4.
public func linePoints(for values: [Double], in rect: CGRect) -> [CGPoint] {
    if values.count < 2 { return [] }
    let (low, high) = (valueRange(of: values).lowerBound, valueRange(of: values).upperBound)
    return values.enumerated().map { offset, element in
        CGPoint(x: xPosition(index: offset, count: values.count, in: rect),
                y: yPosition(for: element, minimum: low, maximum: high, in: rect))
    }
}
