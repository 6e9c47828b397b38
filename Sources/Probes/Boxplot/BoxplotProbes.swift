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
            optionalValue(Boxplot.DailySummary(prices: try a.value(0), date: try a.value(1)), probeValue(of:))
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
            probeValue(of: Boxplot.dayBox(
                for: try dailySummary(a.raw(0)), whiskers: try a.value(1), outliers: try a.value(2),
                periodRange: try a.value(3), in: try a.value(4)))
        },
        ProbeFunction("Boxplot.levelThresholds(ofSorted:)") { a in
            Boxplot.levelThresholds(ofSorted: try a.value(0)).probeValue
        },
        ProbeFunction("Boxplot.priceLevel(for:thresholds:)") { a in
            optionalValue(Boxplot.priceLevel(for: try a.value(0), thresholds: try a.value(1))) { .string($0.rawValue) }
        },
        ProbeFunction("Boxplot.centreShift(from:to:)") { a in
            optionalValue(Boxplot.centreShift(from: try a.value(0), to: try a.value(1))) { shift in
                tupleValue(["mean": shift.mean.probeValue, "median": shift.median.probeValue])
            }
        },
    ]

    static func probeValue(of summary: DailySummary) -> ProbeValue {
        .record("DailySummary", [
            "date": summary.date.probeValue, "low": summary.low.probeValue, "q1": summary.q1.probeValue,
            "median": summary.median.probeValue, "q3": summary.q3.probeValue, "high": summary.high.probeValue,
            "average": summary.average.probeValue,
        ])
    }

    /// A summary from the record that `probeValue(of:)` writes for one.
    static func dailySummary(_ value: ProbeValue) throws -> DailySummary {
        func number(_ name: String) throws -> Double {
            guard let field = value[field: name] else { throw ProbeValueError(expected: "a DailySummary", got: value) }
            return try Double(probeValue: field)
        }
        guard let date = value[field: "date"] else { throw ProbeValueError(expected: "a DailySummary", got: value) }
        return DailySummary(
            date: try Date(probeValue: date), low: try number("low"), q1: try number("q1"), median: try number("median"),
            q3: try number("q3"), high: try number("high"), average: try number("average"))
    }

    static func probeValue(of box: DayBox) -> ProbeValue {
        .record("DayBox", [
            "box": box.box.probeValue, "whiskerTop": box.whiskerTop.probeValue, "whiskerBottom": box.whiskerBottom.probeValue,
            "medianStart": box.medianStart.probeValue, "medianEnd": box.medianEnd.probeValue,
            "outliers": box.outliers.probeValue,
        ])
    }
}
