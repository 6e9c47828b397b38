import Foundation

/// Exercise 5.12, as hints 1 to 3 have it: every column both lines reach, one at a time.
public func largestVerticalDistance(from original: [CGPoint], to downsampled: [CGPoint]) -> CGFloat {
    let first = drawable(original)
    let second = drawable(downsampled)
    guard let a = first.first, let b = second.first, let c = first.last, let d = second.last else { return 0 }
    let start = max(column(of: a), column(of: b))
    let end = min(column(of: c), column(of: d))
    guard start <= end else { return 0 }
    let firstColumns = extents(first)
    let secondColumns = extents(second)
    var largest: CGFloat = 0
    for column in start...end {
        let top = extent(of: first, columns: firstColumns, in: column)
        let bottom = extent(of: second, columns: secondColumns, in: column)
        largest = max(
            largest, abs(top.upperBound - bottom.upperBound), abs(top.lowerBound - bottom.lowerBound))
    }
    return largest
}

/// The points that are drawn, in order of x.
private func drawable(_ points: [CGPoint]) -> [CGPoint] {
    points.filter { $0.x.isFinite && $0.y.isFinite }.sorted { $0.x < $1.x }
}

private func column(of point: CGPoint) -> Int { Int(point.x.rounded(.down)) }

/// The lowest and highest y of the points in each column, a dictionary from column to range.
private func extents(_ points: [CGPoint]) -> [Int: ClosedRange<CGFloat>] {
    var columns: [Int: ClosedRange<CGFloat>] = [:]
    for point in points {
        if let known = columns[column(of: point)] {
            columns[column(of: point)] = min(known.lowerBound, point.y)...max(known.upperBound, point.y)
        } else {
            columns[column(of: point)] = point.y...point.y
        }
    }
    return columns
}

/// The line's extent in `column`: its points there, or its y at the column's middle.
private func extent(of points: [CGPoint], columns: [Int: ClosedRange<CGFloat>], in column: Int) -> ClosedRange<CGFloat>
{
    if let known = columns[column] { return known }
    let middle = CGFloat(column) + 0.5
    let right = points.firstIndex { $0.x > middle }!
    let p = points[right - 1]
    let q = points[right]
    let y = p.y + (q.y - p.y) * (middle - p.x) / (q.x - p.x)
    return y...y
}
