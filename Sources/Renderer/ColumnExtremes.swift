/// The smallest and largest value that falls in each pixel column: a long series reduced
/// to what a chart of that width can show.
///
/// ```
/// let extremes = ColumnExtremes([3, 9, 1, 4, 1, 5], columns: 2)
/// extremes.columns[0]?.minimum   // 1, of 3, 9, 1
/// extremes.columns[1]?.maximum   // 5, of 4, 1, 5
/// ```
///
/// Drawing a vertical run from minimum to maximum in each column, joined to the next
/// column's first value, gives the same picture as drawing every segment: the peaks and
/// dips stay, and no column is left empty. NaN values are skipped; a column of NaNs only
/// is `nil`, which breaks the line.
///
/// - Complexity: O(*n*) for *n* values, one pass, with no allocation per value.
public struct ColumnExtremes: Sendable {
    public struct Column: Equatable, Sendable {
        public var minimum: Double
        public var maximum: Double
        /// The column's first and last value that is not NaN.
        public var first: Double
        public var last: Double
        /// Whether the line arrives from the column before: its first value is not NaN.
        public var startsConnected: Bool
        /// Whether the line leaves for the next column: its last value is not NaN.
        public var endsConnected: Bool
    }

    public let columns: [Column?]

    /// Spreads `values` evenly over `columnCount` columns, the first value in the first
    /// column and the last in the last, at equal steps between them.
    public init(_ values: [Double], columns columnCount: Int) {
        guard columnCount > 0, !values.isEmpty else {
            columns = Array(repeating: nil, count: max(0, columnCount))
            return
        }
        var result: [Column?] = []
        result.reserveCapacity(columnCount)
        values.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            // Value i sits at x = i × (columns − 1) / (count − 1); column k takes the values
            // whose x rounds to k, which start at ceil((k − ½) × (count − 1) / (columns − 1)).
            func start(ofColumn column: Int) -> Int {
                guard columnCount > 1, count > 1 else { return column == 0 ? 0 : count }
                let numerator = (2 * column - 1) * (count - 1)
                let denominator = 2 * (columnCount - 1)
                return max(0, min(count, (numerator + denominator - 1) / denominator))
            }
            var lower = start(ofColumn: 0)
            for column in 0..<columnCount {
                let upper = column == columnCount - 1 ? count : start(ofColumn: column + 1)
                defer { lower = upper }
                var minimum = Double.infinity
                var maximum = -Double.infinity
                var index = lower
                while index < upper {
                    let value = buffer[index]
                    if value < minimum { minimum = value }
                    if value > maximum { maximum = value }
                    index &+= 1
                }
                guard minimum <= maximum else {
                    result.append(nil)
                    continue
                }
                let firstValue = buffer[lower]
                let lastValue = buffer[upper - 1]
                result.append(
                    Column(
                        minimum: minimum, maximum: maximum,
                        first: firstValue.isNaN ? minimum : firstValue,
                        last: lastValue.isNaN ? maximum : lastValue,
                        startsConnected: !firstValue.isNaN, endsConnected: !lastValue.isNaN))
            }
        }
        columns = result
    }
}
