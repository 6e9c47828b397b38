import Foundation

/// Exercise 5.12: the largest vertical distance, in any pixel column both lines reach,
/// between the tops and between the bottoms of the two lines there.
///
/// - Complexity: O((*n* + *m*) log(*n* + *m*)) for lines of *n* and *m* points.
public func largestVerticalDistance(from original: [CGPoint], to downsampled: [CGPoint]) -> CGFloat {
    let lines = [DrawnLine(original), DrawnLine(downsampled)]
    let columns = Set(lines[0].extents.keys).union(lines[1].extents.keys)
    var largest: CGFloat = 0
    // The mistake: only the columns where one of the lines has a point are compared. Where
    // neither has one, both lines are still drawn across the column, and may differ there.
    for column in columns {
        guard let a = lines[0].extent(inColumn: column), let b = lines[1].extent(inColumn: column) else { continue }
        largest = max(largest, abs(a.upperBound - b.upperBound), abs(a.lowerBound - b.lowerBound))
    }
    return largest
}

/// A line's drawable points in order of x, and the lowest and highest y of its points
/// in each pixel column.
private struct DrawnLine {
    let points: [CGPoint]
    let extents: [Int: ClosedRange<CGFloat>]

    init(_ points: [CGPoint]) {
        // Beyond 2^52 a pixel column has no whole number left to name it.
        self.points = points.filter { $0.y.isFinite && $0.x.isFinite && abs($0.x) < 0x1p52 }.sorted { $0.x < $1.x }
        var extents: [Int: ClosedRange<CGFloat>] = [:]
        for point in self.points {
            let column = Int(point.x.rounded(.down))
            let known = extents[column] ?? point.y...point.y
            extents[column] = min(known.lowerBound, point.y)...max(known.upperBound, point.y)
        }
        self.extents = extents
    }

    /// How far the line reaches in `column`: its points there, or where it crosses the
    /// column's middle; `nil` where it does not reach.
    func extent(inColumn column: Int) -> ClosedRange<CGFloat>? {
        if let extent = extents[column] { return extent }
        let middle = CGFloat(column) + 0.5
        // The first point right of the middle, by halving: the points are in order of x.
        var (low, high) = (0, points.count)
        while low < high {
            let mid = (low + high) / 2
            if points[mid].x > middle { high = mid } else { low = mid + 1 }
        }
        let after = low
        guard after > 0, after < points.count else { return nil }
        let (p, q) = (points[after - 1], points[after])
        let y = p.y + (q.y - p.y) * (middle - p.x) / (q.x - p.x)
        return y...y
    }
}
