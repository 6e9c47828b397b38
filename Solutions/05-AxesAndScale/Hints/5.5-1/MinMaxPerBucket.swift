import Foundation

/// Exercise 5.5, as hints 1 and 2 have it.
public func minMaxPerBucket(_ values: [Double], bucketCount: Int) -> [ClosedRange<Double>?] {
    guard bucketCount > 0 else { return [] }
    var ranges: [ClosedRange<Double>?] = []
    for k in 0..<bucketCount {
        let measured = values[k * values.count / bucketCount..<(k + 1) * values.count / bucketCount].filter {
            !$0.isNaN
        }
        if let lowest = measured.min(), let highest = measured.max() {
            ranges.append(lowest...highest)
        } else {
            ranges.append(nil)
        }
    }
    return ranges
}
