import Foundation
import Renderer
import Testing

@Suite("SVG")
struct SVGTests {
    private static func chart(title: String = "Test", marks: [Mark], canvas: CanvasKind = .braille) -> Chart {
        let layout = ChartLayout(
            size: TerminalSize(columns: 40, rows: 12), canvas: canvas,
            yLabelWidth: 2, hasLegend: false, footerRows: 0)
        var chart = Chart(layout: layout, title: title)
        chart.marks = marks
        return chart
    }

    private static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test("a document from <svg to </svg> and a newline", arguments: CanvasKind.allCases)
    func document(canvas: CanvasKind) {
        let svg = SVGDocument(SampleCharts.chart(.axes, canvas: canvas)).text
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), "\(canvas): starts with the svg element")
        #expect(svg.hasSuffix("</svg>\n"), "\(canvas): ends with </svg> and a newline")
        #expect(Self.count("<svg", in: svg) == 1 && Self.count("</svg>", in: svg) == 1, "one svg element")
        #expect(
            svg.contains(#"width="620" height="360""#),
            "60 × 18 cells of 10 × 20, and two spare cells for the last x label")
    }

    @Test("every element the SVG opens, it closes, in order", arguments: SampleChartKind.allCases)
    func balancedTags(kind: SampleChartKind) {
        let svg = SVGDocument(SampleCharts.chart(kind, canvas: .braille)).text
        var open: [Substring] = []
        var problems: [String] = []
        var rest = svg[...]
        while let start = rest.firstIndex(of: "<") {
            guard let end = rest[start...].firstIndex(of: ">") else {
                problems.append("a tag is never closed with >")
                break
            }
            let tag = rest[rest.index(after: start)..<end]
            rest = rest[rest.index(after: end)...]
            let name = tag.prefix { !" />".contains($0) }
            if tag.hasPrefix("/") {
                let closing = tag.dropFirst()
                if open.popLast() != closing { problems.append("</\(closing)> closes nothing open") }
            } else if !tag.hasSuffix("/") {
                open.append(name)
            }
        }
        #expect(problems.isEmpty, "\(kind): \(problems)")
        #expect(open.isEmpty, "\(kind): left open: \(open)")
        #expect(!svg.contains("<<") && !svg.contains(">>"), "\(kind): no stray angle brackets")
    }

    @Test(
        "a line broken by NaN is one polyline per unbroken run",
        arguments: [
            ([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5)], 1, "no NaN"),
            (
                [
                    CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: CGFloat.nan, y: .nan), CGPoint(x: 20, y: 5),
                    CGPoint(x: 30, y: 1),
                ],
                2, "one NaN"
            ),
            (
                [
                    CGPoint(x: CGFloat.nan, y: .nan), CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5),
                    CGPoint(x: CGFloat.nan, y: .nan),
                    CGPoint(x: CGFloat.nan, y: .nan), CGPoint(x: 20, y: 5), CGPoint(x: 30, y: 1),
                    CGPoint(x: CGFloat.nan, y: .nan),
                ],
                2, "NaN at both ends and two in a row"
            ),
            (
                [
                    CGPoint(x: 0, y: 0), CGPoint(x: CGFloat.nan, y: .nan), CGPoint(x: 10, y: 5),
                    CGPoint(x: CGFloat.infinity, y: 2),
                    CGPoint(x: 20, y: 5),
                ], 3, "NaN and infinity, single points between"
            ),
            ([CGPoint(x: CGFloat.nan, y: .nan)], 0, "nothing but NaN"),
        ] as [([CGPoint], Int, String)])
    func polylines(points: [CGPoint], runs: Int, what: String) {
        let svg = SVGDocument(Self.chart(marks: [.line(points, color: .blue)])).text
        #expect(Self.count("<polyline", in: svg) == runs, "\(what)")
        #expect(!svg.lowercased().contains("nan") && !svg.contains("inf"), "\(what): no NaN or infinity written")
    }

    @Test("the line of the gap chart is two polylines, one on each side of May")
    func gapChart() throws {
        let svg = SVGDocument(SampleCharts.chart(.line, canvas: .braille)).text
        let polylines = svg.split(separator: "\n").filter { $0.hasPrefix("<polyline") }
        try #require(polylines.count == 2, "January to April, and June to December")
        let pointCounts = polylines.map { line -> Int in
            let points = line.split(separator: "\"")[1]
            return points.split(separator: " ").count
        }
        #expect(pointCounts == [4, 7], "four months before the gap, seven after")
    }

    @Test(
        "text is escaped",
        arguments: [
            ("Rain <&> \"mm\"", "Rain &lt;&amp;&gt; &quot;mm&quot;"),
            ("a<b", "a&lt;b"),
            ("&amp;", "&amp;amp;"),
        ])
    func escaping(title: String, escaped: String) {
        var chart = Self.chart(title: title, marks: [.text(title, at: CGPoint(x: 20, y: 20))])
        chart.yLabels = [AxisLabel(title, at: 10)]
        let svg = SVGDocument(chart).text
        #expect(svg.contains("<title>\(escaped)</title>"), "in the title element")
        #expect(Self.count(">\(escaped)</text>", in: svg) == 3, "in the title text, the text mark and the y label")
        #expect(!svg.contains(title) || title == "&amp;" && !svg.contains(">&amp;<"), "never unescaped")
    }

    @Test("a fading area fills with a gradient from its colour to transparent")
    func fadingGradient() throws {
        let area: [CGPoint] = [CGPoint(x: 8, y: 30), CGPoint(x: 40, y: 8), CGPoint(x: 70, y: 30)]
        let svg = SVGDocument(Self.chart(marks: [.line([], color: .red), .area(area, shading: .fading, color: .blue)]))
            .text
        #expect(
            svg.contains(#"<linearGradient id="fade1" x1="0" y1="0" x2="0" y2="1">"#),
            "a vertical gradient named after the mark's index")
        #expect(svg.contains(#"stop-color="rgb(10,132,255)" stop-opacity="0.45""#), "blue at the top")
        #expect(svg.contains(#"stop-color="rgb(10,132,255)" stop-opacity="0.05""#), "nearly transparent at the bottom")
        #expect(svg.contains(#"<polygon points="#) && svg.contains(#"fill="url(#fade1)""#), "the polygon uses it")
        let defs = try #require(svg.range(of: "<defs>"))
        let endDefs = try #require(svg.range(of: "</defs>"))
        #expect(svg[defs.upperBound..<endDefs.lowerBound].contains("linearGradient"), "the gradient is in <defs>")
    }

    @Test("a solid area has no gradient", arguments: [1, 2, 3])
    func solidArea(level: Int) {
        let area: [CGPoint] = [CGPoint(x: 8, y: 30), CGPoint(x: 40, y: 8), CGPoint(x: 70, y: 30)]
        let svg = SVGDocument(Self.chart(marks: [.area(area, shading: .solid(level: level), color: .green)])).text
        #expect(!svg.contains("linearGradient"), "level \(level): no gradient")
        #expect(svg.contains(#"fill="rgb(48,209,88)" fill-opacity=""#), "level \(level): the colour with an opacity")
    }

    @Test("an area with fewer than three finite points draws nothing")
    func degenerateArea() {
        let svg = SVGDocument(
            Self.chart(marks: [
                .area([CGPoint(x: 1, y: 1), CGPoint(x: CGFloat.nan, y: 2), CGPoint(x: 3, y: 3)], color: .blue)
            ])
        ).text
        #expect(!svg.contains("<polygon"), "two finite points are no polygon")
        #expect(!svg.contains("linearGradient"), "and need no gradient")
    }

    @Test("a long series is drawn as a polyline of a few points per column, not a million")
    func seriesOutline() {
        let layout = ChartLayout(
            size: TerminalSize(columns: 40, rows: 12), canvas: .braille, yLabelWidth: 2, hasLegend: false, footerRows: 0
        )
        var chart = Chart(layout: layout, title: "Series")
        chart.marks = [
            .series((0..<1_000_000).map { sin(Double($0) / 1000) }, range: -1...1, in: layout.plotRect, color: .blue)
        ]
        let svg = SVGDocument(chart).text
        #expect(Self.count("<polyline", in: svg) == 1, "one unbroken run")
        #expect(svg.utf8.count < 100_000, "\(svg.utf8.count) bytes")
    }

    /// The distinct x positions of the first polyline of a series chart's SVG.
    private static func seriesOutlineColumns(canvas: CanvasKind) throws -> Int {
        let layout = ChartLayout(
            size: TerminalSize(columns: 60, rows: 18), canvas: canvas, yLabelWidth: 2, hasLegend: false, footerRows: 0)
        var chart = Chart(layout: layout, title: "Series")
        chart.marks = [
            .series((0..<100_000).map { sin(Double($0) / 3000) }, range: -1...1, in: layout.plotRect, color: .blue)
        ]
        let svg = SVGDocument(chart).text
        let polyline = try #require(
            svg.split(separator: "\n").first { $0.hasPrefix("<polyline") }, "\(canvas): a polyline")
        let points = polyline.split(separator: "\"")[1].split(separator: " ")
        return Set(points.map { $0.split(separator: ",")[0] }).count
    }

    @Test("a series' SVG outline has the same detail whatever the canvas", arguments: CanvasKind.allCases)
    func seriesDetailIndependentOfCanvas(canvas: CanvasKind) throws {
        let braille = try Self.seriesOutlineColumns(canvas: .braille)
        let columns = try Self.seriesOutlineColumns(canvas: canvas)
        #expect(braille >= 100, "about one outline column per half cell of the 54-cell plot: \(braille)")
        #expect(columns == braille, "\(canvas): \(columns) outline columns, braille has \(braille)")
    }
}
