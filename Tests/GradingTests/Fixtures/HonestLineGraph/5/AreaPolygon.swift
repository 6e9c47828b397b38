import Foundation

/// Exercise 1.5: close the line along the bottom edge.
public func areaPolygon(for values: [Double], in rect: CGRect) -> [CGPoint] {
    var outline = linePoints(for: values, in: rect)
    if !outline.isEmpty {
        outline += [rect.maxX, rect.minX].map { CGPoint(x: $0, y: rect.maxY) }
    }
    return outline
}
