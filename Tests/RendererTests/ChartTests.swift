import Foundation
import Renderer
import Testing

@Suite("Chart")
struct ChartTests {
    static let layout = ChartLayout(
        size: TerminalSize(columns: 40, rows: 12), canvas: .braille, yLabelWidth: 2, hasLegend: false, footerRows: 0)

    /// The text of the chart's x-label row and axis row.
    private func xAxis(of chart: Chart) -> (axis: String, labels: String) {
        let rows = chart.text(colors: .none).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return (rows[Self.layout.plotRows.upperBound], rows[Self.layout.plotRows.upperBound + 1])
    }

    @Test("x labels stand centred under their ticks")
    func labelsUnderTicks() throws {
        var chart = Chart(layout: Self.layout, title: "Ticks")
        let rect = Self.layout.plotRect
        chart.xLabels = [AxisLabel("Jan", at: rect.minX + 10), AxisLabel("Feb", at: rect.minX + 30)]
        let (axis, labels) = xAxis(of: chart)
        let ticks = axis.indices.filter { axis[$0] == "┬" }.map { axis.distance(from: axis.startIndex, to: $0) }
        try #require(ticks.count == 2, "a tick for each label: \(axis)")
        for (tick, name) in zip(ticks, ["Jan", "Feb"]) {
            let start = labels.index(labels.startIndex, offsetBy: tick - 1)
            #expect(labels[start...].hasPrefix(name), "\(name) is centred on the tick in column \(tick): \(labels)")
        }
    }

    @Test("a label that would run into the one before it is left out; its tick stays")
    func crowdedLabels() {
        var chart = Chart(layout: Self.layout, title: "Crowded")
        let rect = Self.layout.plotRect
        chart.xLabels = [
            AxisLabel("January", at: rect.minX + 10), AxisLabel("February", at: rect.minX + 14),
            AxisLabel("March", at: rect.minX + 40),
        ]
        let (axis, labels) = xAxis(of: chart)
        #expect(axis.filter { $0 == "┬" }.count == 3, "every tick is drawn: \(axis)")
        #expect(labels.contains("January") && labels.contains("March"), "the labels with room are shown: \(labels)")
        #expect(!labels.contains("February"), "the crowded label is left out rather than moved off its tick: \(labels)")
    }

    @Test("without a legend, the row under the title belongs to the plot")
    func noLegendRow() {
        var chart = Chart(layout: Self.layout, title: "No legend")
        chart.legend = [LegendEntry("ignored", color: .blue)]
        #expect(!chart.text(colors: .none).contains("ignored"), "a layout without a legend row draws no legend")
        #expect(Self.layout.plotRows.lowerBound == 1, "the plot starts right under the title")
    }
}
