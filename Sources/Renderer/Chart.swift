import Foundation

/// A whole chart: a title, a legend, axes with labels, the marks in the plot and a footer,
/// ready to draw as text or as SVG.
///
/// ```
/// let layout = ChartLayout(size: TerminalSize(columns: 60, rows: 16), canvas: .braille,
///                          yLabelWidth: 2, hasLegend: true, footerRows: 0)
/// var chart = Chart(layout: layout, title: "Mean temperature")
/// chart.legend = [LegendEntry("°C", color: .blue)]
/// chart.marks = [.line(points, color: .blue)]
/// print(chart.text(colors: .none))
/// ```
///
/// The chart knows nothing of where its marks come from: every position is already in
/// pixels, so the same chart draws a chapter's preview, a demo or a benchmark.
public struct Chart: Sendable {
    public let layout: ChartLayout
    public var title: String
    public var legend: [LegendEntry] = []
    /// Labels left of the plot at a pixel height, such as the values of grid lines.
    public var yLabels: [AxisLabel] = []
    /// Labels under the plot at a pixel x position.
    public var xLabels: [AxisLabel] = []
    /// The plot's contents, drawn in order: later marks on top.
    public var marks: [Mark] = []
    /// Rows under the x labels, such as a min/avg/max summary.
    public var footer: [FooterLine] = []

    public init(layout: ChartLayout, title: String) {
        self.layout = layout
        self.title = title
    }

    /// Labels at round values of `range`, placed by a straight-line scale onto the plot's
    /// height: for charts that do not compute their own grid.
    public static func roundYLabels(for range: ClosedRange<Double>, in rect: CGRect, targetCount: Int) -> [AxisLabel] {
        let ticks = AxisTicks(covering: range, targetCount: targetCount)
        let scale = ValueScale(range: range, rect: rect)
        return ticks.values.map { AxisLabel(ticks.label(for: $0), at: scale.y(for: $0)) }
    }

    /// The chart drawn into character cells.
    public func grid() -> CellGrid {
        var grid = CellGrid(columns: layout.size.columns, rows: layout.size.rows, canvas: layout.canvas)
        let unicode = layout.canvas.usesUnicode
        let plotColumns = layout.plotColumns
        let plotRows = layout.plotRows

        grid.draw(marks)

        let axisColumn = plotColumns.lowerBound - 1
        for row in plotRows {
            grid.write(unicode ? "│" : "|", column: axisColumn, row: row, color: .gray)
        }
        let axisLine = (unicode ? "└" : "+") + String(repeating: unicode ? "─" : "-", count: plotColumns.count)
        grid.write(axisLine, column: axisColumn, row: layout.axisRow, color: .gray)
        for label in yLabels {
            let (_, row) = layout.canvas.cell(containing: CGPoint(x: 0, y: label.position))
            guard plotRows.contains(row) else { continue }
            grid.write(unicode ? "┤" : "+", column: axisColumn, row: row, color: .gray)
            let text = label.text.truncated(toColumns: layout.yLabelWidth, ellipsis: unicode ? "…" : ".")
            grid.write(text, column: axisColumn - 1 - text.terminalColumnCount, row: row, color: label.color)
        }
        var nextFreeColumn = 0
        var tickColumn: Int?
        for label in xLabels {
            let (column, _) = layout.canvas.cell(containing: CGPoint(x: label.position, y: 0))
            guard plotColumns.contains(column) else { continue }
            if column != tickColumn {
                grid.write(unicode ? "┬" : "+", column: column, row: layout.axisRow, color: .gray)
                tickColumn = column
            }
            // Centred under its tick; a label that would run into the one before it is
            // left out, as charting libraries do, rather than shifted off its tick. (A tick
            // under the label before cannot have room: a long series has thousands.)
            guard column >= nextFreeColumn else { continue }
            let start = column - label.text.terminalColumnCount / 2
            guard start >= nextFreeColumn else { continue }
            grid.write(label.text, column: start, row: layout.xLabelRow, color: label.color)
            nextFreeColumn = start + label.text.terminalColumnCount + 1
        }

        grid.write(
            title.truncated(toColumns: layout.size.columns, ellipsis: unicode ? "…" : "..."), column: 0,
            row: layout.titleRow, bold: true)
        if let legendRow = layout.legendRow, !legend.isEmpty {
            var column = plotColumns.lowerBound
            for entry in legend {
                grid.write(entry.symbol(unicode: unicode), column: column, row: legendRow, color: entry.color)
                grid.write(entry.label, column: column + 3, row: legendRow, color: .primary)
                column += 3 + entry.label.terminalColumnCount + 3
            }
        }
        for (index, line) in footer.enumerated() where index < layout.footerRows {
            grid.write(
                line.text, column: layout.footerColumn(for: line), row: layout.firstFooterRow + index, color: line.color
            )
        }
        return grid
    }

    /// The chart as lines of text, coloured for `colors`.
    public func text(colors: ColorMode) -> String {
        grid().text(colors: colors)
    }
}

/// One entry of a chart's legend: a coloured line and what it stands for.
public struct LegendEntry: Equatable, Sendable {
    public var label: String
    public var color: ChartColor
    /// Drawn in the legend too, so entries differ without colour.
    public var style: LineStyle

    public init(_ label: String, color: ChartColor, style: LineStyle = .solid) {
        self.label = label
        self.color = color
        self.style = style
    }

    /// The two-character sample of the line before the label.
    func symbol(unicode: Bool) -> String {
        switch (style, unicode) {
        case (.solid, true): "━━"
        case (.dashed, true): "╍╍"
        case (.solid, false): "--"
        case (.dashed, false): "- "
        }
    }
}

/// A label beside an axis, at a pixel position along it.
public struct AxisLabel: Equatable, Sendable {
    public var text: String
    public var position: CGFloat
    public var color: ChartColor

    public init(_ text: String, at position: CGFloat, color: ChartColor = .gray) {
        self.text = text
        self.position = position
        self.color = color
    }
}

/// A row of text under the chart.
public struct FooterLine: Equatable, Sendable {
    public var text: String
    public var color: ChartColor
    /// Whether it starts under the plot rather than at the left edge.
    public var indented: Bool

    public init(_ text: String, color: ChartColor = .primary, indented: Bool = true) {
        self.text = text
        self.color = color
        self.indented = indented
    }
}
