import Foundation

/// Exercise 5.12: the largest vertical distance, in any pixel column both lines reach,
/// between the tops and between the bottoms of the two lines there.
///
/// - Complexity: O((*n* + *m*) log(*n* + *m*)) for lines of *n* and *m* points.
public func largestVerticalDistance(from original: [CGPoint], to downsampled: [CGPoint]) -> CGFloat {
    let lines = [DrawnLine(original), DrawnLine(downsampled)]
    // A line reaches every column from its first point's to its last point's.
    guard let first = lines.compactMap(\.columns?.lowerBound).max(),
        let last = lines.compactMap(\.columns?.upperBound).min(),
        lines.allSatisfy({ $0.columns != nil }), first <= last
    else { return 0 }
    // The shared columns that hold a point of either line, in order. The first and the
    // last are among them: each is the first or last column of one of the lines.
    let pointColumns = Set(lines[0].extents.keys).union(lines[1].extents.keys).filter { (first...last).contains($0) }
        .sorted()
    // Between two of them lies a run of columns where neither line has a point, so each
    // line is one straight segment across the run and their distance changes evenly
    // along it: it is largest in the run's first or last column, and those two suffice.
    var columns = pointColumns
    for (left, right) in zip(pointColumns, pointColumns.dropFirst()) where right - left > 1 {
        columns += [left + 1, right - 1]
    }
    var largest: CGFloat = 0
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

    /// The columns the line reaches, from its first point's to its last point's; `nil`
    /// for a line with no point to draw.
    var columns: ClosedRange<Int>? {
        guard let first = points.first, let last = points.last else { return nil }
        return Int(first.x.rounded(.down))...Int(last.x.rounded(.down))
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
