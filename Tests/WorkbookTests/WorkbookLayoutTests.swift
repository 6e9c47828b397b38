import Course
import Foundation
import Testing
@testable import Results
@testable import WorkbookCommands

/// The paths below are spelled out, not asked of `WorkbookLayout`: they are what a
/// maintainer sees in the tree, and the tests check the layout and its users against them.
@Suite("The workbook's layout: which files a chapter owns, and what its results depend on")
struct WorkbookLayoutTests {
    static let catalog = ChapterCatalog(chapters: [
        Chapter(number: 1, slug: "line-graph", title: "Line graph", module: "LineGraph", exercises: [], datasets: [], folder: "01-LineGraph"),
        Chapter(number: 2, slug: "bar-chart", title: "Bar chart", module: "BarChart", exercises: [], datasets: [], folder: "02-BarChart"),
    ])
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
        #expect(WorkbookLayout.ownedPaths(of: Self.lineGraph)
                == ["Chapters/01-LineGraph", "Solutions/01-LineGraph", "Tests/LineGraphTests", "Sources/Previews/LineGraph"])
        for path in Self.owned {
            #expect(WorkbookLayout.owner(of: path, in: Self.catalog.chapters)?.number == 1, "\(path) is chapter 1's")
        }
        for path in Self.shared + Self.unrelated where path.hasSuffix(".swift") {
            #expect(WorkbookLayout.owner(of: path, in: Self.catalog.chapters)?.number != 1, "\(path) is not chapter 1's")
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
    @Test("editing any file chapter 1 owns or stands on makes its saved results stale; other files do not",
          arguments: owned + shared)
    func cacheGoesStale(path: String) throws {
        let workbook = try EmptyWorkbook()
        defer { workbook.remove() }
        let cache = ResultsCache(workspace: workbook.workspace())
        try workbook.write(path, "let before = 1\n")
        let before = cache.fingerprint(of: Self.lineGraph)
        try workbook.write(path, "let after = 2\n")
        #expect(cache.fingerprint(of: Self.lineGraph) != before, "a change in \(path) can change chapter 1's results")
    }

    @Test("files of other chapters, READMEs and the tool's code leave chapter 1's saved results as they are",
          arguments: unrelated)
    func cacheStaysCurrent(path: String) throws {
        let workbook = try EmptyWorkbook()
        defer { workbook.remove() }
        let cache = ResultsCache(workspace: workbook.workspace())
        let before = cache.fingerprint(of: Self.lineGraph)
        try workbook.write(path, "let changed = 2\n")
        #expect(cache.fingerprint(of: Self.lineGraph) == before, "\(path) is not one of chapter 1's inputs")
    }

    @Test("every file whose error is chapter 1's makes chapter 1's results stale when it changes", arguments: owned)
    func blameImpliesStale(path: String) throws {
        let workbook = try EmptyWorkbook()
        defer { workbook.remove() }
        let cache = ResultsCache(workspace: workbook.workspace())
        let blamed = ChapterIsolation(catalog: Self.catalog).chaptersBlamed(by: ["\(path):1:1: error: x"])
        try #require(blamed.keys.map(\.number) == [1])
        let before = cache.fingerprint(of: Self.lineGraph)
        try workbook.write(path, "let changed = 2\n")
        #expect(cache.fingerprint(of: Self.lineGraph) != before)
    }

    // MARK: The manifest's mirror

    @Test("the manifest builds each chapter from the folders WorkbookLayout names")
    func manifestAgrees() throws {
        let chapters = workbookCatalog.chapters
        let skeletons = try targetPaths([:])
        let solutions = try targetPaths(["WORKBOOK_SOURCES": "solutions"])
        for chapter in chapters {
            #expect(skeletons[chapter.module]?.path == WorkbookLayout.skeletonFolder(of: chapter), "chapter \(chapter.number)")
            #expect(solutions[chapter.module]?.path == WorkbookLayout.solutionFolder(of: chapter), "chapter \(chapter.number)")
            #expect(skeletons[chapter.testTarget]?.path == WorkbookLayout.testFolder(of: chapter), "chapter \(chapter.number)")
            #expect(solutions[chapter.module]?.sources.contains { $0.hasPrefix(WorkbookLayout.mistakes + "/") } == false,
                    "the solutions leave out the mistakes")
        }
        let root = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
        let chapter = try #require(chapters.first)
        let mistake = try #require(
            (try? FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent(WorkbookLayout.mistakesFolder(of: chapter)).path))?.sorted().first)
        let variant = try targetPaths(["WORKBOOK_SOURCES": "mistake:\(mistake)"])
        let target = try #require(variant[chapter.module])
        let replaced = target.sources.filter { $0.contains("/") }.map { target.path + "/" + $0 }
        #expect(!replaced.isEmpty && replaced.allSatisfy { $0.hasPrefix(WorkbookLayout.mistakeFolder(mistake, of: chapter) + "/") },
                "the mistake's files come from its folder: \(replaced)")
    }
}

/// A temporary, empty workbook folder: enough for fingerprints, which only read files.
private struct EmptyWorkbook {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func workspace() -> Workspace {
        let style = Style(colors: false, unicode: true)
        return Workspace(root: root, progress: ProgressLine(style: style, isTerminal: false), environment: [:])
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// Each target's folder and sources, as `swift package describe` reads the manifest with `settings`.
private func targetPaths(_ settings: [String: String]) throws -> [String: (path: String, sources: [String])] {
    let root = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layout-describe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let output = scratch.appendingPathComponent("describe.json")
    var environment = ProcessInfo.processInfo.environment
    for key in environment.keys where key.hasPrefix("WORKBOOK_") { environment[key] = nil }
    environment.merge(settings) { _, new in new }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "swift package --package-path \"$1\" --scratch-path \"$2\" describe --type json > \"$3\" 2>/dev/null",
                         "sh", root.path, scratch.path, output.path]
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
    let targets = try #require(json?["targets"] as? [[String: Any]], "swift package describe lists the targets")
    var paths: [String: (path: String, sources: [String])] = [:]
    for target in targets {
        guard let name = target["name"] as? String, let path = target["path"] as? String else { continue }
        paths[name] = (path, target["sources"] as? [String] ?? [])
    }
    return paths
}
