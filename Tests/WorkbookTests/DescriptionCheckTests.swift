import Course
import Foundation
import Testing
import ToolTestSupport

@testable import Results
@testable import WorkbookCommands

@Suite("verify: descriptions, files and suites agree")
struct DescriptionCheckTests {
    /// A small workbook whose one chapter agrees with its files, changed by `change`.
    private func problems(_ change: (TemporaryFolder) throws -> Void = { _ in }) throws -> [String] {
        let workbook = TemporaryFolder()
        defer { workbook.remove() }
        try workbook.write("Chapters/02-Early/chapter.json", description(number: 2, module: "Early"))
        try workbook.write("Chapters/02-Early/First.swift", "")
        try workbook.write("Solutions/02-Early/First.swift", "")
        try workbook.write("Tests/EarlyTests/FirstTests.swift", #"@Suite("2.1 First", .exercise("2.1"))"#)
        try change(workbook)
        let catalog = ChapterCatalog(root: workbook.root)
        let check = DescriptionCheck(root: workbook.root, catalog: catalog, toolTestTargets: ["WorkbookTests"])
        return check.layoutProblems() + catalog.chapters.flatMap(check.problems(of:))
    }

    @Test("a chapter that agrees with its files has no problems")
    func agreeing() throws {
        #expect(try problems() == [])
    }

    @Test("the workbook's own chapters agree with their files")
    func realWorkbook() throws {
        let root = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
        let check = DescriptionCheck(
            root: root, catalog: workbookCatalog, toolTestTargets: VerifyChecks.toolTestFolders)
        #expect(check.layoutProblems() == [])
        for chapter in workbookCatalog.chapters {
            #expect(check.problems(of: chapter) == [], "chapter \(chapter.number)")
        }
    }

    @Test(
        "each disagreement is named",
        arguments: [
            ("a skeleton file is missing", "puts exercise 2.1 in First.swift, which Chapters/02-Early/ lacks"),
            ("a solution file is missing", "puts exercise 2.1 in First.swift, which Solutions/02-Early/ lacks"),
            (
                "an exercise has no suite with its trait",
                "no suite in Tests/EarlyTests/ has the trait .exercise(\"2.1\")"
            ),
            ("a trait names an exercise not described", "has .exercise(\"2.9\"), which chapter.json does not list"),
            ("the folder's name is wrong", "its folder must be named 02-Early"),
            ("an unknown dataset", "names the dataset \"snow\", which Sources/SampleData does not have"),
            ("a chapter folder without a description", "Chapters/05-Lost/ has no chapter.json"),
            ("a test folder of no chapter", "Tests/StrayTests/ belongs to no chapter"),
        ])
    func disagreement(change: String, message: String) throws {
        let found = try problems { workbook in
            switch change {
            case "a skeleton file is missing":
                try FileManager.default.removeItem(
                    at: workbook.root.appendingPathComponent("Chapters/02-Early/First.swift"))
            case "a solution file is missing":
                try FileManager.default.removeItem(
                    at: workbook.root.appendingPathComponent("Solutions/02-Early/First.swift"))
            case "an exercise has no suite with its trait":
                try workbook.write("Tests/EarlyTests/FirstTests.swift", #"@Suite("2.1 First")"#)
            case "a trait names an exercise not described":
                try workbook.write("Tests/EarlyTests/More.swift", #"@Suite("2.9 More", .exercise("2.9"))"#)
            case "the folder's name is wrong":
                try FileManager.default.moveItem(
                    at: workbook.root.appendingPathComponent("Chapters/02-Early"),
                    to: workbook.root.appendingPathComponent("Chapters/2-Early"))
                try workbook.write("Solutions/2-Early/First.swift", "")
            case "an unknown dataset":
                try workbook.write(
                    "Chapters/02-Early/chapter.json",
                    description(number: 2, module: "Early").replacingOccurrences(of: "temperature", with: "snow"))
            case "a chapter folder without a description": try workbook.write("Chapters/05-Lost/X.swift", "")
            default: try workbook.write("Tests/StrayTests/X.swift", "")
            }
        }
        #expect(found.contains { $0.contains(message) }, "\(change): \(found)")
    }

    @Test("the suites that ran must be the exercises described")
    func suites() throws {
        let chapter = Chapter(
            number: 2, slug: "early", title: "Early", module: "Early",
            exercises: [.init(id: "2.1", title: "First", file: "First.swift", points: 1)], datasets: [],
            folder: "02-Early")
        let check = DescriptionCheck(
            root: URL(fileURLWithPath: "/"), catalog: ChapterCatalog(chapters: [chapter]), toolTestTargets: [])
        #expect(check.suiteProblems(of: chapter, suites: [("2.1", "First")]) == [])
        #expect(
            check.suiteProblems(of: chapter, suites: [("2.1", "Frist")]).first?.contains(
                "no suite of EarlyTests is named \"2.1 First\"") == true)
        #expect(
            check.suiteProblems(of: chapter, suites: [("2.1", "First"), ("2.2", "Extra")])
                == ["the suite \"2.2 Extra\" is an exercise that chapter.json does not list"])
    }
}
