import Foundation
import Renderer

/// Where a selected point's tooltip goes.
enum Tooltip {
    /// The tooltip's top-left pixel: beside the selection's rule, on the side towards the
    /// middle of the plot, and at the end of the rule away from the point, so the box sits
    /// in the empty part of the chart or on the area, not on the line.
    ///
    /// ```
    /// Tooltip.origin(for: CGPoint(x: 10, y: 90), lines: ["Jul", "21.5 °C"], layout: layout)
    /// // right of x = 10, at the top of the plot: the point is low and on the left
    /// ```
    static func origin(for point: CGPoint, lines: [String], layout: ChartLayout) -> CGPoint {
        let (cellWidth, cellHeight) = layout.canvas.pixelsPerCell
        let box = CellGrid.textBoxSize(for: lines)
        let (column, row) = layout.canvas.cell(containing: point)
        let columns = layout.plotColumns
        let rows = layout.plotRows
        var left = column < (columns.lowerBound + columns.upperBound) / 2 ? column + 2 : column - 1 - box.columns
        var top = row > (rows.lowerBound + rows.upperBound) / 2 ? rows.lowerBound : rows.upperBound - box.rows
        left = max(columns.lowerBound, min(left, columns.upperBound - box.columns))
        top = max(rows.lowerBound, top)
        return CGPoint(x: left * cellWidth, y: top * cellHeight)
    }
}
