import Foundation

/// Sveinn Steinarsson's reference implementation of Largest-Triangle-Three-Buckets, the
/// JavaScript that accompanies his 2013 thesis, transcribed line by line (its own
/// comments kept), so that the tests can compare a student's points with it exactly.
///
/// The original, in short:
///
///     var every = (data_length - 2) / (threshold - 2);
///     var a = 0, max_area_point, max_area, area, next_a;
///     sampled[ sampled_index++ ] = data[ a ]; // Always add the first point
///     for (var i = 0; i < threshold - 2; i++) {
///         var avg_x = 0, avg_y = 0,
///             avg_range_start  = Math.floor( ( i + 1 ) * every ) + 1,
///             avg_range_end    = Math.floor( ( i + 2 ) * every ) + 1;
///         avg_range_end = avg_range_end < data_length ? avg_range_end : data_length;
///         ...
///         area = Math.abs( ( point_a_x - avg_x ) * ( data[ range_offs ][ 1 ] - point_a_y ) -
///                     ( point_a_x - data[ range_offs ][ 0 ] ) * ( avg_y - point_a_y ) ) * 0.5;
///         if ( area > max_area ) { ... }
///     }
///     sampled[ sampled_index++ ] = data[ data_length - 1 ]; // Always add last
enum ReferenceLTTB {
    static func downsample(_ data: [(Double, Double)], threshold: Int) -> [(Double, Double)] {
        let dataLength = data.count
        if threshold >= dataLength || threshold < 3 { return data }  // Nothing to do
        var sampled: [(Double, Double)] = []
        // Bucket size. Leave room for start and end data points
        let every = Double(dataLength - 2) / Double(threshold - 2)
        var a = 0  // Initially a is the first point in the triangle
        var maxAreaPoint = data[0], nextA = 0
        sampled.append(data[a])  // Always add the first point
        for i in 0..<(threshold - 2) {
            // Calculate point average for next bucket (containing c)
            var avgX = 0.0, avgY = 0.0
            var avgRangeStart = Int(floor(Double(i + 1) * every)) + 1
            var avgRangeEnd = Int(floor(Double(i + 2) * every)) + 1
            avgRangeEnd = avgRangeEnd < dataLength ? avgRangeEnd : dataLength
            let avgRangeLength = Double(avgRangeEnd - avgRangeStart)
            while avgRangeStart < avgRangeEnd {
                avgX += data[avgRangeStart].0
                avgY += data[avgRangeStart].1
                avgRangeStart += 1
            }
            avgX /= avgRangeLength
            avgY /= avgRangeLength
            // Get the range for this bucket
            var rangeOffs = Int(floor(Double(i + 0) * every)) + 1
            let rangeTo = Int(floor(Double(i + 1) * every)) + 1
            // Point a
            let pointAX = data[a].0, pointAY = data[a].1
            var maxArea = -1.0
            while rangeOffs < rangeTo {
                // Calculate triangle area over three buckets
                let area = abs((pointAX - avgX) * (data[rangeOffs].1 - pointAY) - (pointAX - data[rangeOffs].0) * (avgY - pointAY)) * 0.5
                if area > maxArea {
                    maxArea = area
                    maxAreaPoint = data[rangeOffs]
                    nextA = rangeOffs  // Next a is this b
                }
                rangeOffs += 1
            }
            sampled.append(maxAreaPoint)  // Pick this point from the bucket
            a = nextA  // This a is the next a (chosen b)
        }
        sampled.append(data[dataLength - 1])  // Always add last
        return sampled
    }

    static func downsample(_ points: [CGPoint], threshold: Int) -> [CGPoint] {
        downsample(points.map { (Double($0.x), Double($0.y)) }, threshold: threshold).map { CGPoint(x: $0.0, y: $0.1) }
    }
}
