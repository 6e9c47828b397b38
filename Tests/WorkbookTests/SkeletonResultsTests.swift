import Course
import Foundation
import Testing

@testable import Results
@testable import Runner

@Suite("Skeleton results: a fresh copy's first list, without building the suites")
struct SkeletonResultsTests {
    static let lib = ChapterResultsTests.lib

    /// A workbook with one chapter: its manifest, skeleton, solution and test files.
    struct Workbook {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "skeleton-results-\(UUID().uuidString)")

        init() throws {
            for (path, text) in [
                "Package.swift": "// manifest\n",
                "Chapters/01-Lib/Doubling.swift": "public func doubled(_ x: Int) -> Int { todo(0) }\n",
                "Solutions/01-Lib/Doubling.swift": "public func doubled(_ x: Int) -> Int { 2 * x }\n",
                "Tests/LibTests/DoublingTests.swift": "// tests\n",
            ] {
                let file = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
        }

        func results(_ environment: [String: String] = [:]) -> ChapterResults {
            ChapterResults(workspace: Workspace(root: root, environment: environment))
        }

        func write(_ path: String, _ text: String) throws {
            try Data(text.utf8).write(to: root.appendingPathComponent(path))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// The fixture run's exercises, recorded for the workbook as it is now.
    static func record(in workbook: Workbook) throws -> [ExerciseReport] {
        let report = TestRunReport(eventStream: Fixture.finishedRun)
        let recorded = workbook.results().skeletonResults(of: [lib], in: report)
        try recorded.write(in: workbook.root)
        return try #require(recorded.chapters[lib.slug]?.exercises)
    }

    @Test("the recorded results are the chapter's current ones while its files are as recorded, before any run")
    func usedWhileUnchanged() throws {
        let workbook = try Workbook()
        defer { workbook.remove() }
        let exercises = try Self.record(in: workbook)
        #expect(exercises.map(\.id) == ["1.1"])
        #expect(
            try workbook.results().current(of: [Self.lib]) { _ in "" }[Self.lib]
                == .tested(exercises: exercises, warnings: []),
            "no test runs: the recorded results are current")
        try workbook.write("Solutions/01-Lib/Doubling.swift", "public func doubled(_ x: Int) -> Int { x + x }\n")
        #expect(
            ResultsCache(workspace: Workspace(root: workbook.root, environment: [:])).currentResults(for: Self.lib)
                == exercises,
            "a skeleton's results do not depend on the solution, which its build leaves out")
    }

    @Test(
        "a changed skeleton, test, manifest or sources setting makes the recording count for nothing",
        arguments: [
            "Chapters/01-Lib/Doubling.swift", "Tests/LibTests/DoublingTests.swift", "Package.swift", "WORKBOOK_SOURCES",
        ])
    func ignoredOnceChanged(change: String) throws {
        let workbook = try Workbook()
        defer { workbook.remove() }
        let exercises = try Self.record(in: workbook)
        var environment: [String: String] = [:]
        if change == "WORKBOOK_SOURCES" {
            environment[change] = "solutions"
        } else {
            try workbook.write(change, "// edited\n")
        }
        let cache = ResultsCache(workspace: Workspace(root: workbook.root, environment: environment))
        #expect(cache.currentResults(for: Self.lib) == nil, "the chapter's tests must run again")
        #expect(cache.savedResults(for: Self.lib) == exercises, "while its suites are still known, for `test 1.1`")
    }

    @Test("verify's comparison: the same outcomes in another order agree; another outcome or fingerprint does not")
    func differences() throws {
        let workbook = try Workbook()
        defer { workbook.remove() }
        let exercises = try Self.record(in: workbook)
        let exercise = try #require(exercises.first)
        let entry = SkeletonResults.Entry(fingerprint: 7, exercises: exercises)
        let recorded = SkeletonResults(chapters: [Self.lib.slug: entry])
        let reordered = SkeletonResults(chapters: [
            Self.lib.slug: .init(
                fingerprint: 7,
                exercises: [
                    ExerciseReport(
                        id: exercise.id, title: exercise.title, tests: exercise.tests.reversed(),
                        suiteID: exercise.suiteID)
                ])
        ])
        #expect(reordered.chaptersDiffering(from: recorded).isEmpty)
        let passing = exercise.tests.map {
            TestResult(test: $0.test, outcome: $0.outcome == .passed ? .failed : .passed, issues: [])
        }
        let changed = SkeletonResults(chapters: [
            Self.lib.slug: .init(
                fingerprint: 7,
                exercises: [
                    ExerciseReport(id: exercise.id, title: exercise.title, tests: passing, suiteID: exercise.suiteID)
                ])
        ])
        #expect(changed.chaptersDiffering(from: recorded) == [Self.lib.slug])
        #expect(
            SkeletonResults(chapters: [Self.lib.slug: .init(fingerprint: 8, exercises: exercises)]).chaptersDiffering(
                from: recorded) == [Self.lib.slug])
        #expect(recorded.chaptersDiffering(from: nil) == [Self.lib.slug], "no recording at all differs")
    }
}
