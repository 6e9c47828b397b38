import BarChart
import Foundation
import ProbeProtocol

// Chapter 2's own types on the probe's wire. The probe reads them from the grader's calls
// and writes them in its answers; the grader's replay of a chart reads them back.

extension EnergyPrice: ProbeConvertible {
    /// `.record("EnergyPrice", ["start": date, "price": optional number])`.
    public var probeValue: ProbeValue {
        .record("EnergyPrice", ["start": start.probeValue, "price": price.probeValue])
    }

    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        guard let start = probeValue[field: "start"], let price = probeValue[field: "price"] else {
            throw ProbeValueError(expected: "an EnergyPrice", got: probeValue)
        }
        self.init(start: try Date(probeValue: start), price: try Double?(probeValue: price))
    }
}

extension HourLabel: ProbeConvertible {
    public var probeValue: ProbeValue {
        .record("HourLabel", ["index": index.probeValue, "text": text.probeValue, "x": x.probeValue])
    }

    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        guard let index = probeValue[field: "index"], let text = probeValue[field: "text"],
            let x = probeValue[field: "x"]
        else {
            throw ProbeValueError(expected: "an HourLabel", got: probeValue)
        }
        self.init(index: try Int(probeValue: index), text: try String(probeValue: text), x: try CGFloat(probeValue: x))
    }
}

extension PriceLevel: ProbeConvertible {
    /// By its raw value: `.string("cheap")`.
    public var probeValue: ProbeValue { .string(rawValue) }

    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        guard let level = PriceLevel(rawValue: try String(probeValue: probeValue)) else {
            throw ProbeValueError(expected: "a PriceLevel", got: probeValue)
        }
        self = level
    }
}
