import AxesAndScale
import Foundation
import SampleData
import TestSupport
import Testing

@Suite("5.4 Average per bucket", .exercise("5.4"))
struct AveragePerBucketTests {
    static let examples: [(values: [Double], bucketCount: Int, averages: [Double])] = [
        ([1, 2, 3, 4, 5, 6], 3, [1.5, 3.5, 5.5]),
        ([1, 2, 3, 4, 5, 6], 1, [3.5]),  // one bucket
        ([1, 2, 3], 3, [1, 2, 3]),  // as many buckets as values
        ([1, 2], 4, [.nan, 1, .nan, 2]),  // more buckets than values
        ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 3, [1, 4, 7.5]),  // 0..<3, 3..<6, 6..<10
        ([.nan, .nan, 4, 6], 2, [.nan, 5]),  // an all-NaN bucket
        ([], 2, [.nan, .nan]),
        ([1, 2, 3], 0, []),
        ([1, 2, 3], -1, []),
    ]

    @Test("averages each bucket", arguments: examples)
    func averages(_ example: (values: [Double], bucketCount: Int, averages: [Double])) {
        let (values, bucketCount, expected) = example
        expectApproximatelyEqual(
            averagePerBucket(values, bucketCount: bucketCount), expected,
            "averagePerBucket(\(swiftLiteral(values)), bucketCount: \(bucketCount))",
            hint: "Bucket k is values[k * n / bucketCount ..< (k + 1) * n / bucketCount]; average its measured "
                + "values, NaN when it has none. No buckets for a bucketCount of 0 or less.")
    }

    /// Values with gaps, their averages, and what counting a gap as zero would give.
    static let gaps: [(values: [Double], bucketCount: Int, expected: [Double], asZero: [Double])] = [
        ([1, .nan, 3, 4], 2, [1.0, 3.5], [0.5, 3.5]),
        ([10, 20, .nan, .nan, 30, 40], 2, [15, 35], [10, 23 + 1.0 / 3]),
    ]

    @Test("skips missing values", arguments: gaps)
    func missing(values: [Double], bucketCount: Int, expected: [Double], asZero: [Double]) {
        expectApproximatelyEqual(
            averagePerBucket(values, bucketCount: bucketCount), expected,
            "averagePerBucket(\(swiftLiteral(values)), bucketCount: \(bucketCount))",
            hint: "Leave NaN out of the sum and out of the count.",
            commonMistakes: [Mistake.averagingMissingValuesAsZero(wouldGive: asZero)])
    }

    @Test("turns the day into 1,440 minutes")
    func day() throws {
        let averages = averagePerBucket(HouseholdPower.readings, bucketCount: 1440)
        try #require(
            averages.count == 1440,
            "averagePerBucket(HouseholdPower.readings, bucketCount: 1440) gives \(averages.count) averages, not 1440")
        // 13:00 is missing for a whole minute; 07:05 is the kettle at full boil.
        #expect(
            averages[780].isNaN, "the minute from 13:00:00 has no readings, so its average is NaN, not \(averages[780])"
        )
        #expect(
            averages[425] > 2200,
            "the minute from 07:05:00 is all kettle: its average is above 2,200 W, not \(averages[425])")
    }
}
