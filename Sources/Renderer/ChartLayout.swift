import Foundation

/// Where the parts of a chart go on a canvas of a given size: title and legend rows at
/// the top, the y-axis labels on the left, the plot, the x axis and its labels, footer rows.
///
/// ```
/// let layout = ChartLayout(size: TerminalSize(columns: 80, rows: 24), canvas: .braille,
///                          yLabelWidth: 4, hasLegend: false, footerRows: 1)
/// layout.plotRect   // the pixels a chapter's functions draw into, as a CGRect
/// ```
///
/// The plot rectangle runs from the centre of its first pixel to the centre of its last,
/// so a point at `plotRect.maxX` lands on the last pixel column, not one beyond it.
public struct ChartLayout: Equatable, Sendable {
    /// Below this a chart has no room for its axes, labels and footer.
    public static let minimumSize = TerminalSize(columns: 40, rows: 12)

    public let size: TerminalSize
    public let canvas: CanvasKind
    public let yLabelWidth: Int
    public let hasLegend: Bool
    public let footerRows: Int

    /// The character cells of the plot.
    public let plotColumns: Range<Int>
    public let plotRows: Range<Int>

    public init(size: TerminalSize, canvas: CanvasKind, yLabelWidth: Int, hasLegend: Bool, footerRows: Int) {
        self.size = size
        self.canvas = canvas
        // Labels may take a third of the width at most, so a plot always remains.
        self.yLabelWidth = max(0, min(yLabelWidth, size.columns / 3))
        self.hasLegend = hasLegend
        self.footerRows = max(0, footerRows)
        // Title (and legend) above; axis, x labels and footer below.
        let top = hasLegend ? 2 : 1
        let bottom = 2 + self.footerRows
        let left = self.yLabelWidth + 2
        // Two spare columns on the right, for an x label centred on the last point.
        let right = 2
        plotColumns = left..<max(left + 1, size.columns - right)
        plotRows = top..<max(top + 1, size.rows - bottom)
    }

    /// The plot in pixels, edges on the centres of its outer pixels.
    public var plotRect: CGRect {
        let (width, height) = canvas.pixelsPerCell
        return CGRect(
            x: CGFloat(plotColumns.lowerBound * width), y: CGFloat(plotRows.lowerBound * height),
            width: CGFloat(plotColumns.count * width - 1), height: CGFloat(plotRows.count * height - 1))
    }

    var titleRow: Int { 0 }
    /// The legend's row, under the title; `nil` when the chart has no legend.
    var legendRow: Int? { hasLegend ? 1 : nil }
    var axisRow: Int { plotRows.upperBound }
    var xLabelRow: Int { plotRows.upperBound + 1 }
    var firstFooterRow: Int { plotRows.upperBound + 2 }

    /// Where a footer line starts: under the plot if it is indented and fits there,
    /// else at the left edge, so that a narrow chart loses as little of it as it can.
    func footerColumn(for line: FooterLine) -> Int {
        line.indented && plotColumns.lowerBound + line.text.terminalColumnCount <= size.columns
            ? plotColumns.lowerBound : 0
    }
}
