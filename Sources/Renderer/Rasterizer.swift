import Foundation

/// Draws marks into a ``CellGrid``, pixel by pixel.
///
/// ```
/// var grid = CellGrid(columns: 20, rows: 5, canvas: .braille)
/// grid.draw(.line([CGPoint(x: 0, y: 19), CGPoint(x: 39, y: 0)], color: .blue))
/// ```
extension CellGrid {
    /// The pixels, widened by half a pixel so that points on the outer pixels round onto them.
    var pixelBounds: CGRect {
        CGRect(x: -0.5, y: -0.5, width: CGFloat(pixelWidth), height: CGFloat(pixelHeight))
    }

    public mutating func draw(_ mark: Mark) {
        switch mark {
        case .line(let points, let color, let style):
            drawLine(through: points, color: color, style: style)
        case .series(let values, let range, let rect, let color):
            drawSeries(values, range: range, in: rect, color: color)
        case .area(let points, let shading, let color):
            fillPolygon(points, shading: shading, color: color)
        case .rectangle(let rect, let filled, let color):
            drawRectangle(rect, filled: filled, color: color)
        case .point(let center, let size, let color):
            drawPoint(center, size: size, color: color)
        case .text(let text, let point, let alignment, let color, let bold):
            let (column, row) = canvas.cell(containing: point)
            write(text, column: column - offset(of: text, alignment: alignment), row: row, color: color, bold: bold)
        case .frame(let rect, let color):
            drawFrame(rect, color: color)
        case .referenceLine(let y, let xRange, let label, let color, let style):
            // Not drawn, label included, unless its height and both ends are finite, as in SVG.
            guard y.isFinite, xRange.lowerBound.isFinite, xRange.upperBound.isFinite else { return }
            drawLine(
                through: [CGPoint(x: xRange.lowerBound, y: y), CGPoint(x: xRange.upperBound, y: y)], color: color,
                style: style)
            if let label, !label.isEmpty {
                let (column, row) = canvas.cell(containing: CGPoint(x: xRange.upperBound, y: y))
                write(label, column: column - label.terminalColumnCount + 1, row: row, color: color)
            }
        case .textBox(let lines, let topLeft, let color):
            drawTextBox(lines, topLeft: topLeft, color: color)
        }
    }

    public mutating func draw(_ marks: [Mark]) {
        for mark in marks { draw(mark) }
    }

    private func offset(of text: String, alignment: TextAlignment) -> Int {
        switch alignment {
        case .leading: 0
        case .center: text.terminalColumnCount / 2
        case .trailing: text.terminalColumnCount - 1
        }
    }

    // MARK: Lines

    private mutating func drawLine(through points: [CGPoint], color: ChartColor, style: LineStyle) {
        var previous: CGPoint?
        for point in style == .solid ? reducedToPixelColumns(points) : points {
            guard point.x.isFinite, point.y.isFinite else {
                previous = nil
                continue
            }
            if let previous {
                drawSegment(from: previous, to: point, color: color, style: style)
            } else if points.count == 1 || style == .solid {
                plot(point, color: color)
            }
            previous = point
        }
    }

    /// Walks the pixels from one end to the other (Bresenham), after clipping.
    mutating func drawSegment(from start: CGPoint, to end: CGPoint, color: ChartColor, style: LineStyle) {
        guard let (start, end) = clip(from: start, to: end, within: pixelBounds) else { return }
        var x = pixelIndex(start.x)
        var y = pixelIndex(start.y)
        let endX = pixelIndex(end.x)
        let endY = pixelIndex(end.y)
        let dx = abs(endX - x)
        let dy = -abs(endY - y)
        let stepX = x < endX ? 1 : -1
        let stepY = y < endY ? 1 : -1
        var error = dx + dy
        // Dashes: one pixel in every two cells' width, sparse enough for lines to cross.
        let dashPeriod = 2 * canvas.pixelsPerCell.columns
        var count = 0
        while true {
            if style == .solid || count % dashPeriod == 0 { setPixel(x: x, y: y, color: color) }
            count += 1
            if x == endX && y == endY { break }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                x += stepX
            }
            if doubled <= dx {
                error += dx
                y += stepY
            }
        }
    }

    private mutating func plot(_ point: CGPoint, color: ChartColor) {
        guard pixelBounds.contains(point) else { return }
        setPixel(x: pixelIndex(point.x), y: pixelIndex(point.y), color: color)
    }

    // MARK: Series

    private mutating func drawSeries(_ values: [Double], range: ClosedRange<Double>, in rect: CGRect, color: ChartColor)
    {
        let firstColumn = pixelIndex(rect.minX)
        let lastColumn = pixelIndex(rect.maxX)
        guard rect.width.isFinite, rect.height.isFinite, lastColumn >= firstColumn else { return }
        let scale = ValueScale(range: range, rect: rect)
        // Fewer values than columns: an ordinary line through them is exact and cheap.
        guard values.count > lastColumn - firstColumn + 1 else {
            let step = values.count > 1 ? rect.width / CGFloat(values.count - 1) : 0
            let points = values.enumerated().map { index, value in
                CGPoint(x: rect.minX + step * CGFloat(index), y: scale.y(for: value))
            }
            drawLine(through: points, color: color, style: .solid)
            return
        }
        let extremes = ColumnExtremes(values, columns: lastColumn - firstColumn + 1)
        let y = { (value: Double) -> Int in pixelIndex(scale.y(for: value)) }
        var previousLast: Int?
        for (offset, column) in extremes.columns.enumerated() {
            let x = firstColumn + offset
            guard let column else {
                previousLast = nil
                continue
            }
            setVerticalRun(x: x, from: y(column.maximum), to: y(column.minimum), color: color)
            // Join to the column before, so a steep step leaves no gap.
            if let previousLast, column.startsConnected {
                setVerticalRun(x: x, from: previousLast, to: y(column.first), color: color)
            }
            previousLast = column.endsConnected ? y(column.last) : nil
        }
    }

    // MARK: Areas

    /// Shades every cell whose centre lies inside the polygon (even-odd rule).
    ///
    /// A non-finite point is a missing value: the area leaves a gap between the points on
    /// either side of it, as the line through the same points does.
    private mutating func fillPolygon(_ points: [CGPoint], shading: Shading, color: ChartColor) {
        let gaps = Self.gaps(in: points)
        // Limited, so that the differences between far corners stay finite.
        let points = points.filter { $0.x.isFinite && $0.y.isFinite }
            .map { CGPoint(x: $0.x.limitedToGeometryRange(), y: $0.y.limitedToGeometryRange()) }
        guard points.count >= 3 else { return }
        let cellWidth = canvas.pixelsPerCell.columns
        let top = points.map(\.y).min()!
        let bottom = points.map(\.y).max()!
        for (row, crossings) in rowCrossings(of: points).enumerated() where !crossings.isEmpty {
            let y = rowCentre(row)
            let crossings = crossings.sorted()
            let level = shadeLevel(shading, y: y, top: top, bottom: bottom)
            for pair in stride(from: 0, to: crossings.count - 1, by: 2) {
                let left = crossings[pair]
                let right = crossings[pair + 1]
                // Column range whose centres fall between the crossings, clamped to the grid.
                let first = max(0, pixelIndex((left + 0.5) / CGFloat(cellWidth) - 0.5, rounding: .up))
                let last = min(columns - 1, pixelIndex((right + 0.5) / CGFloat(cellWidth) - 0.5, rounding: .down))
                guard first <= last else { continue }
                for column in first...last {
                    let centre = (CGFloat(column) + 0.5) * CGFloat(cellWidth) - 0.5
                    if gaps.contains(where: { $0.lowerBound < centre && centre < $0.upperBound }) { continue }
                    shade(column: column, row: row, level: level, color: color)
                }
            }
        }
    }

    /// The y of the centres of a row's cells, which decide whether they are shaded.
    private func rowCentre(_ row: Int) -> CGFloat {
        (CGFloat(row) + 0.5) * CGFloat(canvas.pixelsPerCell.rows) - 0.5
    }

    /// For each row of cells, the x at which the polygon's edges cross the row's centre
    /// line, in the order of the edges.
    ///
    /// Each edge is put only in the rows its height spans, so a polygon of a million
    /// points costs a pass over its edges, not a pass per row. An edge crosses the line at
    /// y when y lies from its lower end up to, not including, its upper end: the
    /// even-odd rule's way of counting a vertex once.
    private func rowCrossings(of points: [CGPoint]) -> [[CGFloat]] {
        var crossings = Array(repeating: [CGFloat](), count: rows)
        let cellHeight = CGFloat(canvas.pixelsPerCell.rows)
        for (index, start) in points.enumerated() {
            let end = points[(index + 1) % points.count]
            // The rows near the edge's span, by arithmetic; the exact test below decides.
            let low = min(start.y, end.y)
            let high = max(start.y, end.y)
            let first = max(0, pixelIndex((low + 0.5) / cellHeight - 0.5, rounding: .down))
            let last = min(rows - 1, pixelIndex((high + 0.5) / cellHeight - 0.5, rounding: .up))
            guard first <= last else { continue }
            for row in first...last {
                let y = rowCentre(row)
                guard (start.y <= y) != (end.y <= y) else { continue }
                crossings[row].append(start.x + (y - start.y) / (end.y - start.y) * (end.x - start.x))
            }
        }
        return crossings
    }

    /// The x ranges a polygon's missing points leave open: from the finite point before
    /// each run of non-finite ones to the finite point after it (going round the polygon,
    /// so a missing first value opens the range from the closing corner).
    static func gaps(in points: [CGPoint]) -> [ClosedRange<CGFloat>] {
        let isFinite = { (point: CGPoint) in point.x.isFinite && point.y.isFinite }
        guard points.contains(where: isFinite) else { return [] }
        var gaps: [ClosedRange<CGFloat>] = []
        for (index, point) in points.enumerated()
        where !isFinite(point) && isFinite(points[(index + points.count - 1) % points.count]) {
            let before = points[(index + points.count - 1) % points.count]
            var next = (index + 1) % points.count
            while !isFinite(points[next]) { next = (next + 1) % points.count }
            let after = points[next]
            gaps.append(min(before.x, after.x)...max(before.x, after.x))
        }
        return gaps
    }

    private func shadeLevel(_ shading: Shading, y: CGFloat, top: CGFloat, bottom: CGFloat) -> Int {
        switch shading {
        case .solid(let level): return level
        case .fading:
            let depth = bottom > top ? (y - top) / (bottom - top) : 0
            return depth < 0.34 ? 3 : depth < 0.67 ? 2 : 1
        }
    }

    // MARK: Rectangles, points, frames, boxes

    private mutating func drawRectangle(_ rect: CGRect, filled: Bool, color: ChartColor) {
        let rect = rect.standardized
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        guard filled else {
            drawLine(through: corners + [corners[0]], color: color, style: .solid)
            return
        }
        let visible = rect.intersection(pixelBounds)
        guard !visible.isNull else { return }
        let top = pixelIndex(visible.minY)
        let bottom = pixelIndex(visible.maxY)
        for x in pixelIndex(visible.minX)...pixelIndex(visible.maxX) {
            setVerticalRun(x: x, from: top, to: bottom, color: color)
        }
    }

    /// A dot is one pixel; a large point fills the whole cell around it (⣿, █ or :), which
    /// keeps the marker inside the cell rows of the plot however near its edge it sits.
    private mutating func drawPoint(_ center: CGPoint, size: PointSize, color: ChartColor) {
        guard center.x.isFinite, center.y.isFinite, pixelBounds.contains(center) else { return }
        let x = pixelIndex(center.x)
        let y = pixelIndex(center.y)
        guard size == .large else {
            setPixel(x: x, y: y, color: color)
            return
        }
        let (width, height) = canvas.pixelsPerCell
        let left = x / width * width
        let top = y / height * height
        for row in top..<(top + height) {
            for column in left..<(left + width) { setPixel(x: column, y: row, color: color) }
        }
    }

    private mutating func drawFrame(_ rect: CGRect, color: ChartColor) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let (left, top) = canvas.cell(containing: CGPoint(x: rect.minX, y: rect.minY))
        let (right, bottom) = canvas.cell(containing: CGPoint(x: rect.maxX, y: rect.maxY))
        drawBox(left: left, top: top, right: right, bottom: bottom, color: color)
    }

    /// A box-drawing rectangle whose corners are the given cells; any part of it beyond
    /// the grid is left out.
    mutating func drawBox(left: Int, top: Int, right: Int, bottom: Int, color: ChartColor) {
        guard right > left, bottom > top else { return }
        // A box wholly beyond an edge draws nothing; limiting its sides to the grid would
        // turn it inside out.
        guard left < columns, right >= 0, top < rows, bottom >= 0 else { return }
        // Sides beyond the grid are not drawn, so a wild rectangle costs no more than the grid.
        let left = max(-1, left)
        let right = min(columns, right)
        let top = max(-1, top)
        let bottom = min(rows, bottom)
        let unicode = canvas.usesUnicode
        let horizontal = unicode ? "─" : "-"
        let vertical = unicode ? "│" : "|"
        let line = String(repeating: horizontal, count: right - left - 1)
        write((unicode ? "┌" : "+") + line + (unicode ? "┐" : "+"), column: left, row: top, color: color)
        write((unicode ? "└" : "+") + line + (unicode ? "┘" : "+"), column: left, row: bottom, color: color)
        for row in (top + 1)..<bottom {
            write(vertical, column: left, row: row, color: color)
            write(vertical, column: right, row: row, color: color)
        }
    }

    private mutating func drawTextBox(_ lines: [String], topLeft: CGPoint, color: ChartColor) {
        guard !lines.isEmpty, topLeft.x.isFinite, topLeft.y.isFinite else { return }
        let (left, top) = canvas.cell(containing: topLeft)
        let size = Self.textBoxSize(for: lines)
        let right = left + size.columns - 1
        let bottom = top + size.rows - 1
        // Clear the box's cells on the grid, so the chart beneath does not show through.
        let firstColumn = max(0, left)
        let lastColumn = min(columns - 1, right)
        let firstRow = max(0, top)
        let lastRow = min(rows - 1, bottom)
        if firstColumn <= lastColumn, firstRow <= lastRow {
            let blank = String(repeating: " ", count: lastColumn - firstColumn + 1)
            for row in firstRow...lastRow { write(blank, column: firstColumn, row: row) }
        }
        drawBox(left: left, top: top, right: right, bottom: bottom, color: color)
        for (index, line) in lines.enumerated() {
            write(line, column: left + 2, row: top + 1 + index, color: .primary, bold: index == 0)
        }
    }

    /// A text box's size in cells, frame included: for placing it before drawing.
    public static func textBoxSize(for lines: [String]) -> (columns: Int, rows: Int) {
        ((lines.map(\.terminalColumnCount).max() ?? 0) + 4, lines.count + 2)
    }
}
