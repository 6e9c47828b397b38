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
    values.buckets(bucketCount).map { bucket in
        let measured = bucket.filter { !$0.isNaN }
        return measured.min().flatMap { lo in measured.max().map { lo...$0 } }
    }
}
