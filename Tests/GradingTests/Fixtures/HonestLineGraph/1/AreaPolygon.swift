import Foundation

public func areaPolygon(for values: [Double], in rect: CGRect) -> [CGPoint] {
    var shape = linePoints(for: values, in: rect)
    if shape.count == 0 {
        return shape
    }
    shape.append(CGPoint(x: rect.maxX, y: rect.maxY))
    shape.append(CGPoint(x: rect.minX, y: rect.maxY))
    return shape
}
