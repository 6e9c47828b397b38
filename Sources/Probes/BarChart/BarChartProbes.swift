import BarChart
import Foundation
import ProbeProtocol

/// Chapter 2's functions, as the probe calls them.
enum BarChartProbes {
    static let all: [ProbeFunction] = [
        ProbeFunction("BarChart.barHeight(for:maximum:height:headroom:)") { a in
            BarChart.barHeight(for: try a.value(0), maximum: try a.value(1), height: try a.value(2), headroom: try a.value(3)).probeValue
        },
        ProbeFunction("BarChart.barRects(for:in:gap:)") { a in
            BarChart.barRects(for: try energyPrices(a.raw(0)), in: try a.value(1), gap: try a.value(2)).probeValue
        },
        ProbeFunction("BarChart.priceY(for:minimum:maximum:in:)") { a in
            BarChart.priceY(for: try a.value(0), minimum: try a.value(1), maximum: try a.value(2), in: try a.value(3)).probeValue
        },
        ProbeFunction("BarChart.barRectsAroundZero(for:in:gap:)") { a in
            BarChart.barRectsAroundZero(for: try energyPrices(a.raw(0)), in: try a.value(1), gap: try a.value(2)).probeValue
        },
        ProbeFunction("BarChart.averagePrice(of:)") { a in
            BarChart.averagePrice(of: try energyPrices(a.raw(0))).probeValue
        },
        ProbeFunction("BarChart.averageLineY(for:in:)") { a in
            BarChart.averageLineY(for: try energyPrices(a.raw(0)), in: try a.value(1)).probeValue
        },
        ProbeFunction("BarChart.hourStarts(ofDayContaining:in:)") { a in
            BarChart.hourStarts(ofDayContaining: try a.value(0), in: try a.value(1)).probeValue
        },
        ProbeFunction("BarChart.barIndex(containing:hourStarts:)") { a in
            BarChart.barIndex(containing: try a.value(0), hourStarts: try a.value(1)).probeValue
        },
        ProbeFunction("BarChart.hourLabels(for:in:rect:)") { a in
            .list(BarChart.hourLabels(for: try a.value(0), in: try a.value(1), rect: try a.value(2)).map(probeValue(of:)))
        },
        ProbeFunction("BarChart.priceLevel(for:)") { a in
            optionalValue(BarChart.priceLevel(for: try energyPrice(a.raw(0)))) { .string($0.rawValue) }
        },
    ]

    /// An hour's price from `.record("EnergyPrice", ["start": date, "price": optional number])`.
    static func energyPrice(_ value: ProbeValue) throws -> EnergyPrice {
        guard let start = value[field: "start"], let price = value[field: "price"] else {
            throw ProbeValueError(expected: "an EnergyPrice", got: value)
        }
        return EnergyPrice(start: try Date(probeValue: start), price: try Double?(probeValue: price))
    }

    /// A day's prices from a list of `EnergyPrice` records.
    static func energyPrices(_ value: ProbeValue) throws -> [EnergyPrice] {
        guard case .list(let hours) = value else { throw ProbeValueError(expected: "a list of EnergyPrice", got: value) }
        return try hours.map(energyPrice)
    }

    static func probeValue(of label: HourLabel) -> ProbeValue {
        .record("HourLabel", ["index": label.index.probeValue, "text": label.text.probeValue, "x": label.x.probeValue])
    }
}
