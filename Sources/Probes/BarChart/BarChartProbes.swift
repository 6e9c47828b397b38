import BarChart
import Foundation
import ProbeProtocol

/// Chapter 2's functions, as the probe calls them.
enum BarChartProbes {
    static let all: [ProbeFunction] = [
        ProbeFunction("BarChart.barHeight(for:maximum:height:headroom:)") { a in
            BarChart.barHeight(
                for: try a.value(0), maximum: try a.value(1), height: try a.value(2), headroom: try a.value(3)
            ).probeValue
        },
        ProbeFunction("BarChart.barRects(for:in:gap:)") { a in
            BarChart.barRects(for: try a.value(0), in: try a.value(1), gap: try a.value(2)).probeValue
        },
        ProbeFunction("BarChart.priceY(for:minimum:maximum:in:)") { a in
            BarChart.priceY(for: try a.value(0), minimum: try a.value(1), maximum: try a.value(2), in: try a.value(3))
                .probeValue
        },
        ProbeFunction("BarChart.barRectsAroundZero(for:in:gap:)") { a in
            BarChart.barRectsAroundZero(for: try a.value(0), in: try a.value(1), gap: try a.value(2)).probeValue
        },
        ProbeFunction("BarChart.averagePrice(of:)") { a in
            BarChart.averagePrice(of: try a.value(0)).probeValue
        },
        ProbeFunction("BarChart.averageLineY(for:in:)") { a in
            BarChart.averageLineY(for: try a.value(0), in: try a.value(1)).probeValue
        },
        ProbeFunction("BarChart.hourStarts(ofDayContaining:in:)") { a in
            BarChart.hourStarts(ofDayContaining: try a.value(0), in: try a.value(1)).probeValue
        },
        ProbeFunction("BarChart.barIndex(containing:hourStarts:)") { a in
            BarChart.barIndex(containing: try a.value(0), hourStarts: try a.value(1)).probeValue
        },
        ProbeFunction("BarChart.hourLabels(for:in:rect:)") { a in
            BarChart.hourLabels(for: try a.value(0), in: try a.value(1), rect: try a.value(2)).probeValue
        },
        ProbeFunction("BarChart.priceLevel(for:)") { a in
            BarChart.priceLevel(for: try a.value(0)).probeValue
        },
    ]
}
