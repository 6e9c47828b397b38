import Course
import Foundation
import Runner
import Testing
@testable import Results
@testable import WorkbookCommands

/// The targets the manifest makes for a set of settings, as `swift package describe` reads them.
private func targets(_ settings: [String: String]) throws -> Set<String> {
    let root = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("describe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("describe.json")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    for key in ["WORKBOOK_SOURCES", "WORKBOOK_ONLY", "WORKBOOK_SET_ASIDE"] { environment[key] = nil }
    environment.merge(settings) { _, new in new }
    // A shell writes the JSON alone to the file; what SwiftPM says besides goes elsewhere.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "swift package --package-path \"$1\" --scratch-path \"$2\" describe --type json > \"$3\" 2>/dev/null",
                         "sh", root.path, scratch.path, output.path]
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
    let described = try #require(json?["targets"] as? [[String: Any]], "swift package describe lists the targets")
    return Set(described.compactMap { $0["name"] as? String })
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
        #expect(names.isDisjoint(with: ["WorkbookTests", "RendererTests", "PreviewTests"]),
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
        #expect(names.isSuperset(of: ["WorkbookTests", "RendererTests", "PreviewTests"]), "the maintainers' gate has its tests")
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
}
