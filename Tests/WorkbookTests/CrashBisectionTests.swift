import Foundation
import Testing

@testable import Runner

/// The one loop, after a crash, that both `workbook test` and `grade` run: the reports
/// here are the recorded streams of a crashed run and of the run after it.
@Suite("Runs again after a crash")
struct CrashBisectionTests {
    static let crashed = TestRunReport(eventStream: Fixture.crashedRun)
    static let rest = TestRunReport(eventStream: Fixture.rerunAfterCrash)

    @Test("a crash among tests side by side is run again alone, then left out, until every test has an outcome")
    func pinsTheCrash() throws {
        var attempts: [CrashBisection.Attempt] = []
        let report = CrashBisection(deadline: .distantFuture, skip: ["^Other"]).run { attempt in
            attempts.append(attempt)
            return attempt.skip.count > 1 ? Self.rest : Self.crashed
        }
        #expect(attempts.map(\.number) == [1, 2, 3])
        #expect(attempts.map(\.parallel) == [true, false, false], "after the first, one test at a time")
        #expect(attempts[1].skip == ["^Other"], "the crash while others ran beside it is not yet pinned on the test")
        let third = try #require(attempts.last)
        #expect(
            third.skip.count == 2 && third.skip[0] == "^Other" && third.skip[1].contains("/crash"),
            "the caller's own filters, then the crashing test: \(third.skip)")
        #expect(report.outcome(of: Fixture.crashingID) == .didNotFinish, "the crash stays on record")
        #expect(report.outcome(of: Fixture.afterCrashID) == .passed)
        #expect(report.finished)
    }

    @Test("an attempt that returns no report ends the runs with what the earlier ones found")
    func stopsWhenTold() {
        var count = 0
        let report = CrashBisection(deadline: .distantFuture).run { _ in
            count += 1
            return count == 1 ? Self.crashed : nil
        }
        #expect(count == 2)
        #expect(report.tests.map(\.id).contains(Fixture.crashingID))
    }

    @Test("no attempt starts after the deadline, and no more than the most attempts in all")
    func limits() {
        var count = 0
        _ = CrashBisection(deadline: .distantPast).run { _ in
            count += 1
            return Self.crashed
        }
        #expect(count == 1, "the first attempt runs; none after the deadline")
        count = 0
        _ = CrashBisection(deadline: .distantFuture).run { _ in
            count += 1
            return Self.crashed
        }
        #expect(count == CrashBisection.maximumAttempts)
    }

    @Test("a first attempt that may not run tests side by side is not run twice for that")
    func serialFromTheStart() {
        var attempts: [CrashBisection.Attempt] = []
        _ = CrashBisection(deadline: .distantFuture, parallel: false).run { attempt in
            attempts.append(attempt)
            return attempt.number == 1 ? Self.crashed : Self.rest
        }
        #expect(attempts.map(\.parallel) == [false, false])
        #expect(attempts.last?.skip.first?.contains("/crash") == true, "the crash is pinned by the first run")
    }

    @Test("a crash in the last test of a run one test at a time leaves nothing to run again")
    func crashLast() {
        let tests = ["M.S/first()", "M.S/last()"].map { TestDescription(id: $0, name: $0, isSuite: false) }
        let crashedLast = TestRunReport(tests: tests, outcomes: ["M.S/first()": .passed, "M.S/last()": .didNotFinish])
        var count = 0
        let report = CrashBisection(deadline: .distantFuture, parallel: false).run { _ in
            count += 1
            return crashedLast
        }
        #expect(count == 1)
        #expect(report.outcome(of: "M.S/last()") == .didNotFinish)
    }
}
