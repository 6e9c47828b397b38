import Foundation

/// Hint 1.4-3 followed literally, with `values.indices.map { ... }`.
public func linePoints(for values: [Double], in rect: CGRect) -> [CGPoint] {
    if values.count < 2 { return [] }
    let range = valueRange(of: values)
    return values.indices.map { index in
        let x = xPosition(index: index, count: values.count, in: rect)
        let y = yPosition(for: values[index], minimum: range.lowerBound, maximum: range.upperBound, in: rect)
        return CGPoint(x: x, y: y)
    }
}
