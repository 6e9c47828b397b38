import Course
import Foundation
import Testing
import ToolTestSupport

/// A chapter.json for chapter `number`.
func description(number: Int, module: String, slug: String? = nil, exercises: String? = nil) -> String {
    """
    {"number": \(number), "slug": "\(slug ?? module.lowercased())", "title": "\(module) chapter", "module": "\(module)",
     "exercises": \(exercises ?? #"[{"id": "\#(number).1", "title": "First", "file": "First.swift", "points": 2, "hints": ["Gently.", "More directly."]}]"#),
     "datasets": ["temperature"]}
    """
}

@Suite("Chapters that describe themselves")
struct ChapterCatalogTests {
    @Test("the workbook's own chapter 1 reads as the manifest and the tool expect")
    func realChapter() throws {
        let chapter = try #require(workbookCatalog.chapter(named: "1"))
        #expect(workbookCatalog.problems.isEmpty, "every description reads: \(workbookCatalog.problems)")
        #expect(chapter.folder == chapter.expectedFolder, "the folder is NN-Module")
        #expect(chapter.testTarget == chapter.module + "Tests")
        #expect(!chapter.exercises.isEmpty && chapter.exercises.allSatisfy { $0.id.hasPrefix("1.") })
        #expect(
            chapter.skeletonPath(of: chapter.exercises[0].id)
                == "Chapters/\(chapter.folder)/\(chapter.exercises[0].file)")
    }

    @Test("chapters come in the order of their numbers, whatever their folders are called")
    func order() throws {
        let workbook = TemporaryFolder()
        defer { workbook.remove() }
        try workbook.write("Chapters/10-Late/chapter.json", description(number: 10, module: "Late"))
        try workbook.write("Chapters/02-Early/chapter.json", description(number: 2, module: "Early"))
        try workbook.write("Chapters/README.md", "not a chapter")
        let catalog = ChapterCatalog(root: workbook.root)
        #expect(catalog.chapters.map(\.number) == [2, 10])
        #expect(catalog.chapters.map(\.folder) == ["02-Early", "10-Late"], "the folder is where the file was found")
        #expect(catalog.problems.isEmpty)
    }

    @Test(
        "a chapter is named by its number, its slug or its module, in any case",
        arguments: ["2", "02", "early", "EARLY", "Early"])
    func names(reference: String) throws {
        let workbook = TemporaryFolder()
        defer { workbook.remove() }
        try workbook.write("Chapters/02-Early/chapter.json", description(number: 2, module: "Early"))
        #expect(ChapterCatalog(root: workbook.root).chapter(named: reference)?.module == "Early")
    }

    @Test(
        "a description that cannot be read leaves out its own chapter and says why",
        arguments: [
            ("{ not json", "is not valid JSON"),
            (
                #"{"number": 3, "slug": "x", "title": "X", "module": "Broken", "datasets": []}"#,
                "the field \"exercises\" is missing"
            ),
            (
                #"{"number": "three", "slug": "x", "title": "X", "module": "Broken", "exercises": [], "datasets": []}"#,
                "at number"
            ),
        ])
    func unreadable(text: String, reason: String) throws {
        let workbook = TemporaryFolder()
        defer { workbook.remove() }
        try workbook.write("Chapters/01-Fine/chapter.json", description(number: 1, module: "Fine"))
        try workbook.write("Chapters/03-Broken/chapter.json", text)
        let catalog = ChapterCatalog(root: workbook.root)
        #expect(catalog.chapters.map(\.module) == ["Fine"], "the readable chapter stays")
        let problem = try #require(catalog.problems.first, "the unreadable one is reported")
        #expect(problem.hasPrefix("Chapters/03-Broken/chapter.json cannot be read: "), "\(problem)")
        #expect(problem.contains(reason), "\(problem) should say \(reason)")
    }

    @Test("the exercises one uses are found through the ones it uses, in course order")
    func exercisesUsed() throws {
        let chapter = try #require(workbookCatalog.chapter(named: "1"))
        #expect(chapter.exercisesUsed(by: "1.5").map(\.id) == ["1.1", "1.2", "1.3", "1.4"])
        #expect(chapter.exercisesUsed(by: "1.1").isEmpty)
    }

    @Test("a folder without a workbook above it has none")
    func noWorkbook() {
        #expect(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: "/")) == nil)
        let root = ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath))
        #expect(
            root.map { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path) } == true
        )
    }
}
