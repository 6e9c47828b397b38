import Foundation
import Testing

@testable import Renderer

@Suite("Areas with missing values")
struct MissingValueAreaTests {
    /// An area under five points on a 40-cell ASCII canvas (one pixel per column), with
    /// the point at `missing` left out (NaN), closed along the bottom edge.
    static func area(missing: Int?) -> [CGPoint] {
        let xs: [CGFloat] = [0, 10, 20, 30, 39]
        var points = xs.map { CGPoint(x: $0, y: 2) }
        if let missing { points[missing] = CGPoint(x: CGFloat.nan, y: .nan) }
        return points + [CGPoint(x: 39, y: 19), CGPoint(x: 0, y: 19)]
    }

    /// The columns of the middle row that are shaded.
    static func shadedColumns(_ points: [CGPoint]) -> [Int] {
        var grid = CellGrid(columns: 40, rows: 10, canvas: .ascii)
        grid.draw(.area(points, shading: .solid(level: 3), color: .blue))
        let row = Array(grid.text(colors: .none).split(separator: "\n", omittingEmptySubsequences: false)[5])
        return row.indices.filter { row[$0] == "#" }
    }

    @Test("without a gap the whole width is shaded")
    func noGap() {
        #expect(Self.shadedColumns(Self.area(missing: nil)) == Array(0..<40))
    }

    @Test(
        "a missing value leaves the columns between its neighbours empty",
        arguments: [
            (2, 10...30), (1, 0...20), (3, 20...39),
        ] as [(Int, ClosedRange<Int>)])
    func gapBetweenNeighbours(missing: Int, open: ClosedRange<Int>) {
        let shaded = Set(Self.shadedColumns(Self.area(missing: missing)))
        let inside = (open.lowerBound + 1)..<open.upperBound
        #expect(inside.allSatisfy { !shaded.contains($0) }, "no shade strictly between \(open): \(shaded.sorted())")
        #expect(shaded.contains(open.lowerBound) && shaded.contains(open.upperBound), "the neighbours keep their shade")
    }

    @Test("a missing first value opens the area from the closing corner to the next point")
    func missingFirst() {
        #expect(CellGrid.gaps(in: Self.area(missing: 0)) == [0...10], "going round the polygon, BL (x 0) comes before")
    }

    @Test("the SVG clips the same gap out of its polygon")
    func svgGap() {
        let layout = ChartLayout(
            size: TerminalSize(columns: 50, rows: 14), canvas: .ascii, yLabelWidth: 2, hasLegend: false, footerRows: 0)
        var chart = Chart(layout: layout, title: "Gap")
        chart.marks = [.area(Self.area(missing: 2), color: .blue)]
        let svg = SVGDocument(chart).text
        #expect(svg.contains("<clipPath id=\"gaps0\">"), "a clip path for the gaps")
        #expect(svg.contains("clip-path=\"url(#gaps0)\""), "the polygon uses it")
        chart.marks = [.area(Self.area(missing: nil), color: .blue)]
        #expect(!SVGDocument(chart).text.contains("clipPath"), "no clip path without a gap")
    }
}
