import Foundation
import Renderer
import Testing

/// Thousands of seeded random marks, most of them wild (see ``WildMarks``), drawn on every
/// canvas into a cell grid, into whole charts as text, and into SVG.
///
/// A trap ends the test process, so that the suite finishes at all is the first check;
/// the `#expect`s check what a renderer that does not trap can still get wrong: rows
/// added or lost, text beyond the right edge, colours that change the text, and SVG that
/// is not well-formed or holds a coordinate that is not a finite number.
///
/// Every case is one seed, which a failure names: `WildMarks.gridCase(seed:canvas:)` or
/// `WildMarks.chart(seed:canvas:)` builds the same case again. To find the case behind a
/// trap, run with `WILD_MARKS_TRACE=1` and `--no-parallel`: each seed is printed before
/// it is drawn, so the last one printed is the one that trapped.
@Suite("Wild marks never trap")
struct WildMarkTests {
    /// Grids per canvas, each with one to three marks: about 8,000 marks per canvas.
    static let gridCaseCount = 4_000
    /// Charts per canvas, each with up to four marks and labels that are as wild.
    static let chartCaseCount = 600
    /// Case `n` uses seed `firstSeed + n`.
    static let firstSeed: UInt64 = 0x5EED_0000

    static let gridSeeds = (0..<UInt64(gridCaseCount)).map { firstSeed &+ $0 }
    static let chartSeeds = (0..<UInt64(chartCaseCount)).map { firstSeed &+ $0 }
    static let tracing = ProcessInfo.processInfo.environment["WILD_MARKS_TRACE"] != nil

    @Test("wild marks in a cell grid keep to its rows and columns", arguments: CanvasKind.allCases)
    func cellGrid(canvas: CanvasKind) {
        for seed in Self.gridSeeds {
            var (grid, marks) = WildMarks.gridCase(seed: seed, canvas: canvas)
            Self.trace("grid", canvas, seed)
            grid.draw(marks)
            let colors = Self.colorMode(for: seed)
            let problems = Self.textProblems(
                plain: grid.text(colors: .none), colored: grid.text(colors: colors),
                rows: grid.rows, columns: grid.columns)
            #expect(
                problems.isEmpty,
                "\(canvas) seed \(Self.hex(seed)), \(grid.columns)×\(grid.rows), \(colors): \(problems); marks: \(marks)"
            )
            // One failing seed is enough to reproduce; thousands more would bury it.
            if !problems.isEmpty { return }
        }
    }

    @Test("charts of wild marks keep their size as text, in colour and without", arguments: CanvasKind.allCases)
    func chartText(canvas: CanvasKind) {
        for seed in Self.chartSeeds {
            let chart = WildMarks.chart(seed: seed, canvas: canvas)
            Self.trace("chart", canvas, seed)
            let colors = Self.colorMode(for: seed)
            let size = chart.layout.size
            let problems = Self.textProblems(
                plain: chart.text(colors: .none), colored: chart.text(colors: colors),
                rows: max(0, size.rows), columns: max(0, size.columns))
            #expect(
                problems.isEmpty, "\(canvas) seed \(Self.hex(seed)), \(size), \(colors): \(problems); chart: \(chart)")
            if !problems.isEmpty { return }
        }
    }

    @Test("charts of wild marks write well-formed SVG with finite numbers", arguments: CanvasKind.allCases)
    func svg(canvas: CanvasKind) {
        for seed in Self.chartSeeds {
            let chart = WildMarks.chart(seed: seed, canvas: canvas)
            Self.trace("svg", canvas, seed)
            let problems = Self.svgProblems(SVGDocument(chart).text)
            #expect(problems.isEmpty, "\(canvas) seed \(Self.hex(seed)): \(problems); chart: \(chart)")
            if !problems.isEmpty { return }
        }
    }

    @Test("the generator repeats SplitMix64's reference sequence, so a seed names one case")
    func generatorIsSplitMix64() {
        var generator = SplitMix64(seed: 0)
        let first = (0..<3).map { _ in generator.next() }
        // The published outputs for seed 0.
        #expect(
            first == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F], "got \(first.map(Self.hex))"
        )
        #expect(
            WildMarks.chart(seed: 42, canvas: .blocks).marks == WildMarks.chart(seed: 42, canvas: .blocks).marks,
            "the same seed builds the same chart")
    }

    // MARK: Marks that trapped

    /// A grid covered with pixels, so that a mark that wrongly clears cells shows too.
    private static func coveredGrid(_ canvas: CanvasKind) -> CellGrid {
        var grid = CellGrid(columns: 10, rows: 4, canvas: canvas)
        grid.draw(
            .rectangle(CGRect(x: 0, y: 0, width: grid.pixelWidth - 1, height: grid.pixelHeight - 1), color: .blue))
        return grid
    }

    /// Marks beyond a 10 × 4 grid on each side and far away, or placed by numbers that
    /// are not finite. Frames and text boxes beyond the right or bottom edge trapped.
    static let marksOutside: [Mark] = [
        .frame(CGRect(x: 100, y: 2, width: 30, height: 4)),
        .frame(CGRect(x: 2, y: 100, width: 6, height: 30)),
        .frame(CGRect(x: -100, y: 2, width: 30, height: 4)),
        .frame(CGRect(x: 2, y: -100, width: 6, height: 30)),
        .frame(CGRect(x: 1e12, y: 1e12, width: -1, height: -1)),
        .textBox(["beyond"], topLeft: CGPoint(x: 100, y: 0)),
        .textBox(["below", "the grid"], topLeft: CGPoint(x: 0, y: 100)),
        .textBox(["left of it"], topLeft: CGPoint(x: -100, y: 0)),
        .textBox(["above it"], topLeft: CGPoint(x: 0, y: -100)),
        .textBox(["far", "away"], topLeft: CGPoint(x: 1e300, y: -1e300)),
        .rectangle(CGRect(x: -5, y: 0, width: -10, height: 5), color: .red),
        .point(CGPoint(x: -1, y: -1), color: .red),
        .text("far", at: CGPoint(x: 1e300, y: 1e300)),
        .text("nowhere", at: CGPoint(x: CGFloat.nan, y: 2)),
        .series([1, 2, 3], range: 0...3, in: CGRect(x: 50, y: 0, width: 10, height: 5), color: .red),
        .area(
            [CGPoint(x: 0, y: 50), CGPoint(x: 10, y: 60), CGPoint(x: 20, y: 50)], shading: .solid(level: 99),
            color: .red),
        .referenceLine(y: 100, xRange: 0...20, label: "mean", color: .red),
        .referenceLine(y: 4, xRange: -CGFloat.infinity...CGFloat.infinity, label: "unbounded", color: .red),
        .referenceLine(y: 4, xRange: 0...CGFloat.infinity, label: "half bounded", color: .red),
        .referenceLine(y: 4, xRange: -CGFloat.infinity...10, label: "half bounded", color: .red),
    ]

    @Test(
        "marks wholly outside the grid, or placed by numbers that are not finite, change nothing",
        arguments: CanvasKind.allCases)
    func marksOutsideChangeNothing(canvas: CanvasKind) {
        let expected = Self.coveredGrid(canvas).text(colors: .none)
        for mark in Self.marksOutside {
            var grid = Self.coveredGrid(canvas)
            grid.draw(mark)
            #expect(grid.text(colors: .none) == expected, "\(canvas): \(mark)")
        }
    }

    @Test("a text box wider than the grid clears all of the grid beneath it", arguments: CanvasKind.allCases)
    func wideTextBoxClears(canvas: CanvasKind) {
        var grid = Self.coveredGrid(canvas)
        // Its left edge one cell off the grid, its right edge far beyond it.
        let left = -CGFloat(canvas.pixelsPerCell.columns)
        grid.draw(.textBox(["a line much wider than the grid", "x"], topLeft: CGPoint(x: left, y: 0)))
        let rows = grid.text(colors: .none).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count == 4 && rows[2] == " x", "\(canvas): the second line alone on its row, got \(rows)")
    }

    @Test("an area with corners near the ends of Double shades where its edges really run")
    func areaWithFarCorners() {
        // From (-1e308, 0) to (1e308, 40) and back: its right edge crosses x = 0 at y = 20,
        // so only the rows below y = 20 are inside. Without limits, the edge's x distance
        // overflowed to infinity and every row was shaded.
        var grid = CellGrid(columns: 4, rows: 10, canvas: .braille)
        grid.draw(
            .area(
                [CGPoint(x: -1e308, y: 0), CGPoint(x: 1e308, y: 40), CGPoint(x: -1e308, y: 40)],
                shading: .solid(level: 3), color: .blue))
        let rows = grid.text(colors: .none).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            rows.prefix(5).allSatisfy(\.isEmpty) && rows.suffix(5).allSatisfy { $0 == "▓▓▓▓" },
            "the top five rows clear, the bottom five shaded, got \(rows)")
    }

    // MARK: Checks

    /// What is wrong with a grid's text: a line too many or too few, a line wider than
    /// the grid, or colours that change the characters.
    static func textProblems(plain: String, colored: String, rows: Int, columns: Int) -> [String] {
        var problems: [String] = []
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false)
        // No rows is an empty text; an empty text is also one empty row.
        if rows == 0 ? !plain.isEmpty : lines.count != rows {
            problems.append("\(lines.count) lines for \(rows) rows")
        }
        for (index, line) in lines.enumerated() where line.terminalColumnCount > columns {
            problems.append(
                "line \(index) is \(line.terminalColumnCount) columns wide, more than \(columns): \(line.debugDescription)"
            )
        }
        if plain.contains("\u{1B}") { problems.append("escape codes without colours") }
        if withoutEscapeCodes(colored) != plain { problems.append("colours change the text") }
        return problems
    }

    /// The text with its colour and weight escape codes (ESC [ digits and ; m) removed.
    static func withoutEscapeCodes(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars[...]
        while let escape = scalars.firstIndex(of: "\u{1B}") {
            result.unicodeScalars.append(contentsOf: scalars[..<escape])
            let code = scalars[escape...].dropFirst()
            guard code.first == "[", let end = code.firstIndex(of: "m"),
                code[code.index(after: code.startIndex)..<end].allSatisfy({ "0123456789;".unicodeScalars.contains($0) })
            else { return result + "<stray escape>" }
            scalars = code[code.index(after: end)...]
        }
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }

    /// Attributes whose values are numbers, or lists of them.
    private static let numericAttributes: Set<Substring> = [
        "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "width", "height", "stroke-width",
        "fill-opacity", "stop-opacity", "offset", "points", "d", "viewBox", "stroke-dasharray",
    ]

    /// What keeps an SVG text from being a well-formed document whose coordinates are all
    /// finite numbers: its first and last tags, characters XML forbids, tags that do not
    /// nest, an `&` that starts no entity, and numbers that do not parse or are not finite.
    static func svgProblems(_ svg: String) -> [String] {
        var problems: [String] = []
        if !svg.hasPrefix("<svg ") { problems.append("does not start with <svg") }
        if !svg.hasSuffix("</svg>\n") { problems.append("does not end with </svg> and a newline") }
        if let forbidden = svg.unicodeScalars.first(where: { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar.value == 0xFFFE
                || scalar.value == 0xFFFF
        }) {
            problems.append("U+\(String(forbidden.value, radix: 16, uppercase: true)), which XML forbids")
        }
        // By Unicode scalars, as XML reads it: text starting with a combining accent
        // would otherwise join the ">" before it into one Character.
        var open: [Substring] = []
        var rest = svg.unicodeScalars[...]
        while let start = rest.firstIndex(of: "<") {
            problems += entityProblems(in: String(rest[..<start]))
            guard let end = rest[start...].firstIndex(of: ">") else {
                problems.append("a tag is never closed with >")
                break
            }
            let tag = String(rest[rest.index(after: start)..<end])
            rest = rest[rest.index(after: end)...]
            problems += entityProblems(in: tag) + attributeProblems(in: tag)
            if tag.hasPrefix("/") {
                let closing = tag.dropFirst()
                if open.popLast() != closing { problems.append("</\(closing)> closes nothing open") }
            } else if !tag.hasSuffix("/") {
                open.append(tag.prefix { !" />".contains($0) })
            }
        }
        problems += entityProblems(in: String(rest))
        if !open.isEmpty { problems.append("left open: \(open)") }
        return problems
    }

    /// Every `&` must start one of the entities the document writes.
    private static func entityProblems(in text: String) -> [String] {
        let scalars = text.unicodeScalars
        return scalars.indices.filter { scalars[$0] == "&" }.compactMap { index in
            let entities = ["&amp;", "&lt;", "&gt;", "&quot;"]
            return entities.contains { scalars[index...].starts(with: $0.unicodeScalars) }
                ? nil : "a bare & in \(text.prefix(80))"
        }
    }

    /// The numeric attributes of a tag whose numbers do not parse or are not finite.
    private static func attributeProblems(in tag: String) -> [String] {
        // name="value" pairs: split at the quotes, names end the even pieces.
        let pieces = tag.split(separator: "\"", omittingEmptySubsequences: false)
        var problems: [String] = []
        for index in stride(from: 0, to: pieces.count - 1, by: 2) {
            guard pieces[index].hasSuffix("=") else { continue }
            let name = pieces[index].dropLast().split(separator: " ").last ?? ""
            let value = pieces[index + 1]
            guard numericAttributes.contains(name), !value.hasSuffix("%") else { continue }
            // Path commands (M, V, H, L) separate numbers just as spaces and commas do.
            let numbers = value.split { " ,MVHLZ".contains($0) }
            if numbers.isEmpty || numbers.contains(where: { Double($0)?.isFinite != true }) {
                problems.append("\(name)=\"\(value.prefix(80))\" in <\(tag.prefix(40))…>")
            }
        }
        return problems
    }

    // MARK: Helpers

    /// A colour mode chosen by the seed, so that every mode is tried.
    private static func colorMode(for seed: UInt64) -> ColorMode {
        [ColorMode.ansi16, .ansi256, .trueColor][Int(seed % 3)]
    }

    private static func hex(_ seed: UInt64) -> String {
        "0x" + String(seed, radix: 16, uppercase: true)
    }

    private static func trace(_ test: String, _ canvas: CanvasKind, _ seed: UInt64) {
        if tracing { print("wild marks: \(test) \(canvas) seed \(hex(seed))") }
    }
}
