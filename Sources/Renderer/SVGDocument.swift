import Foundation

/// A chart written as an SVG image, for slides and for comparing with a SwiftUI app.
///
/// ```
/// let svg = SVGDocument(chart).text
/// try svg.write(to: URL(fileURLWithPath: "chart.svg"), atomically: true, encoding: .utf8)
/// ```
///
/// Each character cell becomes a 10 × 20 box, the usual shape of a terminal cell, so the
/// SVG has the terminal chart's proportions; lines, areas and text are drawn as real
/// vector shapes, with a true gradient under a line instead of shading characters.
public struct SVGDocument: Sendable {
    public let chart: Chart

    static let cellWidth = 10.0
    static let cellHeight = 20.0
    /// The width of one character of the 14-point monospaced font.
    static let characterWidth = 8.5

    public init(_ chart: Chart) {
        self.chart = chart
    }

    private var scale: (x: Double, y: Double) {
        let (columns, rows) = chart.layout.canvas.pixelsPerCell
        return (Self.cellWidth / Double(columns), Self.cellHeight / Double(rows))
    }

    /// The point at the centre of pixel coordinate `point`.
    private func map(_ point: CGPoint) -> (Double, Double) {
        ((Double(point.x) + 0.5) * scale.x, (Double(point.y) + 0.5) * scale.y)
    }

    private func cellOrigin(column: Int, row: Int) -> (Double, Double) {
        (Double(column) * Self.cellWidth, Double(row) * Self.cellHeight)
    }

    /// The text of the SVG file.
    public var text: String {
        let layout = chart.layout
        // Two spare cells on the right: SVG text is wider than a terminal cell, and an x
        // label centred on the last point must not be cut off.
        let width = Double(layout.size.columns + 2) * Self.cellWidth
        let height = Double(layout.size.rows) * Self.cellHeight
        var body: [String] = []
        var definitions: [String] = []

        for (index, mark) in chart.marks.enumerated() {
            body += elements(for: mark, index: index, definitions: &definitions)
        }

        let plot = layout.plotRect
        let (left, top) = map(CGPoint(x: plot.minX, y: plot.minY))
        let (right, bottom) = map(CGPoint(x: plot.maxX, y: plot.maxY))
        body.append(
            #"<path d="M\#(number(left - 5)) \#(number(top))V\#(number(bottom + 5))H\#(number(right))" fill="none" stroke="\#(ChartColor.gray.svgValue)" stroke-width="1"/>"#
        )
        for label in chart.yLabels {
            let (_, y) = map(CGPoint(x: 0, y: label.position))
            body.append(textElement(label.text, x: left - 10, y: y + 5, anchor: "end", color: label.color))
        }
        // As on the terminal, a label that would run into the one before it is left out.
        var nextFreeX = -Double.infinity
        for label in chart.xLabels {
            let (x, _) = map(CGPoint(x: label.position, y: 0))
            let halfWidth = Double(label.text.terminalColumnCount) * Self.characterWidth / 2
            guard x - halfWidth >= nextFreeX else { continue }
            body.append(textElement(label.text, x: x, y: bottom + 25, anchor: "middle", color: label.color))
            nextFreeX = x + halfWidth + Self.characterWidth
        }
        body.append(textElement(chart.title, x: 4, y: 15, anchor: "start", color: .primary, bold: true))
        if let legendRow = layout.legendRow {
            var (legendX, legendY) = cellOrigin(column: layout.plotColumns.lowerBound, row: legendRow)
            legendY += 15
            for entry in chart.legend {
                let dashes = entry.style == .dashed ? #" stroke-dasharray="4 4""# : ""
                body.append(
                    #"<line x1="\#(number(legendX))" y1="\#(number(legendY))" x2="\#(number(legendX + 20))" y2="\#(number(legendY))" stroke="\#(entry.color.svgValue)" stroke-width="3"\#(dashes)/>"#
                )
                body.append(textElement(entry.label, x: legendX + 26, y: legendY + 5, anchor: "start", color: .primary))
                legendX += 26 + Double(entry.label.terminalColumnCount + 3) * Self.cellWidth
            }
        }
        for (index, line) in chart.footer.enumerated() where index < layout.footerRows {
            let (x, y) = cellOrigin(column: layout.footerColumn(for: line), row: layout.firstFooterRow + index)
            body.append(textElement(line.text, x: x, y: y + 15, anchor: "start", color: line.color))
        }

        return """
            <svg xmlns="http://www.w3.org/2000/svg" xml:space="preserve" width="\(number(width))" height="\(number(height))" viewBox="0 0 \(number(width)) \(number(height))" font-family="Menlo, DejaVu Sans Mono, monospace" font-size="14">
            <title>\(escaped(chart.title))</title>
            <defs>
            \(definitions.joined(separator: "\n"))
            </defs>
            <rect width="100%" height="100%" fill="white"/>
            \(body.joined(separator: "\n"))
            </svg>

            """
    }

    private func elements(for mark: Mark, index: Int, definitions: inout [String]) -> [String] {
        switch mark {
        case .line(let points, let color, let style):
            return polylines(points).map { path in
                #"<polyline points="\#(path)" fill="none" stroke="\#(color.svgValue)" stroke-width="2" stroke-linejoin="round"\#(style == .dashed ? #" stroke-dasharray="4 4""# : "")/>"#
            }
        case .series(let values, let range, let rect, let color):
            return elements(
                for: .line(seriesOutline(values, range: range, in: rect), color: color), index: index,
                definitions: &definitions)
        case .area(let points, let shading, let color):
            let finite = points.filter { $0.x.isFinite && $0.y.isFinite }
            guard finite.count >= 3 else { return [] }
            let fill: String
            switch shading {
            case .fading:
                definitions.append(
                    #"<linearGradient id="fade\#(index)" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="\#(color.svgValue)" stop-opacity="0.45"/><stop offset="1" stop-color="\#(color.svgValue)" stop-opacity="0.05"/></linearGradient>"#
                )
                fill = "url(#fade\(index))"
            case .solid(let level):
                fill = #"\#(color.svgValue)" fill-opacity="\#(number(0.15 * Double(min(3, max(1, level)))))"#
            }
            // Missing values leave gaps, as on the terminal: clip them out.
            let gaps = CellGrid.gaps(in: points).map {
                (map(CGPoint(x: $0.lowerBound, y: 0)).0, map(CGPoint(x: $0.upperBound, y: 0)).0)
            }
            guard !gaps.isEmpty else { return [#"<polygon points="\#(pointList(finite))" fill="\#(fill)"/>"#] }
            var edges = [-1e6] + gaps.flatMap { [$0.0, $0.1] } + [1e6]
            edges.sort()
            let kept = stride(from: 0, to: edges.count - 1, by: 2).map { index in
                #"<rect x="\#(number(edges[index]))" y="-1000000" width="\#(number(edges[index + 1] - edges[index]))" height="2000000"/>"#
            }
            definitions.append(#"<clipPath id="gaps\#(index)">\#(kept.joined())</clipPath>"#)
            return [#"<polygon points="\#(pointList(finite))" fill="\#(fill)" clip-path="url(#gaps\#(index))"/>"#]
        case .rectangle(let rect, let filled, let color):
            let rect = rect.standardized
            guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return [] }
            let (x, y) = map(rect.origin)
            let (right, bottom) = map(CGPoint(x: rect.maxX, y: rect.maxY))
            let paint =
                filled ? #"fill="\#(color.svgValue)""# : #"fill="none" stroke="\#(color.svgValue)" stroke-width="2""#
            return [
                #"<rect x="\#(number(x))" y="\#(number(y))" width="\#(number(right - x))" height="\#(number(bottom - y))" \#(paint)/>"#
            ]
        case .point(let center, let size, let color):
            guard center.x.isFinite, center.y.isFinite else { return [] }
            let (x, y) = map(center)
            return [
                #"<circle cx="\#(number(x))" cy="\#(number(y))" r="\#(size == .large ? 5 : 2)" fill="\#(color.svgValue)"/>"#
            ]
        case .text(let text, let point, let alignment, let color, let bold):
            guard point.x.isFinite, point.y.isFinite else { return [] }
            let (x, y) = map(point)
            let anchor =
                switch alignment {
                case .leading: "start"
                case .center: "middle"
                case .trailing: "end"
                }
            return [textElement(text, x: x, y: y + 5, anchor: anchor, color: color, bold: bold)]
        case .frame(let rect, let color):
            let rect = rect.standardized
            guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return [] }
            let (x, y) = map(rect.origin)
            let (right, bottom) = map(CGPoint(x: rect.maxX, y: rect.maxY))
            return [
                #"<rect x="\#(number(x))" y="\#(number(y))" width="\#(number(right - x))" height="\#(number(bottom - y))" fill="none" stroke="\#(color.svgValue)"/>"#
            ]
        case .referenceLine(let y, let xRange, let label, let color, let style):
            guard y.isFinite, xRange.lowerBound.isFinite, xRange.upperBound.isFinite else { return [] }
            let (x1, lineY) = map(CGPoint(x: xRange.lowerBound, y: y))
            let (x2, _) = map(CGPoint(x: xRange.upperBound, y: y))
            var result = [
                #"<line x1="\#(number(x1))" y1="\#(number(lineY))" x2="\#(number(x2))" y2="\#(number(lineY))" stroke="\#(color.svgValue)" stroke-width="1"\#(style == .dashed ? #" stroke-dasharray="4 4""# : "")/>"#
            ]
            if let label, !label.isEmpty {
                result.append(textElement(label, x: x2, y: lineY - 4, anchor: "end", color: color))
            }
            return result
        case .textBox(let lines, let topLeft, let color):
            guard !lines.isEmpty, topLeft.x.isFinite, topLeft.y.isFinite else { return [] }
            let (x, y) = map(topLeft)
            let size = CellGrid.textBoxSize(for: lines)
            let width = Double(size.columns) * Self.cellWidth
            let height = Double(size.rows) * Self.cellHeight
            var result = [
                #"<rect x="\#(number(x))" y="\#(number(y))" width="\#(number(width))" height="\#(number(height))" rx="6" fill="white" stroke="\#(color.svgValue)" stroke-width="1.5"/>"#
            ]
            for (offset, line) in lines.enumerated() {
                result.append(
                    textElement(
                        line, x: x + 2 * Self.cellWidth, y: y + Double(offset + 1) * Self.cellHeight + 15,
                        anchor: "start", color: .primary, bold: offset == 0))
            }
            return result
        }
    }

    /// The points of a series as one line that visits each pixel column's extremes.
    private func seriesOutline(_ values: [Double], range: ClosedRange<Double>, in rect: CGRect) -> [CGPoint] {
        // Two outline columns per character cell, whatever the canvas.
        let cells = pixelIndex((rect.width + 1) / CGFloat(chart.layout.canvas.pixelsPerCell.columns))
        let columnCount = max(1, cells * 2)
        let scale = ValueScale(range: range, rect: rect)
        let y = scale.y(for:)
        if values.count <= columnCount {
            let step = values.count > 1 ? rect.width / CGFloat(values.count - 1) : 0
            return values.enumerated().map { CGPoint(x: rect.minX + step * CGFloat($0.offset), y: y($0.element)) }
        }
        let extremes = ColumnExtremes(values, columns: columnCount)
        let step = columnCount > 1 ? rect.width / CGFloat(columnCount - 1) : 0
        var points: [CGPoint] = []
        for (index, column) in extremes.columns.enumerated() {
            let x = rect.minX + step * CGFloat(index)
            guard let column else {
                points.append(CGPoint(x: CGFloat.nan, y: .nan))
                continue
            }
            if !column.startsConnected { points.append(CGPoint(x: CGFloat.nan, y: .nan)) }
            points += [
                CGPoint(x: x, y: y(column.first)), CGPoint(x: x, y: y(column.minimum)),
                CGPoint(x: x, y: y(column.maximum)), CGPoint(x: x, y: y(column.last)),
            ]
            if !column.endsConnected { points.append(CGPoint(x: CGFloat.nan, y: .nan)) }
        }
        return points
    }

    /// The runs of finite points, as SVG point lists: a non-finite point ends a run.
    private func polylines(_ points: [CGPoint]) -> [String] {
        var runs: [[CGPoint]] = [[]]
        for point in points {
            if point.x.isFinite, point.y.isFinite {
                runs[runs.count - 1].append(point)
            } else if !runs[runs.count - 1].isEmpty {
                runs.append([])
            }
        }
        return runs.filter { !$0.isEmpty }.map(pointList)
    }

    private func pointList(_ points: [CGPoint]) -> String {
        points.map { point in
            let (x, y) = map(point)
            return "\(number(x)),\(number(y))"
        }.joined(separator: " ")
    }

    private func textElement(
        _ text: String, x: Double, y: Double, anchor: String, color: ChartColor, bold: Bool = false
    ) -> String {
        let fill = color == .primary ? "black" : color.svgValue
        return
            #"<text x="\#(number(x))" y="\#(number(y))" text-anchor="\#(anchor)" fill="\#(fill)"\#(bold ? #" font-weight="bold""# : "")>\#(escaped(text))</text>"#
    }

    /// Text made safe for XML: markup characters escaped, control characters and the
    /// noncharacters U+FFFE and U+FFFF (which XML forbids, and a CSV label might hold) dropped.
    private func escaped(_ text: String) -> String {
        String(
            text.unicodeScalars.filter { ($0.value >= 0x20 || $0 == "\t") && $0.value != 0xFFFE && $0.value != 0xFFFF }
                .map(Character.init)
        )
        .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A number with at most two decimals, so the file stays short and stable.
    private func number(_ value: Double) -> String {
        // Limited like the text canvas: a wild coordinate must not crash the conversion.
        let rounded = Double(CGFloat(value).limitedToPixelRange() * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", rounded)
    }
}
