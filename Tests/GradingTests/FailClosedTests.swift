import Foundation
import ProbeProtocol
import Testing

@testable import Grading

/// Where the grader cannot decide, the student earns nothing and the report says why; where
/// the reference cannot answer, nothing is graded at all.
@Suite("The grader fails closed")
struct FailClosedTests {
    static let inputs = AnswerJudgementTests.inputs

    @Test("a reference that did not start answers nothing, and the run stops with why")
    func referenceThatDidNotStart() throws {
        let why = ProbeRun.Result.notRun("the probe did not start: ended the program (exit status 1)")
        let results = Dictionary(uniqueKeysWithValues: Self.inputs.calls.map { ($0.id, why) })
        let error = try #require(throws: UnansweredReference.self) {
            try ReferenceAnswers(results: results, of: Self.inputs)
        }
        #expect(error.unanswered == 3 && error.calls == 3)
        #expect(
            error.description.contains("a value for 0 of the 3 held-out inputs, so no submission was graded")
                && error.description.contains("the probe did not start"),
            "\(error)")
    }

    @Test("one input the reference did not answer is enough to stop the run")
    func oneGap() throws {
        var results = AnswerJudgementTests.reference
        results[2] = .timedOut(seconds: 60)
        let error = try #require(throws: UnansweredReference.self) {
            try ReferenceAnswers(results: results, of: Self.inputs)
        }
        #expect(error.unanswered == 1 && error.first.contains("gave no answer within 60 s"), "\(error)")
        #expect(try ReferenceAnswers(results: AnswerJudgementTests.reference, of: Self.inputs).results.count == 3)
    }

    @Test("an exercise whose tests pass and which has no verdict on its answers is not judged, and earns nothing")
    func noVerdict() {
        let passed = ExerciseGrade(
            id: "1.2", title: "Horizontal position", chapter: 1, status: .pass, maxPoints: 2, message: "")
        let graded = Grader.judged(passed, by: nil)
        #expect(graded.status == .notRun && graded.points == 0)
        #expect(graded.message.hasPrefix("Not judged"), "\(graded.message)")
        #expect(graded.judgement?.verdict == .notJudged)
    }
}
