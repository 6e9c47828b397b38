import Foundation
import Renderer
import SampleData

/// Chapter 1's chart: a line with a shaded area, grid lines with their values, month
/// labels, a min/avg/max row, and a selected point with its tooltip — every position
/// computed by the chapter's functions, with the plot's pixel rectangle as their `rect`.
///
/// ```
/// let settings = PreviewSettings(size: TerminalSize(columns: 80, rows: 24), canvas: .braille)
/// let result = LineGraphPreview().chart(of: .temperature, chapter: chapter, settings: settings)
/// print(result.chart.text(colors: .none))
/// ```
///
/// Until ``LineGraphFunctions/linePoints`` works, the points from the two scaling
/// functions are drawn on their own, so that a student sees their first exercises pay off.
struct LineGraphPreview: ChapterPreview {
    let module = "LineGraph"
    /// The functions drawn: the module's, or a stand-in in tests.
    var functions = LineGraphFunctions.chapter

    /// How many grid lines the chart asks `gridLineValues(count:minimum:maximum:)` for.
    static let gridLineCount = 5

    func compose(_ chart: inout PreviewComposer, data: Dataset) {
        let values = data.values
        let count = values.count

        // What does not depend on the plot's rectangle comes first: it sizes the margins.
        let range = chart.call("valueRange(of:)", part: "value range") { functions.valueRange(values) }
        let (minimum, maximum) = (range.value.lowerBound, range.value.upperBound)
        let gridValues = chart.callLimited("gridLineValues(count:minimum:maximum:)", part: "grid lines") {
            functions.gridLineValues(Self.gridLineCount, minimum, maximum)
        }
        let gridLabels = gridValues.value.map(formatted)
        let summary = chart.call("summary(of:)", part: "min, avg, max", inPlot: false) { functions.summary(values) }
        let rect = chart.layout(yLabels: gridLabels, footerRows: 1, legend: "your line")

        // The two scaling functions on their own, so that a missing one is named, and so
        // that their points show before linePoints(for:in:) is written.
        let positions = chart.call(
            "xPosition(index:count:in:) and yPosition(for:minimum:maximum:in:)", part: "positions"
        ) {
            values.indices.map { index in
                CGPoint(
                    x: functions.xPosition(index, count, rect),
                    y: functions.yPosition(values[index], minimum, maximum, rect))
            }
        }
        let gridPositions = chart.call("yPosition(for:minimum:maximum:in:)", part: "grid positions") {
            gridValues.value.map { functions.yPosition($0, minimum, maximum, rect) }
        }
        if gridValues.isComplete && gridPositions.isComplete {
            chart.gridLines(labels: gridLabels, at: gridPositions.value)
        }

        // The area under the line, then the line itself, or the bare points until it exists.
        let area = chart.call("areaPolygon(for:in:)", part: "area") { functions.areaPolygon(values, rect) }
        if area.isComplete { chart.draw(.area(area.value, color: .blue)) }
        let line = chart.call("linePoints(for:in:)", part: "line") { functions.linePoints(values, rect) }
        let drawn = line.isComplete ? line.value : positions.isComplete ? positions.value : []
        chart.compared(
            "line", noun: ComparedNoun("point"),
            items: line.isComplete ? ComparedItem.each(line.value, labels: data.labels) : nil,
            marks: line.isComplete
                ? [.line(line.value, color: .blue)] : drawn.map { .point($0, size: .large, color: .blue) })

        // Labels under the plot: as many as there are points at most.
        let labelIndices = chart.call("visibleLabelIndices(count:)", part: "x labels") {
            functions.visibleLabelIndices(count)
        }
        let shownIndices = labelIndices.value.prefix(max(PreviewComposer.sanityLimit, count)).filter(
            data.points.indices.contains)
        let labelPositions = chart.call("xPosition(index:count:in:)", part: "x positions") {
            shownIndices.map { functions.xPosition($0, count, rect) }
        }
        if labelIndices.isComplete && labelPositions.isComplete {
            chart.xLabels(shownIndices.map { data.points[$0].label }, at: labelPositions.value)
        }

        chart.select(
            anchors: drawn, hitTest: "selectedIndex(forTapAt:count:in:)",
            given: "count: \(count), in: \(swiftCode(rect))"
        ) { tap in
            functions.selectedIndex(tap.x, count, rect)
        }

        let separator = chart.unicode ? " · " : " / "
        if let note = summary.note {
            chart.footer(FooterLine("min\(separator)avg\(separator)max: " + note, color: .yellow))
        } else if let (minimum, average, maximum) = summary.value {
            chart.footer(
                FooterLine(
                    "min \(formatted(minimum, unit: data.unit))   avg \(formatted(average, unit: data.unit))   max \(formatted(maximum, unit: data.unit))"
                ))
        } else {
            chart.footer(FooterLine("min\(separator)avg\(separator)max: no values", color: .gray))
        }
    }
}
