import Contracts
import Runner

/// The results of one exercise: the tests of its suite, and what they add up to.
///
/// An exercise's suite is a top-level suite of the chapter's test target whose display
/// name starts with the exercise number, "1.3 Vertical position".
public struct ExerciseReport: Sendable, Codable, Equatable {
    /// "1.3"
    public let id: String
    /// "Vertical position"
    public let title: String
    public let tests: [TestResult]
    /// The ID of the exercise's suite, "LineGraphTests.YPositionTests", so that a later run
    /// can be limited to this one exercise.
    public let suiteID: String?

    public init(id: String, title: String, tests: [TestResult], suiteID: String? = nil) {
        self.id = id
        self.title = title
        self.tests = tests
        self.suiteID = suiteID
    }

    /// The exercise's state, from its tests' outcomes.
    ///
    /// Tests that were skipped or did not run count neither way.
    public var status: ExerciseStatus {
        let ran = tests.filter { $0.outcome != .notRun && $0.outcome != .skipped }
        if ran.contains(where: \.outcome.isUnfinished) { return .crashed }
        if ran.isEmpty { return .notRun }
        if ran.allSatisfy({ $0.outcome == .passed }) { return .passed }
        let notImplemented = ran.allSatisfy { test in
            test.outcome == .failed && test.issues.contains(where: \.isNotImplemented)
        }
        return notImplemented ? .notStarted : .failing
    }

    /// Where the exercise stands, as the end of a sentence: "fails 2 of 5 tests".
    public var stateInWords: String {
        switch status {
        case .passed: "passes"
        case .notStarted: "is not written yet"
        case .crashed: "crashes"
        case .notRun: "has not run"
        case .failing: "fails \(failingCount) of \(tests.count) tests"
        }
    }

    /// How many of the tests failed or did not finish.
    public var failingCount: Int {
        tests.filter { $0.outcome == .failed || $0.outcome.isUnfinished }.count
    }

    /// The test the teaching message is about, "a good place to start": the first that
    /// crashed or ran on, else the first failure that names a likely mistake, else the first
    /// failure. A named mistake is the most precise advice there is, so it goes first even
    /// when an earlier test fails without one.
    public var firstProblem: TestResult? {
        tests.first(where: \.outcome.isUnfinished)
            ?? tests.first { $0.outcome == .failed && $0.issues.contains(where: \.namesAMistake) }
            ?? tests.first { $0.outcome == .failed }
    }

    /// Splits the ID "1.3" into numbers, so that "1.10" sorts after "1.9".
    public var sortKey: [Int] { id.split(separator: ".").map { Int($0) ?? 0 } }

    /// Groups a run's test functions by exercise, for the tests of one target.
    ///
    /// - Parameters:
    ///   - report: The run's results.
    ///   - testTarget: The chapter's test target, "LineGraphTests".
    /// - Returns: One report per exercise suite, in exercise order.
    public static func exercises(in report: TestRunReport, testTarget: String) -> [ExerciseReport] {
        let suites = report.tests.filter { test in
            test.isSuite && test.id.hasPrefix(testTarget + ".")
                && !test.id.dropFirst(testTarget.count + 1).contains(where: { $0 == "." || $0 == "/" })
        }
        return suites.compactMap { suite -> ExerciseReport? in
            guard let (id, title) = SuiteName.exercise(in: suite.displayName) else { return nil }
            let tests = report.tests.filter { !$0.isSuite && $0.isPart(of: suite) }.map { test in
                TestResult(
                    test: test, outcome: report.outcome(of: test.id), issues: report.issues[test.id] ?? [],
                    printed: report.printed[test.id])
            }
            return ExerciseReport(id: id, title: title, tests: tests, suiteID: suite.id)
        }
        .sorted { $0.sortKey.lexicographicallyPrecedes($1.sortKey) }
    }
}

/// One test function's result.
public struct TestResult: Sendable, Codable, Equatable {
    public let test: TestDescription
    public let outcome: TestOutcome
    public let issues: [TestIssue]
    /// What the student's code printed during the test, if the run took it and there was any.
    public let printed: PrintedOutput?

    public init(test: TestDescription, outcome: TestOutcome, issues: [TestIssue], printed: PrintedOutput? = nil) {
        self.test = test
        self.outcome = outcome
        self.issues = issues
        self.printed = printed
    }

    /// The issue a student reads of this test: the first that names a likely mistake, else
    /// the first that is not a `todo` of another exercise, else the first.
    public var shownIssue: TestIssue? {
        issues.first(where: \.namesAMistake) ?? issues.first { !$0.isNotImplemented } ?? issues.first
    }
}

/// Where a student stands on an exercise.
public enum ExerciseStatus: String, Sendable, Codable, Equatable {
    /// Every test passes.
    case passed
    /// Some test fails on a result of the student's.
    case failing
    /// Every test stops at a `todo`: the student has not written this part yet.
    case notStarted
    /// A test crashed or ran on without end, so it has no result.
    case crashed
    /// No test ran, for instance because the code does not compile.
    case notRun
}

extension TestIssue {
    /// Whether the issue is a `todo` that the student's code reached.
    public var isNotImplemented: Bool {
        NotImplementedMessage.isMessage(comment)
    }

    /// Whether the issue's message names a likely mistake, any mistake.
    public var namesAMistake: Bool {
        LikelyMistakeMessage.namesAMistake(comment)
    }

    /// Whether the issue's message names the mistake `name`.
    public func names(mistake name: String) -> Bool {
        LikelyMistakeMessage.names(name, in: comment)
    }
}
