import ExerciseSupport
import Foundation

/// Exercise 5.5 · Minimum and maximum per bucket
///
/// Returns the lowest and highest measured value of each of `bucketCount` buckets, as a
/// range: drawn as a vertical stroke per pixel column, it shows every spike that the
/// average hides.
///
/// The buckets are those of exercise 5.4: bucket `k` holds the indices from
/// `k * n / bucketCount` up to, but not including, `(k + 1) * n / bucketCount`, in
/// integer arithmetic. Skip NaN; a bucket with no measured value is `nil`.
/// `bucketCount` of 0 or less gives [].
///
///     minMaxPerBucket([3, 1, 2, 8, 5, 4], bucketCount: 2)   // [1...3, 4...8]
///     minMaxPerBucket([.nan, .nan, 7], bucketCount: 3)      // [nil, nil, 7...7]
///
/// - Parameters:
///   - values: The readings, NaN where one is missing.
///   - bucketCount: How many buckets.
/// - Returns: One range per bucket, `nil` where a bucket has no measured value.
public func minMaxPerBucket(_ values: [Double], bucketCount: Int) -> [ClosedRange<Double>?] {
    guard bucketCount > 0 else { return [] }
    let n = values.count

    var ranges: [ClosedRange<Double>?] = []
    ranges.reserveCapacity(bucketCount)
    for bucket in 0..<bucketCount {
        var lowest = Double.infinity
        var highest = -Double.infinity
        for value in values[bucket * n / bucketCount ..< (bucket + 1) * n / bucketCount] where !value.isNaN {
            lowest = min(lowest, value)
            highest = max(highest, value)
        }
        ranges.append(lowest <= highest ? lowest...highest : nil)
    }
    return ranges
}
