import Course
import Foundation
import Runner

/// One line of verify's report: a group of checks, how many of them passed and failed,
/// and what failed.
///
/// ```
/// VerifyCheck(passed: 9, failed: 1, "1.2 Horizontal position: 9 of 10 tests pass",
///             details: ["\"maps the first point to the left edge\" failed: ..."])
/// ```
public struct VerifyCheck: Equatable, Sendable {
    public let passed: Int
    public let failed: Int
    public let summary: String
    public let details: [String]

    public init(passed: Int, failed: Int, _ summary: String, details: [String] = []) {
        self.passed = passed
        self.failed = failed
        self.summary = summary
        self.details = details
    }
}

/// Counts verify's checks as they are made, shows each, and keeps what the summary at
/// the end needs: the failed checks and the time of each part.
public struct VerifyTally {
    /// Shows a check as soon as it is made: the command prints it.
    let show: (VerifyCheck) -> Void
    /// Whether chapter headings may use Unicode.
    let unicode: Bool
    public private(set) var passed = 0
    public private(set) var failed = 0
    /// The summary line of each group with a failure, to repeat at the end: a log's last
    /// lines then say what failed, however long the run.
    public private(set) var failedChecks: [String] = []
    /// How long each part took, in order, for the summary: where verify's time goes.
    public private(set) var partTimes: [(part: String, seconds: TimeInterval)] = []

    public init(unicode: Bool, show: @escaping (VerifyCheck) -> Void) {
        self.unicode = unicode
        self.show = show
    }

    public mutating func record(passed: Int, failed: Int, _ summary: String, details: [String] = []) {
        self.passed += passed
        self.failed += failed
        if failed > 0 { failedChecks.append(summary + (details.first.map { ": \($0)" } ?? "")) }
        show(VerifyCheck(passed: passed, failed: failed, summary, details: details))
    }

    /// Runs one part of verify, and notes how long it took.
    public mutating func timing(_ part: String, _ body: (inout VerifyTally) throws -> Void) rethrows {
        let started = Date()
        defer { partTimes.append((part, Date().timeIntervalSince(started))) }
        try body(&self)
    }

    /// The report of a run that built and finished; a failed check otherwise.
    mutating func completed(_ result: RunResult, what: String, quiet: Bool = false) -> TestRunReport? {
        switch result {
        case .buildFailed(let errors, let log):
            record(passed: 0, failed: 1, "\(what) compile", details: errors.isEmpty ? ["see \(log.path)"] : errors)
            return nil
        case .completed(let report):
            let crashed = report.unfinishedFunctions
            if crashed.isEmpty {
                if !quiet { record(passed: 1, failed: 0, "\(what) run to the end without a crash") }
            } else {
                record(
                    passed: 0, failed: 1,
                    "\(what): \(crashed.count) test\(crashed.count == 1 ? "" : "s") crashed or hung",
                    details: crashed.map { "\"\($0.title)\" (\($0.id))" })
            }
            return report
        }
    }

    /// A chapter's exercises; a failed check when it has none, or tests outside them.
    mutating func exercises(of chapter: Chapter, in report: TestRunReport) -> [ExerciseReport] {
        let exercises = ExerciseReport.exercises(in: report, testTarget: chapter.testTarget)
        let covered = Set(exercises.flatMap { $0.tests.map(\.test.id) })
        let strays = report.tests.filter {
            !$0.isSuite && $0.id.hasPrefix(chapter.testTarget + ".") && !covered.contains($0.id)
        }
        if exercises.isEmpty || !strays.isEmpty {
            record(
                passed: 0, failed: 1,
                "\(chapter.heading(unicode: unicode)): every test belongs to an exercise suite",
                details: exercises.isEmpty
                    ? ["no suite named like \"\(chapter.number).1 Title\" was found"]
                    : strays.map { "\"\($0.title)\" is outside any @Suite(\"N.N Title\", .exercise(...))" })
        }
        return exercises
    }
}
