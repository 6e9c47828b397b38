import Foundation
import Testing
import ToolTestSupport

/// The READMEs show what `workbook test` prints, and the sample's "Checked at <file>:<line>"
/// must point at a check in the suites as they are, or a student who opens it finds
/// something else there.
@Suite("Sample output: the READMEs' \"Checked at\" lines point at checks")
struct SampleOutputTests {
    @Test("each \"Checked at Tests/…swift:N\" of a README names a line that holds an expectation")
    func checkedAt() throws {
        let readmes = ["README.md"] + workbookCatalog.chapters.map { "Chapters/\($0.folder)/README.md" }
        let pattern = try NSRegularExpression(pattern: #"Checked at (Tests/[^\s:]+\.swift):(\d+)"#)
        var found = 0
        for readme in readmes {
            let text = try String(contentsOf: workbookRoot.appendingPathComponent(readme), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let path = Range(match.range(at: 1), in: text).map({ String(text[$0]) }),
                    let line = Range(match.range(at: 2), in: text).flatMap({ Int(text[$0]) })
                else { continue }
                found += 1
                let source = try String(contentsOf: workbookRoot.appendingPathComponent(path), encoding: .utf8)
                let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
                let shown = lines.indices.contains(line - 1) ? String(lines[line - 1]) : ""
                #expect(
                    shown.contains("expect"),
                    "\(readme) says \"Checked at \(path):\(line)\", and that line is: \(shown)")
            }
        }
        #expect(found > 0, "the top README shows a sample failure with its \"Checked at\" line")
    }
}
