import Foundation

public func linePoints(for values: [Double], in rect: CGRect) -> [CGPoint] {
    guard values.count > 1 else {
        return []
    }
    let range = valueRange(of: values)
    func point(at position: Int) -> CGPoint {
        let x = xPosition(index: position, count: values.count, in: rect)
        let y = yPosition(for: values[position], minimum: range.lowerBound,
                          maximum: range.upperBound, in: rect)
        return CGPoint(x: x, y: y)
    }
    return (0..<values.count).map(point(at:))
}
