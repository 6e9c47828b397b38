import Foundation
import Renderer
import Testing

/// The kinds of chart the golden files show, each built by ``SampleCharts/chart(_:canvas:)``.
enum SampleChartKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// A line with a gap where one month is missing (NaN).
    case line
    /// A fading area under the line, and the line on top.
    case area
    /// One filled bar per month and a dashed reference line at the mean.
    case bars
    /// A scatter of large points and single-pixel dots.
    case points
    /// 100,000 values drawn as a `.series`.
    case series
    /// Everything around the plot: y and x labels, title, legend, footer, a frame, a text
    /// label and a text box.
    case axes

    var testDescription: String { rawValue }
}

/// Deterministic sample charts for the golden files, one function of the kind and canvas.
enum SampleCharts {
    /// Every golden chart is this size, so the files line up in a diff.
    static let size = TerminalSize(columns: 60, rows: 18)

    /// Mean monthly temperatures, °C.
    static let temperatures: [Double] = [4.1, 5.8, 9.2, 13.4, 17.1, 19.8, 21.5, 21.2, 17.6, 12.9, 7.8, 4.3]
    /// The temperatures with May (index 4) missing.
    static let temperaturesWithGap: [Double] = temperatures.enumerated().map { $0.offset == 4 ? .nan : $0.element }
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// The y range every monthly chart is scaled to.
    static let valueRange: ClosedRange<Double> = 0...25

    /// The chart of `kind` drawn on `canvas`.
    static func chart(_ kind: SampleChartKind, canvas: CanvasKind) -> Chart {
        switch kind {
        case .line: lineChart(canvas: canvas)
        case .area: areaChart(canvas: canvas)
        case .bars: barChart(canvas: canvas)
        case .points: pointChart(canvas: canvas)
        case .series: seriesChart(canvas: canvas)
        case .axes: axesChart(canvas: canvas)
        }
    }

    // MARK: Geometry

    static func layout(canvas: CanvasKind, yLabelWidth: Int = 2, hasLegend: Bool = false, footerRows: Int = 0)
        -> ChartLayout
    {
        ChartLayout(size: size, canvas: canvas, yLabelWidth: yLabelWidth, hasLegend: hasLegend, footerRows: footerRows)
    }

    /// The x of the `index`-th of `count` evenly spread points, first on the left edge and
    /// last on the right.
    static func x(index: Int, count: Int, in rect: CGRect) -> CGFloat {
        count > 1 ? rect.minX + rect.width * CGFloat(index) / CGFloat(count - 1) : rect.midX
    }

    /// The y of `value` when `range` fills the height of `rect`, larger values higher.
    static func y(_ value: Double, range: ClosedRange<Double> = valueRange, in rect: CGRect) -> CGFloat {
        let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
        return rect.maxY - rect.height * CGFloat(fraction)
    }

    /// The values as points across `rect`; NaN values give NaN points, which break a line.
    static func points(_ values: [Double], in rect: CGRect) -> [CGPoint] {
        values.indices.map { index in
            let value = values[index]
            guard value.isFinite else { return CGPoint(x: CGFloat.nan, y: .nan) }
            return CGPoint(x: x(index: index, count: values.count, in: rect), y: y(value, in: rect))
        }
    }

    private static func baseChart(title: String, layout: ChartLayout, range: ClosedRange<Double> = valueRange) -> Chart
    {
        var chart = Chart(layout: layout, title: title)
        chart.yLabels = Chart.roundYLabels(for: range, in: layout.plotRect, targetCount: 5)
        return chart
    }

    // MARK: The kinds

    static func lineChart(canvas: CanvasKind) -> Chart {
        let layout = layout(canvas: canvas)
        var chart = baseChart(title: "Mean temperature (May missing)", layout: layout)
        chart.marks = [.line(points(temperaturesWithGap, in: layout.plotRect), color: .blue)]
        return chart
    }

    static func areaChart(canvas: CanvasKind) -> Chart {
        let layout = layout(canvas: canvas)
        let rect = layout.plotRect
        let line = points(temperatures, in: rect)
        let outline = line + [CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        var chart = baseChart(title: "Mean temperature", layout: layout)
        chart.marks = [
            .area(outline, shading: .fading, color: .blue),
            .line(line, color: .blue),
        ]
        return chart
    }

    static func barChart(canvas: CanvasKind) -> Chart {
        let layout = layout(canvas: canvas)
        let rect = layout.plotRect
        let slot = rect.width / CGFloat(temperatures.count)
        let bars: [Mark] = temperatures.indices.map { index in
            let centre = rect.minX + slot * (CGFloat(index) + 0.5)
            let top = y(temperatures[index], in: rect)
            return .rectangle(
                CGRect(x: centre - slot * 0.3, y: top, width: slot * 0.6, height: rect.maxY - top),
                filled: true, color: .orange)
        }
        let mean = temperatures.reduce(0, +) / Double(temperatures.count)
        var chart = baseChart(title: "Mean temperature by month", layout: layout)
        chart.marks =
            bars + [
                .referenceLine(
                    y: y(mean, in: rect), xRange: rect.minX...rect.maxX,
                    label: "avg \(String(format: "%.1f", mean))", color: .red, style: .dashed)
            ]
        return chart
    }

    static func pointChart(canvas: CanvasKind) -> Chart {
        let layout = layout(canvas: canvas)
        let rect = layout.plotRect
        let count = temperatures.count
        let large: [Mark] = points(temperatures, in: rect).map { .point($0, size: .large, color: .blue) }
        // Half-way between the months, 3 °C below their mean: the dots.
        var dots: [Mark] = []
        for index in 0..<(count - 1) {
            let value: Double = (temperatures[index] + temperatures[index + 1]) / 2 - 3
            let left = x(index: index, count: count, in: rect)
            let right = x(index: index + 1, count: count, in: rect)
            dots.append(.point(CGPoint(x: (left + right) / 2, y: y(value, in: rect)), size: .dot, color: .orange))
        }
        var chart = baseChart(title: "Scatter", layout: layout)
        chart.marks = large + dots
        return chart
    }

    /// 100,000 values: a slow sine wave plus a random walk from a fixed-seed generator,
    /// the same on every run and every machine.
    static let seriesValues: [Double] = {
        var generator = SplitMix64(seed: 2024)
        var walk = 0.0
        return (0..<100_000).map { index in
            walk += (generator.nextUnit() - 0.5) * 0.1
            return 10 * sin(Double(index) * 2 * Double.pi / 40_000) + walk
        }
    }()

    static func seriesChart(canvas: CanvasKind) -> Chart {
        // Room for "-10".
        let layout = layout(canvas: canvas, yLabelWidth: 3)
        let values = seriesValues
        let range = values.min()!...values.max()!
        var chart = baseChart(title: "100,000 values", layout: layout, range: range)
        chart.marks = [.series(values, range: range, in: layout.plotRect, color: .green)]
        return chart
    }

    static func axesChart(canvas: CanvasKind) -> Chart {
        let layout = layout(canvas: canvas, hasLegend: true, footerRows: 1)
        let rect = layout.plotRect
        let (cellWidth, cellHeight) = canvas.pixelsPerCell
        var chart = baseChart(title: "Temperature, two years", layout: layout)
        chart.legend = [LegendEntry("2023", color: .blue), LegendEntry("2024", color: .orange)]
        chart.xLabels = months.indices.map { AxisLabel(months[$0], at: x(index: $0, count: months.count, in: rect)) }
        chart.footer = [FooterLine("min 4.1  avg 12.9  max 21.5")]
        // Summer, June to August, framed, and labelled on the right at July's height.
        let summer = CGRect(
            x: x(index: 5, count: 12, in: rect) - 4, y: y(24.5, in: rect),
            width: x(index: 7, count: 12, in: rect) - x(index: 5, count: 12, in: rect) + 8,
            height: y(14, in: rect) - y(24.5, in: rect))
        chart.marks = [
            .line(points(temperatures, in: rect), color: .blue),
            .line(points(temperatures.map { $0 - 2 }, in: rect), color: .orange),
            .frame(summer, color: .gray),
            .text("< peak", at: CGPoint(x: summer.maxX + CGFloat(2 * cellWidth), y: y(21.5, in: rect)), color: .red),
            .textBox(["Warmest", "Jul 21.5"], topLeft: CGPoint(x: 7 * cellWidth, y: 3 * cellHeight)),
        ]
        return chart
    }
}

/// The pixels a braille grid shows, read back from its text: for checking where a mark
/// drew without relying on the renderer's internals.
struct BraillePixels {
    let pixels: Set<Pixel>

    struct Pixel: Hashable, Comparable, CustomStringConvertible {
        var x: Int
        var y: Int
        static func < (a: Pixel, b: Pixel) -> Bool { (a.x, a.y) < (b.x, b.y) }
        var description: String { "(\(x), \(y))" }
    }

    /// Braille dot bits, row-major over the 2 × 4 cell: (0,0), (1,0), (0,1), (1,1), ...
    static let bits: [UInt32] = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]

    /// Reads `text` made by `CellGrid.text(colors: .none)` on a braille canvas. Characters
    /// that are not braille (text, frames) count as no pixels.
    init(text: String) {
        var pixels = Set<Pixel>()
        for (row, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for (column, character) in line.enumerated() {
                guard let scalar = character.unicodeScalars.first,
                    (0x2800...0x28FF).contains(scalar.value)
                else { continue }
                let mask = scalar.value - 0x2800
                for dotRow in 0..<4 {
                    for dotColumn in 0..<2 where mask & Self.bits[dotRow * 2 + dotColumn] != 0 {
                        pixels.insert(Pixel(x: column * 2 + dotColumn, y: row * 4 + dotRow))
                    }
                }
            }
        }
        self.pixels = pixels
    }

    init(grid: CellGrid) {
        self.init(text: grid.text(colors: .none))
    }

    /// The pixel columns with at least one pixel set.
    var columns: Set<Int> { Set(pixels.map(\.x)) }
    /// The pixel rows with at least one pixel set.
    var rows: Set<Int> { Set(pixels.map(\.y)) }

    /// The rows set in column `x`, sorted.
    func rows(inColumn x: Int) -> [Int] { pixels.filter { $0.x == x }.map(\.y).sorted() }
}
