import AxesAndScale
import Foundation
import ProbeProtocol

/// Chapter 5's functions, as the probe calls them.
enum AxesAndScaleProbes {
    static let all: [ProbeFunction] = [
        ProbeFunction("AxesAndScale.tickValues(from:to:count:)") { a in
            AxesAndScale.tickValues(from: try a.value(0), to: try a.value(1), count: try a.value(2)).probeValue
        },
        ProbeFunction("AxesAndScale.niceDomain(_:count:)") { a in
            AxesAndScale.niceDomain(try a.value(0), count: try a.value(1)).probeValue
        },
        ProbeFunction("AxesAndScale.tickLabel(for:step:)") { a in
            AxesAndScale.tickLabel(for: try a.value(0), step: try a.value(1)).probeValue
        },
        ProbeFunction("AxesAndScale.averagePerBucket(_:bucketCount:)") { a in
            AxesAndScale.averagePerBucket(try a.value(0), bucketCount: try a.value(1)).probeValue
        },
        ProbeFunction("AxesAndScale.minMaxPerBucket(_:bucketCount:)") { a in
            AxesAndScale.minMaxPerBucket(try a.value(0), bucketCount: try a.value(1)).probeValue
        },
        ProbeFunction("AxesAndScale.largestTriangleThreeBuckets(_:threshold:)") { a in
            AxesAndScale.largestTriangleThreeBuckets(try a.value(0), threshold: try a.value(1)).probeValue
        },
        ProbeFunction("AxesAndScale.dateTicks(from:through:every:in:)") { a in
            AxesAndScale.dateTicks(
                from: try a.value(0), through: try a.value(1), every: try a.value(2), in: try a.value(3)
            ).probeValue
        },
        ProbeFunction("AxesAndScale.accessibilityValue(for:unit:)") { a in
            AxesAndScale.accessibilityValue(for: try a.value(0), unit: try a.value(1)).probeValue
        },
        ProbeFunction("AxesAndScale.chartSummary(title:labels:values:unit:)") { a in
            AxesAndScale.chartSummary(
                title: try a.value(0), labels: try a.value(1), values: try a.value(2), unit: try a.value(3)
            ).probeValue
        },
        ProbeFunction("AxesAndScale.pitch(for:minimum:maximum:)") { a in
            AxesAndScale.pitch(for: try a.value(0), minimum: try a.value(1), maximum: try a.value(2)).probeValue
        },
        ProbeFunction("AxesAndScale.toneSamples(for:minimum:maximum:sampleRate:duration:)") { a in
            AxesAndScale.toneSamples(
                for: try a.value(0), minimum: try a.value(1), maximum: try a.value(2), sampleRate: try a.value(3),
                duration: try a.value(4)
            ).probeValue
        },
        ProbeFunction("AxesAndScale.largestVerticalDistance(from:to:)") { a in
            AxesAndScale.largestVerticalDistance(from: try a.value(0), to: try a.value(1)).probeValue
        },
    ]
}
