import ExerciseSupport
import Foundation

/// Exercise 5.12 · How faithful a line is
///
/// Returns how far, in pixels, a downsampled line strays from the original line drawn
/// at full resolution: the largest vertical distance between them in any pixel column.
/// With it you can put a number on "almost the same picture" and compare the average,
/// min-max and LTTB of exercises 5.4 to 5.6.
///
/// Both lines are points in pixels, in the same coordinates. The points may come in any
/// order, and a line is drawn through them in order of `x`: sort each line's points by
/// `x`. Look at the chart one pixel column at a time: column `c` holds the x values from
/// `c` up to, but not including, `c + 1`, so a point belongs to column `floor(x)`. A line
/// reaches every column from its first point's to its last point's, and in each of them
/// it spans from its lowest y there to its highest:
///
/// - in a column where it has points, the lowest and highest y of those points;
/// - in a column where it has none, it still passes over (it has a point on either
///   side), at one y: where its segment crosses the middle of the column, `c + 0.5`.
///
/// Compare every column that both lines reach, also one where neither has a point: both
/// are drawn there. A column's distance is the larger of the two differences, top against
/// top and bottom against bottom, and the answer is the largest of them. Points whose x or
/// y is not finite (NaN or infinite) are not drawn; leave them out first, before you sort.
/// With no column that both lines reach, the distance is 0.
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
///   - original: Every reading, in pixels, in any order.
///   - downsampled: What a downsampling method kept, in the same pixels, in any order.
/// - Returns: The largest distance in any column both lines reach, in pixels.
public func largestVerticalDistance(from original: [CGPoint], to downsampled: [CGPoint]) -> CGFloat {
    todo("find each line's lowest and highest y in every pixel column, then the largest difference")
}
