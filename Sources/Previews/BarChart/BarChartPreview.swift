import BarChart
import Foundation
import Renderer
import SampleData

/// Chapter 2's chart: a day of hourly prices as bars on a zero line, coloured by price
/// level, with the missing hours left empty, the average as a dashed line, the current
/// hour outlined and the hours 00:00, 06:00, 12:00, 18:00 and 23:00 labelled. Every
/// position comes from the chapter's functions, with the plot's pixel rectangle as `rect`.
///
/// ```
/// let settings = PreviewSettings(size: TerminalSize(columns: 80, rows: 24), canvas: .braille,
///                                chapterOptions: ["now": "14:30"])
/// let result = BarChartPreview().chart(of: .winterPrices, chapter: chapter, settings: settings)
/// print(result.chart.text(colors: .none))
/// ```
///
/// The datasets hold cents per kWh, which read better as labels; the chapter's functions
/// take euro, so the preview divides by 100. A dataset of the user's own (`--csv`) is
/// drawn as an ordinary day in Amsterdam.
struct BarChartPreview: ChapterPreview {
    let module = "BarChart"
    /// The functions drawn: the module's, or a stand-in in tests.
    var functions = BarChartFunctions.chapter

    /// The hour highlighted when `--now` is not given: the evening peak, fixed, so that
    /// the chart never depends on the machine's clock.
    static let defaultNow = "18:00"

    /// The day behind a dataset: its date and time zone.
    static func day(of data: Dataset) -> (midnight: Date, timeZone: TimeZone) {
        let day = HourlyPriceDay.behind(dataset: data.name) ?? HourlyPriceDay(day: "2026-01-14", prices: [])
        return (day.startOfDay, day.timeZone)
    }

    /// The colour of a price level.
    static func color(of level: PriceLevel) -> ChartColor {
        switch level {
        case .negative: .cyan
        case .cheap: .green
        case .normal: .yellow
        case .expensive: .orange
        case .veryExpensive: .red
        }
    }

    func compose(_ chart: inout PreviewComposer, data: Dataset) {
        let values = data.values
        let count = values.count
        let (midnight, timeZone) = Self.day(of: data)
        let starts = values.indices.map { midnight.addingTimeInterval(3600 * Double($0)) }
        let hours = zip(starts, values).map { EnergyPrice(start: $0, price: $1.isFinite ? $1 / 100 : nil) }
        let known = hours.compactMap(\.price)
        let (lowest, highest) = (known.min() ?? 0, known.max() ?? 0)
        let unit = data.unit.isEmpty ? "" : " " + data.unit

        // The scale's ticks, in the dataset's unit, from the lowest price (or 0) to the highest.
        let ticks = AxisTicks(
            covering: min(lowest, 0) * 100...max(max(highest, 0) * 100, min(lowest, 0) * 100 + 1), targetCount: 4)
        let average = chart.call("averagePrice(of:)", part: "average", inPlot: false) { functions.averagePrice(hours) }
        // The current hour: the instant asked for, or 18:00, found among the day's hours
        // below. A time that comes twice, on the day the clocks go back, gets a row that
        // says which of the two it is.
        let nowText = chart.option("now") ?? Self.defaultNow
        let now = PreviewTime.instant(from: nowText, onDayStarting: midnight, in: timeZone)
        let ambiguity = now.flatMap { PreviewTime.ambiguity(of: $0, in: timeZone) }
        let rect = chart.layout(yLabels: ticks.labels, footerRows: 3 + (ambiguity == nil ? 0 : 1), legend: "your bars")
        let slot = count > 0 ? rect.width / CGFloat(count) : 0
        let gap: CGFloat = slot >= 3 ? 1 : 0

        let tickPositions = chart.call("priceY(for:minimum:maximum:in:)", part: "scale") {
            ticks.values.map { functions.priceY($0 / 100, lowest, highest, rect) }
        }
        if tickPositions.isComplete { chart.gridLines(labels: ticks.labels, at: tickPositions.value) }

        // The bars: below zero once 2.3 works, else 2.2's, else 2.1's heights alone.
        let heights = chart.call("barHeight(for:maximum:height:)", part: "bar heights") {
            hours.map { hour in hour.price.map { functions.barHeight(max($0, 0), highest, rect.height) } }
        }
        let aroundZero = chart.callLimited("barRectsAroundZero(for:in:gap:)", part: "bars below zero") {
            functions.barRectsAroundZero(hours, rect, gap)
        }
        let standing = chart.callLimited("barRects(for:in:gap:)", part: "bars") { functions.barRects(hours, rect, gap) }
        let bars: [CGRect?]? =
            if aroundZero.isComplete {
                aroundZero.value
            } else if standing.isComplete {
                standing.value
            } else if heights.isComplete {
                // As 2.2 teaches: the width is never negative, and the bar is centred in its slot.
                heights.value.enumerated().map { index, height in
                    let width = max(0, slot - gap)
                    return height.map {
                        CGRect(
                            x: rect.minX + CGFloat(index) * slot + (slot - width) / 2, y: rect.maxY - $0, width: width,
                            height: $0)
                    }
                }
            } else {
                nil
            }

        let levels = chart.call("priceLevel(for:)", part: "colours") { hours.map(functions.priceLevel) }
        let drawnBars = (bars ?? []).prefix(count)
        let marks: [Mark] = drawnBars.enumerated().compactMap { index, bar in
            guard let bar else { return nil }
            let level = levels.isComplete && levels.value.indices.contains(index) ? levels.value[index] : nil
            return .rectangle(bar, color: level.map(Self.color) ?? .blue)
        }
        let tips: [CGPoint] = values.indices.map { index in
            guard drawnBars.indices.contains(index), let bar = drawnBars[index] else {
                return CGPoint(x: rect.minX + (CGFloat(index) + 0.5) * slot, y: .nan)
            }
            return CGPoint(x: bar.midX, y: values[index] < 0 ? bar.maxY : bar.minY)
        }
        // Each bar as the tests compare it: its rectangle's origin and size; none for a missing hour.
        let compared = drawnBars.enumerated().map { index, bar in
            ComparedItem(
                data.labels.indices.contains(index) ? data.labels[index] : "#\(index)",
                points: bar.map { [$0.origin, CGPoint(x: $0.width, y: $0.height)] } ?? [], names: ["origin", "size"])
        }
        chart.compared("bar chart", noun: ComparedNoun("bar"), items: bars == nil ? nil : compared, marks: marks)

        // The average as a dashed line across the plot, with its value.
        let lineY = chart.call("averageLineY(for:in:)", part: "average line") { functions.averageLineY(hours, rect) }
        if lineY.isComplete, let y = lineY.value, y.isFinite {
            let label = average.isComplete ? average.value.map { "avg " + formatted($0 * 100) } : nil
            chart.compared(
                "average line", noun: ComparedNoun("average line"),
                items: [ComparedItem("average line", points: [CGPoint(x: 0, y: y)])],
                marks: [.referenceLine(y: y, xRange: rect.minX...rect.maxX, label: label ?? nil, color: .purple)])
        }

        let currentHour = currentHour(
            now, asked: nowText, ambiguity: ambiguity, midnight: midnight, timeZone: timeZone, data: data, chart: &chart
        )
        // The current hour's bar in the text colour, with a marker above it.
        if let index = currentHour.bar, drawnBars.indices.contains(index), let bar = drawnBars[index],
            bar.minY.isFinite, bar.midX.isFinite
        {
            chart.draw(.rectangle(bar, color: .primary))
            let cellHeight = CGFloat(chart.settings.canvas.pixelsPerCell.rows)
            let top = max(rect.minY, min(rect.maxY, bar.minY) - cellHeight)
            chart.draw(
                .text(
                    chart.unicode ? "▼" : "v", at: CGPoint(x: bar.midX, y: top), alignment: .center, color: .primary,
                    bold: true))
        }

        // Labels under the bars of 00:00, 06:00, 12:00, 18:00 and 23:00.
        let labels = chart.callLimited("hourLabels(for:in:rect:)", part: "hour labels") {
            functions.hourLabels(starts, timeZone, rect)
        }
        if labels.isComplete {
            chart.xLabels(labels.value.map(\.text), at: labels.value.map(\.x))
        }

        chart.select(anchors: tips, hitTest: "the bar under the tap") { tap in
            guard slot > 0, tap.x.isFinite else { return nil }
            return min(max(Int(((tap.x - rect.minX) / slot).rounded(.down)), 0), count - 1)
        }

        footer(
            average: average, currentHour: currentHour, ambiguity: ambiguity, levels: levels, unit: unit, chart: &chart)
    }

    /// Which bar holds the current hour, `now` (`nil` when `asked` is not a time), and the
    /// footer line that says so, as the chapter's `hourStarts` and `barIndex` find them.
    private func currentHour(
        _ now: Date?, asked: String, ambiguity: String?, midnight: Date, timeZone: TimeZone, data: Dataset,
        chart: inout PreviewComposer
    ) -> CurrentHour {
        let dayHours = chart.call("hourStarts(ofDayContaining:in:)", part: "current hour") {
            functions.hourStarts(midnight.addingTimeInterval(12 * 3600), timeZone)
        }
        let current = chart.call("barIndex(containing:hourStarts:)", part: "current hour") {
            now.flatMap { functions.barIndex($0, Array(dayHours.value.prefix(PreviewComposer.sanityLimit))) }
        }
        var nowFact = "now: --now \(asked) is not a time; write 14:30, 2026-03-29 14:30 or 02:30+01:00"
        var highlighted: Int?
        if let now {
            let shown =
                PreviewTime.described(now, sameDayAs: midnight, in: timeZone)
                + (ambiguity == nil ? "" : PreviewTime.offset(at: now, in: timeZone))
                + (chart.option("now") == nil ? " (fixed)" : "")
            if !dayHours.isComplete || !current.isComplete {
                nowFact = "now \(shown): " + (dayHours.note ?? current.note ?? "")
            } else if let index = current.value, (0..<data.values.count).contains(index) {
                nowFact = "now \(shown) is in bar \(index), " + data.labels[index]
                highlighted = index
            } else if let index = current.value {
                nowFact = "now \(shown): barIndex = \(index), but the bars are 0 to \(data.values.count - 1)"
            } else {
                nowFact = "now \(shown) is not on this day (\(dayHours.value.count) hours)"
            }
        }
        return CurrentHour(fact: nowFact, bar: highlighted, isComplete: current.isComplete && dayHours.isComplete)
    }

    /// The current hour as the chapter's functions find it.
    private struct CurrentHour {
        /// The footer's line: "now 18:00 (fixed) is in bar 18, 18:00", or what is missing.
        let fact: String
        /// The bar to outline, if the hour is on the chart.
        let bar: Int?
        /// Whether every function it needs is written.
        let isComplete: Bool
    }

    /// The footer: the average, the current hour, the clock change's word, and the colours' key.
    private func footer(
        average: Attempt<Double?>, currentHour: CurrentHour, ambiguity: String?,
        levels: Attempt<[PriceLevel?]>, unit: String, chart: inout PreviewComposer
    ) {
        let averageFact: String =
            if let note = average.note {
                "average: " + note
            } else if let value = average.value {
                "avg \(formatted(value * 100))\(unit)"
            } else {
                "avg: no prices"
            }
        chart.footer(FooterLine(averageFact, color: average.isComplete ? .primary : .yellow))
        chart.footer(FooterLine(currentHour.fact, color: currentHour.isComplete ? .primary : .yellow))
        if let ambiguity { chart.footer(FooterLine(ambiguity, color: .gray)) }
        let atLeast = chart.unicode ? "≥" : ">="
        chart.footer(
            FooterLine(
                levels.isComplete
                    ? "cyan <0  green <10  yellow <20  orange <30  red \(atLeast)30\(unit)"
                    : "colours: " + (levels.note ?? ""),
                color: levels.isComplete ? .gray : .yellow))
    }
}
