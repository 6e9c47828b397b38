import Foundation

/// Exercise 5.4, as hints 1 and 2 have it.
public func averagePerBucket(_ values: [Double], bucketCount: Int) -> [Double] {
    guard bucketCount > 0 else { return [] }
    var averages: [Double] = []
    for k in 0..<bucketCount {
        let from = k * values.count / bucketCount
        let upTo = (k + 1) * values.count / bucketCount
        var sum = 0.0
        var measured = 0
        for value in values[from..<upTo] where !value.isNaN {
            sum += value
            measured += 1
        }
        averages.append(measured == 0 ? .nan : sum / Double(measured))
    }
    return averages
}
