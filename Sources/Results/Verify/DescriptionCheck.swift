import Contracts
import Course
import Foundation
import SampleData

/// Checks that the chapters' descriptions, the files on disk and the exercise suites
/// agree, and says where they do not, first disagreement first.
///
/// ```
/// let check = DescriptionCheck(root: root, catalog: catalog, toolTestTargets: ["WorkbookTests"])
/// check.layoutProblems()
/// // ["Chapters/01-LineGraph/chapter.json lists exercise 1.4 in LinePoints.swift, which Solutions/01-LineGraph/ lacks"]
/// check.suiteProblems(of: chapter, suites: [("1.1", "Value range")])
/// // ["chapter.json calls exercise 1.2 \"Horizontal position\", but no suite is named \"1.2 Horizontal position\""]
/// ```
public struct DescriptionCheck {
    public let root: URL
    public let catalog: ChapterCatalog
    /// The test folders that are the tool's own rather than a chapter's.
    public let toolTestTargets: [String]

    public init(root: URL, catalog: ChapterCatalog, toolTestTargets: [String]) {
        self.root = root
        self.catalog = catalog
        self.toolTestTargets = toolTestTargets
    }

    /// Problems with the course as a whole: unreadable descriptions, folders that belong
    /// to no chapter, numbers or names used twice.
    public func layoutProblems() -> [String] {
        var problems = catalog.problems
        let chapters = catalog.chapters
        for (name, values) in [
            ("number", chapters.map { String($0.number) }), ("slug", chapters.map(\.slug)),
            ("module", chapters.map(\.module)),
        ] {
            for value in Set(values) where values.filter({ $0 == value }).count > 1 {
                problems.append("two chapters have the \(name) \(value)")
            }
        }
        let folders = Set(chapters.map(\.folder))
        let (skeletons, solutions, tests) = (WorkbookLayout.chapters, WorkbookLayout.solutions, WorkbookLayout.tests)
        let description = WorkbookLayout.descriptionFile
        problems += subfolders(of: skeletons).filter { !folders.contains($0) }
            .map { "\(skeletons)/\($0)/ has no \(description)" }
        problems += subfolders(of: solutions).filter { !folders.contains($0) }
            .map { "\(solutions)/\($0)/ belongs to no chapter: no \(skeletons)/\($0)/\(description)" }
        let testFolders = Set(chapters.map(\.testTarget) + toolTestTargets)
        problems += subfolders(of: tests).filter { !testFolders.contains($0) }
            .map { "\(tests)/\($0)/ belongs to no chapter and is none of the tool's test folders" }
        return problems
    }

    /// Problems with one chapter's description against its files and its tests' traits.
    public func problems(of chapter: Chapter) -> [String] {
        let description = WorkbookLayout.descriptionPath(of: chapter)
        var problems: [String] = []
        if chapter.folder != chapter.expectedFolder {
            problems.append(
                "\(description) is chapter \(chapter.number), module \(chapter.module): its folder must be named \(chapter.expectedFolder)"
            )
        }
        if !exists(WorkbookLayout.testFolder(of: chapter)) {
            problems.append("\(WorkbookLayout.testFolder(of: chapter))/ is missing: the tests of \(description)")
        }
        if chapter.exercises.isEmpty { problems.append("\(description) lists no exercises") }
        let ids = chapter.exercises.map(\.id)
        for exercise in chapter.exercises {
            if !exercise.id.hasPrefix("\(chapter.number).") || SuiteName.exercise(in: exercise.suiteName) == nil {
                problems.append("\(description): exercise \"\(exercise.id)\" must be numbered \(chapter.number).N")
            }
            if ids.filter({ $0 == exercise.id }).count > 1 {
                problems.append("\(description) lists exercise \(exercise.id) twice")
            }
            for used in exercise.uses where chapter.exercise(used) == nil || used == exercise.id {
                problems.append(
                    "\(description): exercise \(exercise.id) uses \"\(used)\", which is not another exercise of the chapter"
                )
            }
            if exercise.points < 1 {
                problems.append("\(description): exercise \(exercise.id) must be worth at least 1 point")
            }
            // The students' edition has no solutions to hold the file.
            let sides =
                [WorkbookLayout.skeletonFolder(of: chapter)]
                + (Edition(of: root) == .students ? [] : [WorkbookLayout.solutionFolder(of: chapter)])
            for side in sides where !exists("\(side)/\(exercise.file)") {
                problems.append("\(description) puts exercise \(exercise.id) in \(exercise.file), which \(side)/ lacks")
            }
            problems += hintProblems(of: exercise, in: chapter)
        }
        if chapter.datasets.isEmpty { problems.append("\(description) lists no datasets") }
        for name in chapter.datasets where Dataset.named(name) == nil {
            problems.append(
                "\(description) names the dataset \"\(name)\", which \(WorkbookLayout.sampleData) does not have")
        }
        return problems + traitProblems(of: chapter)
    }

    /// Each exercise needs at least two hints (`workbook hint` gives them one at a time),
    /// and no hint may copy a line of the solution's code.
    func hintProblems(of exercise: Chapter.Exercise, in chapter: Chapter) -> [String] {
        let description = WorkbookLayout.descriptionPath(of: chapter)
        var problems: [String] = []
        if exercise.hints.count < 2 {
            problems.append(
                "\(description): exercise \(exercise.id) needs at least two hints, gentlest first; it has \(exercise.hints.count)"
            )
        }
        let solution =
            (try? String(
                contentsOf: root.appendingPathComponent(
                    "\(WorkbookLayout.solutionFolder(of: chapter))/\(exercise.file)"), encoding: .utf8)) ?? ""
        let codeLines = solution.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.count >= 24 && !$0.hasPrefix("//") && !$0.hasPrefix("public func") && !$0.hasPrefix("func ") }
        for (index, hint) in exercise.hints.enumerated() {
            if let line = codeLines.first(where: { hint.contains($0) }) {
                problems.append(
                    "\(description): hint \(index + 1) of exercise \(exercise.id) gives away the solution's line \"\(line)\""
                )
            }
        }
        return problems
    }

    /// Each exercise needs a suite with the trait `.exercise(id)`, and each trait an
    /// exercise the description lists. (The trait itself checks, as the tests run, that
    /// its suite's display name has the description's title.)
    private func traitProblems(of chapter: Chapter) -> [String] {
        let traits = testSources(of: chapter).flatMap(exerciseTraits(in:))
        var problems: [String] = []
        for exercise in chapter.exercises where !traits.contains(exercise.id) {
            problems.append(
                "no suite in \(WorkbookLayout.testFolder(of: chapter))/ has the trait .exercise(\"\(exercise.id)\")")
        }
        for id in traits where chapter.exercise(id) == nil {
            problems.append(
                "\(WorkbookLayout.testFolder(of: chapter))/ has .exercise(\"\(id)\"), which chapter.json does not list")
        }
        return problems
    }

    /// Problems with one chapter's description against the exercise suites that ran (each
    /// suite's id and title, read from its display name).
    public func suiteProblems(of chapter: Chapter, suites: [(id: String, title: String)]) -> [String] {
        var problems: [String] = []
        for exercise in chapter.exercises
        where !suites.contains(where: { $0.id == exercise.id && $0.title == exercise.title }) {
            problems.append(
                "chapter.json calls exercise \(exercise.id) \"\(exercise.title)\", but no suite of \(chapter.testTarget) is named \"\(exercise.suiteName)\""
            )
        }
        for suite in suites where chapter.exercise(suite.id) == nil {
            problems.append("the suite \"\(suite.id) \(suite.title)\" is an exercise that chapter.json does not list")
        }
        return problems
    }

    /// The IDs of the `.exercise("1.3")` traits in a test file.
    func exerciseTraits(in source: String) -> [String] {
        let pattern = #"\.exercise\(\s*"([^"]*)"\s*\)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: source, range: NSRange(source.startIndex..., in: source)).compactMap { match in
            Range(match.range(at: 1), in: source).map { String(source[$0]) }
        }
    }

    /// The text of every Swift file in the chapter's test folder.
    public func testSources(of chapter: Chapter) -> [String] {
        let folder = root.appendingPathComponent(WorkbookLayout.testFolder(of: chapter))
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap {
            try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// The visible Swift files directly inside `path`, sorted.
    public func files(in path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0.hasSuffix(".swift") }.sorted()
    }

    /// The visible folders inside `path`, sorted.
    public func subfolders(of path: String) -> [String] {
        let folder = root.appendingPathComponent(path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return !name.hasPrefix(".")
                && FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        .sorted()
    }
}
