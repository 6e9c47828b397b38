import Foundation
import Renderer
import Testing

@Suite("Column extremes")
struct ColumnExtremesTests {
    /// A column's fields, comparable with `==` (the renderer's `Column` has no public
    /// initializer to build the expected value with).
    struct Column: Equatable, CustomStringConvertible {
        var minimum: Double, maximum: Double, first: Double, last: Double
        var startsConnected = true, endsConnected = true

        var description: String {
            "min \(minimum) max \(maximum) first \(first) last \(last)"
                + (startsConnected ? "" : " not starting connected") + (endsConnected ? "" : " not ending connected")
        }
    }

    private static func column(
        _ minimum: Double, _ maximum: Double, first: Double, last: Double,
        startsConnected: Bool = true, endsConnected: Bool = true
    ) -> Column {
        Column(
            minimum: minimum, maximum: maximum, first: first, last: last,
            startsConnected: startsConnected, endsConnected: endsConnected)
    }

    private static func columns(_ values: [Double], columns count: Int) -> [Column?] {
        ColumnExtremes(values, columns: count).columns.map { column in
            column.map {
                Column(
                    minimum: $0.minimum, maximum: $0.maximum, first: $0.first, last: $0.last,
                    startsConnected: $0.startsConnected, endsConnected: $0.endsConnected)
            }
        }
    }

    @Test("the documented example: six values in two columns")
    func documentedExample() {
        #expect(
            Self.columns([3, 9, 1, 4, 1, 5], columns: 2) == [
                Self.column(1, 9, first: 3, last: 1),
                Self.column(1, 5, first: 4, last: 5),
            ], "3, 9, 1 | 4, 1, 5")
    }

    @Test("values go to the column their x rounds to, first in the first and last in the last")
    func valuesSpreadByRounding() {
        // Value i sits at x = i × 3 / 9: 0, ⅓, ⅔, 1, 1⅓, 1⅔, 2, 2⅓, 2⅔, 3.
        #expect(
            Self.columns((0..<10).map(Double.init), columns: 4) == [
                Self.column(0, 1, first: 0, last: 1),
                Self.column(2, 4, first: 2, last: 4),
                Self.column(5, 7, first: 5, last: 7),
                Self.column(8, 9, first: 8, last: 9),
            ], "0 1 | 2 3 4 | 5 6 7 | 8 9")
    }

    @Test("a value exactly half-way between two columns goes to the right one")
    func halfWayRoundsUp() {
        // Value i sits at x = i / 2, so values 1 and 3 are at 0.5 and 1.5.
        let extremes = ColumnExtremes([10, 20, 30, 40, 50], columns: 3)
        #expect(extremes.columns.map { $0?.minimum } == [10, 20, 40], "10 | 20 30 | 40 50")
        #expect(extremes.columns.map { $0?.maximum } == [10, 30, 50], "10 | 20 30 | 40 50")
    }

    @Test("NaN values are skipped within a column")
    func nanSkipped() throws {
        let column = try #require(Self.columns([1, .nan, 3], columns: 1).first ?? nil)
        #expect(column == Self.column(1, 3, first: 1, last: 3), "NaN in the middle is neither a minimum nor a maximum")
    }

    @Test("a column whose first or last value is NaN is not connected on that side")
    func connectedness() throws {
        // 1, 2, NaN | 4, NaN, 6
        let extremes = ColumnExtremes([1, 2, .nan, 4, .nan, 6], columns: 2)
        let left = try #require(extremes.columns[0])
        let right = try #require(extremes.columns[1])
        #expect(left.startsConnected, "starts with 1")
        #expect(!left.endsConnected, "ends with NaN: the line does not leave for the next column")
        #expect(left.last == 2, "a NaN last value falls back on the maximum")
        #expect(right.startsConnected && right.endsConnected, "4 … 6: a NaN inside a column does not break it")
        #expect(right.minimum == 4 && right.maximum == 6, "NaN skipped")
    }

    @Test("a NaN first value falls back on the minimum, a NaN last value on the maximum")
    func nanEnds() throws {
        let column = try #require(Self.columns([.nan, 5, 2, .nan], columns: 1).first ?? nil)
        #expect(
            column == Self.column(2, 5, first: 2, last: 5, startsConnected: false, endsConnected: false),
            "NaN, 5, 2, NaN")
    }

    @Test("a column of NaNs only is nil, breaking the line")
    func allNaNColumn() {
        // 1, 2 | NaN, NaN | 5, 6
        let extremes = ColumnExtremes([1, 2, .nan, .nan, 5, 6], columns: 3)
        #expect(extremes.columns.count == 3, "one entry per column")
        #expect(extremes.columns[0] != nil && extremes.columns[2] != nil, "the columns around the gap have values")
        #expect(extremes.columns[1] == nil, "the all-NaN column is nil")
        #expect(ColumnExtremes([.nan, .nan], columns: 1).columns.count == 1, "one column")
        #expect(ColumnExtremes([.nan, .nan], columns: 1).columns[0] == nil, "every value NaN")
    }

    @Test("more columns than values leaves the columns between values empty")
    func moreColumnsThanValues() {
        // Three values at x = 0, 2 and 4.
        let extremes = ColumnExtremes([1, 2, 3], columns: 5)
        #expect(extremes.columns.count == 5, "one entry per column")
        #expect(extremes.columns.map { $0?.minimum } == [1, nil, 2, nil, 3], "values at columns 0, 2 and 4")
    }

    @Test("one value lands in the first column")
    func oneValue() throws {
        let single = try #require(Self.columns([7], columns: 1).first ?? nil)
        #expect(single == Self.column(7, 7, first: 7, last: 7), "one value, one column")
        let spread = ColumnExtremes([7], columns: 3)
        #expect(spread.columns.count == 3, "one entry per column")
        #expect(spread.columns[0]?.minimum == 7, "the value is in the first column")
        #expect(spread.columns.compactMap { $0 }.count == 1, "and only there")
    }

    @Test(
        "no values or no columns",
        arguments: [
            ([Double](), 3, 3), ([1, 2, 3], 0, 0), ([1, 2, 3], -2, 0),
        ])
    func degenerate(values: [Double], columns: Int, expectedCount: Int) {
        let extremes = ColumnExtremes(values, columns: columns)
        #expect(extremes.columns.count == expectedCount, "\(values.count) values, \(columns) columns")
        #expect(extremes.columns.allSatisfy { $0 == nil }, "nothing to show")
    }

    @Test(
        "every column has a value when there are at least as many values as columns",
        arguments: [
            (1, 1), (2, 2), (5, 3), (7, 7), (8, 7), (100, 99), (101, 37), (1_000, 997), (9_973, 211), (100_000, 108),
        ])
    func noEmptyColumns(valueCount: Int, columnCount: Int) {
        let values = (0..<valueCount).map { Double($0) }
        let extremes = ColumnExtremes(values, columns: columnCount)
        #expect(extremes.columns.count == columnCount, "one entry per column")
        #expect(extremes.columns.allSatisfy { $0 != nil }, "\(valueCount) values in \(columnCount) columns")
        // Every value is counted exactly once, in order: the columns tile the values.
        let columns = extremes.columns.compactMap { $0 }
        #expect(
            columns.first?.first == 0 && columns.last?.last == Double(valueCount - 1),
            "the first value in the first column, the last in the last")
        let contiguous = zip(columns, columns.dropFirst()).allSatisfy { $1.first == $0.last + 1 }
        #expect(contiguous, "each column starts with the value after the last of the one before")
    }

    @Test("the extremes are the true minimum and maximum of each column's values")
    func extremesAreExact() {
        var generator = SplitMix64(seed: 7)
        let values = (0..<10_000).map { _ in generator.nextUnit() * 200 - 100 }
        let columns = ColumnExtremes(values, columns: 64).columns.compactMap { $0 }
        #expect(columns.count == 64, "no empty column")
        #expect(columns.map(\.minimum).min() == values.min(), "the smallest value survives")
        #expect(columns.map(\.maximum).max() == values.max(), "the largest value survives")
        #expect(
            columns.allSatisfy {
                $0.minimum <= $0.first && $0.first <= $0.maximum && $0.minimum <= $0.last && $0.last <= $0.maximum
            },
            "first and last lie between the extremes")
    }

    // MARK: Drawing a series

    /// A braille grid with one `.series` or `.line` drawn across it.
    private static func draw(_ mark: Mark, columns: Int = 40, rows: Int = 10) -> CellGrid {
        var grid = CellGrid(columns: columns, rows: rows, canvas: .braille)
        grid.draw(mark)
        return grid
    }

    private static let seriesRect = CGRect(x: 0, y: 0, width: 79, height: 39)

    @Test(
        "a flat series draws exactly what a line through its points draws",
        arguments: [500, 1_000, 100_003])
    func flatSeriesEqualsLine(count: Int) {
        let values = Array(repeating: 3.0, count: count)
        let series = Self.draw(.series(values, range: 0...10, in: Self.seriesRect, color: .blue))
        let line = Self.draw(.line([CGPoint(x: 0, y: 27.3), CGPoint(x: 79, y: 27.3)], color: .blue))
        #expect(series.text(colors: .none) == line.text(colors: .none), "a flat line at 3 of 0…10")
    }

    @Test("fewer values than pixel columns draw as a line through them")
    func shortSeriesIsALine() {
        let values: [Double] = [0, 10, 5, 8, 2]
        let rect = Self.seriesRect
        let points = values.indices.map {
            CGPoint(
                x: rect.minX + rect.width / 4 * CGFloat($0), y: rect.minY + rect.height * (1 - CGFloat(values[$0] / 10))
            )
        }
        let series = Self.draw(.series(values, range: 0...10, in: rect, color: .blue))
        let line = Self.draw(.line(points, color: .blue))
        #expect(series.text(colors: .none) == line.text(colors: .none), "5 values, 80 pixel columns")
    }

    @Test("a steep rising series covers the same columns and rows as the line through it")
    func steepSeriesCoversLikeLine() throws {
        // 0…39 pixels of rise over 80 columns would be shallow; rise over 20 columns instead.
        let rect = CGRect(x: 10, y: 0, width: 19, height: 39)
        let values = (0..<5_000).map { Double($0) }
        let series = BraillePixels(grid: Self.draw(.series(values, range: 0...4_999, in: rect, color: .blue)))
        let line = BraillePixels(
            grid: Self.draw(
                .line([CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.minY)], color: .blue)))
        #expect(series.columns == line.columns, "the same pixel columns, 10 to 29")
        #expect(series.rows == line.rows, "every row from bottom to top")
        for x in try #require(series.columns.min())...(try #require(series.columns.max())) {
            let rows = series.rows(inColumn: x)
            #expect(
                rows == Array(try #require(rows.first)...(try #require(rows.last))), "column \(x) is one unbroken run")
        }
    }

    @Test("a continuous series of a million values leaves no pixel column of the plot empty")
    func millionValuesNoGaps() {
        let count = 1_000_000
        var generator = SplitMix64(seed: 1)
        var walk = 0.0
        let values = (0..<count).map { index -> Double in
            walk += generator.nextUnit() - 0.5
            return sin(Double(index) / 20_000) * 300 + walk
        }
        let range = values.min()!...values.max()!
        let rect = CGRect(x: 4, y: 2, width: 151, height: 35)
        let grid = Self.draw(.series(values, range: range, in: rect, color: .green), columns: 80, rows: 10)
        let pixels = BraillePixels(grid: grid)
        #expect(pixels.columns == Set(4...155), "every pixel column from 4 to 155 has a pixel, and none outside")
        #expect(pixels.rows.min() == 2 && pixels.rows.max() == 37, "the extremes reach the top and bottom of the rect")
        // Consecutive columns touch: the line is continuous, not a row of dashes.
        for x in 4..<155 {
            let here = pixels.rows(inColumn: x)
            let next = pixels.rows(inColumn: x + 1)
            guard let hereTop = here.first, let hereBottom = here.last, let nextTop = next.first,
                let nextBottom = next.last
            else { continue }
            #expect(nextTop <= hereBottom + 1 && nextBottom >= hereTop - 1, "columns \(x) and \(x + 1) touch")
        }
    }

    @Test("a NaN run in a long series leaves a gap")
    func seriesGap() {
        var values = (0..<8_000).map { sin(Double($0) / 500) }
        for index in 3_000..<5_000 { values[index] = .nan }
        let grid = Self.draw(.series(values, range: -1...1, in: Self.seriesRect, color: .blue))
        let columns = BraillePixels(grid: grid).columns
        // Values 3000…4999 of 8000 cover x ≈ 29.6…49.4 of 0…79.
        #expect(columns.isSuperset(of: 0...28), "pixels before the gap")
        #expect(columns.isSuperset(of: 51...79), "pixels after the gap")
        #expect(columns.isDisjoint(with: 31...48), "no pixels in the gap")
    }
}
