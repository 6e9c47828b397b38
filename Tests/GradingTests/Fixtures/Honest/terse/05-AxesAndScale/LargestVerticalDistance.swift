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
    guard let a = DrawnLine(original), let b = DrawnLine(downsampled) else { return 0 }
    let (lo, hi) = (max(a.reach.lowerBound, b.reach.lowerBound), min(a.reach.upperBound, b.reach.upperBound))
    guard lo <= hi else { return 0 }
    let columns = Set(Array(a.spans.keys) + Array(b.spans.keys)).flatMap { [$0 - 1, $0, $0 + 1] } + [lo, hi]
    return Set(columns.filter { (lo...hi).contains($0) }).map { c in
        let (s, t) = (a.span(c), b.span(c))
        return max(abs(s.upperBound - t.upperBound), abs(s.lowerBound - t.lowerBound))
    }.max() ?? 0
}

/// A line as drawn: its finite points in order of x, and its span in each column with points.
private struct DrawnLine {
    let points: [CGPoint]
    let spans: [Int: ClosedRange<CGFloat>]
    let reach: ClosedRange<Int>

    init?(_ raw: [CGPoint]) {
        points = raw.filter { $0.x.isFinite && $0.y.isFinite }.sorted { $0.x < $1.x }
        guard let first = points.first, let last = points.last else { return nil }
        spans = Dictionary(grouping: points, by: { column($0.x) }).mapValues { ps in
            let ys = ps.map(\.y)
            return ys.min()!...ys.max()!
        }
        reach = column(first.x)...column(last.x)
    }

    /// Where the line is in column `c`, which it reaches: its points there, or its segment
    /// across the column's middle.
    func span(_ c: Int) -> ClosedRange<CGFloat> {
        if let s = spans[c] { return s }
        let m = CGFloat(c) + 0.5
        let i = points.partitionIndex { $0.x >= m }
        let (p, q) = (points[i - 1], points[i])
        let y = p.y + (q.y - p.y) * (m - p.x) / (q.x - p.x)
        return y...y
    }
}

private func column(_ x: CGFloat) -> Int { Int(x.rounded(.down)) }

extension Array {
    /// The first index whose element satisfies `p`, for a `p` false then true along the array.
    fileprivate func partitionIndex(where p: (Element) -> Bool) -> Int {
        var (lo, hi) = (0, count)
        while lo < hi {
            let mid = (lo + hi) / 2
            (lo, hi) = p(self[mid]) ? (lo, mid) : (mid + 1, hi)
        }
        return lo
    }
}
