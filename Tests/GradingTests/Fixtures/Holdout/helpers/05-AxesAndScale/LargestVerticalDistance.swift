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
    guard let first = DrawnLine(original), let second = DrawnLine(downsampled) else { return 0 }

    // Only the columns both lines reach can be compared.
    let lowColumn = max(first.firstColumn, second.firstColumn)
    let highColumn = min(first.lastColumn, second.lastColumn)
    guard lowColumn <= highColumn else { return 0 }

    var largest: CGFloat = 0
    for column in columnsWorthChecking(first, second, from: lowColumn, through: highColumn) {
        guard let a = first.span(inColumn: column), let b = second.span(inColumn: column) else { continue }
        let distance = max(abs(a.low - b.low), abs(a.high - b.high))
        largest = max(largest, distance)
    }
    return largest
}

/// Where in its column a line without a point there is measured: the column's middle.
private let columnMiddle = 0.5

/// The lowest and highest y a line covers in one pixel column.
private typealias ColumnSpan = (low: CGFloat, high: CGFloat)

/// A line as it is drawn: its finite points in order of x, and the span of y it covers in
/// each column that holds one of them. Columns are whole numbers kept as `Double`s, so
/// that a point far off to the side cannot overflow an `Int`.
private struct DrawnLine {
    let points: [CGPoint]
    let spans: [Double: ColumnSpan]

    var firstColumn: Double { column(of: points[0]) }
    var lastColumn: Double { column(of: points[points.count - 1]) }

    /// `nil` when no point of `rawPoints` can be drawn.
    init?(_ rawPoints: [CGPoint]) {
        let drawable = rawPoints.filter { $0.x.isFinite && $0.y.isFinite }
        guard !drawable.isEmpty else { return nil }
        let ordered = isSortedByX(drawable) ? drawable : drawable.sorted { $0.x < $1.x }

        var spans: [Double: ColumnSpan] = [:]
        for point in ordered {
            let key = column(of: point)
            if let known = spans[key] {
                spans[key] = (min(known.low, point.y), max(known.high, point.y))
            } else {
                spans[key] = (point.y, point.y)
            }
        }
        self.points = ordered
        self.spans = spans
    }

    /// The y span in `column`: from its points if it has any, otherwise the single y
    /// where its segment crosses the column's middle. `nil` outside the line's reach.
    func span(inColumn column: Double) -> ColumnSpan? {
        if let known = spans[column] {
            return known
        }
        // No point here, so every point is either left of the column or right of it.
        let nextColumnStart = CGFloat(column + 1)
        let afterIndex = firstIndex { $0.x >= nextColumnStart }
        guard afterIndex > 0, afterIndex < points.count else { return nil }

        let y = interpolatedY(
            from: points[afterIndex - 1], to: points[afterIndex], atX: CGFloat(column + columnMiddle))
        return (y, y)
    }

    /// The first index whose point satisfies `isPast`, by halving; the points are in
    /// order of x, so once true it stays true.
    private func firstIndex(where isPast: (CGPoint) -> Bool) -> Int {
        var low = 0
        var high = points.count
        while low < high {
            let middle = low + (high - low) / 2
            if isPast(points[middle]) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }
}

/// The pixel column a point belongs to: the whole part of its x, rounded down.
private func column(of point: CGPoint) -> Double {
    Double(point.x.rounded(.down))
}

/// Whether the points already come in order of x, so sorting can be skipped.
private func isSortedByX(_ points: [CGPoint]) -> Bool {
    zip(points, points.dropFirst()).allSatisfy { $0.x <= $1.x }
}

/// The y of the straight segment from `start` to `end` at `x`.
private func interpolatedY(from start: CGPoint, to end: CGPoint, atX x: CGFloat) -> CGFloat {
    let width = end.x - start.x
    guard width != 0 else { return start.y }
    return start.y + (end.y - start.y) * (x - start.x) / width
}

/// The columns where the largest distance can occur: every column with a point of either
/// line, and the first and last column of each stretch between them. Inside a stretch
/// both lines are straight, so their distance changes evenly and peaks at its ends.
private func columnsWorthChecking(
    _ first: DrawnLine, _ second: DrawnLine, from low: Double, through high: Double
) -> [Double] {
    let occupied = Set(first.spans.keys).union(second.spans.keys)
        .filter { $0 >= low && $0 <= high }
        .sorted()

    var columns: [Double] = []
    for (index, column) in occupied.enumerated() {
        columns.append(column)
        guard index + 1 < occupied.count else { continue }
        let next = occupied[index + 1]
        if next - column > 1 {
            columns.append(column + 1)
        }
        if next - column > 2 {
            columns.append(next - 1)
        }
    }
    return columns
}
