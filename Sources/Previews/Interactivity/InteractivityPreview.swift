import Foundation
import Renderer
import SampleData

/// Chapter 4's charts, one per dataset, every touch going through the chapter's functions.
///
/// - `products` (and any dataset but `steps`, a CSV file too): the product bar chart on
///   the left of the plot and the same sales as a donut on the right, its sectors drawn as
///   `.area` polygons. `--select N` selects a product; `--tap x,y` taps the chart: left of
///   the donut the tap goes through `barIndex(at:count:in:)`, on the donut's side through
///   `sectorIndex(at:values:center:innerRadius:outerRadius:)`, and then through
///   `toggledSelection(current:tapped:)`, so that tapping the selected product again
///   deselects it. The selected product's card is placed by `tooltipCenter(for:size:gap:in:)`.
/// - `steps`: seven days of the daily step counts, scrolled to `--scroll 2024-07-17`
///   (snapped by `startOfWeek(containing:in:)`, clamped by
///   `visibleWindow(startingAt:length:count:)`, headed by `weekHeading(from:days:in:)`).
///   A tap selects the day nearest to it as `chartXSelection` does, through
///   `nearestIndex(to:in:)`; `--drag x1,x2` selects the days of a dragged span through
///   `selectedIndices(from:to:in:)`.
///
/// `--compare` draws the reference's card (products) or week (steps) under the student's.
/// In `workbook explore 4`, a click selects and deselects, and on the steps the left and
/// right arrows scroll a week at a time.
///
/// ```
/// let settings = PreviewSettings(size: TerminalSize(columns: 80, rows: 24), canvas: .braille, selection: 1)
/// let result = InteractivityPreview().chart(of: .productSales, chapter: chapter, settings: settings)
/// ```
struct InteractivityPreview: ChapterPreview {
    let module = "Interactivity"
    /// The functions drawn: the module's, or a stand-in in tests.
    var functions = InteractivityFunctions.chapter

    /// The days a scrolled week shows, as `chartXVisibleDomain(length: 3600 * 24 * 7)`.
    static let windowLength = 7
    /// The donut's hole, as `SectorMark(angle:innerRadius: .ratio(0.6))`.
    static let holeRatio: CGFloat = 0.6
    /// Where the steps are scrolled to without `--scroll`: the lesson's "15 – 21 July".
    static let defaultScroll = "2024-07-17"
    static let sectorColors: [ChartColor] = [.blue, .cyan, .purple, .green, .yellow]

    func compose(_ chart: inout PreviewComposer, data: Dataset) {
        if data.name == Dataset.dailySteps.name, data.points.count == DailySteps.summer2024.steps.count {
            composeSteps(&chart, data: data, series: .summer2024)
        } else {
            composeProducts(&chart, data: data)
        }
    }

    // MARK: Products: bars and a donut

    func composeProducts(_ chart: inout PreviewComposer, data: Dataset) {
        let values = data.values
        let count = values.count
        let top = Self.axisTop(values)
        let rect = chart.layout(yLabels: Self.axisLabels(top), footerRows: 1, legend: "your selection")
        chart.gridLines(labels: Self.axisLabels(top), at: [0, 0.5, 1].map { rect.minY + rect.height * $0 })
        let (bars, ring) = Self.regions(of: rect)
        let center = CGPoint(x: ring.midX, y: ring.midY)
        let outerRadius = max(1, min(ring.width, ring.height) / 2 - 1)
        let innerRadius = outerRadius * Self.holeRatio

        // The hit tests asked about the middle of each bar and each sector, tap or not,
        // so that the chart names the ones not written yet.
        probeHitTests(
            &chart, values: values, bars: bars, center: center, innerRadius: innerRadius, outerRadius: outerRadius)
        probeCard(&chart, at: CGPoint(x: bars.midX, y: bars.midY), in: rect)

        // A tap goes to the bars or to the donut, then toggles the selection.
        var selection = chart.settings.selection
        if let tap = chart.settings.tap {
            let onBars = tap.x < ring.minX
            let name = onBars ? "barIndex(at:count:in:)" : "sectorIndex(at:values:center:innerRadius:outerRadius:)"
            let tapped = chart.call(name, part: "selection") {
                onBars
                    ? functions.barIndex(tap, count, bars)
                    : functions.sectorIndex(tap, values, center, innerRadius, outerRadius)
            }
            let current = selection
            let toggled = chart.call("toggledSelection(current:tapped:)", part: "selection") {
                functions.toggledSelection(current, tapped.value)
            }
            let arrow = chart.unicode ? "→" : "->"
            let given =
                onBars
                ? "count: \(count), in: \(swiftCode(bars))"
                : "center: \(swiftCode(center)), innerRadius: \(swiftNumber(innerRadius)), outerRadius: \(swiftNumber(outerRadius))"
            let answer =
                "tap at (\(formatted(tap.x)), \(formatted(tap.y))) \(arrow) \(onBars ? "barIndex" : "sectorIndex") = "
                + (tapped.value.map(String.init) ?? "nil")
            if tapped.isComplete && toggled.isComplete {
                selection = toggled.value
                chart.tapped(
                    selecting: selection,
                    fact: "\(answer) \(arrow) toggledSelection = \(toggled.value.map(String.init) ?? "nil")",
                    given: given)
            } else if tapped.isComplete {
                // Until 4.2 is written, the tap selects what the hit test answered.
                selection = tapped.value
                // Short, to fit an 80-column footer; the note in the plot says the rest.
                chart.tapped(
                    selecting: selection,
                    fact: "\(answer); toggledSelection: exercise " + toggled.missing.joined(separator: ", "),
                    given: given)
            } else {
                chart.tapped(
                    selecting: selection,
                    fact: "tap at (\(formatted(tap.x)), \(formatted(tap.y))): " + (tapped.note ?? ""), given: given)
            }
        }
        let selected = selection.flatMap { data.points.indices.contains($0) ? $0 : nil }

        // The bars, each in the middle 60% of its slot, the selected one orange.
        let slot = bars.width / CGFloat(max(count, 1))
        var tops: [CGPoint] = []
        for (index, value) in values.enumerated() {
            let height = value.isFinite && value > 0 ? bars.height * CGFloat(min(value / top, 1)) : 0
            let bar = CGRect(
                x: bars.minX + slot * (CGFloat(index) + 0.2), y: bars.maxY - height, width: slot * 0.6, height: height)
            tops.append(CGPoint(x: bar.midX, y: value.isFinite ? bar.minY : bars.midY))
            if height > 0 { chart.draw(.rectangle(bar, color: index == selected ? .orange : .blue)) }
        }
        chart.xLabels(data.labels, at: tops.map(\.x))

        // The donut: one .area polygon per sector, clockwise from 12 o'clock.
        chart.draw(Self.donut(values, center: center, inner: innerRadius, outer: outerRadius, selected: selected))

        // The selected product's card, placed by the student's tooltipCenter.
        let total = values.filter { $0.isFinite && $0 > 0 }.reduce(0, +)
        if let index = selected {
            let sales = values[index]
            var lines = [
                data.points[index].label, sales.isFinite ? "Sales: " + Self.whole(sales, unit: data.unit) : "no value",
            ]
            if total > 0, sales.isFinite, sales > 0 {
                lines.append(String(format: "%.1f%% of sales", sales / total * 100))
            }
            drawCard(
                &chart, lines: lines, anchor: tops[index], in: rect, label: data.points[index].label,
                compares: chart.settings.tap == nil)
            chart.footer(FooterLine("selected: " + lines.joined(separator: ", ")))
        } else {
            // In explore the keys are on the help line; the options are no help there.
            chart.footer(
                FooterLine(
                    chart.settings.interactive
                        ? "nothing selected: click a bar or a sector"
                        : "nothing selected: tap a bar or a sector (--tap x,y), or --select N",
                    color: .gray))
        }
    }

    /// Asks the student's hit tests about the middle of each bar and of each sector, and
    /// what a tap on bar 0 does with nothing selected: a todo reached there names its
    /// exercise in the plot, even on a chart without a tap.
    func probeHitTests(
        _ chart: inout PreviewComposer, values: [Double], bars: CGRect, center: CGPoint, innerRadius: CGFloat,
        outerRadius: CGFloat
    ) {
        let count = values.count
        let slot = bars.width / CGFloat(max(count, 1))
        _ = chart.call("barIndex(at:count:in:)", part: "bar under a tap") {
            (0..<count).map {
                functions.barIndex(CGPoint(x: bars.minX + slot * (CGFloat($0) + 0.5), y: bars.midY), count, bars)
            }
        }
        _ = chart.call("toggledSelection(current:tapped:)", part: "selection") { functions.toggledSelection(nil, 0) }
        let radius = (innerRadius + outerRadius) / 2
        let sectors = Self.sectorAngles(values)
        let middles: [CGPoint] =
            (sectors.isEmpty ? [0] : sectors.map { ($0.angles.lowerBound + $0.angles.upperBound) / 2 }).map { angle in
                CGPoint(x: center.x + radius * CGFloat(sin(angle)), y: center.y - radius * CGFloat(cos(angle)))
            }
        _ = chart.call("sectorIndex(at:values:center:innerRadius:outerRadius:)", part: "sector under a tap") {
            middles.map { functions.sectorIndex($0, values, center, innerRadius, outerRadius) }
        }
    }

    /// Asks the student's tooltipCenter where a card at `point` goes, so that the chart
    /// names exercise 4.5 while it is not written, with a card shown or not.
    func probeCard(_ chart: inout PreviewComposer, at point: CGPoint, in rect: CGRect) {
        _ = chart.call("tooltipCenter(for:size:gap:in:)", part: "card") {
            functions.tooltipCenter(point, CGSize(width: 20, height: 12), 4, rect)
        }
    }

    /// The left part of the plot for the bars and a square on the right for the donut.
    static func regions(of rect: CGRect) -> (bars: CGRect, ring: CGRect) {
        let side = max(0, min(rect.height, rect.width * 0.4))
        let ring = CGRect(x: rect.maxX - side, y: rect.minY + (rect.height - side) / 2, width: side, height: side)
        let bars = CGRect(x: rect.minX, y: rect.minY, width: max(0, rect.width - side - 4), height: rect.height)
        return (bars, ring)
    }

    /// The sectors as polygons: the outer arc forward, the inner arc back.
    static func donut(_ values: [Double], center: CGPoint, inner: CGFloat, outer: CGFloat, selected: Int?) -> [Mark] {
        var marks: [Mark] = []
        for (index, sector) in sectorAngles(values) {
            let (start, end) = (sector.lowerBound, sector.upperBound)
            let steps = max(2, Int((end - start) * 12))
            let angles = (0...steps).map { start + (end - start) * Double($0) / Double(steps) }
            let point = { (angle: Double, radius: CGFloat) in
                CGPoint(x: center.x + radius * CGFloat(sin(angle)), y: center.y - radius * CGFloat(cos(angle)))
            }
            let polygon = angles.map { point($0, outer) } + angles.reversed().map { point($0, inner) }
            let color = index == selected ? ChartColor.orange : sectorColors[index % sectorColors.count]
            marks.append(.area(polygon, shading: .solid(level: index == selected ? 3 : 1 + index % 2), color: color))
        }
        return marks
    }

    /// Each sector's angles in radians, clockwise from 12 o'clock: each positive value's
    /// share of their sum, in order; a value that is not positive has no sector.
    static func sectorAngles(_ values: [Double]) -> [(index: Int, angles: Range<Double>)] {
        let weights = values.map { $0.isFinite && $0 > 0 ? $0 : 0 }
        let sum = weights.reduce(0, +)
        guard sum > 0 else { return [] }
        var angle = 0.0
        return weights.indices.compactMap { index in
            guard weights[index] > 0 else { return nil }
            let sweep = weights[index] / sum * 2 * .pi
            defer { angle += sweep }
            return (index, angle..<(angle + sweep))
        }
    }

    // MARK: Steps: a scrolled week

    func composeSteps(_ chart: inout PreviewComposer, data: Dataset, series: DailySteps) {
        let values = data.values
        let count = values.count
        let dates = series.dates
        let calendar = series.calendar
        let top = Self.axisTop(values)
        let rect = chart.layout(yLabels: Self.axisLabels(top), footerRows: 2, legend: "your week")
        chart.gridLines(labels: Self.axisLabels(top), at: [0, 0.5, 1].map { rect.minY + rect.height * $0 })

        // Scroll position → Monday → window → heading.
        let asked = chart.option("scroll")
        let scroll =
            asked.flatMap { Self.date(from: $0, in: calendar) } ?? Self.date(from: Self.defaultScroll, in: calendar)!
        let monday = chart.call("startOfWeek(containing:in:)", part: "scrolling") {
            functions.startOfWeek(scroll, calendar)
        }
        let offset = monday.isComplete ? Self.days(from: dates[0], to: monday.value, in: calendar) : 0
        let window = chart.call("visibleWindow(startingAt:length:count:)", part: "window") {
            functions.visibleWindow(offset, Self.windowLength, count)
        }
        let shown = window.isComplete ? Self.sanitized(window.value, count: count) : 0..<min(Self.windowLength, count)
        let heading = chart.call("weekHeading(from:days:in:)", part: "heading", inPlot: false) {
            functions.weekHeading(dates[shown.lowerBound], shown.count, calendar)
        }

        // The selections asked about the shown days, tap or not, so that the chart names
        // the ones not written yet.
        _ = chart.call("nearestIndex(to:in:)", part: "day under a tap") {
            shown.map { functions.nearestIndex(dates[$0], dates) }
        }
        _ = chart.call("selectedIndices(from:to:in:)", part: "days under a drag") {
            functions.selectedIndices(dates[shown.lowerBound], dates[shown.upperBound - 1], dates)
        }
        probeCard(&chart, at: CGPoint(x: rect.midX, y: rect.midY), in: rect)

        // Where a pixel column is in time: a reading at its slot's middle, as chartXSelection maps it.
        let slot = rect.width / CGFloat(max(shown.count, 1))
        let firstDate = dates[shown.lowerBound]
        let dateAt = { (x: CGFloat) in firstDate.addingTimeInterval(Double((x - rect.minX) / slot - 0.5) * 86_400) }

        var selection = chart.settings.selection
        if let tap = chart.settings.tap {
            let nearest = chart.call("nearestIndex(to:in:)", part: "selection") {
                rect.contains(tap) ? functions.nearestIndex(dateAt(tap.x), dates) : selection
            }
            let given =
                rect.contains(tap)
                ? "to: \(Self.describe(dateAt(tap.x), in: calendar)), in: the \(dates.count) days' dates"
                : "nothing: the tap is outside the plot"
            if nearest.isComplete {
                chart.select(anchors: [], hitTest: "nearestIndex(to:in:)", given: given) { _ in nearest.value }
                selection = nearest.value
            } else {
                chart.tapped(
                    selecting: selection, fact: "tap at x = \(formatted(tap.x)): " + (nearest.note ?? ""), given: given)
            }
        }
        let (dragged, dragFact) = dragSelection(&chart, data: data, dates: dates, dateAt: dateAt)
        let selected = selection.flatMap { data.points.indices.contains($0) ? $0 : nil }

        // The shown days' bars.
        var tops: [CGPoint] = []
        var marks: [Mark] = []
        for (position, index) in shown.enumerated() {
            let steps = values[index]
            let height = steps.isFinite && steps > 0 ? rect.height * CGFloat(min(steps / top, 1)) : 0
            let bar = CGRect(
                x: rect.minX + slot * (CGFloat(position) + 0.2), y: rect.maxY - height, width: slot * 0.6,
                height: height)
            tops.append(CGPoint(x: bar.midX, y: steps.isFinite ? bar.minY : .nan))
            let highlighted = index == selected || dragged?.contains(index) == true
            if height > 0 { marks.append(.rectangle(bar, color: highlighted ? .orange : .blue)) }
        }
        chart.compared(
            "week", noun: ComparedNoun("day"),
            items: window.isComplete ? ComparedItem.each(tops, labels: shown.map { data.points[$0].label }) : nil,
            marks: marks)
        chart.xLabels(
            shown.map { data.points[$0].label.split(separator: " ").prefix(2).joined(separator: " ") },
            at: tops.map(\.x))

        if let index = selected, shown.contains(index) {
            let (measured, top) = (values[index], tops[index - shown.lowerBound])
            let anchor = CGPoint(x: top.x, y: measured.isFinite ? top.y : rect.midY)
            let lines = [
                data.points[index].label, measured.isFinite ? Self.whole(measured, unit: data.unit) : "not measured",
            ]
            drawCard(&chart, lines: lines, anchor: anchor, in: rect, label: data.points[index].label, compares: false)
        }

        let arrow = chart.unicode ? "→" : "->"
        let scrolled =
            "scrolled to \(Self.describe(scroll, in: calendar))"
            + (monday.isComplete ? " \(arrow) \(Self.describe(monday.value, in: calendar))" : "")
        if let note = heading.note {
            chart.footer(FooterLine("heading: \(note); \(scrolled)", color: .yellow))
        } else {
            // The ASCII canvas has no en dash.
            let text = chart.unicode ? heading.value : heading.value.replacingOccurrences(of: "–", with: "-")
            chart.footer(FooterLine("\(text)   (\(scrolled))"))
        }
        if let asked, Self.date(from: asked, in: calendar) == nil {
            chart.footer(
                FooterLine(
                    "--scroll \(asked) is not a date like 2024-07-17; showing \(Self.defaultScroll)", color: .yellow))
        } else if let dragFact {
            chart.footer(FooterLine(dragFact, color: .gray))
        } else if chart.settings.interactive {
            // The keys are on the explorer's help line; the options are no help there.
            chart.footer(FooterLine("", color: .gray))
        } else {
            chart.footer(
                FooterLine("--tap x,y picks a day, --drag x1,x2 a span, --scroll 2024-07-29 a week", color: .gray))
        }
    }

    /// The days a `--drag x1,x2` selects, as the student's `selectedIndices` finds them,
    /// and the footer's line on them; `nil` for both without a drag.
    private func dragSelection(
        _ chart: inout PreviewComposer, data: Dataset, dates: [Date], dateAt: (CGFloat) -> Date
    ) -> (days: ClosedRange<Int>?, fact: String?) {
        let values = data.values
        var dragged: ClosedRange<Int>?
        var dragFact: String?
        if let drag = chart.option("drag").flatMap(Self.span) {
            let (start, end) = (dateAt(drag.start), dateAt(drag.end))
            let range = chart.call("selectedIndices(from:to:in:)", part: "range") {
                functions.selectedIndices(start, end, dates)
            }
            if range.isComplete {
                dragged = range.value.flatMap { $0.lowerBound >= 0 && $0.upperBound < values.count ? $0 : nil }
                let described = range.value.map { "\($0.lowerBound)...\($0.upperBound)" } ?? "nil"
                let summary =
                    dragged.map { span in
                        let measured = values[span].filter { !$0.isNaN }
                        return ", \(span.count) days, " + Self.whole(measured.reduce(0, +), unit: data.unit)
                    } ?? ""
                dragFact =
                    "drag x \(formatted(drag.start)) to \(formatted(drag.end)) \(chart.unicode ? "→" : "->") "
                    + "selectedIndices = \(described)\(summary)"
            } else {
                dragFact = "range: " + (range.note ?? "")
            }
        }
        return (dragged, dragFact)
    }

    // MARK: Shared pieces

    /// The detail card, its centre placed by the student's tooltipCenter, one cell from the point.
    func drawCard(
        _ chart: inout PreviewComposer, lines: [String], anchor: CGPoint, in rect: CGRect, label: String, compares: Bool
    ) {
        let (cellWidth, cellHeight) = chart.settings.canvas.pixelsPerCell
        let box = CellGrid.textBoxSize(for: lines)
        let size = CGSize(width: box.columns * cellWidth, height: box.rows * cellHeight)
        let center = chart.call("tooltipCenter(for:size:gap:in:)", part: "card") {
            functions.tooltipCenter(anchor, size, CGFloat(cellHeight), rect)
        }
        let drawable =
            center.isComplete && center.value.x.isFinite && center.value.y.isFinite
            && abs(center.value.x) < 100_000 && abs(center.value.y) < 100_000
        let topLeft = CGPoint(x: center.value.x - size.width / 2, y: center.value.y - size.height / 2)
        let marks: [Mark] =
            drawable ? [.point(anchor, color: .orange), .textBox(lines, topLeft: topLeft, color: .orange)] : []
        if compares {
            // The expected card is drawn even while the student's is missing.
            chart.compared(
                "card", noun: ComparedNoun("card"),
                items: center.isComplete ? [ComparedItem(label, points: [center.value])] : nil,
                marks: marks)
        } else {
            chart.draw(marks)
        }
    }

    /// The top of the value axis: the largest value, or 1 without any.
    static func axisTop(_ values: [Double]) -> Double {
        let largest = values.filter(\.isFinite).max() ?? 0
        return largest > 0 ? largest : 1
    }

    static func axisLabels(_ top: Double) -> [String] {
        [top, top / 2, 0].map { whole($0, unit: "") }
    }

    /// A count as a person writes it: "9015", "95", "12.5".
    static func whole(_ value: Double, unit: String) -> String {
        let text = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : formatted(value)
        return unit.isEmpty ? text : text + " " + unit
    }

    /// A window of the student's, kept within the data and the sanity limit.
    static func sanitized(_ window: Range<Int>, count: Int) -> Range<Int> {
        let lower = min(max(window.lowerBound, 0), max(count - 1, 0))
        let upper = min(max(window.upperBound, lower + 1), count, lower + PreviewComposer.sanityLimit)
        return lower..<max(lower, upper)
    }

    /// Whole days from the start of `first`'s day to `date`, as the calendar counts them.
    static func days(from first: Date, to date: Date, in calendar: Calendar) -> Int {
        guard abs(date.timeIntervalSince(first)) < 1e9 else { return date < first ? -10_000 : 10_000 }
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: first), to: date).day ?? 0
        return min(max(days, -10_000), 10_000)
    }

    /// "2024-07-17" or "2024-07-17T14:30", local to the calendar.
    static func date(from text: String, in calendar: Calendar) -> Date? {
        let parts = text.split(whereSeparator: { "-T:".contains($0) }).map { Int($0) }
        guard parts.count == 3 || parts.count == 5, parts.allSatisfy({ $0 != nil }) else { return nil }
        let numbers = parts.map { $0! }
        var components = DateComponents(year: numbers[0], month: numbers[1], day: numbers[2])
        if numbers.count == 5 { (components.hour, components.minute) = (numbers[3], numbers[4]) }
        guard components.isValidDate(in: calendar) else { return nil }
        return calendar.date(from: components)
    }

    /// "x1,x2" as two pixel columns.
    static func span(_ text: String) -> (start: CGFloat, end: CGFloat)? {
        let parts = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, parts.allSatisfy(\.isFinite) else { return nil }
        return (CGFloat(parts[0]), CGFloat(parts[1]))
    }

    /// "Mon 15 Jul 00:00", local to the calendar.
    static func describe(_ date: Date, in calendar: Calendar) -> String {
        guard abs(date.timeIntervalSince1970) < 1e11 else { return "a date far away" }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "EEE d MMM HH:mm"
        return formatter.string(from: date)
    }

    /// The scroll position a week later (`weeks` 1) or earlier (-1), as the explorer's arrows move it.
    static func scrolled(_ text: String?, byWeeks weeks: Int, in calendar: Calendar) -> String {
        let current = text.flatMap { date(from: $0, in: calendar) } ?? date(from: defaultScroll, in: calendar)!
        let moved = calendar.date(byAdding: .day, value: 7 * weeks, to: current) ?? current
        let parts = calendar.dateComponents([.year, .month, .day], from: moved)
        return String(format: "%04d-%02d-%02d", parts.year ?? 2024, parts.month ?? 1, parts.day ?? 1)
    }
}
