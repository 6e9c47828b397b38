import Foundation

extension Mark {
    /// A long series as shaded cells: in each column of cells, the cells from its lowest
    /// to its highest value, at shading `level`.
    ///
    /// It shows the same values as ``series(_:range:in:color:)``, for a chart without
    /// colour: there a grey series drawn in dots looks just like a line drawn over it, and
    /// shading ("░", or "," in ASCII) does not. Draw it before the lines that go on top;
    /// where one crosses it, the line's dots show.
    ///
    /// ```
    /// chart.marks += Mark.shadedSeries(readings, range: 0...2500, in: plot, canvas: .braille, color: .gray)
    /// chart.marks.append(.line(averages, color: .blue))
    /// ```
    ///
    /// Every column with a value gets at least one cell, so a flat stretch does not vanish.
    ///
    /// - Complexity: O(*n*) in the number of values.
    public static func shadedSeries(
        _ values: [Double], range: ClosedRange<Double>, in rect: CGRect, canvas: CanvasKind, level: Int = 1,
        color: ChartColor
    ) -> [Mark] {
        guard rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite else { return [] }
        let (width, height) = canvas.pixelsPerCell
        let first = canvas.cell(containing: CGPoint(x: rect.minX, y: rect.minY))
        let last = canvas.cell(containing: CGPoint(x: rect.maxX, y: rect.maxY))
        guard last.column >= first.column, last.column - first.column < 100_000 else { return [] }
        let scale = ValueScale(range: range, rect: rect)
        let extremes = ColumnExtremes(values, columns: last.column - first.column + 1)
        return extremes.columns.enumerated().compactMap { offset, column in
            guard let column else { return nil }
            let top = canvas.cell(containing: CGPoint(x: rect.minX, y: scale.y(for: column.maximum))).row
            let bottom = canvas.cell(containing: CGPoint(x: rect.minX, y: scale.y(for: column.minimum))).row
            let clamp = { (row: Int) in min(max(row, first.row), last.row) }
            let rows = clamp(min(top, bottom))...clamp(max(top, bottom))
            // A rectangle around the centres of the column's cells, which is what shading fills.
            let left = CGFloat((first.column + offset) * width) - 0.5
            let right = left + CGFloat(width)
            let upper = CGFloat(rows.lowerBound * height) - 0.5
            let lower = CGFloat((rows.upperBound + 1) * height) - 0.5
            let corners = [
                CGPoint(x: left, y: upper), CGPoint(x: right, y: upper), CGPoint(x: right, y: lower),
                CGPoint(x: left, y: lower),
            ]
            return .area(corners, shading: .solid(level: level), color: color)
        }
    }
}
