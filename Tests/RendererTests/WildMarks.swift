import Foundation
import Renderer

/// Random marks and charts that mix ordinary values with the ones that break renderers:
/// NaN, infinities, huge and negative numbers, reversed and empty rectangles, positions
/// far off the canvas, empty arrays, and text of every width, from none to emoji.
///
/// ```
/// let (grid, marks) = WildMarks.gridCase(seed: 7, canvas: .braille)
/// let chart = WildMarks.chart(seed: 7, canvas: .ascii)   // the same chart on every run
/// ```
///
/// About half of all positions are ordinary, inside the canvas or near its edges, so wild
/// marks cross ordinary ones and the drawing code behind the guards runs too.
struct WildMarks {
    private var generator: SplitMix64
    /// The canvas in pixels: ordinary positions fall inside it.
    private var extent: CGSize

    private init(seed: UInt64, extent: CGSize) {
        generator = SplitMix64(seed: seed)
        self.extent = extent
    }

    // MARK: Cases

    /// One to three marks, and the grid of random size (sometimes none) to draw them into.
    static func gridCase(seed: UInt64, canvas: CanvasKind) -> (grid: CellGrid, marks: [Mark]) {
        var wild = WildMarks(seed: seed, extent: .zero)
        let grid = CellGrid(
            columns: wild.integer(in: -2...60), rows: wild.integer(in: -2...16), canvas: canvas)
        wild.extent = CGSize(width: grid.pixelWidth, height: grid.pixelHeight)
        let marks = (0..<wild.integer(in: 1...3)).map { _ in wild.mark() }
        return (grid, marks)
    }

    /// A chart of random size with wild marks, title, legend, axis labels and footer.
    static func chart(seed: UInt64, canvas: CanvasKind) -> Chart {
        var wild = WildMarks(seed: seed, extent: .zero)
        // Mostly a usable size, sometimes too small for the layout or not there at all.
        let size =
            wild.chance(3, in: 4)
            ? TerminalSize(columns: wild.integer(in: 20...100), rows: wild.integer(in: 6...30))
            : TerminalSize(columns: wild.integer(in: -3...20), rows: wild.integer(in: -3...6))
        let layout = ChartLayout(
            size: size, canvas: canvas, yLabelWidth: wild.integer(in: -2...12),
            hasLegend: wild.chance(1, in: 2), footerRows: wild.integer(in: -1...3))
        let (pixelColumns, pixelRows) = canvas.pixelsPerCell
        wild.extent = CGSize(width: max(0, size.columns * pixelColumns), height: max(0, size.rows * pixelRows))

        var chart = Chart(layout: layout, title: wild.text())
        chart.legend = (0..<wild.integer(in: 0...3)).map { _ in
            LegendEntry(wild.text(), color: wild.color(), style: wild.lineStyle())
        }
        chart.yLabels = (0..<wild.integer(in: 0...5)).map { _ in
            AxisLabel(wild.text(), at: wild.coordinate(along: wild.extent.height), color: wild.color())
        }
        chart.xLabels = (0..<wild.integer(in: 0...5)).map { _ in
            AxisLabel(wild.text(), at: wild.coordinate(along: wild.extent.width), color: wild.color())
        }
        chart.marks = (0..<wild.integer(in: 0...4)).map { _ in wild.mark() }
        chart.footer = (0..<wild.integer(in: 0...3)).map { _ in
            FooterLine(wild.text(), color: wild.color(), indented: wild.chance(1, in: 2))
        }
        return chart
    }

    /// One wild mark for a canvas of `extent` pixels.
    static func mark(seed: UInt64, extent: CGSize = CGSize(width: 120, height: 64)) -> Mark {
        var wild = WildMarks(seed: seed, extent: extent)
        return wild.mark()
    }

    // MARK: Marks

    private mutating func mark() -> Mark {
        let width = extent.width
        let height = extent.height
        switch integer(in: 0...8) {
        case 0:
            return .line(points(), color: color(), style: lineStyle())
        case 1:
            return .series(values(), range: valueRange(), in: rect(), color: color())
        case 2:
            return .area(points(), shading: shading(), color: color())
        case 3:
            return .rectangle(rect(), filled: chance(1, in: 2), color: color())
        case 4:
            return .point(point(), size: chance(1, in: 2) ? .dot : .large, color: color())
        case 5:
            let alignment = [TextAlignment.leading, .center, .trailing].randomElement(using: &generator)!
            return .text(text(), at: point(), alignment: alignment, color: color(), bold: chance(1, in: 2))
        case 6:
            return .frame(rect(), color: color())
        case 7:
            return .referenceLine(
                y: coordinate(along: height), xRange: coordinateRange(along: width),
                label: chance(1, in: 4) ? nil : text(), color: color(), style: lineStyle())
        default:
            return .textBox((0..<integer(in: 0...4)).map { _ in text() }, topLeft: point(), color: color())
        }
    }

    // MARK: Numbers

    /// Numbers that have broken renderers: not finite, beyond `Int`, beyond `Float`,
    /// on a pixel's edge, or too small to matter.
    private static let wildNumbers: [Double] = [
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        1e300, -1e300, 1e150, -1e150, 1e40, 1e18, -1e18, 1e12, -1e12, 1e9 + 0.5, -5e8,
        Double(Int.max), Double(Int.min), 0, -0.0, 0.5, -0.5, .leastNonzeroMagnitude, -.leastNormalMagnitude,
    ]

    private mutating func integer(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }

    /// True `count` times in `total`.
    private mutating func chance(_ count: Int, in total: Int) -> Bool {
        integer(in: 1...total) <= count
    }

    /// A position along a side of `length` pixels: ordinary, on a half pixel, a little
    /// off the canvas, or wild.
    private mutating func coordinate(along length: CGFloat) -> CGFloat {
        let length = Double(length)
        switch integer(in: 0...19) {
        case 0..<8: return CGFloat(Double.random(in: -2...(length + 2), using: &generator))
        case 8..<10: return CGFloat((Double.random(in: -2...(length + 2), using: &generator) * 2).rounded() / 2)
        case 10..<12: return CGFloat(Double.random(in: -10 * (length + 1)...10 * (length + 1), using: &generator))
        case 12..<14: return CGFloat(hugeNumber())
        default: return CGFloat(Self.wildNumbers.randomElement(using: &generator)!)
        }
    }

    /// A number of any magnitude from 1e-300 to 1e308, of either sign.
    private mutating func hugeNumber() -> Double {
        let magnitude: Double = pow(10, Double.random(in: -300...308, using: &generator))
        return chance(1, in: 2) ? magnitude : -magnitude
    }

    /// A range of coordinates: ordinary, a single value, with wild and infinite bounds,
    /// and sometimes reversed or holding NaN.
    private mutating func coordinateRange(along length: CGFloat) -> ClosedRange<CGFloat> {
        let first = coordinate(along: length)
        let second = chance(1, in: 6) ? first : coordinate(along: length)
        return range(first, second)
    }

    /// A range from two bounds in either order. Mostly checked, with a NaN end standing
    /// for an unbounded one; one in ten is taken as it comes, reversed or NaN, as
    /// optimised code can build it (see `AxisTicksTests.uncheckedRange`).
    private mutating func range<Bound: BinaryFloatingPoint>(_ first: Bound, _ second: Bound) -> ClosedRange<Bound> {
        if chance(1, in: 10) { return unsafeBitCast((first, second), to: ClosedRange<Bound>.self) }
        let lower = first.isNaN ? -.infinity : first
        let upper = second.isNaN ? .infinity : second
        return min(lower, upper)...max(lower, upper)
    }

    private mutating func point() -> CGPoint {
        CGPoint(x: coordinate(along: extent.width), y: coordinate(along: extent.height))
    }

    /// Usually a handful of points, sometimes none, sometimes hundreds.
    private mutating func points() -> [CGPoint] {
        let count = chance(1, in: 20) ? integer(in: 100...400) : integer(in: 0...8)
        return (0..<count).map { _ in
            chance(1, in: 12) ? CGPoint(x: CGFloat.nan, y: .nan) : point()
        }
    }

    /// A side of a rectangle: ordinary, zero, negative (reversed), or wild.
    private mutating func side(along length: CGFloat) -> CGFloat {
        switch integer(in: 0...9) {
        case 0..<4: return CGFloat.random(in: 0...max(1, length), using: &generator)
        case 4: return 0
        case 5, 6: return -CGFloat.random(in: 0...max(1, length), using: &generator)
        default: return coordinate(along: length)
        }
    }

    private mutating func rect() -> CGRect {
        CGRect(
            x: coordinate(along: extent.width), y: coordinate(along: extent.height),
            width: side(along: extent.width), height: side(along: extent.height))
    }

    /// A range of values for a series: ordinary, a single value, unbounded, or unchecked.
    private mutating func valueRange() -> ClosedRange<Double> {
        let first: Double
        let second: Double
        switch integer(in: 0...7) {
        case 0..<3:
            first = Double.random(in: -10...30, using: &generator)
            second = Double.random(in: -10...30, using: &generator)
        case 3:
            first = Double.random(in: -10...30, using: &generator)
            second = first
        default:
            first = Double(coordinate(along: 25))
            second = Double(coordinate(along: 25))
        }
        return range(first, second)
    }

    /// Values for a series: sometimes none, sometimes more than the canvas has columns,
    /// so both ways of drawing a series run.
    private mutating func values() -> [Double] {
        let count = chance(1, in: 5) ? integer(in: 200...2_000) : integer(in: 0...12)
        return (0..<count).map { _ in
            chance(1, in: 8)
                ? Self.wildNumbers.randomElement(using: &generator)! : Double.random(in: -10...30, using: &generator)
        }
    }

    private mutating func shading() -> Shading {
        chance(1, in: 3)
            ? .fading : .solid(level: [-5, 0, 1, 2, 3, 4, 99, .min, .max].randomElement(using: &generator)!)
    }

    private mutating func color() -> ChartColor {
        ChartColor.allCases.randomElement(using: &generator)!
    }

    private mutating func lineStyle() -> LineStyle {
        chance(1, in: 2) ? .solid : .dashed
    }

    // MARK: Text

    /// Text that is hard to measure or to write: empty, wide, combining, joined emoji,
    /// right to left, control characters, markup, XML's forbidden characters, and long.
    private static let texts: [String] = [
        "", " ", "a", "Mean temperature", "°C", "温度", "温度の変化 (°C)", "👍🏽", "🇫🇷🇩🇪", "👨‍👩‍👧",
        "e\u{301}", "\u{301}", "a\u{200D}b", "\u{200B}", "한국어", "\u{1100}\u{1161}\u{11A8}", "مرحبا",
        "\t\n\r", "line\nbreak", "\r\n", "\u{0}\u{7}\u{1B}[31m", "<tag> & \"quotes\" 'apostrophes'", "&amp;",
        "\u{FFFF}\u{FFFE}", "\u{0085}\u{2028}", "ﬁ", "Ǆ", "…", "─│┤", "⣿", "nan", "-inf",
        String(repeating: "wide 温", count: 40), String(repeating: "x", count: 300),
    ]

    /// One to three pieces of text run together, so that their edges combine too.
    private mutating func text() -> String {
        (0..<integer(in: 1...3)).map { _ in Self.texts.randomElement(using: &generator)! }.joined()
    }
}
