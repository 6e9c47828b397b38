import Foundation

/// Exercise 5.4: the average of each bucket's measured values; NaN for a bucket without any.
public func averagePerBucket(_ values: [Double], bucketCount: Int) -> [Double] {
    guard bucketCount > 0 else { return [] }
    let n = values.count
    return (0..<bucketCount).map { bucket in
        let measured = values[bucket * n / bucketCount..<(bucket + 1) * n / bucketCount].filter { !$0.isNaN }
        return measured.isEmpty ? .nan : measured.reduce(0, +) / Double(measured.count)
    }
}
