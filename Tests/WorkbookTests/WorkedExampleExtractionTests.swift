import Results
import Testing

@Suite("Worked examples: reading the text")
struct WorkedExampleExtractionTests {
    @Test("a doc comment's example: the call, then its result on the next line or after it on its own")
    func docComment() {
        let source = """
            /// Returns the summary.
            ///
            ///     let values = [1.0, 2, 3]
            ///     summary(of: values)
            ///     // (minimum: 1, average: 2, maximum: 3)
            ///
            ///     barIndex(containing: t)   // 15: the 16th hour
            ///     // a note, not a result
            public func summary() {}
            """
        let examples = WorkedExampleExtraction.examples(inSwift: source, path: "A.swift")
        #expect(examples.count == 1)
        #expect(
            examples.first?.steps == [
                .code("let values = [1.0, 2, 3]"),
                .check(expression: "summary(of: values)", result: "(minimum: 1, average: 2, maximum: 3)", line: 5),
                .check(expression: "barIndex(containing: t)", result: "15: the 16th hour", line: 7),
            ])
        #expect(examples.first?.line == 3)
    }

    @Test("a result over several lines runs until its brackets close; notes after three spaces are dropped")
    func multiLineResult() {
        let source = """
            ///     areaPolygon(for: [10, 30, 20],
            ///                 in: CGRect(x: 0, y: 0, width: 100, height: 50))
            ///     // [(x: 0, y: 50), (x: 50, y: 0),   the line
            ///     //  (x: 0, y: 50)]                  a corner
            ///     // prose after it
            """
        let example = WorkedExampleExtraction.examples(inSwift: source, path: "A.swift").first
        #expect(example?.checks.first?.result == "[(x: 0, y: 50), (x: 50, y: 0), (x: 0, y: 50)]")
        #expect(example?.checks.first?.expression.contains("in: CGRect") == true)
        #expect(example?.checks.first?.line == 3)
    }

    @Test("a block with no result is an illustration, left alone; a README's swift block is read too")
    func illustrationsAndMarkdown() {
        #expect(WorkedExampleExtraction.examples(inSwift: "///     let x = 1\n///     x + 1\n", path: "A").isEmpty)
        let markdown = "Text\n\n```swift\nvalueRange(of: [1, 2])   // 1...2\n```\n\n```\nnot swift // 3\n```\n"
        let examples = WorkedExampleExtraction.examples(inMarkdown: markdown, path: "README.md")
        #expect(examples.count == 1 && examples.first?.line == 4)
        #expect(examples.first?.checks.first?.result == "1...2")
        let app = "```swift\nimport SwiftUI\nlet index = barIndex(at: location)\nText(label)   // the label\n```\n"
        #expect(
            WorkedExampleExtraction.examples(inMarkdown: app, path: "README.md").isEmpty,
            "SwiftUI runs on Apple's systems")
    }

    @Test("a comment that does not start with a value is prose, and a block of set-up alone serves the next")
    func proseAndSetUp() {
        let source = """
            /// Set-up first:
            ///
            ///     let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
            ///
            /// A diagram is no example:
            ///
            ///     |<-- slot -->|
            ///
            /// Then a tap:
            ///
            ///     toggled(selection, tapped: 2)   // tapped again: deselect
            ///     barIndex(at: 30, in: rect)      // nil: left of the bars
            public func f() {}
            /// Another comment, another example.
            ///
            ///     f()   // 3
            """
        let examples = WorkedExampleExtraction.examples(inSwift: source, path: "A.swift")
        #expect(
            examples.first?.steps == [
                .code("let rect = CGRect(x: 0, y: 0, width: 100, height: 50)"), .block(line: 11),
                .code("toggled(selection, tapped: 2)"),
                .check(expression: "barIndex(at: 30, in: rect)", result: "nil: left of the bars", line: 12),
            ])
        #expect(examples.count == 2 && examples.last?.line == 16)
    }
}
