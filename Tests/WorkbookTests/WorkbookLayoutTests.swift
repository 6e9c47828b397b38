import Course
import Foundation
import Testing
import ToolTestSupport

@testable import Results
@testable import WorkbookCommands

/// The paths below are spelled out, not asked of `WorkbookLayout`: they are what a
/// maintainer sees in the tree, and the tests check the layout and its users against them.
@Suite("The workbook's layout: which files a chapter owns, and what its results depend on")
struct WorkbookLayoutTests {
    static let catalog = twoChapterCatalog
    static let lineGraph = catalog.chapters[0]

    /// The Swift files chapter 1 owns: an error in one is chapter 1's.
    static let owned = [
        "Chapters/01-LineGraph/YPosition.swift",
        "Solutions/01-LineGraph/YPosition.swift",
        "Solutions/01-LineGraph/Mistakes/bottom-to-top/YPosition.swift",
        "Tests/LineGraphTests/YPositionTests.swift",
        "Sources/Previews/LineGraph/LineGraphPreview.swift",
    ]
    /// Files every chapter stands on: no chapter's fault, but any chapter's results may change.
    static let shared = [
        "Sources/ExerciseSupport/Todo.swift",
        "Sources/TestSupport/Expectations.swift",
        "Sources/SampleData/Dataset.swift",
    ]
    /// Files that neither belong to chapter 1 nor change its results.
    static let unrelated = [
        "Chapters/01-LineGraph/README.md",
        "Chapters/02-BarChart/BarHeight.swift",
        "Tests/BarChartTests/BarHeightTests.swift",
        "Sources/Previews/BarChart/BarChartPreview.swift",
        "Sources/Renderer/Chart.swift",
    ]

    @Test("chapter 1 owns its skeletons, solutions, mistakes, tests and preview")
    func ownedPaths() {
        #expect(
            WorkbookLayout.ownedPaths(of: Self.lineGraph)
                == [
                    "Chapters/01-LineGraph", "Solutions/01-LineGraph", "Tests/LineGraphTests",
                    "Sources/Previews/LineGraph",
                ])
        for path in Self.owned {
            #expect(WorkbookLayout.owner(of: path, in: Self.catalog.chapters)?.number == 1, "\(path) is chapter 1's")
        }
        for path in Self.shared + Self.unrelated where path.hasSuffix(".swift") {
            #expect(
                WorkbookLayout.owner(of: path, in: Self.catalog.chapters)?.number != 1, "\(path) is not chapter 1's")
        }
    }

    @Test("a compile error blames the chapter that owns its file; one in the shared sources blames no chapter")
    func isolationBlamesOwner() {
        let isolation = ChapterIsolation(catalog: Self.catalog)
        for path in Self.owned {
            let error = "\(path):4:9: error: cannot find 'x' in scope"
            #expect(isolation.chaptersBlamed(by: [error]).keys.map(\.number) == [1], "\(path)")
        }
        for path in Self.shared {
            let error = "\(path):4:9: error: cannot find 'x' in scope"
            #expect(isolation.chaptersBlamed(by: [error]).isEmpty, "setting a chapter aside would not mend \(path)")
        }
    }

    /// The two lists used to disagree: isolation blamed a chapter for its preview, whose
    /// build `workbook list` runs too, but the saved results did not go stale when the
    /// preview changed; they stayed "current" when the preview no longer compiled.
    @Test(
        "editing any file chapter 1 owns or stands on makes its saved results stale; other files do not",
        arguments: owned + shared)
    func cacheGoesStale(path: String) throws {
        let workbook = try emptyWorkbook()
        defer { workbook.remove() }
        let cache = ResultsCache(workspace: workbook.workspace())
        try workbook.write(path, "let before = 1\n")
        let before = cache.fingerprint(of: Self.lineGraph)
        try workbook.write(path, "let after = 2\n")
        #expect(cache.fingerprint(of: Self.lineGraph) != before, "a change in \(path) can change chapter 1's results")
    }

    @Test(
        "files of other chapters, READMEs and the tool's code leave chapter 1's saved results as they are",
        arguments: unrelated)
    func cacheStaysCurrent(path: String) throws {
        let workbook = try emptyWorkbook()
        defer { workbook.remove() }
        let cache = ResultsCache(workspace: workbook.workspace())
        let before = cache.fingerprint(of: Self.lineGraph)
        try workbook.write(path, "let changed = 2\n")
        #expect(cache.fingerprint(of: Self.lineGraph) == before, "\(path) is not one of chapter 1's inputs")
    }

    @Test("every file whose error is chapter 1's makes chapter 1's results stale when it changes", arguments: owned)
    func blameImpliesStale(path: String) throws {
        let workbook = try emptyWorkbook()
        defer { workbook.remove() }
        let cache = ResultsCache(workspace: workbook.workspace())
        let blamed = ChapterIsolation(catalog: Self.catalog).chaptersBlamed(by: ["\(path):1:1: error: x"])
        try #require(blamed.keys.map(\.number) == [1])
        let before = cache.fingerprint(of: Self.lineGraph)
        try workbook.write(path, "let changed = 2\n")
        #expect(cache.fingerprint(of: Self.lineGraph) != before)
    }
}

/// A temporary, empty workbook folder: enough for fingerprints, which only read files.
private func emptyWorkbook() throws -> TemporaryFolder {
    let folder = TemporaryFolder(prefix: "layout")
    try FileManager.default.createDirectory(at: folder.root, withIntermediateDirectories: true)
    return folder
}
