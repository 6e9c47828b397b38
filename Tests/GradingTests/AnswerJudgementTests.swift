import Foundation
import Grading
import ProbeProtocol
import Testing

@Suite("Answers judged against the reference's")
struct AnswerJudgementTests {
    @Test("a number agrees within the tolerance, relative to its size; NaN agrees with NaN only")
    func numbers() {
        let comparison = AnswerComparison(tolerance: 1e-6)
        #expect(comparison.agrees(.number(103.3333334), with: .number(103.33333333)))
        #expect(comparison.agrees(.number(1e9 + 100), with: .number(1e9)))
        #expect(!comparison.agrees(.number(1e9 + 10_000), with: .number(1e9)))
        #expect(!comparison.agrees(.number(0.001), with: .number(0)))
        #expect(comparison.agrees(.number(.nan), with: .number(.nan)))
        #expect(!comparison.agrees(.number(0), with: .number(.nan)))
        #expect(!comparison.agrees(.number(.infinity), with: .number(1e308)))
        #expect(!comparison.agrees(.int(1), with: .number(1)), "kinds must match")
    }

    @Test("lists, records and text must match in shape and content")
    func structures() {
        let comparison = AnswerComparison(tolerance: 1e-6)
        let point = { (x: Double) in CGPoint(x: x, y: 1).probeValue }
        #expect(comparison.agrees(.list([point(1), point(2)]), with: .list([point(1), point(2 + 1e-9)])))
        #expect(!comparison.agrees(.list([point(1)]), with: .list([point(1), point(2)])))
        #expect(!comparison.agrees(Optional<Int>.none.probeValue, with: Optional(0).probeValue))
        #expect(!comparison.agrees(.string("1,5"), with: .string("1.5")))
        #expect(comparison.agrees(.date(100.0004), with: .date(100)))
        #expect(!comparison.agrees(.date(101), with: .date(100)))
    }

    static let inputs = HeldOutInputs(
        seed: 1,
        inputs: [
            ExerciseInputs(
                exercise: "9.1",
                fixed: [.call("M.f(x:)", ("x", 1)), .call("M.f(x:)", ("x", 2)), .call("M.f(x:)", ("x", 3))]
            ) { _ in
                .call("M.f(x:)", ("x", 0))
            }.with(randomCount: 0)
        ])

    static func answers(_ values: [ProbeRun.Result]) -> [Int: ProbeRun.Result] {
        Dictionary(uniqueKeysWithValues: values.enumerated().map { ($0.offset, $0.element) })
    }

    static let reference = answers([1, 2, 3].map { .answered(.returned(.int($0 * 10)), seconds: 0.0001) })

    @Test("every answer the reference's: agrees, with nothing to show")
    func agrees() throws {
        let judgement = try #require(
            AnswerJudgement.judge(Self.inputs, answers: Self.reference, reference: Self.reference)["9.1"])
        #expect(
            judgement.verdict == .agrees && judgement.inputs == 3 && judgement.wrong == 0 && judgement.example.isEmpty)
    }

    @Test("a wrong answer is shown with its input and both answers")
    func disagrees() throws {
        let answers = Self.answers([
            .answered(.returned(.int(10)), seconds: nil), .answered(.returned(.int(0)), seconds: nil),
            .answered(.notImplemented, seconds: nil),
        ])
        let judgement = try #require(
            AnswerJudgement.judge(Self.inputs, answers: answers, reference: Self.reference)["9.1"])
        #expect(judgement.verdict == .disagrees && judgement.wrong == 2)
        #expect(judgement.summary == "wrong on 2 of 3 inputs, e.g. f(x: 2) gave 0, expected 20")
    }

    @Test(
        "a todo on every input is not implemented; a crash or a time-out names itself",
        arguments: [
            (
                [ProbeRun.Result](repeating: .answered(.notImplemented, seconds: nil), count: 3),
                AnswerJudgement.Verdict.notImplemented, "not implemented"
            ),
            (
                [
                    .answered(.returned(.int(10)), seconds: nil), .crashed("Index out of range"),
                    .notRun("the exercise crashed"),
                ], .crashed, "crashed: Index out of range"
            ),
            (
                [.timedOut(seconds: 1), .notRun("an earlier input of the exercise ran too long"), .notRun("")],
                .tooSlow,
                "was too slow (over 1 s, the solution takes under 1 ms)"
            ),
        ])
    func otherVerdicts(results: [ProbeRun.Result], verdict: AnswerJudgement.Verdict, words: String) throws {
        let judgement = try #require(
            AnswerJudgement.judge(Self.inputs, answers: Self.answers(results), reference: Self.reference)["9.1"])
        #expect(judgement.verdict == verdict)
        #expect(judgement.summary.contains(words), "\(judgement.summary)")
    }

    @Test("an input the reference could not answer leaves its exercise not judged: no judgement is agreement")
    func referenceGaps() throws {
        var reference = Self.reference
        reference[1] = .crashed("the instructor's bug")
        let answers = Self.answers([10, 0, 30].map { .answered(.returned(.int($0)), seconds: nil) })
        let judgement = try #require(AnswerJudgement.judge(Self.inputs, answers: answers, reference: reference)["9.1"])
        #expect(judgement.verdict == .notJudged && judgement.inputs == 0, "\(judgement)")
        #expect(judgement.summary == "not judged: the reference solution gave no value for f(x: 2)")
    }

    @Test("a reference that answered nothing judges nothing, never agreement")
    func noReference() throws {
        let answers = Self.answers([10, 20, 30].map { .answered(.returned(.int($0)), seconds: nil) })
        let judgement = try #require(AnswerJudgement.judge(Self.inputs, answers: answers, reference: [:])["9.1"])
        #expect(judgement.verdict == .notJudged, "\(judgement.summary)")
    }

    @Test("an exercise asked for without inputs, or without the submission's answers, is not judged")
    func missingInputsOrAnswers() throws {
        let judgements = AnswerJudgement.judge(
            Self.inputs, exercises: ["9.1", "9.2"], answers: Self.answers([]), reference: Self.reference)
        #expect(judgements["9.2"]?.verdict == .notJudged && judgements["9.2"]?.example.contains("no held-out") == true)
        #expect(
            judgements["9.1"]?.verdict == .notJudged
                && judgements["9.1"]?.example == "the submission's probe has no result for f(x: 1)",
            "\(String(describing: judgements["9.1"]))")
    }
}

extension ExerciseInputs {
    func with(randomCount: Int) -> ExerciseInputs {
        var inputs = self
        inputs.randomCount = randomCount
        return inputs
    }
}
