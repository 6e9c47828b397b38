import Foundation

/// Exercise 1.5: the closed shape under the line, which the gradient fills.
public func areaPolygon(for values: [Double], in rect: CGRect) -> [CGPoint] {
    let line = linePoints(for: values, in: rect)
    guard !line.isEmpty else { return [] }
    return line + [CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
}
