import Foundation
import Renderer
import TestSupport
import Testing

/// Whole charts compared with golden files in Snapshots/. A changed picture fails with a
/// line diff; run with WORKBOOK_RECORD=1 to accept it after looking at it.
@Suite("Golden charts")
struct GoldenChartTests {
    @Test(
        "every kind of chart on every canvas matches its golden file",
        arguments: SampleChartKind.allCases, CanvasKind.allCases)
    func golden(kind: SampleChartKind, canvas: CanvasKind) {
        let text = SampleCharts.chart(kind, canvas: canvas).text(colors: .none)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == SampleCharts.size.rows, "one line per terminal row")
        #expect(
            lines.allSatisfy { $0.terminalColumnCount <= SampleCharts.size.columns },
            "no line is wider than the terminal")
        #expect(!text.contains("\u{1B}"), "colors: .none writes no escape codes")
        expectSnapshot(text, named: "\(kind.rawValue)-\(canvas.rawValue)")
    }

    @Test("an area chart in 16 colours matches its golden file")
    func sixteenColours() {
        let text = SampleCharts.chart(.area, canvas: .braille).text(colors: .ansi16)
        #expect(text.contains("\u{1B}[94m"), "the blue line and area use bright blue")
        expectSnapshot(text, named: "area-braille-ansi16")
    }

    @Test("an area chart as SVG matches its golden file")
    func svg() {
        let text = SVGDocument(SampleCharts.chart(.area, canvas: .braille)).text
        #expect(text.hasPrefix("<svg"), "an SVG document")
        expectSnapshot(text, named: "area-svg")
    }

    @Test("the sample charts are the same on every call")
    func deterministic() {
        for kind in SampleChartKind.allCases {
            #expect(
                SampleCharts.chart(kind, canvas: .braille).text(colors: .none)
                    == SampleCharts.chart(kind, canvas: .braille).text(colors: .none), "\(kind)")
        }
    }
}
