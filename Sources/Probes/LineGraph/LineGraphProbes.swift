import Foundation
import LineGraph
import ProbeProtocol

/// Chapter 1's functions, as the probe calls them.
enum LineGraphProbes {
    static let all: [ProbeFunction] = [
        ProbeFunction("LineGraph.valueRange(of:)") { a in
            LineGraph.valueRange(of: try a.value(0)).probeValue
        },
        ProbeFunction("LineGraph.xPosition(index:count:in:)") { a in
            LineGraph.xPosition(index: try a.value(0), count: try a.value(1), in: try a.value(2)).probeValue
        },
        ProbeFunction("LineGraph.yPosition(for:minimum:maximum:in:)") { a in
            LineGraph.yPosition(
                for: try a.value(0), minimum: try a.value(1), maximum: try a.value(2), in: try a.value(3)
            ).probeValue
        },
        ProbeFunction("LineGraph.linePoints(for:in:)") { a in
            LineGraph.linePoints(for: try a.value(0), in: try a.value(1)).probeValue
        },
        ProbeFunction("LineGraph.areaPolygon(for:in:)") { a in
            LineGraph.areaPolygon(for: try a.value(0), in: try a.value(1)).probeValue
        },
        ProbeFunction("LineGraph.gridLineValues(count:minimum:maximum:)") { a in
            LineGraph.gridLineValues(count: try a.value(0), minimum: try a.value(1), maximum: try a.value(2)).probeValue
        },
        ProbeFunction("LineGraph.visibleLabelIndices(count:)") { a in
            LineGraph.visibleLabelIndices(count: try a.value(0)).probeValue
        },
        ProbeFunction("LineGraph.summary(of:)") { a in
            optionalValue(LineGraph.summary(of: try a.value(0))) { summary in
                tupleValue([
                    "minimum": summary.minimum.probeValue, "average": summary.average.probeValue,
                    "maximum": summary.maximum.probeValue,
                ])
            }
        },
        ProbeFunction("LineGraph.selectedIndex(forTapAt:count:in:)") { a in
            LineGraph.selectedIndex(forTapAt: try a.value(0), count: try a.value(1), in: try a.value(2)).probeValue
        },
    ]
}
