import Foundation

public func areaPolygon(for values: [Double], in rect: CGRect) -> [CGPoint] {
    let top = linePoints(for: values, in: rect)
    let bottom = [CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
    return top.isEmpty ? [] : top + bottom
}
