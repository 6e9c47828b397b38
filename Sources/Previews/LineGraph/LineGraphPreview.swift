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
/// "line: not implemented yet: exercise 1.4".
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
        let exercises = LineGraphFunctions.exercises
        let values = data.values, count = values.count
        var notes: [String] = []
        func note<Value>(_ element: String, _ attempt: Attempt<Value>) {
            if let text = attempt.note { notes.append("\(element): \(text)") }
        }

        // What does not depend on the plot's rectangle comes first: it sizes the margins.
        let range = attempt(exercises: exercises) { functions.valueRange(values) }
        note("value range", range)
        let gridValues = attempt(exercises: exercises) {
            functions.gridLineValues(Self.gridLineCount, range.value.lowerBound, range.value.upperBound)
        }
        note("grid lines", gridValues)
        let gridShown = Array(gridValues.value.prefix(Self.sanityLimit))
        let gridLabels = gridShown.map(formatted)
        let summary = attempt(exercises: exercises) { functions.summary(values) }

        let layout = ChartLayout(
            size: settings.size, canvas: settings.canvas,
            yLabelWidth: min(10, max(3, gridLabels.map(\.terminalColumnCount).max() ?? 0)),
            hasLegend: true, footerRows: 2)
        let rect = layout.plotRect
        // The two scaling functions on their own, so a missing one is named even before
        // anything is drawn with it.
        let positions = attempt(exercises: exercises) {
            (functions.xPosition(0, max(count, 2), rect),
             functions.yPosition(values.first ?? 0, range.value.lowerBound, range.value.upperBound, rect))
        }
        note("positions", positions)
        var chart = Chart(layout: layout, title: data.title + (data.unit.isEmpty ? "" : " (\(data.unit))"))
        chart.legend = [LegendEntry(settings.implementation == .student ? "your line" : data.name, color: .blue)]

        // Grid lines with their values on the left.
        let gridPositions = attempt(exercises: exercises) {
            gridShown.map { functions.yPosition($0, range.value.lowerBound, range.value.upperBound, rect) }
        }
        note("grid positions", gridPositions)
        if gridValues.isComplete && gridPositions.isComplete {
            for (label, y) in zip(gridLabels, gridPositions.value) {
                chart.marks.append(.referenceLine(y: y, xRange: rect.minX...rect.maxX, label: nil, color: .gray))
                chart.yLabels.append(AxisLabel(label, at: y))
            }
        }

        // The area under the line, then the line itself.
        let area = attempt(exercises: exercises) { functions.areaPolygon(values, rect) }
        note("area", area)
        if area.isComplete { chart.marks.append(.area(area.value, color: .blue)) }
        let line = attempt(exercises: exercises) { functions.linePoints(values, rect) }
        note("line", line)
        var comparison: String?
        if settings.compare {
            // Beneath the student's line, so it shows only where the two differ.
            let expected = LineGraphFunctions.reference.linePoints(values, rect)
            chart.marks.append(.line(expected, color: .green, style: .dashed))
            chart.legend.append(LegendEntry("expected", color: .green, style: .dashed))
            if line.isComplete { comparison = Self.comparison(of: line.value, with: expected) }
        }
        if line.isComplete { chart.marks.append(.line(line.value, color: .blue)) }

        // Month labels under the plot.
        let labelIndices = attempt(exercises: exercises) { functions.visibleLabelIndices(count) }
        note("x labels", labelIndices)
        let labelPositions = attempt(exercises: exercises) {
            labelIndices.value.prefix(Self.sanityLimit).filter(data.points.indices.contains).map { index in
                (index, functions.xPosition(index, count, rect))
            }
        }
        note("x positions", labelPositions)
        if labelIndices.isComplete && labelPositions.isComplete {
            chart.xLabels = labelPositions.value.map { AxisLabel(data.points[$0.0].label, at: $0.1) }
        }

        // The selection: a tap goes through the student's hit-testing.
        let unicode = settings.canvas.usesUnicode
        var selection = settings.selection
        var selectionFacts: String?
        var hitMissing: [String] = []
        if let tap = settings.tap {
            let hit = attempt(exercises: exercises) { functions.selectedIndex(tap.x, count, rect) }
            note("selection", hit)
            hitMissing = hit.missing
            selection = hit.isComplete ? hit.value : nil
            if hit.isComplete {
                selectionFacts = "tap at x = \(formatted(tap.x)) \(unicode ? "→" : "->") selectedIndex(forTapAt:count:in:) = "
                    + (hit.value.map(String.init) ?? "nil")
            }
        }
        if let index = selection, data.points.indices.contains(index), line.isComplete, line.value.indices.contains(index) {
            let point = line.value[index]
            chart.marks.append(.line([CGPoint(x: point.x, y: rect.minY), CGPoint(x: point.x, y: rect.maxY)], color: .gray, style: .dashed))
            chart.marks.append(.point(point, color: .orange))
            let lines = [data.points[index].label, formatted(data.points[index].value, unit: data.unit)]
            chart.marks.append(.textBox(lines, topLeft: Self.tooltipOrigin(for: point, lines: lines, layout: layout), color: .orange))
            if settings.implementation == .student, selectionFacts == nil {
                selectionFacts = "\(data.points[index].label) is drawn at (\(formatted(point.x)), \(formatted(point.y)))"
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
        // Point to where the work starts: the lowest exercise still to do.
        let firstMissing = notes.isEmpty && summary.isComplete ? nil
            : (range.missing + positions.missing + gridValues.missing + gridPositions.missing + area.missing
                + line.missing + labelIndices.missing + labelPositions.missing + summary.missing + hitMissing)
                .min { $0.compare($1, options: .numeric) == .orderedAscending }
        let next = firstMissing.map { "next: exercise \($0), see `swift run workbook test \($0)`" }
        let facts = [next, selectionFacts, comparison].compactMap { $0 }
        if !facts.isEmpty { chart.footer.append(FooterLine(facts.joined(separator: "   "), color: .gray)) }
        return PreviewResult(chart: chart, selection: selection)
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

    /// "your line matches the expected one", or where it strays.
    static func comparison(of line: [CGPoint], with expected: [CGPoint]) -> String {
        guard line.count == expected.count else {
            return "your line has \(line.count) points; the expected one has \(expected.count)"
        }
        let distances = zip(line, expected).map { hypot($0.x - $1.x, $0.y - $1.y) }
        let off = distances.filter { !($0 <= 0.5) }
        guard !off.isEmpty else { return "your line matches the expected one" }
        let largest = distances.filter(\.isFinite).max().map { " (up to \(formatted($0)) pixels)" } ?? ""
        return "\(off.count) of \(line.count) points differ from the expected line" + largest
    }
}
