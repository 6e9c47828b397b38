import Foundation

/// Exercise 5.5: the lowest and highest measured value of each bucket; `nil` for a bucket
/// without any.
public func minMaxPerBucket(_ values: [Double], bucketCount: Int) -> [ClosedRange<Double>?] {
    guard bucketCount > 0 else { return [] }
    let size = values.count / bucketCount
    return (0..<bucketCount).map { bucket in
        var lowest = Double.infinity
        var highest = -Double.infinity
        for value in values[bucket * size..<(bucket + 1) * size] where !value.isNaN {
            lowest = min(lowest, value)
            highest = max(highest, value)
        }
        return lowest <= highest ? lowest...highest : nil
    }
}
