import Foundation

/// Exercise 5.5: the lowest and highest measured value of each bucket; `nil` for a bucket
/// without any.
public func minMaxPerBucket(_ values: [Double], bucketCount: Int) -> [ClosedRange<Double>?] {
    guard bucketCount > 0 else { return [] }
    let n = values.count
    return (0..<bucketCount).map { bucket in
        var lowest = Double.infinity
        var highest = -Double.infinity
        for value in values[bucket * n / bucketCount..<(bucket + 1) * n / bucketCount] where !value.isNaN {
            lowest = min(lowest, value)
            highest = max(highest, value)
        }
        return lowest <= highest ? lowest...highest : nil
    }
}
