import Course
import Foundation
import Runner
import Testing
import ToolTestSupport
@testable import Results
@testable import WorkbookCommands

/// The names of the targets the manifest makes for a set of settings.
private func targets(_ settings: [String: String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Set<String> {
    Set(try describedTargets(settings, sourceLocation: sourceLocation).keys)
}

@Suite("The manifest's settings", .serialized)
struct ManifestTests {
    static let chapters = workbookCatalog.chapters

    @Test("by default: the tool, every chapter and its exercise suites, but none of the tool's own tests")
    func plain() throws {
        let names = try targets([:])
        for chapter in Self.chapters {
            #expect(names.contains(chapter.module) && names.contains(chapter.testTarget), "chapter \(chapter.number)")
        }
        #expect(names.isSuperset(of: ["workbook", "WorkbookCommands", "Previews", "Renderer"]), "the tool is there")
        #expect(names.isDisjoint(with: WorkbookLayout.toolTestTargets.map(\.name) + [WorkbookLayout.toolTestSupport]),
                "a plain swift test runs the exercise suites alone: \(names.sorted())")
    }

    @Test("WORKBOOK_ONLY: one chapter, what it stands on, and nothing else")
    func only() throws {
        let first = try #require(Self.chapters.first)
        let names = try targets(["WORKBOOK_ONLY": "\(first.number)"])
        #expect(names == [first.module, first.testTarget, "ExerciseSupport", "TestSupport", "SampleData"], "\(names.sorted())")
    }

    @Test("WORKBOOK_SET_ASIDE leaves out a chapter's tests, and WORKBOOK_SOURCES=solutions adds the tool's own")
    func setAsideAndSolutions() throws {
        let first = try #require(Self.chapters.first)
        let names = try targets(["WORKBOOK_SET_ASIDE": "\(first.number)", "WORKBOOK_SOURCES": "solutions"])
        #expect(names.contains(first.module), "the module stays, built from the solutions, so the previews link")
        #expect(!names.contains(first.testTarget), "its tests are left out")
        // The tool's test targets as WorkbookLayout lists them, which verify reports on.
        #expect(names.isSuperset(of: WorkbookLayout.toolTestTargets.map(\.name) + [WorkbookLayout.toolTestSupport]),
                "the maintainers' gate has its tests: \(names.sorted())")
    }

    @Test("`workbook test` in the student's build folder asks for the package `swift run` built")
    func testInvocation() throws {
        let workspace = try Self.workspace()
        let invocation = workspace.invocation(testing: Array(Self.chapters.prefix(1)))
        // Even when the tool itself runs with other settings, as in the tool's own tests.
        let environment = invocation.environment(from: ["WORKBOOK_SOURCES": "solutions"])
        #expect(environment["WORKBOOK_ONLY"] == nil, "a narrower package would be planned again at every switch")
        #expect(environment["WORKBOOK_SOURCES"] == nil, "unset, as in the student's own `swift run`")
        #expect(environment["WORKBOOK_CHAPTERS"] == workbookCatalog.manifestKey, "a new chapter is seen at once")
        #expect(invocation.scratchPath == nil)
        #expect(invocation.filter == Self.chapters.prefix(1).map { "^" + $0.testTarget + "\\." })
    }

    @Test("a run in a build folder of its own builds only the chapters it reports on")
    func narrowedInvocation() throws {
        let workspace = try Self.workspace()
        let scratch = URL(fileURLWithPath: "/tmp/verify")
        let invocation = workspace.invocation(testing: Array(Self.chapters.prefix(1)), scratchPath: scratch)
        let environment = invocation.environment(from: [:])
        #expect(environment["WORKBOOK_ONLY"] == Self.chapters.first.map { "\($0.number)" })
        #expect(environment["WORKBOOK_CHAPTERS"] == workbookCatalog.manifestKey)
        #expect(invocation.scratchPath == scratch)
    }

    private static func workspace() throws -> Workspace {
        let style = Style(colors: false, unicode: false)
        let root = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
        return Workspace(root: root, progress: ProgressLine(style: style, isTerminal: false), environment: [:])
    }

    // MARK: The manifest's mirror

    @Test("the manifest builds each chapter from the folders WorkbookLayout names")
    func manifestAgrees() throws {
        let chapters = workbookCatalog.chapters
        let skeletons = try describedTargets([:])
        let solutions = try describedTargets(["WORKBOOK_SOURCES": "solutions"])
        for chapter in chapters {
            #expect(skeletons[chapter.module]?.path == WorkbookLayout.skeletonFolder(of: chapter), "chapter \(chapter.number)")
            #expect(solutions[chapter.module]?.path == WorkbookLayout.solutionFolder(of: chapter), "chapter \(chapter.number)")
            #expect(skeletons[chapter.testTarget]?.path == WorkbookLayout.testFolder(of: chapter), "chapter \(chapter.number)")
            #expect(solutions[chapter.module]?.sources.contains { $0.hasPrefix(WorkbookLayout.mistakes + "/") } == false,
                    "the solutions leave out the mistakes")
        }
        let root = workbookRoot
        let chapter = try #require(chapters.first)
        let mistake = try #require(
            (try? FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent(WorkbookLayout.mistakesFolder(of: chapter)).path))?.sorted().first)
        let variant = try describedTargets(["WORKBOOK_SOURCES": "mistake:\(mistake)"])
        let target = try #require(variant[chapter.module])
        let replaced = target.sources.filter { $0.contains("/") }.map { target.path + "/" + $0 }
        #expect(!replaced.isEmpty && replaced.allSatisfy { $0.hasPrefix(WorkbookLayout.mistakeFolder(mistake, of: chapter) + "/") },
                "the mistake's files come from its folder: \(replaced)")
    }
}
