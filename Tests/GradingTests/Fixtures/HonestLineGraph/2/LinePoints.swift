import Foundation

public func linePoints(for values: [Double], in rect: CGRect) -> [CGPoint] {
    guard values.count >= 2 else { return [] }
    let r = valueRange(of: values)
    let ys = values.map { yPosition(for: $0, minimum: r.lowerBound, maximum: r.upperBound, in: rect) }
    let xs = values.indices.map { xPosition(index: $0, count: values.count, in: rect) }
    return zip(xs, ys).map(CGPoint.init)
}
