import Course
import Foundation
import Testing

@testable import Results
@testable import Runner

@Suite("ChapterResults: what one run with broken chapters set aside says of each chapter")
struct ChapterResultsTests {
    /// The fixtures' test target is LibTests, with one exercise suite, "1.1 Doubling".
    static let lib = Chapter(
        number: 1, slug: "lib", title: "Lib", module: "Lib", exercises: [], datasets: [], folder: "01-Lib")
    static let other = Chapter(
        number: 2, slug: "other", title: "Other", module: "Other", exercises: [], datasets: [], folder: "02-Other")

    let results = ChapterResults(
        workspace: Workspace(
            root: FileManager.default.temporaryDirectory.appendingPathComponent("no-workbook-\(UUID().uuidString)"),
            environment: [:]))

    @Test("a chapter that was set aside does not compile, with the errors that blamed it")
    func setAside() {
        let errors = ["Chapters/01-Lib/A.swift:1:1: error: expected '}'"]
        let run = ChapterIsolation.Outcome(
            result: RunResult.completed(TestRunReport(eventStream: Fixture.finishedRun)),
            notCompiling: [Self.lib: errors])
        #expect(results.outcome(of: Self.lib, in: run) == .notCompiling(errors: errors))
        #expect(
            results.outcome(of: Self.other, in: run) == .tested(exercises: [], warnings: []),
            "the other chapter's tests ran; it has none in this report")
    }

    @Test("a build that failed where no chapter is to blame is the workbook's own, for every chapter")
    func workbookDoesNotBuild() {
        let errors = ["Sources/Renderer/Chart.swift:3:1: error: x"]
        let run = ChapterIsolation.Outcome(
            result: RunResult.buildFailed(errors: errors, log: URL(fileURLWithPath: "/tmp/build.log")),
            notCompiling: [:])
        #expect(results.outcome(of: Self.lib, in: run) == .workbookDoesNotBuild(errors: errors))
        #expect(results.outcome(of: Self.other, in: run) == .workbookDoesNotBuild(errors: errors))
    }

    @Test(
        "a chapter that ran has its own test target's exercises, and the compiler's warnings about its own skeletons only"
    )
    func tested() throws {
        var report = TestRunReport(eventStream: Fixture.finishedRun)
        let own = "Chapters/01-Lib/Doubling.swift:3:5: warning: variable 'x' was never mutated"
        let others = "Chapters/02-Other/Other.swift:1:1: warning: unused result"
        report.warnings = [own, others]
        let run = ChapterIsolation.Outcome(result: RunResult.completed(report), notCompiling: [:])
        guard case .tested(let exercises, let warnings) = results.outcome(of: Self.lib, in: run) else {
            Issue.record("chapter 1 ran")
            return
        }
        #expect(
            exercises.map(\.id) == ["1.1"] && exercises == ExerciseReport.exercises(in: report, testTarget: "LibTests"))
        #expect(warnings == [own], "chapter 2's warning is not chapter 1's to read")
        #expect(results.outcome(of: Self.other, in: run) == .tested(exercises: [], warnings: [others]))
    }
}
