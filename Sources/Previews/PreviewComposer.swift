import Course
import Foundation
import Renderer
import SampleData

/// Puts a chapter's chart together from its parts, the same way for every chapter.
///
/// A ``ChapterPreview`` calls the student's functions through ``call(_:part:inPlot:_:)``,
/// sizes the chart with ``layout(yLabels:footerRows:)``, and hands over what each part
/// draws. The composer keeps what every chapter needs alike:
/// - a note in the plot for each part whose exercise is not written yet, and the next step;
/// - limits on wild output, so that a student's 10,000 grid lines stay a bug, not a hang;
/// - the selection and its tooltip, through the student's hit-testing after a tap;
/// - `--compare`: the reference's parts drawn under the student's, and where they differ;
/// - the footer.
///
/// ```
/// var chart = PreviewComposer(chapter: chapter, data: .temperature, settings: settings)
/// let range = chart.call("valueRange(of:)", part: "value range") { valueRange(of: values) }
/// let rect = chart.layout(yLabels: ["0", "10", "20"], footerRows: 1)
/// chart.draw(.line(points, color: .blue))
/// let result = chart.finish()
/// ```
struct PreviewComposer {
    let chapter: Chapter
    let data: Dataset
    let settings: PreviewSettings

    /// More grid lines, labels or marks than this from one call are a bug in the student's
    /// code, not a chart.
    static let sanityLimit = 200

    /// The y labels' margin, in columns, at the most.
    static let widestLabelMargin = 10

    private(set) var chart: Chart?
    private var notes: [String] = []
    private(set) var missing: [String] = []
    private var chapterFooter: [FooterLine] = []
    private var selectionFact: String?
    /// After a tap, what the hit test was given: "given count: 12, in: CGRect(...)".
    private var tapInput: String?
    private var comparisonFact: String?
    private var selection: Int?
    private var expected: ExpectedParts?
    private var recorded: ExpectedParts = [:]

    init(chapter: Chapter, data: Dataset, settings: PreviewSettings) {
        self.chapter = chapter
        self.data = data
        self.settings = settings
        selection = settings.selection
    }

    var unicode: Bool { settings.canvas.usesUnicode }
    /// The value of the chapter's own preview option `name`, such as "now", if given.
    func option(_ name: String) -> String? { settings.chapterOptions[name] }
    var isStudent: Bool { settings.implementation == .student }

    // MARK: Calling the student's code

    /// Calls one of the chapter's functions, `name`, for the part of the chart called
    /// `part`. A todo it reaches gets a note in the plot, unless an earlier note already
    /// names the same exercises, or the part has a place of its own outside the plot
    /// (`inPlot: false`).
    mutating func call<Value>(_ name: String, part: String, inPlot: Bool = true, _ body: () -> Value) -> Attempt<Value>
    {
        let result = attempt(name, of: chapter, body)
        let new = result.missing.contains { !missing.contains($0) }
        if inPlot, new, let text = result.note { notes.append("\(text) (\(part))") }
        missing += result.missing
        return result
    }

    /// As ``call(_:part:inPlot:_:)``, for a function that returns a list: no more than
    /// ``sanityLimit`` elements are kept.
    mutating func callLimited<Element>(_ name: String, part: String, inPlot: Bool = true, _ body: () -> [Element])
        -> Attempt<[Element]>
    {
        var result = call(name, part: part, inPlot: inPlot, body)
        result.value = Array(result.value.prefix(Self.sanityLimit))
        return result
    }

    // MARK: Layout

    /// Sizes the chart: the y labels set the left margin, and the chapter's own footer
    /// rows come on top of the composer's (selection, comparison, next step).
    ///
    /// - Returns: The plot's rectangle in pixels: the `CGRect` the chapter's functions get.
    mutating func layout(yLabels: [String], footerRows: Int, legend: String? = nil) -> CGRect {
        let selectionRow = settings.tap != nil || (settings.selection != nil && isStudent)
        let recorded = settings.recordedLayout
        let layout = ChartLayout(
            size: settings.size, canvas: settings.canvas,
            yLabelWidth: recorded
                ? Self.widestLabelMargin
                : min(Self.widestLabelMargin, max(3, yLabels.map(\.terminalColumnCount).max() ?? 0)),
            hasLegend: true,
            footerRows: footerRows + 1 + (selectionRow || recorded ? 1 : 0) + (settings.tap != nil || recorded ? 1 : 0)
                + (settings.compares || recorded ? 1 : 0))
        var chart = Chart(layout: layout, title: data.title + (data.unit.isEmpty ? "" : " (\(data.unit))"))
        chart.legend = [LegendEntry(isStudent ? (legend ?? "your chart") : data.name, color: .blue)]
        self.chart = chart
        if selectionRow { selectionFact = "" }
        return settings.plotRect ?? layout.plotRect
    }

    /// The plot's rectangle; valid after ``layout(yLabels:footerRows:legend:)``.
    var plotRect: CGRect { settings.plotRect ?? chart?.layout.plotRect ?? .zero }

    // MARK: Drawing

    mutating func draw(_ mark: Mark) { chart?.marks.append(mark) }

    mutating func draw(_ marks: [Mark]) { chart?.marks += marks }

    /// Grid lines across the plot at heights `positions`, each with its label on the left.
    mutating func gridLines(labels: [String], at positions: [CGFloat]) {
        let rect = plotRect
        for (label, y) in zip(labels, positions) {
            chart?.marks.append(.referenceLine(y: y, xRange: rect.minX...rect.maxX, label: nil, color: .gray))
            chart?.yLabels.append(AxisLabel(label, at: y))
        }
    }

    /// Labels under the plot, each at its x.
    mutating func xLabels(_ labels: [String], at positions: [CGFloat]) {
        chart?.xLabels = zip(labels, positions).map { AxisLabel($0, at: $1) }
    }

    /// A row of the chapter's own under the chart, such as a min/avg/max summary.
    mutating func footer(_ line: FooterLine) { chapterFooter.append(line) }

    /// A part that `--compare` checks: `items` (`nil` while the student's code for it is
    /// unfinished), each one `noun`, against the reference's, and `marks`, the student's
    /// drawing of it. Each item holds the values its exercise's tests compare.
    ///
    /// With a comparison, the expected part is drawn first, so that it shows only where
    /// the two differ. The items are made only for a comparison: a student's own file of a
    /// million rows would otherwise make a million of them for nothing.
    mutating func compared(
        _ part: String, noun: ComparedNoun, items: @autoclosure () -> [ComparedItem]?, marks: [Mark]
    ) {
        switch settings.comparison {
        case .none:
            break
        case .recording:
            recorded[part] = ExpectedPart(items: items() ?? [], marks: marks)
        case .against(let reference):
            if expected == nil {
                do {
                    expected = try reference(plotRect)
                } catch {
                    expected = [:]
                    comparisonFact =
                        error is EditionChartMissing ? "\(error)" : "the expected chart could not be drawn: \(error)"
                }
            }
            if let wanted = expected?[part] {
                draw(wanted.marks.map(\.asExpected))
                if chart?.legend.contains(where: { $0.label == "expected" }) == false {
                    chart?.legend.append(LegendEntry("expected", color: .green, style: .dashed))
                }
                if comparisonFact == nil {
                    comparisonFact =
                        items().map { PartComparison(noun: noun, items: $0, expected: wanted.items).summary }
                        ?? "no \(part) of yours to compare yet"
                }
            }
        }
        draw(marks)
    }

    // MARK: Selection

    /// Selects a point: the one asked for, or after a tap the one the student's
    /// hit-testing `hitTest` (called `name`) picks. The selected point gets a rule, a
    /// marker and a tooltip with its label and value.
    ///
    /// - Parameters:
    ///   - anchors: Where each point is drawn; a tooltip needs one.
    ///   - name: The hit-testing function's name, for notes and the footer.
    ///   - given: What the hit test is given besides the tap, as Swift arguments, for the
    ///     footer: by default `in:` the plot's rectangle.
    mutating func select(anchors: [CGPoint], hitTest name: String, given: String? = nil, _ hitTest: (CGPoint) -> Int?) {
        guard chart != nil else { return }
        let rect = plotRect
        if let tap = settings.tap {
            let hit = call(name, part: "selection") { hitTest(tap) }
            if hit.isComplete {
                tapped(
                    selecting: hit.value,
                    fact: "tap at x = \(formatted(tap.x)) \(unicode ? "→" : "->") \(name) = "
                        + (hit.value.map(String.init) ?? "nil"),
                    given: given ?? "in: \(swiftCode(rect))")
            } else {
                selection = nil
                selectionFact = "tap at x = \(formatted(tap.x)): " + (hit.note ?? "")
            }
        }
        drawSelection(anchors: anchors)
    }

    /// Says in the footer what a tap did, `fact`, and what the hit test was `given`, and
    /// selects `index`: for a chapter whose tap goes through more than one function.
    mutating func tapped(selecting index: Int?, fact: String, given: String) {
        selection = index
        selectionFact = fact
        tapInput = "given " + given
    }

    /// The selected point's rule, marker and tooltip, at its anchor.
    mutating func drawSelection(anchors: [CGPoint]) {
        guard let layout = chart?.layout else { return }
        let rect = plotRect
        guard let index = selection, data.points.indices.contains(index), anchors.indices.contains(index) else {
            return
        }
        let point = anchors[index]
        let measured = !data.points[index].value.isNaN && point.y.isFinite
        let anchor = CGPoint(x: point.x, y: measured ? point.y : rect.midY)
        let lines = [
            data.points[index].label, measured ? formatted(data.points[index].value, unit: data.unit) : "no value",
        ]
        draw(
            .line([CGPoint(x: point.x, y: rect.minY), CGPoint(x: point.x, y: rect.maxY)], color: .gray, style: .dashed))
        if measured { draw(.point(point, color: .orange)) }
        draw(.textBox(lines, topLeft: Tooltip.origin(for: anchor, lines: lines, layout: layout), color: .orange))
        if isStudent, selectionFact?.isEmpty ?? true {
            selectionFact = "\(data.points[index].label) is drawn at (\(formatted(point.x)), \(formatted(point.y)))"
        }
    }

    // MARK: Finishing

    /// The chart with its notes and footer.
    func finish() -> PreviewResult {
        guard var chart else {
            preconditionFailure("A chapter's preview must call layout(yLabels:footerRows:legend:) before it finishes.")
        }
        // Notes stand where the chart would be, one per missing piece, as many as fit.
        let (cellWidth, cellHeight) = settings.canvas.pixelsPerCell
        let rect = chart.layout.plotRect
        let room = max(1, chart.layout.plotRows.count - 1)
        var shownNotes = Array(notes.prefix(room))
        if notes.count > room {
            shownNotes[room - 1] = "and \(notes.count - room + 1) more: see `swift run workbook test \(chapter.number)`"
        }
        for (offset, text) in shownNotes.enumerated() {
            let y = rect.minY + CGFloat((offset + 1) * cellHeight)
            chart.marks.append(.text(text, at: CGPoint(x: rect.minX + CGFloat(2 * cellWidth), y: y), color: .yellow))
        }
        chart.footer += chapterFooter
        if let selectionFact { chart.footer.append(FooterLine(selectionFact, color: .gray)) }
        if settings.tap != nil { chart.footer.append(FooterLine(tapInput ?? "", color: .gray)) }
        if settings.compares { chart.footer.append(FooterLine(comparisonFact ?? "", color: .gray)) }
        // The file's path goes first when the row is too narrow for the whole step.
        var step = nextStep
        if step.terminalColumnCount > settings.size.columns - 6, let comma = step.range(of: ", ") {
            step = String(step[..<comma.lowerBound])
        }
        chart.footer.append(FooterLine(step, color: .gray))
        return PreviewResult(chart: chart, selection: selection, expected: recorded, missing: missing)
    }

    /// What to do next: the lowest exercise still to write, or what to do once everything
    /// is drawn. Only what this drawing found, never saved test results, which may or may
    /// not be there for the code as it is: the same code always gives the same line.
    private var nextStep: String {
        // In the students' edition the reference's recorded answers draw it, not its code.
        guard isStudent else {
            return settings.recordedLayout
                ? "drawn from the reference solutions' answers" : "drawn by the reference solutions"
        }
        guard let first = missing.min(by: { $0.compare($1, options: .numeric) == .orderedAscending }) else {
            return "all parts drawn; `swift run workbook test \(chapter.number)` checks them"
        }
        return "next: exercise \(first)" + (chapter.skeletonPath(of: first).map { ", \($0)" } ?? "")
    }
}

extension Mark {
    /// The mark as the expected part of a comparison: green, and dashed or outlined, so
    /// that the student's own marks drawn over it stay clear.
    var asExpected: Mark {
        switch self {
        case .line(let points, _, _): .line(points, color: .green, style: .dashed)
        case .area(let points, _, _): .line(points, color: .green, style: .dashed)
        case .rectangle(let rect, _, _): .rectangle(rect, filled: false, color: .green)
        case .point(let center, let size, _): .point(center, size: size, color: .green)
        case .series(let values, let range, let rect, _): .series(values, range: range, in: rect, color: .green)
        case .referenceLine(let y, let xRange, let label, _, _):
            .referenceLine(y: y, xRange: xRange, label: label, color: .green, style: .dashed)
        case .text(let text, let point, let alignment, _, let bold):
            .text(text, at: point, alignment: alignment, color: .green, bold: bold)
        case .frame(let rect, _): .frame(rect, color: .green)
        case .textBox(let lines, let topLeft, _): .textBox(lines, topLeft: topLeft, color: .green)
        }
    }
}
