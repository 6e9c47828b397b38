import Boxplot
import Foundation
import ProbeProtocol

// Chapter 3's own types on the probe's wire. The probe reads them from the grader's calls
// and writes them in its answers; the grader's replay of a chart reads them back.

extension DailySummary: ProbeConvertible {
    public var probeValue: ProbeValue {
        .record(
            "DailySummary",
            [
                "date": date.probeValue, "low": low.probeValue, "q1": q1.probeValue, "median": median.probeValue,
                "q3": q3.probeValue, "high": high.probeValue, "average": average.probeValue,
            ])
    }

    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        func number(_ name: String) throws(ProbeValueError) -> Double {
            guard let field = probeValue[field: name] else {
                throw ProbeValueError(expected: "a DailySummary", got: probeValue)
            }
            return try Double(probeValue: field)
        }
        guard let date = probeValue[field: "date"] else {
            throw ProbeValueError(expected: "a DailySummary", got: probeValue)
        }
        self.init(
            date: try Date(probeValue: date), low: try number("low"), q1: try number("q1"),
            median: try number("median"),
            q3: try number("q3"), high: try number("high"), average: try number("average"))
    }
}

extension DayBox: ProbeConvertible {
    public var probeValue: ProbeValue {
        .record(
            "DayBox",
            [
                "box": box.probeValue, "whiskerTop": whiskerTop.probeValue, "whiskerBottom": whiskerBottom.probeValue,
                "medianStart": medianStart.probeValue, "medianEnd": medianEnd.probeValue,
                "outliers": outliers.probeValue,
            ])
    }

    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        func field(_ name: String) throws(ProbeValueError) -> ProbeValue {
            guard let value = probeValue[field: name] else {
                throw ProbeValueError(expected: "a DayBox", got: probeValue)
            }
            return value
        }
        self.init(
            box: try CGRect(probeValue: field("box")), whiskerTop: try CGPoint(probeValue: field("whiskerTop")),
            whiskerBottom: try CGPoint(probeValue: field("whiskerBottom")),
            medianStart: try CGPoint(probeValue: field("medianStart")),
            medianEnd: try CGPoint(probeValue: field("medianEnd")),
            outliers: try [CGPoint](probeValue: field("outliers")))
    }
}

extension RelativePriceLevel: ProbeConvertible {
    /// By its raw value: `.string("high")`.
    public var probeValue: ProbeValue { .string(rawValue) }

    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        guard let level = RelativePriceLevel(rawValue: try String(probeValue: probeValue)) else {
            throw ProbeValueError(expected: "a RelativePriceLevel", got: probeValue)
        }
        self = level
    }
}
