import Course
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

/// Checks that the charts drawn with one exercise left as a skeleton say that it is
/// missing, as `note` or in the usual words, and name no other exercise as missing.
///
/// ```
/// let texts = everyPath(.skeletons(in: [exercise.file])).map(text(of:))
/// expectMissing(exercise, in: texts)
/// ```
func expectMissing(
    _ exercise: Chapter.Exercise, shownAs note: String? = nil, in texts: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let note = note ?? "not implemented yet: exercise \(exercise.id)"
    #expect(
        texts.contains { $0.contains(note) }, "the chart says what is missing: \(note)", sourceLocation: sourceLocation)
    let notes = texts.flatMap { $0.split(separator: "\n") }.filter { $0.contains("not implemented yet") }
    #expect(
        notes.allSatisfy { $0.contains(exercise.id) }, "only the missing exercise has notes: \(notes)",
        sourceLocation: sourceLocation)
}
