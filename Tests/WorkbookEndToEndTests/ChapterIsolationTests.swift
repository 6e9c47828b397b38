import Course
import Foundation
import PreviewProtocol
import Renderer
import Testing
import ToolTestSupport

@testable import Results
@testable import Runner
@testable import WorkbookCommands

@Suite("A chapter that does not compile holds back only itself")
struct ChapterIsolationTests {
    // MARK: Blaming chapters

    static let catalog = twoChapterCatalog

    @Test(
        "an error is blamed on the chapter whose skeleton, solution, tests or preview it names",
        arguments: [
            ("Chapters/02-BarChart/BarHeight.swift:4:9: error: cannot find 'heigth' in scope", 2),
            ("Solutions/01-LineGraph/XPosition.swift:3:1: error: expected '}'", 1),
            ("Tests/BarChartTests/BarHeightTests.swift:12:5: error: extra argument 'headroom' in call", 2),
            ("Sources/Previews/LineGraph/LineGraphPreview.swift:40:9: error: missing argument", 1),
            ("/tmp/copy/Chapters/02-BarChart/Hours.swift:1:1: error: x", 2),
        ])
    func blame(error: String, chapter: Int) throws {
        let blamed = ChapterIsolation(catalog: Self.catalog).chaptersBlamed(by: [error])
        #expect(blamed.keys.map(\.number) == [chapter], "\(error) is chapter \(chapter)'s")
        #expect(blamed.values.first == [error], "the chapter keeps the error")
    }

    @Test(
        "an error in the workbook's own code, or in a chapter's README, is no chapter's",
        arguments: [
            "Sources/Renderer/Chart.swift:3:1: error: x",
            "Package.swift:10:5: error: x",
            "Chapters/01-LineGraphics/X.swift:1:1: error: x",
        ])
    func noBlame(error: String) {
        #expect(ChapterIsolation(catalog: Self.catalog).chaptersBlamed(by: [error]).isEmpty)
    }

    @Test("the attempts set aside each chapter the errors blame, until the build succeeds")
    func attempts() {
        var asked: [Set<Int>] = []
        let outcome = ChapterIsolation(catalog: Self.catalog).run(
            { setAside -> [String]? in
                asked.append(setAside)
                return setAside.contains(2) ? nil : ["Chapters/02-BarChart/A.swift:1:1: error: one"]
            }, buildErrors: { $0 })
        #expect(asked == [[], [2]], "first with nothing aside, then without chapter 2")
        #expect(outcome.result == nil, "the second attempt built")
        #expect(outcome.notCompiling.keys.map(\.number) == [2])
    }

    @Test("errors that blame no new chapter end the attempts with the failure")
    func givesUp() {
        var count = 0
        let outcome = ChapterIsolation(catalog: Self.catalog).run(
            { _ -> [String]? in
                count += 1
                return ["Chapters/02-BarChart/A.swift:1:1: error: one", "Sources/Runner/X.swift:1:1: error: two"]
            }, buildErrors: { $0 })
        #expect(count == 2, "once as it is, once with chapter 2 aside; then nothing new is to blame")
        #expect(outcome.result?.count == 2, "the last failure is kept for the caller to show")
    }

    // MARK: A real workbook with a broken chapter

    @Test(
        "with a chapter that does not compile, `list` shows it so and chapter 1's real results; `test 1` and the preview of chapter 1 still work",
        .timeLimit(.minutes(40)))
    func brokenChapter() throws {
        let copy = try BrokenWorkbook()
        defer { copy.remove() }
        let workspace = copy.copy.workspace()
        let number = BrokenWorkbook.number
        #expect(
            workspace.catalog.chapters.map(\.number) == workbookCatalog.chapters.map(\.number) + [number],
            "the real chapters and the broken one describe themselves")

        let list = Transcript()
        #expect(try ListCommand(workspace: workspace, style: .transcript, output: list.output).run() == .success)
        let listed = list.contents
        #expect(listed.contains("\(number)  Broken chapter"), "chapter \(number) is listed:\n\(listed)")
        #expect(listed.contains("does not compile"), "and said not to compile:\n\(listed)")
        #expect(
            listed.contains("Chapters/\(BrokenWorkbook.folder)/Broken.swift:3:"),
            "with the compiler's first error at the student's file and line:\n\(listed)")
        #expect(
            listed.contains("1.1 Value range") && listed.contains("not started"),
            "chapter 1 shows its real results:\n\(listed)")
        #expect(listed.contains("Next: make chapter \(number) compile again"), "the next step is the broken chapter")

        let test = Transcript()
        let lineGraph = try #require(workspace.catalog.chapter(named: "1"))
        _ = try TestCommand(
            workspace: workspace, style: .transcript, selection: .chapter(lineGraph), output: test.output
        ).run()
        #expect(
            test.contents.contains("1.3 Vertical position") && !test.contents.contains("does not compile"),
            "`test 1` reports chapter 1's exercises:\n\(test.contents)")

        let broken = Transcript()
        let brokenChapter = try #require(workspace.catalog.chapter(named: "\(number)"))
        #expect(
            try TestCommand(
                workspace: workspace, style: .transcript, selection: .chapter(brokenChapter), output: broken.output
            ).run() == .failure)
        #expect(
            broken.contents.contains("does not compile yet") && broken.contents.contains("Broken.swift:3:"),
            "`test \(number)` shows chapter \(number)'s errors:\n\(broken.contents)")
        #expect(
            broken.contents.contains("note: coalesce using '??'")
                && broken.contents.contains("note: force-unwrap using '!'"),
            "with the compiler's notes:\n\(broken.contents)")
        #expect(
            broken.contents.contains("3 |     [42].first")
                && broken.contents.split(separator: "\n").contains { $0.contains("|") && $0.hasSuffix("^") },
            "and the line of code with a caret under the place:\n\(broken.contents)")

        // The preview program of chapter 1 builds with the broken chapter set aside, and draws.
        let build = ProductBuild(product: "workbook-preview", packageDirectory: copy.root)
        let outcome = try ChapterIsolation(catalog: workspace.catalog).run(
            { setAside in
                var attempt = build
                attempt.manifest.setAside = setAside
                return try workspace.build(attempt, task: "Building the preview", logName: "preview-build")
            }, buildErrors: \.buildErrors)
        #expect(outcome.notCompiling.keys.map(\.number) == [number], "only chapter \(number) is set aside")
        guard case .built(let executable) = outcome.result else {
            Issue.record("the preview program did not build: \(outcome.result)")
            return
        }
        var request = ChartRequest(chapter: lineGraph)
        request.drawing = ChartRequest.Drawing(size: TerminalSize(columns: 80, rows: 24), canvas: .ascii)
        let drawn = try copy.copy.run(executable, arguments: ["--request", request.encodedArgument()])
        #expect(
            drawn.contains("Mean temperature") && drawn.contains("not implemented yet: exercise 1.1"),
            "the preview of chapter 1 draws the student's skeleton:\n\(drawn)")
    }
}

/// A temporary workbook: the real chapters as they are, and one more whose skeleton does
/// not compile.
private struct BrokenWorkbook {
    let copy: WorkbookCopy
    var root: URL { copy.root }

    /// The broken chapter's number: the one after the last real chapter.
    static let number = (workbookCatalog.chapters.map(\.number).max() ?? 0) + 1
    static let folder = String(format: "%02d-Broken", number)

    init() throws {
        copy = try WorkbookCopy()
        let (number, folder) = (Self.number, Self.folder)
        try copy.write(
            "Chapters/\(folder)/chapter.json",
            """
            {"number": \(number), "slug": "broken", "title": "Broken chapter", "module": "Broken",
             "exercises": [{"id": "\(number).1", "title": "Answer", "file": "Broken.swift", "points": 1}],
             "datasets": ["temperature"]}
            """)
        try copy.write(
            "Chapters/\(folder)/Broken.swift",
            """
            /// The answer, with a student's slip: an optional where an Int belongs.
            public func answer() -> Int {
                [42].first
            }
            """)
        try copy.write("Solutions/\(folder)/Broken.swift", "public func answer() -> Int { 42 }\n")
        try copy.write(
            "Tests/BrokenTests/AnswerTests.swift",
            """
            import Broken
            import Testing
            import TestSupport

            @Suite("\(number).1 Answer", .exercise("\(number).1"))
            struct AnswerTests {
                @Test("the answer is 42")
                func answerIs42() { #expect(answer() == 42) }
            }
            """)
    }

    func remove() { copy.remove() }
}
