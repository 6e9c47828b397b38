import Foundation
import Renderer
import SampleData

/// Chapter 1's chart: a line with a shaded area, grid lines with their values, month
/// labels, a min/avg/max row, and a selected point with its tooltip — every position
/// computed by the chapter's functions, with the plot's pixel rectangle as their `rect`.
///
/// ```
/// let settings = PreviewSettings(size: TerminalSize(columns: 80, rows: 24), canvas: .braille)
/// let result = LineGraphPreview().chart(of: .temperature, settings: settings)
/// print(result.chart.text(colors: .none))
/// ```
///
/// A function that is still a skeleton draws nothing; its place shows a note such as
/// "not implemented yet: exercise 1.4 (line)". The footer gives the summary, what the
/// selection or a tap came to, how the line compares with the reference (`--compare`),
/// and the next step.
struct LineGraphPreview: ChapterPreview {
    let chapter = 1
    var datasets: [Dataset] { Dataset.monthlyWeather }
    /// The functions drawn as the student's: the code in Chapters/, or a stand-in in tests.
    var studentFunctions = LineGraphFunctions.student

    /// How many grid lines the chart asks `gridLineValues(count:minimum:maximum:)` for.
    static let gridLineCount = 5
    /// More grid lines or labels than this are a bug in the student's code, not a chart.
    static let sanityLimit = 200

    func chart(of data: Dataset, settings: PreviewSettings) -> PreviewResult {
        let functions = settings.implementation == .student ? studentFunctions : .reference
        let values = data.values, count = values.count
        let unicode = settings.canvas.usesUnicode
        var notes: [String] = []
        var missing: [String] = []
        /// Calls one of the chapter's functions; a todo it reaches gets a note in the plot,
        /// unless an earlier note already names the same exercises, or the part has a
        /// place of its own outside the plot (`inPlot: false`).
        func call<Value>(_ name: String, _ element: String, inPlot: Bool = true, _ body: () -> Value) -> Attempt<Value> {
            let result = attempt(name, exercises: LineGraphFunctions.exercises, body)
            let new = result.missing.contains { !missing.contains($0) }
            if inPlot, new, let text = result.note { notes.append("\(text) (\(element))") }
            missing += result.missing
            return result
        }

        // What does not depend on the plot's rectangle comes first: it sizes the margins.
        let range = call("valueRange(of:)", "value range") { functions.valueRange(values) }
        let (minimum, maximum) = (range.value.lowerBound, range.value.upperBound)
        let gridValues = call("gridLineValues(count:minimum:maximum:)", "grid lines") {
            functions.gridLineValues(Self.gridLineCount, minimum, maximum)
        }
        let gridShown = Array(gridValues.value.prefix(Self.sanityLimit))
        let gridLabels = gridShown.map(formatted)
        let summary = call("summary(of:)", "min, avg, max", inPlot: false) { functions.summary(values) }

        // Footer rows: the summary, what the selection came to, the comparison, the next step.
        // (The reference's selection needs no explaining: it is a demo.)
        let selectionRow = settings.tap != nil || (settings.selection != nil && settings.implementation == .student)
        let layout = ChartLayout(
            size: settings.size, canvas: settings.canvas,
            yLabelWidth: min(10, max(3, gridLabels.map(\.terminalColumnCount).max() ?? 0)),
            hasLegend: true, footerRows: 2 + (selectionRow ? 1 : 0) + (settings.compare ? 1 : 0))
        let rect = layout.plotRect
        var chart = Chart(layout: layout, title: data.title + (data.unit.isEmpty ? "" : " (\(data.unit))"))
        chart.legend = [LegendEntry(settings.implementation == .student ? "your line" : data.name, color: .blue)]

        // The two scaling functions on their own, so that a missing one is named, and so
        // that their points show before linePoints(for:in:) is written.
        let positions = call("xPosition(index:count:in:) and yPosition(for:minimum:maximum:in:)", "positions") {
            values.indices.map { index in
                CGPoint(x: functions.xPosition(index, count, rect), y: functions.yPosition(values[index], minimum, maximum, rect))
            }
        }

        // Grid lines with their values on the left.
        let gridPositions = call("yPosition(for:minimum:maximum:in:)", "grid positions") {
            gridShown.map { functions.yPosition($0, minimum, maximum, rect) }
        }
        if gridValues.isComplete && gridPositions.isComplete {
            for (label, y) in zip(gridLabels, gridPositions.value) {
                chart.marks.append(.referenceLine(y: y, xRange: rect.minX...rect.maxX, label: nil, color: .gray))
                chart.yLabels.append(AxisLabel(label, at: y))
            }
        }

        // The area under the line, then the line itself, or the bare points until it exists.
        let area = call("areaPolygon(for:in:)", "area") { functions.areaPolygon(values, rect) }
        if area.isComplete { chart.marks.append(.area(area.value, color: .blue)) }
        let line = call("linePoints(for:in:)", "line") { functions.linePoints(values, rect) }
        var comparison: String?
        if settings.compare {
            // Beneath the student's line, so it shows only where the two differ.
            let expected = LineGraphFunctions.reference.linePoints(values, rect)
            chart.marks.append(.line(expected, color: .green, style: .dashed))
            chart.legend.append(LegendEntry("expected", color: .green, style: .dashed))
            comparison = line.isComplete
                ? Self.comparison(of: line.value, with: expected, labels: data.labels)
                : "no line of yours to compare yet"
        }
        if line.isComplete {
            chart.marks.append(.line(line.value, color: .blue))
        } else if positions.isComplete {
            chart.marks += positions.value.map { .point($0, size: .large, color: .blue) }
        }
        let drawnPoints = line.isComplete ? line.value : positions.isComplete ? positions.value : []

        // Labels under the plot: as many as there are points at most.
        let labelIndices = call("visibleLabelIndices(count:)", "x labels") { functions.visibleLabelIndices(count) }
        let shownIndices = labelIndices.value.prefix(max(Self.sanityLimit, count)).filter(data.points.indices.contains)
        let labelPositions = call("xPosition(index:count:in:)", "x positions") {
            shownIndices.map { functions.xPosition($0, count, rect) }
        }
        if labelIndices.isComplete && labelPositions.isComplete {
            chart.xLabels = zip(shownIndices, labelPositions.value).map { AxisLabel(data.points[$0].label, at: $1) }
        }

        // The selection: a tap goes through the student's hit-testing.
        var selection = settings.selection
        var selectionFact: String?
        if let tap = settings.tap {
            let hit = call("selectedIndex(forTapAt:count:in:)", "selection") { functions.selectedIndex(tap.x, count, rect) }
            selection = hit.isComplete ? hit.value : nil
            if hit.isComplete {
                selectionFact = "tap at x = \(formatted(tap.x)) \(unicode ? "→" : "->") selectedIndex(forTapAt:count:in:) = "
                    + (hit.value.map(String.init) ?? "nil") + " (plot x \(formatted(rect.minX)) to \(formatted(rect.maxX)))"
            }
        }
        if let index = selection, data.points.indices.contains(index), drawnPoints.indices.contains(index) {
            let point = drawnPoints[index]
            let measured = !data.points[index].value.isNaN && point.y.isFinite
            let anchor = CGPoint(x: point.x, y: measured ? point.y : rect.midY)
            let lines = [data.points[index].label, measured ? formatted(data.points[index].value, unit: data.unit) : "no value"]
            chart.marks.append(.line([CGPoint(x: point.x, y: rect.minY), CGPoint(x: point.x, y: rect.maxY)], color: .gray, style: .dashed))
            if measured { chart.marks.append(.point(point, color: .orange)) }
            chart.marks.append(.textBox(lines, topLeft: Self.tooltipOrigin(for: anchor, lines: lines, layout: layout), color: .orange))
            if settings.implementation == .student, selectionFact == nil {
                selectionFact = "\(data.points[index].label) is drawn at (\(formatted(point.x)), \(formatted(point.y)))"
            }
        }

        // Notes stand where the chart would be, one per missing piece, as many as fit.
        let (cellWidth, cellHeight) = settings.canvas.pixelsPerCell
        let room = max(1, layout.plotRows.count - 1)
        var shownNotes = Array(notes.prefix(room))
        if notes.count > room {
            shownNotes[room - 1] = "and \(notes.count - room + 1) more: see `swift run workbook test \(chapter)`"
        }
        for (offset, text) in shownNotes.enumerated() {
            let y = rect.minY + CGFloat((offset + 1) * cellHeight)
            chart.marks.append(.text(text, at: CGPoint(x: rect.minX + CGFloat(2 * cellWidth), y: y), color: .yellow))
        }

        let separator = unicode ? " · " : " / "
        if let summaryNote = summary.note {
            chart.footer.append(FooterLine("min\(separator)avg\(separator)max: " + summaryNote, color: .yellow))
        } else if let (minimum, average, maximum) = summary.value {
            chart.footer.append(FooterLine(
                "min \(formatted(minimum, unit: data.unit))   avg \(formatted(average, unit: data.unit))   max \(formatted(maximum, unit: data.unit))"))
        } else {
            chart.footer.append(FooterLine("min\(separator)avg\(separator)max: no values", color: .gray))
        }
        if selectionRow { chart.footer.append(FooterLine(selectionFact ?? "", color: .gray)) }
        if let comparison { chart.footer.append(FooterLine(comparison, color: .gray)) }
        chart.footer.append(FooterLine(nextStep(missing: missing, implementation: settings.implementation), color: .gray))
        return PreviewResult(chart: chart, selection: selection)
    }

    /// The lowest exercise still to do, or what to do once everything is drawn.
    private func nextStep(missing: [String], implementation: PreviewSettings.Implementation) -> String {
        guard implementation == .student else { return "drawn by the reference solutions" }
        guard let first = missing.min(by: { $0.compare($1, options: .numeric) == .orderedAscending }) else {
            return "all parts drawn; `swift run workbook test \(chapter)` checks them"
        }
        return "next: exercise \(first), see `swift run workbook test \(first)`"
    }

    /// Where the tooltip's top-left cell goes: beside the selection's rule, on the side
    /// towards the middle of the plot, and at the end of the rule away from the point, so
    /// the box sits in the empty part of the chart or on the area, not on the line.
    static func tooltipOrigin(for point: CGPoint, lines: [String], layout: ChartLayout) -> CGPoint {
        let (cellWidth, cellHeight) = layout.canvas.pixelsPerCell
        let box = CellGrid.textBoxSize(for: lines)
        let (column, row) = layout.canvas.cell(containing: point)
        let columns = layout.plotColumns, rows = layout.plotRows
        var left = column < (columns.lowerBound + columns.upperBound) / 2 ? column + 2 : column - 1 - box.columns
        var top = row > (rows.lowerBound + rows.upperBound) / 2 ? rows.lowerBound : rows.upperBound - box.rows
        left = max(columns.lowerBound, min(left, columns.upperBound - box.columns))
        top = max(rows.lowerBound, top)
        return CGPoint(x: left * cellWidth, y: top * cellHeight)
    }

    /// "your line matches the expected one", or at which points it strays and how far.
    ///
    /// A missing value is NaN in both lines, and that counts as a match; a point that is
    /// NaN in one line only counts as a difference.
    static func comparison(of line: [CGPoint], with expected: [CGPoint], labels: [String]) -> String {
        guard line.count == expected.count else {
            return "your line has \(line.count) points; the expected one has \(expected.count)"
        }
        let differing = zip(line, expected).enumerated().compactMap { index, pair -> (Int, CGFloat)? in
            let (point, wanted) = pair
            let bothMissing = !point.y.isFinite && !wanted.y.isFinite && point.x.isFinite == wanted.x.isFinite
            if bothMissing { return nil }
            let distance = hypot(point.x - wanted.x, point.y - wanted.y)
            return distance <= 0.5 ? nil : (index, distance)
        }
        guard !differing.isEmpty else { return "your line matches the expected one" }
        let names = differing.prefix(4).map { labels.indices.contains($0.0) ? labels[$0.0] : "#\($0.0)" }
        let more = differing.count > 4 ? " and \(differing.count - 4) more" : ""
        let largest = differing.map(\.1).filter(\.isFinite).max().map { ", up to \(formatted($0)) pixels off" } ?? ""
        return "\(differing.count) of \(line.count) points differ from the expected line: "
            + names.joined(separator: ", ") + more + largest
    }
}
