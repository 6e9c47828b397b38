import Foundation

public func areaPolygon(for values: [Double], in rect: CGRect) -> [CGPoint] {
    let linePart: [CGPoint] = linePoints(for: values, in: rect)
    if linePart.isEmpty {
        return []
    }
    var polygon: [CGPoint] = [CGPoint]()
    for point in linePart {
        polygon.append(point)
    }
    let rightCorner: CGPoint = CGPoint(x: rect.maxX, y: rect.maxY)
    let leftCorner: CGPoint = CGPoint(x: rect.minX, y: rect.maxY)
    polygon.append(rightCorner)
    polygon.append(leftCorner)
    return polygon
}
