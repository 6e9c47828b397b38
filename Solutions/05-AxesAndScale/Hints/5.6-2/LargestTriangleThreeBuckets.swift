import Foundation

/// Exercise 5.6, as hints 1 to 3 have it: the earlier point wins a tie (>, not >=).
public func largestTriangleThreeBuckets(_ points: [CGPoint], threshold: Int) -> [CGPoint] {
    let count = points.count
    if threshold >= count || threshold < 3 { return points }
    let every = Double(count - 2) / Double(threshold - 2)
    var kept = [points[0]]
    var a = points[0]
    for i in 0..<(threshold - 2) {
        let nextStart = Int((Double(i + 1) * every).rounded(.down)) + 1
        let nextEnd = min(Int((Double(i + 2) * every).rounded(.down)) + 1, count)
        let next = points[nextStart..<nextEnd]
        let cx = next.map { Double($0.x) }.reduce(0, +) / Double(next.count)
        let cy = next.map { Double($0.y) }.reduce(0, +) / Double(next.count)
        let bucket = points[(Int((Double(i) * every).rounded(.down)) + 1)..<nextStart]
        var chosen = bucket[bucket.startIndex]
        var largestArea = -1.0
        for b in bucket {
            let (ax, ay, bx, by) = (Double(a.x), Double(a.y), Double(b.x), Double(b.y))
            let area = abs((ax - cx) * (by - ay) - (ax - bx) * (cy - ay)) / 2
            if area > largestArea {
                largestArea = area
                chosen = b
            }
        }
        kept.append(chosen)
        a = chosen
    }
    kept.append(points[count - 1])
    return kept
}
