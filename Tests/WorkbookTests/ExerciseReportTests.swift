import Contracts
import Testing

@testable import Results
@testable import Runner
@testable import WorkbookCommands

/// How one test of an exercise ended, for tables of exercises.
enum Ending: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case passes, fails, stopsAtTodo, crashes, skipped, notRun

    var testDescription: String { rawValue }

    var outcome: TestOutcome {
        switch self {
        case .passes: .passed
        case .fails, .stopsAtTodo: .failed
        case .crashes: .didNotFinish
        case .skipped: .skipped
        case .notRun: .notRun
        }
    }

    var issues: [TestIssue] {
        switch self {
        case .fails: [TestIssue(comment: "y(...)\n  expected: 200\n  got:      0")]
        case .stopsAtTodo:
            [TestIssue(comment: "Not implemented yet: measure from the bottom (LineGraph/YPosition.swift:12)")]
        default: []
        }
    }
}

/// An exercise "1.3 Vertical position" whose tests end as listed.
private func exercise(_ endings: [Ending]) -> ExerciseReport {
    let tests = endings.enumerated().map { index, ending in
        TestResult(
            test: TestDescription(id: "LineGraphTests.YPositionTests/t\(index)()", name: "t\(index)()", isSuite: false),
            outcome: ending.outcome, issues: ending.issues)
    }
    return ExerciseReport(id: "1.3", title: "Vertical position", tests: tests)
}

@Suite("Exercise status")
struct ExerciseStatusTests {
    @Test(
        "is derived from the outcomes of the exercise's tests",
        arguments: [
            ([Ending.passes, .passes], ExerciseStatus.passed),
            ([.passes], .passed),
            ([.passes, .fails], .failing),
            ([.fails, .fails], .failing),
            ([.stopsAtTodo, .stopsAtTodo], .notStarted),
            ([.stopsAtTodo], .notStarted),
            ([.stopsAtTodo, .fails], .failing),
            ([.passes, .stopsAtTodo], .failing),
            ([.passes, .crashes], .crashed),
            ([.stopsAtTodo, .crashes, .fails], .crashed),
            ([.crashes, .notRun], .crashed),
            ([.notRun, .notRun], .notRun),
            ([.skipped], .notRun),
            ([.skipped, .notRun], .notRun),
            ([.passes, .skipped], .passed),
            ([.passes, .notRun], .passed),
            ([.stopsAtTodo, .skipped], .notStarted),
            ([], .notRun),
        ])
    func status(endings: [Ending], status: ExerciseStatus) {
        #expect(exercise(endings).status == status, "tests that \(endings.map(\.rawValue)) make the exercise \(status)")
    }

    @Test(
        "counts the tests that failed or did not finish",
        arguments: [
            ([Ending.passes, .passes], 0),
            ([.passes, .fails, .crashes, .skipped], 2),
            ([.stopsAtTodo, .stopsAtTodo, .notRun], 2),
        ])
    func failingCount(endings: [Ending], count: Int) {
        #expect(exercise(endings).failingCount == count)
    }

    @Test(
        "the first problem is a crash if there is one, else the first failure",
        arguments: [
            ([Ending.passes, .fails, .crashes], 2),
            ([.passes, .fails, .fails], 1),
            ([.stopsAtTodo, .passes], 0),
        ])
    func firstProblem(endings: [Ending], index: Int) {
        #expect(exercise(endings).firstProblem?.test.name == "t\(index)()")
    }

    @Test("an exercise whose tests all pass has no first problem")
    func noProblem() {
        #expect(exercise([.passes, .passes]).firstProblem == nil)
    }
}

@Suite("Grouping tests into exercises")
struct ExerciseGroupingTests {
    static func suite(_ id: String, _ displayName: String?) -> TestDescription {
        TestDescription(
            id: id, name: String(id.split(separator: ".").last ?? ""), displayName: displayName, isSuite: true)
    }

    static func function(_ suite: String, _ name: String, line: Int) -> TestDescription {
        TestDescription(id: "\(suite)/\(name)/File.swift:\(line):5", name: name, isSuite: false)
    }

    static let xTests = "LineGraphTests.XPositionTests"
    static let tenthTests = "LineGraphTests.TenthTests"
    static let ninthTests = "LineGraphTests.NinthTests"

    /// A run of a chapter with exercises 1.2, 1.10 and 1.9 (in that order in the stream),
    /// a nested suite, a helper suite, a suite without a number, and another target's suite.
    static let report: TestRunReport = {
        let firstPoint = function(xTests, "firstPoint()", line: 10)
        let lastPoint = function(xTests, "lastPoint()", line: 20)
        let nested = function(xTests + "/Edges", "edge()", line: 30)
        let tenth = function(tenthTests, "tenth()", line: 5)
        let ninth = function(ninthTests, "ninth()", line: 5)
        let helper = function("LineGraphTests.Helpers", "helper()", line: 5)
        let other = function("OtherTests.XPositionTests", "other()", line: 5)
        return TestRunReport(
            tests: [
                suite(xTests, "1.2 Horizontal position"), firstPoint, lastPoint,
                suite(xTests + "/Edges", "1.5 Edges"), nested,
                suite(tenthTests, "1.10 Tenth exercise"), tenth,
                suite(ninthTests, "1.9 Ninth exercise"), ninth,
                suite("LineGraphTests.Helpers", nil), helper,
                suite("LineGraphTests.Unnumbered", "Vertical position"),
                suite("OtherTests.XPositionTests", "1.1 Another target"), other,
            ],
            outcomes: [
                firstPoint.id: .passed, lastPoint.id: .failed, nested.id: .passed,
                tenth.id: .passed, helper.id: .passed, other.id: .passed,
            ],
            issues: [lastPoint.id: [TestIssue(comment: "Likely mistake: dividing by count.")]],
            finished: true)
    }()

    static var exercises: [ExerciseReport] {
        ExerciseReport.exercises(in: report, testTarget: "LineGraphTests")
    }

    @Test("one exercise per top-level suite named 'N.N Title', in number order")
    func exerciseOrder() {
        #expect(Self.exercises.map(\.id) == ["1.2", "1.9", "1.10"], "1.9 comes before 1.10, by number not by text")
        #expect(Self.exercises.map(\.title) == ["Horizontal position", "Ninth exercise", "Tenth exercise"])
    }

    @Test("an exercise holds the functions of its suite, nested suites' included, and no suites")
    func exerciseTests() throws {
        let horizontal = try #require(Self.exercises.first)
        #expect(horizontal.tests.map(\.test.name) == ["firstPoint()", "lastPoint()", "edge()"])
    }

    @Test("each test carries its outcome and issues from the report")
    func outcomesAndIssues() throws {
        let horizontal = try #require(Self.exercises.first)
        #expect(horizontal.tests.map(\.outcome) == [.passed, .failed, .passed])
        #expect(horizontal.tests[1].issues.map(\.comment) == ["Likely mistake: dividing by count."])
        #expect(horizontal.status == .failing)
    }

    @Test("a test that never started is not run")
    func notStarted() throws {
        let ninth = try #require(Self.exercises.first { $0.id == "1.9" })
        #expect(ninth.tests.map(\.outcome) == [.notRun])
        #expect(ninth.status == .notRun)
    }

    @Test("helper suites, nested suites, unnumbered suites and other targets' suites are not exercises")
    func ignoredSuites() {
        let titles = Self.exercises.map(\.title)
        for ignored in ["Edges", "Vertical position", "Another target"] {
            #expect(!titles.contains(ignored), "'\(ignored)' is not an exercise of LineGraphTests")
        }
    }

    @Test("a target with no exercise suites has no exercises")
    func noExercises() {
        #expect(ExerciseReport.exercises(in: Self.report, testTarget: "MissingTests").isEmpty)
    }

    @Test(
        "reads an exercise's number and title from its suite's display name",
        arguments: [
            ("1.3 Vertical position", "1.3", "Vertical position"),
            ("10.12 Two words", "10.12", "Two words"),
            ("2.1 A", "2.1", "A"),
        ])
    func exerciseNames(displayName: String, id: String, title: String) throws {
        let name = try #require(SuiteName.exercise(in: displayName))
        #expect(name.id == id && name.title == title)
    }

    @Test(
        "display names that do not start with 'N.N ' are not exercises",
        arguments: [
            nil, "", "Helpers", "1.3", "1.3.1 Too deep", "1. Missing", ".3 Missing", "a.b Letters", "1-3 Dash",
            "13 No dot",
        ])
    func notExerciseNames(displayName: String?) {
        #expect(SuiteName.exercise(in: displayName) == nil, "'\(displayName ?? "nil")' is not 'N.N Title'")
    }
}
