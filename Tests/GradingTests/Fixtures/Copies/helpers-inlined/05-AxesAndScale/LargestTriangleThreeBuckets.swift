import Foundation

/// Exercise 5.6: Steinarsson's Largest-Triangle-Three-Buckets, as his reference code.
public func largestTriangleThreeBuckets(_ points: [CGPoint], threshold: Int) -> [CGPoint] {
    let count = points.count
    guard threshold >= 3, threshold < count else { return points }
    let every = Double(count - 2) / Double(threshold - 2)
    var sampled = [points[0]]
    var a = 0
    for bucket in 0..<(threshold - 2) {
        // The average of the next bucket: the triangle's third corner.
        let averageStart = Int((Double(bucket + 1) * every).rounded(.down)) + 1
        let averageEnd = min(Int((Double(bucket + 2) * every).rounded(.down)) + 1, count)
        var averageX = 0.0
        var averageY = 0.0
        for index in averageStart..<averageEnd {
            averageX += Double(points[index].x)
            averageY += Double(points[index].y)
        }
        averageX /= Double(averageEnd - averageStart)
        averageY /= Double(averageEnd - averageStart)

        // This bucket's point with the largest triangle.
        let rangeStart = Int((Double(bucket) * every).rounded(.down)) + 1
        let rangeEnd = Int((Double(bucket + 1) * every).rounded(.down)) + 1
        let (ax, ay) = (Double(points[a].x), Double(points[a].y))
        var largestArea = -1.0
        var chosen = rangeStart
        for index in rangeStart..<rangeEnd {
            let area =
                abs((ax - averageX) * (Double(points[index].y) - ay) - (ax - Double(points[index].x)) * (averageY - ay))
                * 0.5
            if area > largestArea {
                largestArea = area
                chosen = index
            }
        }
        sampled.append(points[chosen])
        a = chosen
    }
    sampled.append(points[count - 1])
    return sampled
}
