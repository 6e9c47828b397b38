import Boxplot
import Foundation
import Renderer
import SampleData

/// Chapter 3's chart: one box per day of hourly prices, every position computed by the
/// chapter's functions with the plot's pixel rectangle as their `rect`.
///
/// Each day gets its slot (`daySlot`), its summary (`DailySummary`), its whiskers
/// (`whiskerEnds` and `outliers`, or from the lowest to the highest price with
/// `--whiskers range`), and its box (`dayBox`), filled in the colour of its median's level
/// among the period's prices (`levelThresholds`, `priceLevel`). Grid lines in euro are
/// placed with `yPosition(forPrice:periodRange:in:)`, and so is the zero baseline when some
/// prices are negative.
///
/// `--select N` shows day N's summary as a card. A selection past the last day counts
/// hours instead, as the demo's selection of the highest price does, and picks the day of
/// that hour.
///
/// ```
/// let settings = PreviewSettings(size: TerminalSize(columns: 100, rows: 30), canvas: .braille)
/// let result = BoxplotPreview().chart(of: .sixtyDaysOfPrices, chapter: chapter, settings: settings)
/// print(result.chart.text(colors: .none))
/// ```
struct BoxplotPreview: ChapterPreview {
    let module = "Boxplot"
    /// The functions drawn: the module's, or a stand-in in tests.
    var functions = BoxplotFunctions.chapter

    /// Which share of the height the highest price reaches, as exercise 3.5 scales.
    static let headroomShare = 0.85

    func compose(_ chart: inout PreviewComposer, data: Dataset) {
        let days = BoxplotDay.days(of: data)
        let all = days.flatMap(\.prices).sorted()
        let periodRange = all.isEmpty ? 0...0 : all[0]...all[all.count - 1]
        let tukey = chart.option("whiskers") != "range"
        let selected = selectedDay(chart.settings.selection, in: days)
        let unicode = chart.unicode

        // What does not depend on the plot's rectangle comes first.
        let median = chart.call("percentile(_:ofSorted:)", part: "period median", inPlot: false) {
            all.isEmpty ? Double.nan : functions.percentile(0.5, all)
        }
        let summaries = chart.call("DailySummary(prices:date:)", part: "summaries") {
            days.map { functions.summary($0.prices, $0.date) }
        }
        let ranges = summaries.value.map { summary in summary.flatMap { $0.low <= $0.high ? $0.low...$0.high : nil } }
        var whiskers = Attempt<[ClosedRange<Double>?]>(value: ranges, missing: [])
        var outliers = Attempt<[[Double]]>(value: days.map { _ in [] }, missing: [])
        if tukey {
            let ends = chart.call("whiskerEnds(ofSorted:)", part: "whiskers") {
                days.map { functions.whiskerEnds($0.sorted) }
            }
            let beyond = chart.call("outliers(ofSorted:)", part: "outliers") {
                days.map { Array(functions.outliers($0.sorted).prefix(PreviewComposer.sanityLimit)) }
            }
            // Until they are written, the whiskers reach the lowest and highest price.
            if ends.isComplete { whiskers.value = ends.value.map(Optional.some) }
            if beyond.isComplete { outliers.value = beyond.value } else { outliers.missing = beyond.missing }
        }
        let thresholds = chart.call("levelThresholds(ofSorted:)", part: "colours") {
            all.isEmpty ? [] : functions.levelThresholds(all)
        }
        let levels = chart.call("priceLevel(for:thresholds:)", part: "colours") {
            summaries.value.map { summary in summary.flatMap { functions.priceLevel($0.median, thresholds.value) } }
        }

        // The y axis in euro, from the scale's bottom to the top of the plot: the period's
        // range, widened to take in zero.
        let (bottom, top) = (min(0, periodRange.lowerBound), max(0, periodRange.upperBound))
        let visibleTop = top > bottom ? bottom + (top - bottom) / Self.headroomShare : 1
        let ticks = AxisTicks(covering: bottom...visibleTop, targetCount: 4)
        let tickLabels = ticks.values.map { euros($0, digits: max(2, ticks.fractionDigits), unicode: unicode) }
        let rect = chart.layout(yLabels: tickLabels, footerRows: 2 + (selected == nil ? 0 : 1), legend: "your boxes")

        let gridPositions = chart.call("yPosition(forPrice:periodRange:in:)", part: "price scale") {
            (ticks.values + [0]).map { functions.yPosition($0, periodRange, rect) }
        }
        if gridPositions.isComplete {
            chart.gridLines(labels: tickLabels, at: Array(gridPositions.value.dropLast()))
            if bottom < 0, let zero = gridPositions.value.last {
                chart.draw(
                    .referenceLine(y: zero, xRange: rect.minX...rect.maxX, label: nil, color: .gray, style: .solid))
            }
        }

        let slots = chart.call("daySlot(index:count:in:)", part: "slots") {
            days.indices.map { functions.daySlot($0, days.count, rect) }
        }
        if let selected, slots.isComplete, slots.value.indices.contains(selected) {
            let x = slots.value[selected].midX
            chart.draw(.line([CGPoint(x: x, y: rect.minY), CGPoint(x: x, y: rect.maxY)], color: .gray, style: .dashed))
        }
        let boxes = chart.call("dayBox(for:whiskers:outliers:periodRange:in:)", part: "boxes") {
            days.indices.map { index -> DayBox? in
                guard slots.isComplete, let summary = summaries.value[index], let ends = whiskers.value[index] else {
                    return nil
                }
                return functions.dayBox(summary, ends, outliers.value[index], periodRange, slots.value[index])
            }
        }
        drawBoxes(boxes, levels: levels, days: days, in: &chart)

        // Dates under the plot, about one per eight columns.
        if slots.isComplete, !days.isEmpty {
            let columns = max(1, Int(rect.width) / chart.settings.canvas.pixelsPerCell.0)
            let step = max(1, Int((Double(days.count) * 8 / Double(columns)).rounded(.up)))
            let shown = Array(stride(from: 0, to: days.count, by: step))
            chart.xLabels(shown.map { days[$0].shortLabel }, at: shown.map { slots.value[$0].midX })
        }

        footer(median: median, outliers: outliers, tukey: tukey, thresholds: thresholds, unicode: unicode, in: &chart)
        if let selected {
            card(
                for: days[selected], summary: summaries.value[selected], anchor: boxes.value[selected]?.whiskerTop,
                unicode: unicode, in: &chart)
        }
    }

    /// The day `selection` picks: a day's index, or past the last day a point's index.
    func selectedDay(_ selection: Int?, in days: [BoxplotDay]) -> Int? {
        guard let selection, selection >= 0 else { return nil }
        if days.indices.contains(selection) { return selection }
        return days.firstIndex { $0.points.contains(selection) }
    }

    /// The boxes, whiskers, median lines and outliers, as the part `--compare` checks.
    private func drawBoxes(
        _ boxes: Attempt<[DayBox?]>, levels: Attempt<[RelativePriceLevel?]>, days: [BoxplotDay],
        in chart: inout PreviewComposer
    ) {
        var marks: [Mark] = []
        var items: [ComparedItem] = []
        let marker = chart.unicode ? "•" : "o"
        for (index, drawn) in boxes.value.enumerated() {
            guard let drawn else {
                items.append(ComparedItem(days[index].shortLabel, points: []))
                continue
            }
            let level = levels.isComplete && levels.value.indices.contains(index) ? levels.value[index] : nil
            marks.append(.line([drawn.whiskerTop, drawn.whiskerBottom], color: .gray))
            marks.append(.rectangle(drawn.box, color: level.map(Self.color) ?? .blue))
            marks.append(.line([drawn.medianStart, drawn.medianEnd], color: .primary))
            // An outlier is a character of its own, so that it shows on a grid line without colour too.
            marks += drawn.outliers.prefix(PreviewComposer.sanityLimit).map { .text(marker, at: $0, color: .purple) }
            // The values the tests of 3.6 compare: the box's origin and size as given, not
            // its corners, so that a box of negative height differs as it does in the tests.
            let outliers = Array(drawn.outliers.prefix(PreviewComposer.sanityLimit))
            items.append(
                ComparedItem(
                    days[index].shortLabel,
                    points: [
                        drawn.box.origin, CGPoint(x: drawn.box.width, y: drawn.box.height),
                        drawn.whiskerTop, drawn.whiskerBottom, drawn.medianStart, drawn.medianEnd,
                    ] + outliers,
                    names: ["box origin", "box size", "whisker top", "whisker bottom", "median start", "median end"]
                        + outliers.map { _ in "outlier" }))
        }
        chart.compared(
            "boxes", noun: ComparedNoun("box", plural: "boxes"), items: boxes.isComplete ? items : nil, marks: marks)
    }

    /// The day's prices with its dearest one lowered to the next dearest, as if the spike
    /// had not happened: `from` the next dearest price `to` the dearest. `nil` for a day of
    /// one price, which has no next dearest.
    static func dearestHourShift(of day: BoxplotDay) -> (before: [Double], from: Double, to: Double)? {
        let sorted = day.sorted
        guard sorted.count >= 2, let dearest = day.prices.indices.max(by: { day.prices[$0] < day.prices[$1] }) else {
            return nil
        }
        var before = day.prices
        before[dearest] = sorted[sorted.count - 2]
        return (before, sorted[sorted.count - 2], sorted[sorted.count - 1])
    }

    /// The colour of a level, as the app shows it.
    static func color(of level: RelativePriceLevel) -> ChartColor {
        switch level {
        case .cheap: .green
        case .moderate: .yellow
        case .expensive: .orange
        case .peak: .red
        }
    }

    /// The rows under the chart: the period's median and the outliers, and the colour key.
    private func footer(
        median: Attempt<Double>, outliers: Attempt<[[Double]]>, tukey: Bool, thresholds: Attempt<[Double]>,
        unicode: Bool, in chart: inout PreviewComposer
    ) {
        let whiskerText =
            !tukey
            ? "whiskers from lowest to highest price"
            : outliers.isComplete
                ? "Tukey whiskers, \(outliers.value.reduce(0) { $0 + $1.count }) outliers as \(unicode ? "•" : "o")"
                : "Tukey whiskers, no outliers yet"
        if let note = median.note {
            chart.footer(FooterLine("period median: \(note)", color: .yellow))
        } else {
            let separator = unicode ? " · " : " / "
            chart.footer(FooterLine("median \(euros(median.value, unicode: unicode))" + separator + whiskerText))
        }
        if let note = thresholds.note {
            chart.footer(FooterLine("box colours: \(note)", color: .yellow))
        } else if thresholds.value.count == 3 {
            let (p20, p50, p80) = (thresholds.value[0], thresholds.value[1], thresholds.value[2])
            chart.footer(
                FooterLine(
                    "green to \(euros(p20, unicode: unicode)), yellow to \(euros(p50, unicode: unicode)), "
                        + "orange to \(euros(p80, unicode: unicode)), red above"))
        } else {
            chart.footer(FooterLine("box colours: \(thresholds.value.count) thresholds, not 3", color: .gray))
        }
    }

    /// The selected day's summary in a box beside it, and how far its dearest hour moves
    /// the mean and the median: as in the chapter's README, one price changes and the
    /// count stays, from the next dearest price (the day without its spike) to the real one.
    private func card(
        for day: BoxplotDay, summary: DailySummary?, anchor: CGPoint?, unicode: Bool, in chart: inout PreviewComposer
    ) {
        let iqr = chart.call("interquartileRange(ofSorted:)", part: "card", inPlot: false) {
            functions.interquartileRange(day.sorted)
        }
        let shift = Self.dearestHourShift(of: day)
        let moved = chart.call("centreShift(from:to:)", part: "robust centre", inPlot: false) {
            shift.map { functions.centreShift($0.before, day.prices) } ?? nil
        }
        if let note = moved.note {
            chart.footer(FooterLine("robust centre: \(note)", color: .yellow))
        } else if shift == nil {
            chart.footer(FooterLine("\(day.label): one price, so no dearest hour to move", color: .gray))
        } else if let shift, let (mean, median) = moved.value {
            let sign = { (value: Double) in value < 0 ? "-" : "+" }
            chart.footer(
                FooterLine(
                    "\(day.shortLabel): dearest hour \(euros(shift.from, unicode: unicode)) \(unicode ? "→" : "->") "
                        + "\(euros(shift.to, unicode: unicode)): mean \(sign(mean))\(euros(abs(mean), unicode: unicode)), "
                        + "median \(sign(median))\(euros(abs(median), unicode: unicode))"))
        } else {
            chart.footer(FooterLine("\(day.label): centreShift(from:to:) gave nil", color: .gray))
        }
        guard let summary, let layout = chart.chart?.layout else { return }
        let rows: [(String, Double)] = [
            ("high", summary.high), ("q3", summary.q3), ("median", summary.median), ("q1", summary.q1),
            ("low", summary.low), ("average", summary.average),
        ]
        var lines =
            [day.label]
            + rows.map { $0.0.padding(toLength: 8, withPad: " ", startingAt: 0) + euros($0.1, unicode: unicode) }
        lines.append("IQR     " + (iqr.isComplete ? euros(iqr.value, unicode: unicode) : "exercise 3.3"))
        let rect = chart.plotRect
        let point = anchor.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil } ?? CGPoint(x: rect.midX, y: rect.midY)
        let clamped = CGPoint(x: min(max(point.x, rect.minX), rect.maxX), y: min(max(point.y, rect.minY), rect.maxY))
        chart.draw(.textBox(lines, topLeft: Tooltip.origin(for: clamped, lines: lines, layout: layout), color: .orange))
    }
}

/// A price in euro with three decimals: "€0.089", or "0.089" in plain ASCII, where the
/// chart's title says "EUR/kWh"; "NaN" and the infinities written out.
private func euros(_ value: Double, digits: Int = 3, unicode: Bool) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "inf" : "-inf") }
    let text = String(format: "%.\(min(digits, 6))f", abs(value) < 1e12 ? value : value.sign == .minus ? -1e12 : 1e12)
    let number = Double(text) == 0 ? String(text.drop { $0 == "-" }) : text
    guard unicode else { return number }
    return number.hasPrefix("-") ? "-€" + number.dropFirst() : "€" + number
}
