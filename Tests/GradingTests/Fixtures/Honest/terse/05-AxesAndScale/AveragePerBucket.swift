import ExerciseSupport
import Foundation

/// Exercise 5.4 · Average per bucket
///
/// Returns the average of each of `bucketCount` buckets of `values`: the simplest way to
/// draw 86,400 readings as 1,440 points, one a minute.
///
/// Bucket `k` holds the indices from `k * n / bucketCount` up to, but not including,
/// `(k + 1) * n / bucketCount`, where `n = values.count`, in *integer* arithmetic: the
/// buckets then cover every value exactly once, even when `n` is not a multiple of
/// `bucketCount` (10 values in 3 buckets: 0..<3, 3..<6, 6..<10).
///
/// Skip missing values (NaN): the average of [1, NaN, 3] is 2. A bucket with no measured
/// value at all averages to NaN, which a chart draws as a gap. `bucketCount` of 0 or
/// less gives [].
///
///     averagePerBucket([1, 2, 3, 4, 5, 6], bucketCount: 3)    // [1.5, 3.5, 5.5]
///     averagePerBucket([1, .nan, 3, 4], bucketCount: 2)       // [1, 3.5]
///     averagePerBucket([1, 2], bucketCount: 4).map(\.isNaN)   // [true, false, true, false]
///
/// (The last gives [NaN, 1, NaN, 2]: buckets 0 and 2 hold no value.)
///
/// - Parameters:
///   - values: The readings, NaN where one is missing.
///   - bucketCount: How many buckets, and so how many averages.
/// - Returns: One average per bucket.
public func averagePerBucket(_ values: [Double], bucketCount: Int) -> [Double] {
    values.buckets(bucketCount).map { bucket in
        let measured = bucket.filter { !$0.isNaN }
        return measured.isEmpty ? .nan : measured.reduce(0, +) / Double(measured.count)
    }
}

extension Array {
    /// `count` slices, the k-th from `k * self.count / count` up to the next one's start.
    func buckets(_ count: Int) -> [ArraySlice<Element>] {
        count > 0 ? (0..<count).map { self[$0 * self.count / count..<($0 + 1) * self.count / count] } : []
    }
}
