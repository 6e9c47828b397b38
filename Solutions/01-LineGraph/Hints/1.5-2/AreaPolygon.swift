import Foundation

/// Hint 1.5-2 followed literally: down to `rect.maxY` at the last point's x, then across
/// to the first point's x; `[]` without a line.
public func areaPolygon(for values: [Double], in rect: CGRect) -> [CGPoint] {
    let line = linePoints(for: values, in: rect)
    guard let first = line.first, let last = line.last else { return [] }
    return line + [CGPoint(x: last.x, y: rect.maxY), CGPoint(x: first.x, y: rect.maxY)]
}
