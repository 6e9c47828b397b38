import Foundation
import Testing

@testable import Grading

/// Every limit of a submission's steps comes from the reference's measured times, with
/// a floor, and says where it comes from.
@Suite("Time limits from the reference's times")
struct TimeBudgetTests {
    @Test("each limit is a factor of the reference's time, or its floor when that is more")
    func derived() {
        let quick = TimeBudget(slowestCall: 0.0004, answering: 1.2)
        #expect(quick.call == 1 && quick.answers == 60 && quick.tests == 30, "the floors")
        let slow = TimeBudget(slowestCall: 0.05, answering: 4)
        #expect(slow.call == 5 && slow.answers == 160 && slow.tests == 40, "the factors")
    }

    @Test("the suites outlast three quiet times, so that a hang is stopped by the quiet time")
    func testsOutlastQuiet() {
        let budget = TimeBudget(slowestCall: 0.0004, answering: 1.5)
        #expect(budget.tests(quiet: 10) == (30, budget.explained(TimeBudget.testsLimit)))
        let (seconds, basis) = budget.tests(quiet: 20)
        #expect(seconds == 60)
        #expect(
            basis
                == "3 × the 20 s a test may run quiet, more than 10 × the reference's 1.5 s to answer every input, at least 30 s"
        )
    }

    @Test("the instructor reads where a limit comes from")
    func explained() {
        let budget = TimeBudget(slowestCall: 0.0004, answering: 1.5)
        #expect(
            budget.explained(TimeBudget.testsLimit)
                == "10 × the reference's 1.5 s to answer every input, at least 30 s")
        #expect(budget.explained(TimeBudget.callLimit) == "100 × the reference's 0.4 ms slowest answer, at least 1 s")
        let limit = WatchedRun.Limit.step(
            seconds: budget.tests, step: "its tests", basis: budget.explained(TimeBudget.testsLimit))
        #expect(
            limit.message
                == "ran its tests for more than 30 s, their limit (10 × the reference's 1.5 s to answer every input, at least 30 s)"
        )
    }

    @Test("a probe run whose time for answers runs out says which limit, and where it comes from")
    func answersRanOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("budget-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var run = ProbeRun(program: URL(fileURLWithPath: "/bin/true"), scratch: folder, sandbox: nil)
        run.totalLimit = 0
        run.totalLimitBasis = "40 × the reference's 1.5 s to answer every input, at least 60 s"
        let results = try run.results(of: AnswerJudgementTests.inputs.calls) { _ in "9.1" }
        #expect(
            results[0]
                == .notRun(
                    "the submission's time for answers ran out (0 s: 40 × the reference's 1.5 s to answer every input, at least 60 s)"
                ))
    }
}
