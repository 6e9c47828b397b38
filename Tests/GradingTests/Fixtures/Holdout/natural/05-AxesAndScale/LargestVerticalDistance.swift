import ExerciseSupport
import Foundation

/// Exercise 5.12 · How faithful a line is
///
/// Returns how far, in pixels, a downsampled line strays from the original line drawn
/// at full resolution: the largest vertical distance between them in any pixel column.
/// With it you can put a number on "almost the same picture" and compare the average,
/// min-max and LTTB of exercises 5.4 to 5.6.
///
/// Both lines are points in pixels, in the same coordinates, and each is drawn through
/// its points in order of `x`. Look at the chart one pixel column at a time: column `c`
/// holds the x values from `c` up to, but not including, `c + 1`, so a point belongs to
/// column `floor(x)`. A line reaches every column from its first point's to its last
/// point's, and in each of them it spans from its lowest y there to its highest:
///
/// - in a column where it has points, the lowest and highest y of those points;
/// - in a column where it has none, it still passes over (it has a point on either
///   side), at one y: where its segment crosses the middle of the column, `c + 0.5`.
///
/// Compare every column that both lines reach, also one where neither has a point: both
/// are drawn there. A column's distance is the larger of the two differences, top against
/// top and bottom against bottom, and the answer is the largest of them. Points whose x or
/// y is not finite (NaN or infinite) are not drawn; leave them out first. With no column
/// that both lines reach, the distance is 0.
///
/// Two worked examples. In the first, the original spans 10...30 in column 0 and 20...20
/// in column 1; the averaged line spans 20...20 in both. In column 0 the tops are 30 and
/// 20, and the bottoms 10 and 20: 10 apart each. In the second, the lines agree in
/// columns 0 and 5, where their points are; in columns 1 to 4 neither has a point, and
/// at x = 1.5 the first is at 15, the second at 10.
///
///     let original = [(0, 10), (0.5, 30), (1, 20), (1.5, 20)].map { CGPoint(x: $0, y: $1) }
///     let averaged = [(0.5, 20), (1.5, 20)].map { CGPoint(x: $0, y: $1) }
///     largestVerticalDistance(from: original, to: averaged)    // 10
///     let steep = [(0, 0), (5, 50)].map { CGPoint(x: $0, y: $1) }
///     let later = [(0.5, 0), (5.5, 50)].map { CGPoint(x: $0, y: $1) }
///     largestVerticalDistance(from: steep, to: later)          // 5
///
/// You need not visit every column one by one. Between two neighbouring columns that
/// hold points of either line, neither line has a point, so each is one straight segment there and their distance
/// changes evenly from column to column: it is largest in the first or the last column
/// of that stretch. Those two, and the columns with points, are enough, however far
/// apart the points are.
///
/// - Parameters:
///   - original: Every reading, in pixels.
///   - downsampled: What a downsampling method kept, in the same pixels.
/// - Returns: The largest distance in any column both lines reach, in pixels.
public func largestVerticalDistance(from original: [CGPoint], to downsampled: [CGPoint]) -> CGFloat {
    let line = DrawnLine(original)
    let other = DrawnLine(downsampled)
    guard let lineColumns = line.reach, let otherColumns = other.reach else { return 0 }

    let firstShared = max(lineColumns.lowerBound, otherColumns.lowerBound)
    let lastShared = min(lineColumns.upperBound, otherColumns.upperBound)
    guard firstShared <= lastShared else { return 0 }
    let shared = firstShared...lastShared

    // Between columns with points both lines are straight, so the stretch's ends are enough.
    let pointColumns = Set(line.spans.keys).union(other.spans.keys).sorted()
    var columns = Set(pointColumns)
    for (left, right) in zip(pointColumns, pointColumns.dropFirst()) where right - left > 1 {
        columns.insert(left + 1)
        columns.insert(right - 1)
    }

    var largest: CGFloat = 0
    for column in columns where shared.contains(column) {
        let a = line.span(in: column)
        let b = other.span(in: column)
        largest = max(largest, abs(a.upperBound - b.upperBound), abs(a.lowerBound - b.lowerBound))
    }
    return largest
}

private struct DrawnLine {
    let points: [CGPoint]
    let spans: [Int: ClosedRange<CGFloat>]

    init(_ points: [CGPoint]) {
        self.points = points
            .filter { $0.x.isFinite && $0.y.isFinite }
            .sorted { $0.x < $1.x }

        var spans: [Int: ClosedRange<CGFloat>] = [:]
        for point in self.points {
            let column = DrawnLine.column(of: point.x)
            if let span = spans[column] {
                spans[column] = min(span.lowerBound, point.y)...max(span.upperBound, point.y)
            } else {
                spans[column] = point.y...point.y
            }
        }
        self.spans = spans
    }

    static func column(of x: CGFloat) -> Int {
        Int(x.rounded(.down))
    }

    var reach: ClosedRange<Int>? {
        guard let first = points.first, let last = points.last else { return nil }
        return DrawnLine.column(of: first.x)...DrawnLine.column(of: last.x)
    }

    /// Where the line is in a column it reaches: its points there, or where it crosses the middle.
    func span(in column: Int) -> ClosedRange<CGFloat> {
        if let span = spans[column] { return span }

        let middle = CGFloat(column) + 0.5
        var low = 0
        var high = points.count
        while low < high {
            let mid = (low + high) / 2
            if points[mid].x <= middle {
                low = mid + 1
            } else {
                high = mid
            }
        }
        let before = points[low - 1]
        let after = points[low]
        let y = before.y + (after.y - before.y) * (middle - before.x) / (after.x - before.x)
        return y...y
    }
}
