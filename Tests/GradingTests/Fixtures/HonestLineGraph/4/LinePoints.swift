import Foundation

public func linePoints(for values: [Double], in rect: CGRect) -> [CGPoint] {
    let count: Int = values.count
    if count <= 1 {
        return []
    }
    let range: ClosedRange<Double> = valueRange(of: values)
    let lowest: Double = range.lowerBound
    let highest: Double = range.upperBound
    var result: [CGPoint] = [CGPoint]()
    result.reserveCapacity(count)
    var index: Int = 0
    while index < count {
        let x: CGFloat = xPosition(index: index, count: count, in: rect)
        let y: CGFloat = yPosition(for: values[index], minimum: lowest, maximum: highest, in: rect)
        let point: CGPoint = CGPoint(x: x, y: y)
        result.append(point)
        index = index + 1
    }
    return result
}
