import Foundation

public func areaPolygon(for values: [Double], in rect: CGRect) -> [CGPoint] {
    let points = linePoints(for: values, in: rect)
    guard let _ = points.last else {
        return []
    }
    let bottomRight = CGPoint(x: rect.origin.x + rect.size.width, y: rect.origin.y + rect.size.height)
    let bottomLeft = CGPoint(x: rect.origin.x, y: bottomRight.y)
    return points + [bottomRight, bottomLeft]
}
