import AxesAndScale
import Foundation
import SampleData
import TestSupport
import Testing

@Suite("5.5 Minimum and maximum per bucket", .exercise("5.5"))
struct MinMaxPerBucketTests {
    /// Values, their ranges per bucket, and what buckets of a fixed size, values.count /
    /// bucketCount rounded down, would give ("buckets that drop the last values"): the last
    /// values.count % bucketCount values fall in no bucket.
    static let examples:
        [(values: [Double], bucketCount: Int, ranges: [ClosedRange<Double>?], dropped: [ClosedRange<Double>?])] = [
            ([3, 1, 2, 8, 5, 4], 2, [1...3, 4...8], [1...3, 4...8]),
            ([3, 1, 2, 8, 5, 4], 1, [1...8], [1...8]),  // one bucket
            ([3, 1, 2], 3, [3...3, 1...1, 2...2], [3...3, 1...1, 2...2]),  // as many buckets as values
            ([-1, 7], 3, [nil, -1...(-1), 7...7], [nil, nil, nil]),  // more buckets than values
            ([.nan, .nan, 7], 3, [nil, nil, 7...7], [nil, nil, 7...7]),  // all-NaN buckets
            ([.nan, 2, .nan, -5], 2, [2...2, -5...(-5)], [2...2, -5...(-5)]),
            ([], 2, [nil, nil], [nil, nil]),
            ([1, 2], 0, [], []),
        ]

    @Test("finds each bucket's lowest and highest value", arguments: examples)
    func ranges(
        _ example: (values: [Double], bucketCount: Int, ranges: [ClosedRange<Double>?], dropped: [ClosedRange<Double>?])
    ) {
        let (values, bucketCount, expected, dropped) = example
        expectEqual(
            minMaxPerBucket(values, bucketCount: bucketCount), expected,
            "minMaxPerBucket(\(swiftLiteral(values)), bucketCount: \(bucketCount))",
            hint: "Bucket k is values[k * n / bucketCount ..< (k + 1) * n / bucketCount]; its range runs from its "
                + "lowest to its highest measured value, nil when it has none.",
            commonMistakes: [Mistake.bucketsThatDropTheLastValues(wouldGive: dropped)])
    }

    /// The last column is what buckets of a fixed size give: the last value, 9 or 6, is dropped.
    static let uneven:
        [(values: [Double], bucketCount: Int, expected: [ClosedRange<Double>?], dropped: [ClosedRange<Double>?])] = [
            ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 3, [0...2, 3...5, 6...9], [0...2, 3...5, 6...8]),
            ([0, 1, 2, 3, 4, 5, 6], 2, [0...2, 3...6], [0...2, 3...5]),
        ]

    @Test("keeps the last values when the buckets do not divide them evenly", arguments: uneven)
    func lastValues(
        _ example: (
            values: [Double], bucketCount: Int, expected: [ClosedRange<Double>?], dropped: [ClosedRange<Double>?]
        )
    ) {
        let (values, bucketCount, expected, dropped) = example
        expectEqual(
            minMaxPerBucket(values, bucketCount: bucketCount), expected,
            "minMaxPerBucket(\(swiftLiteral(values)), bucketCount: \(bucketCount))",
            hint: "The last bucket ends at (k + 1) * n / bucketCount = n: every value is in some bucket.",
            commonMistakes: [Mistake.bucketsThatDropTheLastValues(wouldGive: dropped)])
    }

    @Test("keeps the kettle's spikes in the day's 1,440 minutes")
    func day() throws {
        let ranges = minMaxPerBucket(HouseholdPower.readings, bucketCount: 1440)
        try #require(
            ranges.count == 1440,
            "minMaxPerBucket(HouseholdPower.readings, bucketCount: 1440) gives \(ranges.count) ranges, not 1440")
        #expect(ranges[780] == nil, "the minute from 13:00:00 has no readings, so its range is nil")
        // 15:30:00 to 15:30:07 the kettle keeps warm at 2,000 W over the base load.
        let keepWarm = try #require(ranges[930], "the minute from 15:30:00 has readings")
        #expect(
            keepWarm.upperBound > 2000, "the minute from 15:30:00 reaches above 2,000 W, not \(keepWarm.upperBound)")
        #expect(
            keepWarm.lowerBound < 300,
            "the minute from 15:30:00 dips to the base load, below 300 W, not \(keepWarm.lowerBound)")
    }
}
