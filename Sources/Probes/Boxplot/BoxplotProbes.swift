import Boxplot
import Foundation
import ProbeProtocol

/// Chapter 3's functions, as the probe calls them.
enum BoxplotProbes {
    static let all: [ProbeFunction] = [
        ProbeFunction("Boxplot.percentile(_:ofSorted:)") { a in
            Boxplot.percentile(try a.value(0), ofSorted: try a.value(1)).probeValue
        },
        ProbeFunction("Boxplot.DailySummary.init(prices:date:)") { a in
            Boxplot.DailySummary(prices: try a.value(0), date: try a.value(1)).probeValue
        },
        ProbeFunction("Boxplot.interquartileRange(ofSorted:)") { a in
            Boxplot.interquartileRange(ofSorted: try a.value(0)).probeValue
        },
        ProbeFunction("Boxplot.tukeyFences(ofSorted:)") { a in
            Boxplot.tukeyFences(ofSorted: try a.value(0)).probeValue
        },
        ProbeFunction("Boxplot.whiskerEnds(ofSorted:)") { a in
            Boxplot.whiskerEnds(ofSorted: try a.value(0)).probeValue
        },
        ProbeFunction("Boxplot.outliers(ofSorted:)") { a in
            Boxplot.outliers(ofSorted: try a.value(0)).probeValue
        },
        ProbeFunction("Boxplot.yPosition(forPrice:periodRange:in:)") { a in
            Boxplot.yPosition(forPrice: try a.value(0), periodRange: try a.value(1), in: try a.value(2)).probeValue
        },
        ProbeFunction("Boxplot.daySlot(index:count:in:)") { a in
            Boxplot.daySlot(index: try a.value(0), count: try a.value(1), in: try a.value(2)).probeValue
        },
        ProbeFunction("Boxplot.dayBox(for:whiskers:outliers:periodRange:in:)") { a in
            Boxplot.dayBox(
                for: try a.value(0), whiskers: try a.value(1), outliers: try a.value(2),
                periodRange: try a.value(3), in: try a.value(4)
            ).probeValue
        },
        ProbeFunction("Boxplot.levelThresholds(ofSorted:)") { a in
            Boxplot.levelThresholds(ofSorted: try a.value(0)).probeValue
        },
        ProbeFunction("Boxplot.priceLevel(for:thresholds:)") { a in
            Boxplot.priceLevel(for: try a.value(0), thresholds: try a.value(1)).probeValue
        },
        ProbeFunction("Boxplot.centreShift(from:to:)") { a in
            optionalValue(Boxplot.centreShift(from: try a.value(0), to: try a.value(1))) { shift in
                tupleValue(["mean": shift.mean.probeValue, "median": shift.median.probeValue])
            }
        },
    ]
}
