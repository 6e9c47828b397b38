import Course
import Foundation
import PreviewProtocol
import Renderer
@testable import Runner
import Testing
@testable import WorkbookCommands

/// What a command wrote, line by line.
private final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    var output: Output { Output { [self] line in lock.withLock { text += line } } }
    var contents: String { lock.withLock { text } }
}

@Suite("A chapter that does not compile holds back only itself")
struct ChapterIsolationTests {
    // MARK: Blaming chapters

    static let catalog = ChapterCatalog(chapters: [
        Chapter(number: 1, slug: "line-graph", title: "Line graph", module: "LineGraph", exercises: [], datasets: [], folder: "01-LineGraph"),
        Chapter(number: 2, slug: "bar-chart", title: "Bar chart", module: "BarChart", exercises: [], datasets: [], folder: "02-BarChart"),
    ])

    @Test("an error is blamed on the chapter whose skeleton, solution, tests or preview it names", arguments: [
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

    @Test("an error in the workbook's own code, or in a chapter's README, is no chapter's", arguments: [
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
        let outcome = ChapterIsolation(catalog: Self.catalog).run({ setAside -> [String]? in
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
        let outcome = ChapterIsolation(catalog: Self.catalog).run({ _ -> [String]? in
            count += 1
            return ["Chapters/02-BarChart/A.swift:1:1: error: one", "Sources/Runner/X.swift:1:1: error: two"]
        }, buildErrors: { $0 })
        #expect(count == 2, "once as it is, once with chapter 2 aside; then nothing new is to blame")
        #expect(outcome.result?.count == 2, "the last failure is kept for the caller to show")
    }

    // MARK: A real workbook with a broken chapter

    @Test("with chapter 2 broken, `list` shows it as not compiling and chapter 1's real results; `test 1` and the preview of chapter 1 still work",
          .timeLimit(.minutes(20)))
    func brokenChapter() throws {
        let copy = try BrokenWorkbook()
        defer { copy.remove() }
        let style = Style(colors: false, unicode: true)
        let workspace = Workspace(root: copy.root, style: style, progress: ProgressLine(style: style, isTerminal: false), environment: [:])
        #expect(workspace.catalog.chapters.map(\.number).starts(with: [1, 2]), "both chapters describe themselves")

        let list = Transcript()
        #expect(try ListCommand(workspace: workspace, output: list.output).run() == ExitCode.success.rawValue)
        let listed = list.contents
        #expect(listed.contains("2  Broken chapter"), "chapter 2 is listed:\n\(listed)")
        #expect(listed.contains("does not compile"), "and said not to compile:\n\(listed)")
        #expect(listed.contains("Chapters/02-Broken/Broken.swift:3:"), "with the compiler's first error at the student's file and line:\n\(listed)")
        #expect(listed.contains("1.1 Value range") && listed.contains("not started"), "chapter 1 shows its real results:\n\(listed)")
        #expect(listed.contains("Next: make chapter 2 compile again"), "the next step is the broken chapter")

        let test = Transcript()
        let lineGraph = try #require(workspace.catalog.chapter(named: "1"))
        _ = try TestCommand(workspace: workspace, selection: .chapter(lineGraph), output: test.output).run()
        #expect(test.contents.contains("1.3 Vertical position") && !test.contents.contains("does not compile"),
                "`test 1` reports chapter 1's exercises:\n\(test.contents)")

        let broken = Transcript()
        let chapterTwo = try #require(workspace.catalog.chapter(named: "2"))
        #expect(try TestCommand(workspace: workspace, selection: .chapter(chapterTwo), output: broken.output).run() == 1)
        #expect(broken.contents.contains("does not compile yet") && broken.contents.contains("Broken.swift:3:"),
                "`test 2` shows chapter 2's errors:\n\(broken.contents)")

        // The preview program of chapter 1 builds with chapter 2 set aside, and draws.
        let build = ProductBuild(product: "workbook-preview", packageDirectory: copy.root)
        let outcome = try ChapterIsolation(catalog: workspace.catalog).run({ setAside in
            var attempt = build
            attempt.sources = "chapters"
            attempt.setAside = setAside
            return try workspace.build(attempt, task: "Building the preview", logName: "preview-build")
        }, buildErrors: \.buildErrors)
        #expect(outcome.notCompiling.keys.map(\.number) == [2], "only chapter 2 is set aside")
        guard case .built(let executable) = outcome.result else {
            Issue.record("the preview program did not build: \(outcome.result)")
            return
        }
        let request = PreviewRequest(mode: .preview, chapters: [lineGraph], size: TerminalSize(columns: 80, rows: 24), canvas: .ascii)
        let drawn = try copy.run(executable, arguments: ["--request", request.encodedArgument()])
        #expect(drawn.contains("Mean temperature") && drawn.contains("not implemented yet: exercise 1.1"),
                "the preview of chapter 1 draws the student's skeleton:\n\(drawn)")
    }
}

/// A temporary workbook: chapter 1 (and any chapter but 2) as it is, and a chapter 2
/// whose skeleton does not compile. Sources/ is a link to the real one; the chapter folders are copies.
private struct BrokenWorkbook {
    let root: URL

    init() throws {
        let real = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
        root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-isolation-\(UUID().uuidString)")
        let manager = FileManager.default
        for folder in ["Chapters", "Solutions", "Tests"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try manager.copyItem(at: real.appendingPathComponent("Package.swift"), to: root.appendingPathComponent("Package.swift"))
        try manager.createSymbolicLink(at: root.appendingPathComponent("Sources"), withDestinationURL: real.appendingPathComponent("Sources"))
        // Every real chapter but a chapter 2 comes along: the shared previews in Sources/
        // import each chapter's module.
        for chapter in workbookCatalog.chapters where chapter.number != 2 {
            for path in ["Chapters/\(chapter.folder)", "Solutions/\(chapter.folder)", "Tests/\(chapter.testTarget)"] {
                try manager.copyItem(at: real.appendingPathComponent(path), to: root.appendingPathComponent(path))
            }
        }
        try write("Chapters/02-Broken/chapter.json", """
            {"number": 2, "slug": "broken", "title": "Broken chapter", "module": "Broken",
             "exercises": [{"id": "2.1", "title": "Answer", "file": "Broken.swift", "points": 1}],
             "datasets": ["temperature"]}
            """)
        try write("Chapters/02-Broken/Broken.swift", """
            /// The answer, with a student's slip: a String where an Int belongs.
            public func answer() -> Int {
                "forty-two"
            }
            """)
        try write("Solutions/02-Broken/Broken.swift", "public func answer() -> Int { 42 }\n")
        try write("Tests/BrokenTests/AnswerTests.swift", """
            import Broken
            import Testing
            import TestSupport

            @Suite("2.1 Answer", .exercise("2.1", "Answer", points: 1))
            struct AnswerTests {
                @Test("the answer is 42")
                func answerIs42() { #expect(answer() == 42) }
            }
            """)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Runs a program and returns what it wrote to standard output.
    func run(_ executable: URL, arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
