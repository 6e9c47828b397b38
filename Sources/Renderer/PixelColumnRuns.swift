import Foundation

/// A polyline with each run of points in one pixel column cut to the run's first,
/// lowest, highest and last point: the same pixels, from far fewer segments.
///
/// ```
/// // Five points that all round to pixel column 3, then one in column 4:
/// let points = [(3.1, 5), (3.2, 9), (2.9, 1), (3.0, 7), (3.3, 6), (4.0, 2)]
///     .map { CGPoint(x: $0.0, y: $0.1) }
/// reducedToPixelColumns(points)
/// // (3.1, 5) first, (3.2, 9) highest, (2.9, 1) lowest, (3.3, 6) last, (4.0, 2)
/// ```
///
/// A million readings on a chart 150 pixels wide are some 6,700 points per column, and a
/// solid line through them sets the same pixels as one through at most four of them
/// (Jugel and others' M4 aggregation, 2014): inside a column each segment is a vertical
/// run, so the segments of a connected run cover every pixel from its lowest point to
/// its highest, whichever way they wander, and the segments into and out of the column
/// are kept as they were. A point that is not finite breaks the line, so it is kept,
/// and it ends the run.
///
/// Dashed lines are not reduced: their dashes count pixels along the whole path.
///
/// - Complexity: O(n), where n is the number of points.
func reducedToPixelColumns(_ points: [CGPoint]) -> [CGPoint] {
    var reduced: [CGPoint] = []
    reduced.reserveCapacity(min(points.count, 4_096))
    var runStart = points.startIndex
    while runStart < points.endIndex {
        let column = pixelColumn(of: points[runStart])
        var runEnd = runStart + 1
        while runEnd < points.endIndex, column != nil, pixelColumn(of: points[runEnd]) == column {
            runEnd += 1
        }
        reduced.append(contentsOf: firstLowestHighestLast(points[runStart..<runEnd]))
        runStart = runEnd
    }
    return reduced
}

/// The pixel column a point rounds to, or `nil` for a point that breaks the line.
private func pixelColumn(of point: CGPoint) -> Int? {
    guard point.x.isFinite, point.y.isFinite else { return nil }
    return pixelIndex(point.x)
}

/// A run's first, lowest, highest and last points, in the run's order, each once.
private func firstLowestHighestLast(_ run: ArraySlice<CGPoint>) -> [CGPoint] {
    guard run.count > 4 else { return Array(run) }
    var lowest = run.startIndex
    var highest = run.startIndex
    for index in run.indices {
        if run[index].y < run[lowest].y { lowest = index }
        if run[index].y > run[highest].y { highest = index }
    }
    let kept = Set([run.startIndex, lowest, highest, run.endIndex - 1]).sorted()
    return kept.map { run[$0] }
}
