import Renderer
import Testing

/// The lines of a chart's text.
func lines(of text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
}

/// Checks that a chart's text is exactly one line per terminal row and no line is wider
/// than the terminal: what every preview must keep to, whatever the student's code gave.
///
/// ```
/// expectFits(result.chart.text(colors: .none), in: TerminalSize(columns: 72, rows: 20))
/// ```
func expectFits(_ text: String, in size: TerminalSize, sourceLocation: SourceLocation = #_sourceLocation) {
    let rows = lines(of: text)
    #expect(rows.count == size.rows, "exactly one line per terminal row", sourceLocation: sourceLocation)
    let tooWide = rows.filter { $0.terminalColumnCount > size.columns }
    #expect(tooWide.isEmpty, "lines wider than \(size.columns) columns: \(tooWide)", sourceLocation: sourceLocation)
}
