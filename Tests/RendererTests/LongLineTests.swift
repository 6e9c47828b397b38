import Foundation
import Testing

@testable import Renderer

/// A line or an area of many more points than the canvas has pixels is drawn from fewer
/// of them (`reducedToPixelColumns`, `rowCrossings`), and must look exactly the same.
@Suite("Long lines and areas")
struct LongLineTests {
    @Test("the documented example: a run in one column keeps its first, highest, lowest and last point")
    func documentedExample() {
        let points = [(3.1, 5), (3.2, 9), (2.9, 1), (3.0, 7), (3.3, 6), (4.0, 2)].map { CGPoint(x: $0.0, y: $0.1) }
        let expected = [(3.1, 5), (3.2, 9), (2.9, 1), (3.3, 6), (4.0, 2)].map { CGPoint(x: $0.0, y: $0.1) }
        #expect(reducedToPixelColumns(points) == expected)
    }

    @Test("a point that is not finite is kept and ends the run")
    func missingPointEndsRun() {
        let points = [1, 0, .nan, 5, 9, 2, 8, 6].map { CGPoint(x: $0.isNaN ? .nan : 2.2, y: $0) }
        let reduced = reducedToPixelColumns(points)
        #expect(reduced.count == 7, "2 before the gap, the gap, and 4 of the 5 after it: \(reduced)")
        #expect(reduced[2].x.isNaN)
        #expect(reduced.dropFirst(3).map(\.y) == [5, 9, 2, 6], "first, highest, lowest, last")
    }

    @Test("ten thousand points over 40 columns come down to at most four a column")
    func reducesToColumns() {
        var generator = SplitMix64(seed: 7)
        let points = (0..<10_000).map { index in
            CGPoint(x: CGFloat(index) * 40 / 10_000, y: CGFloat(generator.nextUnit() * 20))
        }
        #expect(reducedToPixelColumns(points).count <= 4 * 41)
    }

    @Test("a solid line through thousands of points sets the pixels of all its segments", arguments: 0..<12)
    func longLineSetsSamePixels(seed: UInt64) {
        let points = Self.wanderingPoints(seed: seed)
        var drawn = CellGrid(columns: 20, rows: 6, canvas: .braille)
        drawn.draw(.line(points, color: .blue))
        // Each segment on its own is a line of two points, which nothing reduces.
        var expected = CellGrid(columns: 20, rows: 6, canvas: .braille)
        for (start, end) in zip(points, points.dropFirst()) {
            let finite = [start, end].filter { $0.x.isFinite && $0.y.isFinite }
            expected.draw(.line(finite.count == 2 ? finite : [], color: .blue))
        }
        for (index, point) in points.enumerated()
        where point.x.isFinite && point.y.isFinite
            && (index == 0 || !points[index - 1].x.isFinite)
        {
            expected.draw(.line([point], color: .blue))  // where a line starts, its first point
        }
        #expect(drawn.text(colors: .none) == expected.text(colors: .none), "seed \(seed)")
    }

    @Test("an area of thousands of points shades the cells whose centres lie inside it", arguments: 0..<12)
    func longAreaShadesInside(seed: UInt64) {
        let outline = Self.wanderingPoints(seed: seed).filter { $0.x.isFinite }
        let points = outline + [CGPoint(x: outline.last!.x, y: 30), CGPoint(x: outline[0].x, y: 30)]
        var drawn = CellGrid(columns: 20, rows: 6, canvas: .braille)
        drawn.draw(.area(points, shading: .solid(level: 2), color: .blue))
        // Even-odd by brute force: a centre is inside when an odd number of edges cross
        // its row's centre line to its left.
        var expected = CellGrid(columns: 20, rows: 6, canvas: .braille)
        for row in 0..<6 {
            let y = (CGFloat(row) + 0.5) * 4 - 0.5
            for column in 0..<20 {
                let x = (CGFloat(column) + 0.5) * 2 - 0.5
                let crossingsToTheLeft = points.indices.filter { index in
                    let start = points[index]
                    let end = points[(index + 1) % points.count]
                    guard (start.y <= y) != (end.y <= y) else { return false }
                    return start.x + (y - start.y) / (end.y - start.y) * (end.x - start.x) <= x
                }.count
                if crossingsToTheLeft % 2 == 1 { expected.shade(column: column, row: row, level: 2, color: .blue) }
            }
        }
        #expect(drawn.text(colors: .none) == expected.text(colors: .none), "seed \(seed)")
    }

    /// 3,000 points left to right across a 40 × 24 pixel canvas, noisy enough to fill
    /// columns, a few beyond its edges, and a few missing.
    static func wanderingPoints(seed: UInt64) -> [CGPoint] {
        var generator = SplitMix64(seed: seed)
        var y = 12.0
        return (0..<3_000).map { index in
            y = min(max(y + (generator.nextUnit() - 0.5) * 6, -4), 28)
            let missing = generator.nextUnit() < 0.002
            return CGPoint(x: missing ? .nan : -1 + CGFloat(index) * 42 / 3_000, y: CGFloat(y))
        }
    }
}
