import Foundation

/// Runs tests again after each crash, until every test has an outcome: the one loop that
/// a student's `workbook test` (``TestRunner``) and `grade` both use.
///
/// A test that crashes takes the whole test process down with it, and the tests running
/// beside it. So the unfinished tests run again one at a time, which pins the next crash
/// on the one test that was running, and again without that test, and so on: one crash
/// does not hide the results of the others.
///
/// ```
/// let report = try CrashBisection(deadline: Date() + 600).run { attempt in
///     try runTests(parallel: attempt.parallel, skipping: attempt.skip)   // one process's report
/// }
/// ```
///
/// Each attempt costs a process start (about a second), so at most ``maximumAttempts``
/// are made.
public struct CrashBisection: Sendable {
    /// When no further attempt starts.
    public var deadline: Date
    /// Filters that every attempt skips (`--skip`), the caller's own.
    public var skip: [String]
    /// Whether the first attempt's tests may run side by side; later ones never do.
    public var parallel: Bool

    public static let maximumAttempts = 50

    public init(deadline: Date, skip: [String] = [], parallel: Bool = true) {
        self.deadline = deadline
        self.skip = skip
        self.parallel = parallel
    }

    /// One run of the tests: which it is, whether its tests may run side by side, and the
    /// filters of the tests it leaves out because they have an outcome already.
    public struct Attempt: Sendable {
        public let number: Int
        public let parallel: Bool
        public let skip: [String]
    }

    /// Calls `attempt` until every test has an outcome, the deadline has passed or
    /// ``maximumAttempts`` were made, and returns the reports merged.
    ///
    /// - Parameter attempt: Runs the tests once and returns its report, or `nil` to stop
    ///   at once (the build failed, or the run's results cannot be trusted).
    public func run(_ attempt: (Attempt) throws -> TestRunReport?) rethrows -> TestRunReport {
        var report = TestRunReport()
        var parallel = self.parallel
        var skip = self.skip
        for number in 1...Self.maximumAttempts {
            guard let single = try attempt(Attempt(number: number, parallel: parallel, skip: skip)) else { break }
            report.merge(single)
            guard !single.finished, !single.unfinishedFunctions.isEmpty, !single.tests.isEmpty, Date() < deadline else {
                break
            }
            // One at a time, the crash is pinned on the test that was running; when every
            // other test has its outcome too, nothing is left to run again.
            if !parallel, report.tests.allSatisfy({ $0.isSuite || report.outcomes[$0.id] != nil }) { break }
            if parallel {
                // Any of the tests that were running side by side may have crashed: run
                // them again, one at a time, to find out which.
                report.forgetUnfinished()
                parallel = false
            }
            skip = self.skip + Self.finishedTests(in: report)
        }
        return report
    }

    /// The filters of the tests that have an outcome. A crash costs a second, so only the
    /// crashing test is left out with it; a test that runs on costs seconds of waiting,
    /// and its neighbours usually call the same loop: its whole suite is left out.
    static func finishedTests(in report: TestRunReport) -> [String] {
        report.tests.filter { !$0.isSuite && report.outcomes[$0.id] != nil }.map { test in
            SwiftTestInvocation.pattern(
                matching: report.outcome(of: test.id) == .timedOut ? test.suiteID : test.filterID)
        }
    }
}
