import Foundation
import Renderer
import Testing

@Suite("Shaded series")
struct ShadedSeriesTests {
    /// The rows of a 20 × 6 grid with `marks` drawn in it.
    private func rows(_ marks: [Mark], canvas: CanvasKind) -> [String] {
        var grid = CellGrid(columns: 20, rows: 6, canvas: canvas)
        grid.draw(marks)
        return grid.text(colors: .none).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test(
        "every column of cells with a value is shaded from its lowest to its highest value, flat ones too",
        arguments: CanvasKind.allCases)
    func everyColumnShaded(canvas: CanvasKind) {
        let (width, height) = canvas.pixelsPerCell
        let rect = CGRect(x: 0, y: 0, width: CGFloat(20 * width - 1), height: CGFloat(6 * height - 1))
        // Flat at 1 for the first half, then a ramp from 0 to 10.
        let values = (0..<1000).map { $0 < 500 ? 1.0 : Double($0 - 500) / 50 }
        let shade: Character = canvas == .ascii ? "," : "░"
        let text = rows(
            Mark.shadedSeries(values, range: 0...10, in: rect, canvas: canvas, color: .gray), canvas: canvas)
        for column in 0..<20 {
            let shaded = text.filter { row in
                let characters = Array(row)
                return characters.indices.contains(column) && characters[column] == shade
            }
            #expect(!shaded.isEmpty, "column \(column) is shaded: \(text)")
        }
        #expect(
            text[5].prefix(10).allSatisfy { $0 == shade },
            "the flat stretch near the bottom is shaded, not lost: \(text)")
        #expect(text[0].last == shade, "the ramp reaches the top in the last column: \(text)")
    }

    @Test("a line drawn over the shading shows its own dots, so the two stay apart without colour")
    func lineOverShading() {
        let rect = CGRect(x: 0, y: 0, width: 39, height: 23)
        var marks = Mark.shadedSeries(
            Array(repeating: 5, count: 100), range: 0...10, in: rect, canvas: .braille, color: .gray)
        marks.append(.line([CGPoint(x: 0, y: 0), CGPoint(x: 39, y: 23)], color: .blue))
        let text = rows(marks, canvas: .braille).joined(separator: "\n")
        #expect(text.contains("░"), "the shading")
        #expect(
            text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) },
            "and the line's braille dots: \(text)")
    }

    @Test("wild input draws nothing rather than crash")
    func wild() {
        let rect = CGRect(x: 0, y: 0, width: 39, height: 23)
        #expect(Mark.shadedSeries([], range: 0...1, in: rect, canvas: .braille, color: .gray).isEmpty)
        #expect(
            Mark.shadedSeries(
                [1, 2], range: 0...1, in: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), canvas: .braille,
                color: .gray
            ).isEmpty)
        _ = rows(
            Mark.shadedSeries([.nan, .infinity, -1e300, 5], range: 0...1, in: rect, canvas: .ascii, color: .gray),
            canvas: .ascii)
    }
}
