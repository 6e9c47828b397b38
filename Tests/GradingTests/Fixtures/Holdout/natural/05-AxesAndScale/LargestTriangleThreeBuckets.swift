import ExerciseSupport
import Foundation

/// Exercise 5.6 · Largest triangle, three buckets
///
/// Returns `threshold` of `points` chosen so that the line through them keeps the shape
/// of the whole: Sveinn Steinarsson's Largest-Triangle-Three-Buckets (LTTB, 2013).
///
/// 1. Keep the first point and the last point.
/// 2. Split the points between them into `threshold - 2` buckets. The bucket size is a
///    fraction, `every = Double(count - 2) / Double(threshold - 2)`; bucket `i` holds
///    the indices from `floor(i * every) + 1` up to, but not including,
///    `floor((i + 1) * every) + 1`.
/// 3. For each bucket in turn, take `a`, the point picked last (at first, the first
///    point), and `c`, the average x and y of the *next* bucket (indices
///    `floor((i + 1) * every) + 1` up to `min(floor((i + 2) * every) + 1, count)`).
///    Pick the bucket's point `b` with the largest triangle a-b-c:
///    `area = abs((a.x - c.x) * (b.y - a.y) - (a.x - b.x) * (c.y - a.y)) / 2`;
///    on a tie the earlier point wins.
///
/// Reproduce this arithmetic exactly (floor with `.rounded(.down)`, then `Int(...)`):
/// the tests compare your points with those of Steinarsson's own reference code.
///
/// A `threshold` at or above the number of points, or below 3, returns `points`
/// unchanged.
///
/// Worked example: five points and a threshold of 3 give `every` = 3, so one bucket,
/// indices 1 to 3, and the next "bucket" is the last point alone, c = (4, 0). With
/// a = (0, 0), the triangles of (1, 1), (2, 0) and (3, 5) have areas 2, 0 and 10, so
/// (3, 5) is kept.
///
///     let points = [(0, 0), (1, 1), (2, 0), (3, 5), (4, 0)].map { CGPoint(x: $0, y: $1) }
///     largestTriangleThreeBuckets(points, threshold: 3)
///     // [(x: 0, y: 0), (x: 3, y: 5), (x: 4, y: 0)]
///
/// - Parameters:
///   - points: The points, in order of x.
///   - threshold: How many points to keep.
/// - Returns: The points kept, first and last included.
public func largestTriangleThreeBuckets(_ points: [CGPoint], threshold: Int) -> [CGPoint] {
    let count = points.count
    guard threshold >= 3, threshold < count else { return points }

    let every = Double(count - 2) / Double(threshold - 2)
    func bucketStart(_ bucket: Int) -> Int {
        Int((Double(bucket) * every).rounded(.down)) + 1
    }

    var sampled = [points[0]]
    var a = points[0]

    for bucket in 0..<(threshold - 2) {
        let nextRange = bucketStart(bucket + 1) ..< min(bucketStart(bucket + 2), count)
        var sumX: CGFloat = 0
        var sumY: CGFloat = 0
        for index in nextRange {
            sumX += points[index].x
            sumY += points[index].y
        }
        let c = CGPoint(x: sumX / CGFloat(nextRange.count), y: sumY / CGFloat(nextRange.count))

        var largestArea: CGFloat = -1
        var chosen = a
        for b in points[bucketStart(bucket) ..< bucketStart(bucket + 1)] {
            let area = abs((a.x - c.x) * (b.y - a.y) - (a.x - b.x) * (c.y - a.y)) / 2
            if area > largestArea {
                largestArea = area
                chosen = b
            }
        }
        sampled.append(chosen)
        a = chosen
    }

    sampled.append(points[count - 1])
    return sampled
}
