import Testing

@testable import Results
@testable import Runner
@testable import WorkbookCommands

@Suite("Reading the event stream")
struct TestRunReportTests {
    @Test("lists the suite and the test functions in stream order, with their source locations")
    func tests() throws {
        let report = TestRunReport(eventStream: Fixture.finishedRun)
        #expect(
            report.tests.map(\.id) == [
                Fixture.suiteID, Fixture.passingID, Fixture.failingID, Fixture.skippedID,
                Fixture.knownIssueID, Fixture.todoID,
            ], "escaped slashes in IDs are read as slashes")
        let suite = try #require(report.tests.first)
        #expect(suite.isSuite && suite.displayName == "1.1 Doubling" && suite.name == "DoublingTests")
        let passing = try #require(report.tests.first { $0.id == Fixture.passingID })
        #expect(!passing.isSuite)
        #expect(passing.title == "doubles two", "a test's title is its display name")
        #expect(passing.fileID == "LibTests/T.swift" && passing.line == 6)
        let skipped = try #require(report.tests.first { $0.id == Fixture.skippedID })
        #expect(
            skipped.displayName == nil && skipped.title == "skipped()",
            "without a display name the title is the name in code")
    }

    @Test("a run that reached runEnded is finished")
    func finished() {
        #expect(TestRunReport(eventStream: Fixture.finishedRun).finished)
    }

    @Test(
        "gives each test its outcome",
        arguments: zip(
            [Fixture.passingID, Fixture.failingID, Fixture.skippedID, Fixture.knownIssueID, Fixture.todoID],
            [TestOutcome.passed, .failed, .skipped, .passed, .failed]))
    func outcomes(id: String, outcome: TestOutcome) {
        #expect(
            TestRunReport(eventStream: Fixture.finishedRun).outcome(of: id) == outcome, "\(id) should be \(outcome)")
    }

    @Test("a known issue is not recorded as a problem")
    func knownIssues() {
        let report = TestRunReport(eventStream: Fixture.finishedRun)
        #expect(report.issues[Fixture.knownIssueID] == nil, "withKnownIssue's issue does not fail the test")
    }

    @Test("a failed expectation keeps its comment, summary, test-case arguments and location")
    func failureIssues() throws {
        let issues = try #require(TestRunReport(eventStream: Fixture.finishedRun).issues[Fixture.failingID])
        #expect(issues.map(\.arguments) == ["1", "2"], "one issue per failing test case, in order")
        let first = try #require(issues.first)
        #expect(first.comment == "expected zero")
        #expect(
            first.summary == "Expectation failed: (f(x) → 2) == 0",
            "the summary is the first message that is not a detail")
        #expect(first.explanation == "expected zero", "the comment is the explanation when there is one")
        #expect(first.fileID == "LibTests/T.swift" && first.line == 7)
        #expect(!first.isNotImplemented)
    }

    @Test("an issue without a comment is explained by its summary")
    func explanationFallsBackToSummary() {
        let issue = TestIssue(comment: "", summary: "Expectation failed: x == 4")
        #expect(issue.explanation == "Expectation failed: x == 4")
    }

    @Test("a todo's issue is recognised as not implemented")
    func todoIssue() throws {
        let issues = try #require(TestRunReport(eventStream: Fixture.finishedRun).issues[Fixture.todoID])
        #expect(issues.count == 1)
        #expect(issues.first?.isNotImplemented == true, "the comment starts with 'Not implemented yet:'")
    }

    @Test("a skeleton's exercise, whose tests all stop at a todo, is not started")
    func skeletonIsNotStarted() throws {
        let report = TestRunReport(eventStream: Fixture.skeletonRun)
        #expect(report.outcome(of: Fixture.skeletonTestID) == .failed)
        let exercise = try #require(ExerciseReport.exercises(in: report, testTarget: "LibTests").first)
        #expect(exercise.id == "1.3" && exercise.title == "Vertical position")
        #expect(exercise.status == .notStarted)
        #expect(exercise.firstProblem?.issues.first?.fileID == "Lib/YPosition.swift", "the issue points at the todo")
    }

    @Test("a crash leaves the running test unfinished and the run not finished")
    func crash() {
        let report = TestRunReport(eventStream: Fixture.crashedRun)
        #expect(!report.finished, "there is no runEnded after a crash")
        #expect(
            report.outcome(of: Fixture.crashingID) == .didNotFinish,
            "the test that started and never ended is the cause")
        #expect(report.outcome(of: Fixture.afterCrashID) == .notRun, "a test that never started did not run")
        #expect(report.outcome(of: Fixture.crashSuiteID) == .didNotFinish)
        #expect(
            report.unfinishedFunctions.map(\.id) == [Fixture.crashingID],
            "suites are not among the unfinished functions")
    }

    @Test("a line cut short by the crash is skipped, and the lines before it are kept")
    func truncatedLine() {
        let report = TestRunReport(eventStream: Fixture.crashedRun)
        #expect(report.tests.count == 3)
    }

    @Test("a test the stream never mentions has not run")
    func unknownTest() {
        #expect(TestRunReport(eventStream: Fixture.finishedRun).outcome(of: "LibTests.Other/x()") == .notRun)
    }

    @Test(
        "streams with nothing the workbook reads give an empty, unfinished report",
        arguments: [
            "",
            "not json\n{\"kind\":",
            #"{"kind":"metadata","payload":{"whatever":1},"version":0}"#,
        ])
    func emptyStreams(stream: String) {
        #expect(TestRunReport(eventStream: stream) == TestRunReport())
    }

    @Test("the exercise of a crashed run is crashed, with the crashing test as its first problem")
    func crashedExercise() throws {
        let exercise = try #require(
            ExerciseReport.exercises(in: TestRunReport(eventStream: Fixture.crashedRun), testTarget: "LibTests").first)
        #expect(exercise.status == .crashed)
        #expect(exercise.firstProblem?.test.id == Fixture.crashingID)
    }
}

@Suite("Merging runs after a crash")
struct MergeTests {
    /// The crashed run, completed by the run that skipped the crashing test.
    static var merged: TestRunReport {
        var report = TestRunReport(eventStream: Fixture.crashedRun)
        report.merge(TestRunReport(eventStream: Fixture.rerunAfterCrash))
        return report
    }

    @Test("the crash stays on record and the later run fills in the rest")
    func outcomes() {
        let report = Self.merged
        #expect(report.outcome(of: Fixture.crashingID) == .didNotFinish, "a crash is not forgotten by the rerun")
        #expect(
            report.outcome(of: Fixture.afterCrashID) == .passed, "the test that could not run before has its result now"
        )
        #expect(report.finished, "the last run reached its end")
    }

    @Test("each test is listed once, in the order first seen")
    func tests() {
        #expect(Self.merged.tests.map(\.id) == [Fixture.crashSuiteID, Fixture.crashingID, Fixture.afterCrashID])
    }

    @Test("the merged exercise counts as crashed, with the crash as its first problem")
    func exercise() throws {
        let exercise = try #require(ExerciseReport.exercises(in: Self.merged, testTarget: "LibTests").first)
        #expect(exercise.status == .crashed)
        #expect(exercise.failingCount == 1)
        #expect(exercise.firstProblem?.test.id == Fixture.crashingID)
    }

    @Test("an outcome already known is kept, and issues come along with the outcomes taken")
    func keepsKnownOutcomes() {
        let a = TestDescription(id: "M.S/a()", name: "a()", isSuite: false)
        let b = TestDescription(id: "M.S/b()", name: "b()", isSuite: false)
        var report = TestRunReport(tests: [a, b], outcomes: [a.id: .passed, b.id: .notRun])
        let later = TestRunReport(
            tests: [a, b], outcomes: [a.id: .failed, b.id: .failed],
            issues: [a.id: [TestIssue(comment: "a")], b.id: [TestIssue(comment: "b")]], finished: true)
        report.merge(later)
        #expect(report.outcome(of: a.id) == .passed, "a result from the first run is not replaced")
        #expect(report.issues[a.id] == nil)
        #expect(report.outcome(of: b.id) == .failed, "notRun is filled in")
        #expect(report.issues[b.id] == [TestIssue(comment: "b")])
        #expect(report.tests == [a, b])
    }
}

@Suite("Counting progress from a partial stream")
struct RunProgressTests {
    @Test("before runStarted the tests are still building")
    func building() {
        let testRecordsOnly = Fixture.crashedRun.split(separator: "\n").prefix(3).joined(separator: "\n")
        let progress = RunProgress(eventStream: testRecordsOnly, elapsed: 12)
        #expect(progress == RunProgress(isTesting: false, finishedTests: 0, totalTests: 2, elapsed: 12))
    }

    @Test(
        "counts the functions that ended, not the suites",
        arguments: [
            (Fixture.Run.crashed, 0, 2),
            (.rerunAfterCrash, 1, 1),
            (.skeleton, 1, 1),
        ])
    func counts(run: Fixture.Run, finished: Int, total: Int) {
        let progress = RunProgress(eventStream: run.stream, elapsed: 3)
        #expect(progress.isTesting, "runStarted is in the stream")
        #expect(progress.finishedTests == finished)
        #expect(progress.totalTests == total)
    }

    @Test("reading a growing stream in pieces counts as reading it whole", arguments: [1, 7, 100, 100_000])
    func pieces(size: Int) {
        let bytes = Array(Fixture.Run.rerunAfterCrash.stream.utf8) + [UInt8(ascii: "\n")]
        var tally = RunProgress.Tally()
        for start in stride(from: 0, to: bytes.count, by: size) {
            tally.read(Array(bytes[start..<min(start + size, bytes.count)]))
        }
        #expect(
            tally.progress(elapsed: 3) == RunProgress(eventStream: Fixture.Run.rerunAfterCrash.stream, elapsed: 3),
            "pieces of \(size) bytes, cutting lines in two, give the same count as the whole stream")
        #expect(tally.bytesRead == bytes.count)
    }

    @Test("an empty stream is a build that has just begun")
    func empty() {
        #expect(
            RunProgress(eventStream: "", elapsed: 0)
                == RunProgress(isTesting: false, finishedTests: 0, totalTests: 0, elapsed: 0))
    }
}

@Suite("Recording a crash")
struct RecordingACrashTests {
    @Test("what Swift said becomes an issue of each test that did not finish, and only of those")
    func crashMessage() throws {
        var report = TestRunReport(eventStream: EventStreamFixtures.crashedRun)
        let unfinished = report.unfinishedFunctions
        try #require(!unfinished.isEmpty, "the fixture has a test that crashed")
        let before = report.issues
        let crash = CrashReport(reason: "Index out of range", location: "Chapters/01-LineGraph/LinePoints.swift:31:24")
        let call = AnnouncedCall(call: "linePoints(for: [1], in: .zero)", expected: "[]")
        report.recordCrash(crash, in: call)
        for test in unfinished {
            let issue = report.issues[test.id]?.last
            #expect(issue?.comment == "Index out of range")
            #expect(issue?.crash == crash && issue?.call == call, "the issue keeps the reason, the line and the call")
        }
        for (id, issues) in before where !unfinished.contains(where: { $0.id == id }) {
            #expect(report.issues[id] == issues, "test \(id) did not crash and keeps its issues")
        }
    }

    @Test("a run stopped for time marks its unfinished tests as timed out, and forgetting clears them")
    func timedOut() throws {
        var report = TestRunReport(eventStream: EventStreamFixtures.crashedRun)
        let unfinished = try #require(report.unfinishedFunctions.first)
        report.markUnfinishedAsTimedOut(after: 10)
        #expect(report.outcome(of: unfinished.id) == .timedOut)
        report.forgetUnfinished()
        #expect(report.outcome(of: unfinished.id) == .notRun, "a forgotten test can be run again")
    }
}
