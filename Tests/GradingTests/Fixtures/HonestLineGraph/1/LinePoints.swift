import Foundation

public func linePoints(for values: [Double], in rect: CGRect) -> [CGPoint] {
    var points: [CGPoint] = []
    if values.count < 2 {
        return points
    }
    let bounds = valueRange(of: values)
    for i in 0..<values.count {
        let px = xPosition(index: i, count: values.count, in: rect)
        let py = yPosition(for: values[i], minimum: bounds.lowerBound, maximum: bounds.upperBound, in: rect)
        points.append(CGPoint(x: px, y: py))
    }
    return points
}
