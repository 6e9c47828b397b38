import Foundation
import ProbeProtocol
import Testing

@testable import Grading

/// The rounds of a replayed chart and their limits, with a drawing and answers made up
/// here: the programs that really draw and answer are in the class tests.
@Suite("The rounds of a submission's replayed charts, and their limits")
struct ReplayRoundsTests {
    /// A chain of calls, `step(1)`, `step(2)`, ...: each round's drawing asks for the next
    /// one, whose argument is the answer before it, until `length` are answered.
    static func chain(length: Int) -> ([RecordedAnswer]) -> ReplayRounds.Drawing {
        { recorded in
            guard recorded.count < length else { return .unanswered([]) }
            return .unanswered([ProbeCall(id: 0, function: "step", arguments: [.init("n", recorded.count + 1)])])
        }
    }

    static func answered(_ calls: [ProbeCall]) -> [Int: RecordedAnswer.Result] {
        Dictionary(uniqueKeysWithValues: calls.map { ($0.id, .returned(.int(1))) })
    }

    @Test("each round's unanswered calls are answered and drawn with in the next, until nothing is asked")
    func chainDrawn() throws {
        var rounds = ReplayRounds(answerTime: 60)
        var seen: [[String]] = []
        let ending = try rounds.run(
            draw: { recorded in
                seen.append(recorded.map(\.key).sorted())
                return Self.chain(length: 3)(recorded)
            }, answer: { calls, _ in Self.answered(calls) })
        #expect(ending == .drawn)
        #expect(seen.map(\.count) == [0, 1, 2, 3], "four drawings, each with one more answer: \(seen)")
        #expect(rounds.asked == 3 && rounds.times.steps.count == 7)
    }

    @Test("a call the answers leave out is recorded as not called, and the drawing goes on")
    func leftOut() throws {
        var rounds = ReplayRounds(answerTime: 60)
        var last: [RecordedAnswer] = []
        let ending = try rounds.run(
            draw: { recorded in
                last = recorded
                return Self.chain(length: 1)(recorded)
            }, answer: { _, _ in [:] })
        #expect(ending == .drawn)
        #expect(last.map(\.result) == [.failed("was not called: no answer came")])
    }

    @Test("a drawing that fails stops the rounds with its reason")
    func drawingFails() throws {
        var rounds = ReplayRounds(answerTime: 60)
        let ending = try rounds.run(draw: { _ in .failed("the preview crashed") }, answer: { _, _ in [:] })
        #expect(ending == .stopped("the preview crashed"))
    }

    @Test("stops after the rounds allowed, and past the calls allowed")
    func roundsAndCalls() throws {
        var few = ReplayRounds(answerTime: 60)
        few.rounds = 4
        let endless = try few.run(draw: Self.chain(length: 100), answer: { calls, _ in Self.answered(calls) })
        #expect(endless == .stopped("The chart still needed answers after 4 rounds of calls."))
        #expect(few.asked == 4)

        var counted = ReplayRounds(answerTime: 60)
        counted.calls = 2
        let many = try counted.run(draw: Self.chain(length: 100), answer: { calls, _ in Self.answered(calls) })
        #expect(many == .stopped("Drawing the charts took more than 2 calls of the submission's functions."))
        #expect(counted.asked == 3, "the third call is asked for, and not made")
    }

    @Test("the answers' time is for every round together, not for each round")
    func timeForAllRounds() throws {
        var rounds = ReplayRounds(answerTime: 1)
        var limits: [TimeInterval] = []
        let ending = try rounds.run(
            draw: Self.chain(length: 100),
            answer: { calls, timeLimit in
                limits.append(timeLimit)
                Thread.sleep(forTimeInterval: 0.6)
                return Self.answered(calls)
            })
        #expect(ending == .stopped("The submission's answers for its charts took more than 1 s."))
        #expect(limits.count == 2, "two rounds of 0.6 s use up 1 s: \(limits)")
        #expect(limits.count == 2 && limits[1] <= 1 - 0.6, "the second round has what the first left: \(limits)")
    }

    @Test("the line that says the answers' time ran out says where the limit comes from")
    func limitNamed() throws {
        var rounds = ReplayRounds(answerTime: 0)
        rounds.answerTimeBasis = "40 × the reference's 1.5 s to answer every input, at least 60 s"
        let ending = try rounds.run(draw: Self.chain(length: 3), answer: { calls, _ in Self.answered(calls) })
        #expect(
            ending
                == .stopped(
                    "The submission's answers for its charts took more than 0 s, their limit (40 × the reference's 1.5 s to answer every input, at least 60 s)."
                ))
    }
}
