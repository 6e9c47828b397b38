import Course
import Foundation
import Results
import Testing
import ToolTestSupport

/// The generated suites in Generated/ run what the texts say today: a changed example
/// without its file written anew would check yesterday's text.
@Suite("Worked examples: every one in the text is run")
struct WorkedExamplesAreCurrentTests {
    @Test(
        "each chapter's generated suite holds the examples of its text, as the text is",
        arguments: workbookCatalog.chapters.map(\.number))
    func current(number: Int) throws {
        let chapter = try #require(workbookCatalog.chapters.first { $0.number == number })
        let examples = WorkedExampleSuite.examples(of: chapter, root: workbookRoot)
        let text = WorkedExampleSuite.text(of: chapter, examples: examples)
        let file = workbookRoot.appendingPathComponent(WorkedExampleSuite.path(of: chapter))
        let recorded = try? String(contentsOf: file, encoding: .utf8)
        guard recorded != text else { return }
        // As verify does; with the file removed first when it no longer compiles.
        if ProcessInfo.processInfo.environment["WORKBOOK_RECORD"] == "1" {
            _ = try WorkedExampleSuite.write([chapter], root: workbookRoot)
            return
        }
        Issue.record(
            Comment(
                rawValue: """
                    \(WorkedExampleSuite.path(of: chapter)) does not run the worked examples of chapter \(chapter.number) \
                    as its text now has them (\(examples.count) examples, \(examples.flatMap(\.checks).count) results). \
                    `swift run workbook verify` writes it anew from the texts.
                    """))
    }

    @Test("the course has worked examples in every chapter, and each has a result to check")
    func everyChapterHasExamples() {
        for chapter in workbookCatalog.chapters {
            let examples = WorkedExampleSuite.examples(of: chapter, root: workbookRoot)
            #expect(!examples.isEmpty, "chapter \(chapter.number) has no worked example that verify can run")
        }
    }
}

@Suite("Worked examples: a result held against what the solution gives")
struct ExampleValueTests {
    func agrees(_ written: String, _ actual: Any) throws -> Bool {
        try ExampleValue.parse(written).value.disagreement(with: ExampleValue(describing: actual)) == nil
    }

    @Test("a number is what it rounds to, as written; with `...` its digits start so")
    func numbers() throws {
        #expect(try agrees("43", 43.0))
        #expect(try agrees("4.1", 4.100000000000001))
        #expect(try agrees("54.11 tall", 54.10909))
        #expect(try !agrees("54.11", 54.12))
        #expect(try agrees("67.9166...", 815.0 / 12))
        #expect(try !agrees("67.9167...", 815.0 / 12), "digits that start otherwise")
        #expect(try !agrees("3.0000000000000004", 3.0))
        #expect(try agrees("-0.5", -0.5))
        #expect(try !agrees("0.5", -0.5))
        #expect(try agrees("1e-5", 0.00001))
    }

    @Test("ranges, lists with `...`, labelled and unlabelled tuples, points and rects, nil, strings, enum cases")
    func structures() throws {
        #expect(try agrees("4.1...21.5, give or take", 4.1...21.5))
        #expect(try !agrees("4.1..<21.5", 4.1...21.5))
        #expect(try agrees("0..<3", 0..<3))
        #expect(try agrees("[0, 0.1694, 0.3187, ...]", [0, 0.16942, 0.31871, 0.5, 0.6]))
        #expect(try agrees("[0, ..., 9]", [0, 1, 2, 9]))
        #expect(try !agrees("[0, 1]", [0, 1, 2]))
        #expect(
            try agrees(
                "(minimum: 43, average: 67.9166..., maximum: 88)", (minimum: 43.0, average: 815.0 / 12, maximum: 88.0)))
        #expect(try !agrees("(minimum: 43, maximum: 88)", (minimum: 43.0, average: 1.0, maximum: 88.0)))
        #expect(try agrees("[(0, 0), (3, 5)]", [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 5)]))
        #expect(try !agrees("(y: 0, x: 0)", CGPoint(x: 0, y: 0)), "labels are held where written")
        #expect(
            try agrees(
                "(x: 1, y: 145.89, width: 10.5, height: 54.11)", CGRect(x: 1, y: 145.89, width: 10.5, height: 54.11)))
        #expect(try agrees("nil", Optional<Int>.none as Any))
        #expect(try agrees("3", Optional(3) as Any))
        #expect(try agrees("[\"00:00\", \"06:00\"]", ["00:00", "06:00"]))
        #expect(try !agrees("\"-1k\"", "-1,000"))
    }

    @Test("a result that does not start with a value cannot be read: the text must change")
    func prose() {
        #expect(throws: ExampleValue.NotAValue.self) { try ExampleValue.parse("every = 3: one bucket") }
        #expect((try? ExampleValue.parse("24 ticks: 00:00"))?.rest == " ticks: 00:00")
        #expect(
            (try? ExampleValue.parse("0.155 - 0.0975 = 0.0575").value)
                == .number(written: "0.155", continued: false, value: 0.155))
    }
}
