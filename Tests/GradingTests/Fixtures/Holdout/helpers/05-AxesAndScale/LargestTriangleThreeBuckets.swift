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
    guard threshold >= minimumThreshold, threshold < count else { return points }

    let bucketTotal = threshold - 2
    let every = Double(count - 2) / Double(bucketTotal)

    var kept: [CGPoint] = [points[0]]
    kept.reserveCapacity(threshold)
    var anchorIndex = 0

    for bucket in 0..<bucketTotal {
        let candidates = bucketRange(bucket, every: every, count: count)
        let lookAhead = bucketRange(bucket + 1, every: every, count: count)
        let target = average(of: points[lookAhead])
        let anchor = points[anchorIndex]

        var bestIndex = candidates.lowerBound
        var bestArea: CGFloat = -1
        for index in candidates {
            let area = triangleArea(anchor, points[index], target)
            // Strictly larger: on a tie the earlier point stays.
            if area > bestArea {
                bestArea = area
                bestIndex = index
            }
        }
        kept.append(points[bestIndex])
        anchorIndex = bestIndex
    }

    kept.append(points[count - 1])
    return kept
}

/// Below three points there is no middle bucket to choose from.
private let minimumThreshold = 3

/// The indices of bucket `bucket` when the points between the first and the last are cut
/// into buckets `every` wide: `floor(bucket * every) + 1` up to
/// `floor((bucket + 1) * every) + 1`, never past the end of the points.
private func bucketRange(_ bucket: Int, every: Double, count: Int) -> Range<Int> {
    let start = Int((Double(bucket) * every).rounded(.down)) + 1
    let end = Int((Double(bucket + 1) * every).rounded(.down)) + 1
    return start..<min(end, count)
}

/// The average x and y of some points, summed in order.
private func average(of points: ArraySlice<CGPoint>) -> CGPoint {
    var sumX: CGFloat = 0
    var sumY: CGFloat = 0
    for point in points {
        sumX += point.x
        sumY += point.y
    }
    let n = CGFloat(points.count)
    return CGPoint(x: sumX / n, y: sumY / n)
}

/// The area of the triangle a-b-c, from the cross product of two of its sides.
private func triangleArea(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
    abs((a.x - c.x) * (b.y - a.y) - (a.x - b.x) * (c.y - a.y)) / 2
}
