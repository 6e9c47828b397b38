import AxesAndScale
import Foundation
import Renderer
import SampleData

/// Chapter 5's chart: a day of 86,400 power readings, downsampled to 1,440 points by the
/// student's average, min-max or LTTB (`--method`), over the full-resolution day in grey;
/// a value axis with the student's nice domain, ticks and labels; a time axis with the
/// student's hourly ticks; and under the chart the student's summary in words.
/// `--sound day.wav` writes the student's audio graph of the hourly averages.
///
/// ```
/// let settings = PreviewSettings(size: TerminalSize(columns: 80, rows: 24), canvas: .braille,
///                                chapterOptions: ["method": "lttb"])
/// let result = AxesAndScalePreview().chart(of: .power, chapter: chapter, settings: settings)
/// print(result.chart.text(colors: .none))
/// ```
///
/// Any dataset works: its values count as seconds from midnight.
struct AxesAndScalePreview: ChapterPreview {
    let module = "AxesAndScale"
    /// The functions drawn: the module's, or a stand-in in tests.
    var functions = AxesAndScaleFunctions.chapter

    /// Points per downsampled line: one a minute.
    static let bucketCount = 1440
    /// About how many intervals the value axis asks for.
    static let tickCount = 5
    /// The day the readings belong to, in its time zone.
    static let timeZone = TimeZone(identifier: "Europe/Amsterdam")!
    static let midnight = Date(timeIntervalSince1970: 1_770_764_400)  // 2026-02-11T00:00:00+01:00
    /// The audio graph: one tone per hour, a quarter of a second each.
    static let sampleRate = 8000, toneLength = 0.25
    /// Rows under the chart for the summary in words.
    static let summaryRows = 3
    /// No more points than this from the student's downsampling: more is a bug.
    static let pointLimit = 20_000

    enum Method: String, CaseIterable { case average, minmax, lttb }

    func compose(_ chart: inout PreviewComposer, data: Dataset) {
        let values = data.values
        let count = values.count
        let measured = values.filter(\.isFinite)
        let low = measured.min() ?? 0
        let high = max(measured.max() ?? 1, low + 1e-9)
        let method = chart.option("method").flatMap { Method(rawValue: $0.lowercased()) } ?? .minmax

        // The value axis: the student's nice domain, ticks and labels.
        let nice = chart.call("niceDomain(_:count:)", part: "value axis") {
            functions.niceDomain(low...high, Self.tickCount)
        }
        let niceUsable =
            nice.isComplete && nice.value.lowerBound.isFinite && nice.value.upperBound.isFinite
            && nice.value.lowerBound < nice.value.upperBound
        let domain = niceUsable ? nice.value : low...high
        let ticks = chart.callLimited("tickValues(from:to:count:)", part: "ticks") {
            functions.tickValues(domain.lowerBound, domain.upperBound, Self.tickCount)
        }
        let shownTicks = ticks.value.filter { $0.isFinite && domain.contains($0) }
        let step = shownTicks.count >= 2 ? abs(shownTicks[1] - shownTicks[0]) : domain.upperBound - domain.lowerBound
        let labels = chart.call("tickLabel(for:step:)", part: "tick labels") {
            shownTicks.map { functions.tickLabel($0, step) }
        }
        let tickTexts = labels.isComplete ? labels.value.map { String($0.prefix(10)) } : shownTicks.map(formatted)
        let rect = chart.layout(
            yLabels: ticks.isComplete ? tickTexts : [],
            footerRows: 1 + Self.summaryRows + (chart.option("sound") == nil ? 0 : 1), legend: "your \(method.rawValue)"
        )
        let span = domain.upperBound - domain.lowerBound
        func y(_ value: Double) -> CGFloat { rect.maxY - CGFloat((value - domain.lowerBound) / span) * rect.height }
        func x(ofIndex index: Double) -> CGFloat {
            count > 1 ? rect.minX + CGFloat(index / Double(count - 1)) * rect.width : rect.midX
        }
        if ticks.isComplete { chart.gridLines(labels: tickTexts, at: shownTicks.map(y)) }

        // The whole day at full resolution, in grey, under the downsampled line; without
        // colour as shading, or the two would look the same.
        if chart.settings.plain {
            chart.draw(Mark.shadedSeries(values, range: domain, in: rect, canvas: chart.settings.canvas, color: .gray))
        } else {
            chart.draw(.series(values, range: domain, in: rect, color: .gray))
        }
        let (points, pointLabels) = downsampled(values, by: method, chart: &chart, x: x, y: y)
        chart.compared(
            "\(method.rawValue) line", noun: ComparedNoun("point"),
            items: points.map { ComparedItem.each($0, labels: pointLabels) },
            marks: points.map { [.line($0, color: .blue)] } ?? [])

        timeAxis(&chart, count: count, x: x)
        // How far the student's line strays from the grey one, by the student's own measure.
        let distance = points.map { points in
            let original = values.indices.filter { values[$0].isFinite }.map {
                CGPoint(x: x(ofIndex: Double($0)), y: y(values[$0]))
            }
            return chart.call("largestVerticalDistance(from:to:)", part: "faithfulness", inPlot: false) {
                functions.largestVerticalDistance(original, points)
            }
        }
        footer(&chart, data: data, method: method, drawn: points?.count, distance: distance)
    }

    /// The student's downsampled line in pixels, `nil` while its exercise is a todo, and
    /// a label (the clock time) for each point.
    private func downsampled(
        _ values: [Double], by method: Method, chart: inout PreviewComposer,
        x: (Double) -> CGFloat, y: (Double) -> CGFloat
    ) -> ([CGPoint]?, [String]) {
        let count = values.count
        let buckets = Self.bucketCount
        func bucketMiddle(_ k: Int) -> Double {
            let first: Int = k * count / buckets
            let end: Int = (k + 1) * count / buckets
            return Double(first + end - 1) / 2
        }
        func label(_ index: Double) -> String {
            index.isFinite && index >= 0 && index < 1e9 ? HouseholdPower.clockTime(ofSecond: Int(index)) : "?"
        }
        switch method {
        case .average:
            let averages = chart.call("averagePerBucket(_:bucketCount:)", part: "average line") {
                functions.averagePerBucket(values, buckets)
            }
            guard averages.isComplete else { return (nil, []) }
            let kept = Array(averages.value.prefix(buckets))
            return (
                kept.enumerated().map { CGPoint(x: x(bucketMiddle($0)), y: y($1)) },
                kept.indices.map { label(bucketMiddle($0)) }
            )
        case .minmax:
            let ranges = chart.call("minMaxPerBucket(_:bucketCount:)", part: "min-max line") {
                functions.minMaxPerBucket(values, buckets)
            }
            guard ranges.isComplete else { return (nil, []) }
            // One stroke per bucket from its minimum to its maximum, joined up as a zigzag;
            // an empty bucket breaks the line.
            var points: [CGPoint] = []
            var labels: [String] = []
            for (k, range) in ranges.value.prefix(buckets).enumerated() {
                let middle = x(bucketMiddle(k))
                let ends =
                    range.map {
                        k.isMultiple(of: 2) ? [$0.lowerBound, $0.upperBound] : [$0.upperBound, $0.lowerBound]
                    } ?? [.nan, .nan]
                points += ends.map { CGPoint(x: middle, y: $0.isNaN ? .nan : y($0)) }
                labels += [label(bucketMiddle(k)), label(bucketMiddle(k))]
            }
            return (points, labels)
        case .lttb:
            let input = values.indices.filter { values[$0].isFinite }.map { CGPoint(x: Double($0), y: values[$0]) }
            let kept = chart.call("largestTriangleThreeBuckets(_:threshold:)", part: "LTTB line") {
                functions.largestTriangleThreeBuckets(input, buckets)
            }
            guard kept.isComplete else { return (nil, []) }
            let chosen = Array(kept.value.prefix(Self.pointLimit))
            return (chosen.map { CGPoint(x: x(Double($0.x)), y: y(Double($0.y))) }, chosen.map { label(Double($0.x)) })
        }
    }

    /// The time axis: the student's ticks every three hours, labelled by the local clock.
    private func timeAxis(_ chart: inout PreviewComposer, count: Int, x: (Double) -> CGFloat) {
        guard count > 1 else { return }
        let end = Self.midnight.addingTimeInterval(Double(count - 1))
        let ticks = chart.callLimited("dateTicks(from:through:every:in:)", part: "time axis") {
            functions.dateTicks(Self.midnight, end, .hours(3), Self.timeZone)
        }
        guard ticks.isComplete else { return }
        let shown = ticks.value.filter { $0 >= Self.midnight && $0 <= end }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.timeZone
        let labels = shown.map { date -> String in
            let hour = calendar.component(.hour, from: date)
            let minute = calendar.component(.minute, from: date)
            return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
        }
        chart.xLabels(labels, at: shown.map { x($0.timeIntervalSince(Self.midnight)) })
    }

    /// Two rows: what the downsampling kept and, once exercise 5.12 is done, how far it
    /// strays from the full line; and the student's summary in words (of the hourly
    /// averages, for a long series). `--sound` writes the audio graph.
    private func footer(
        _ chart: inout PreviewComposer, data: Dataset, method: Method, drawn: Int?, distance: Attempt<CGFloat>?
    ) {
        let values = data.values
        if let drawn, let distance, let note = distance.note {
            chart.footer(FooterLine("\(method.rawValue): \(drawn) points; how far off: " + note, color: .yellow))
        } else if let drawn, let pixels = distance?.value, pixels.isFinite {
            chart.footer(
                FooterLine(
                    "\(method.rawValue): \(drawn) points for \(values.count) values, \(formatted(pixels)) px off the \(chart.settings.plain ? "shaded day" : "grey line") at most",
                    color: .gray))
        } else if let drawn {
            chart.footer(
                FooterLine("\(method.rawValue): \(drawn) points drawn for \(values.count) values", color: .gray))
        } else {
            chart.footer(FooterLine("\(method.rawValue): not drawn yet", color: .yellow))
        }

        // The summary and the sound describe the shape: a long series by its hourly averages.
        let hourly: (labels: [String], values: [Double])?
        if values.count <= 48 {
            hourly = (data.labels, values)
        } else {
            let averages = chart.call("averagePerBucket(_:bucketCount:)", part: "summary", inPlot: false) {
                functions.averagePerBucket(values, 24)
            }
            hourly =
                averages.isComplete
                ? ((0..<24).map { ($0 < 10 ? "0" : "") + "\($0):00" }, Array(averages.value.prefix(24))) : nil
        }
        guard let hourly else {
            chart.footer(FooterLine("summary: needs exercise 5.4 for the hourly averages", color: .yellow))
            return
        }
        let summary = chart.call("chartSummary(title:labels:values:unit:)", part: "summary", inPlot: false) {
            functions.chartSummary(data.title, hourly.labels, hourly.values, data.unit)
        }
        if let note = summary.note {
            chart.footer(FooterLine("summary: " + note, color: .yellow))
        } else {
            let width = max(20, chart.settings.size.columns - 8)
            for row in Self.wrapped(summary.value, width: width, rows: Self.summaryRows) {
                chart.footer(FooterLine(row))
            }
        }

        if let path = chart.option("sound") { writeSound(&chart, to: path, values: hourly.values) }
    }

    /// `text` in rows of at most `width` characters, broken between words, no more than
    /// `rows` of them; the last ends in "..." when the text goes on.
    static func wrapped(_ text: String, width: Int, rows: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let piece = word.count > width ? String(word.prefix(width)) : String(word)
            if line.isEmpty {
                line = piece
            } else if line.count + 1 + piece.count <= width {
                line += " " + piece
            } else {
                lines.append(line)
                line = piece
            }
        }
        if !line.isEmpty { lines.append(line) }
        guard lines.count > rows else { return lines }
        var kept = Array(lines.prefix(rows))
        kept[rows - 1] = String(kept[rows - 1].prefix(width - 3)) + "..."
        return kept
    }

    /// Writes the audio graph of `values` to `path`, one tone each, and says so in the footer.
    private func writeSound(_ chart: inout PreviewComposer, to path: String, values: [Double]) {
        let measured = values.filter(\.isFinite)
        let low = measured.min() ?? 0
        let high = measured.max() ?? 0
        let samples = chart.call("toneSamples(for:minimum:maximum:sampleRate:duration:)", part: "sound", inPlot: false)
        {
            values.flatMap {
                Array(functions.toneSamples($0, low, high, Self.sampleRate, Self.toneLength).prefix(Self.sampleRate))
            }
        }
        guard samples.isComplete else {
            chart.footer(FooterLine("sound: " + (samples.note ?? ""), color: .yellow))
            return
        }
        // The reference's parts, for `--compare` or the students' edition's recording,
        // make the same call and write nothing: the file is the student's.
        if case .recording = chart.settings.comparison { return }
        do {
            try WAVFile.data(samples: samples.value, sampleRate: Self.sampleRate).write(to: URL(fileURLWithPath: path))
            let seconds = Double(samples.value.count) / Double(Self.sampleRate)
            chart.footer(FooterLine("wrote \(path): \(values.count) tones, \(formatted(seconds)) s", color: .gray))
        } catch {
            chart.footer(FooterLine("could not write \(path): \(error.localizedDescription)", color: .red))
        }
    }
}
