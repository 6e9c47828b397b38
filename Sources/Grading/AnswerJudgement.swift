import Foundation
import ProbeProtocol

/// The grader's verdict on one exercise: the student's answers held against the
/// reference solution's, input by input, outside the process that computed them.
///
/// ```
/// let judgements = AnswerJudgement.judge(inputs, answers: student, reference: solution)
/// judgements["1.2"]?.verdict   // .disagrees
/// judgements["1.2"]?.summary   // "wrong on 37 of 44 inputs, e.g. xPosition(index: 2, count: 7, in: …) gave 0, expected 103.3"
/// ```
public struct AnswerJudgement: Sendable, Codable, Equatable {
    public enum Verdict: String, Sendable, Codable, Equatable {
        /// Every answer agrees with the reference's.
        case agrees
        /// Every input reached a `todo`.
        case notImplemented
        /// Some answer is wrong, or reached a `todo`.
        case disagrees
        /// Some input crashed the probe.
        case crashed
        /// Some input ran past its time limit, or the submission's time ran out.
        case tooSlow
        /// Some input could not be judged (the reference gave no value for it, or the
        /// submission's probe has no result for it), or the exercise has none: it earns
        /// nothing, since no judgement is agreement.
        case notJudged
    }

    /// "1.2"
    public let exercise: String
    public let verdict: Verdict
    /// How many inputs were judged, and on how many the answer was not the reference's.
    public let inputs: Int
    public let wrong: Int
    /// One input and both answers, for the report: empty when every answer agrees.
    public let example: String

    public init(exercise: String, verdict: Verdict, inputs: Int, wrong: Int, example: String) {
        self.exercise = exercise
        self.verdict = verdict
        self.inputs = inputs
        self.wrong = wrong
        self.example = example
    }

    /// "wrong on 37 of 44 inputs, e.g. ...", as a report says it.
    public var summary: String {
        switch verdict {
        case .agrees: "agrees with the reference solution on all \(inputs) inputs"
        case .notImplemented: "not implemented on any of \(inputs) inputs"
        case .disagrees, .crashed, .tooSlow: "wrong on \(wrong) of \(inputs) inputs, e.g. \(example)"
        case .notJudged: "not judged: \(example)"
        }
    }

    /// Judges each exercise of `exercises`, or, without it, each exercise of `inputs`
    /// whose calls have answers.
    ///
    /// An exercise is judged on all of its inputs or not at all: one input the reference
    /// gave no value for, or the submission has no result for, makes it ``Verdict/notJudged``,
    /// and so does an exercise without inputs.
    ///
    /// - Complexity: O(*n*) in the size of the answers.
    public static func judge(
        _ inputs: HeldOutInputs, exercises: Set<String>? = nil, answers: [Int: ProbeRun.Result],
        reference: [Int: ProbeRun.Result]
    ) -> [String: AnswerJudgement] {
        let wanted =
            exercises ?? Set(inputs.calls.filter { answers[$0.id] != nil }.map { inputs.exercise(ofCall: $0.id) })
        var byExercise = Dictionary(uniqueKeysWithValues: wanted.map { ($0, [ProbeCall]()) })
        for call in inputs.calls where wanted.contains(inputs.exercise(ofCall: call.id)) {
            byExercise[inputs.exercise(ofCall: call.id), default: []].append(call)
        }
        return byExercise.reduce(into: [:]) { judgements, entry in
            let comparison = AnswerComparison(tolerance: inputs.tolerance(of: entry.key))
            judgements[entry.key] =
                unjudged(entry.key, calls: entry.value, answers: answers, reference: reference)
                ?? judge(
                    entry.key, calls: entry.value, answers: answers, reference: reference, comparison: comparison)
        }
    }

    /// The verdict on an exercise that cannot be judged on every input, and why; `nil`
    /// when it can be.
    private static func unjudged(
        _ exercise: String, calls: [ProbeCall], answers: [Int: ProbeRun.Result], reference: [Int: ProbeRun.Result]
    ) -> AnswerJudgement? {
        let why: String
        if calls.isEmpty {
            why = "the grader has no held-out inputs for \(exercise)"
        } else if let gap = calls.first(where: { !Self.hasValue(reference[$0.id]) }) {
            why = "the reference solution gave no value for \(gap.swiftText)"
        } else if let gap = calls.first(where: { answers[$0.id] == nil }) {
            why = "the submission's probe has no result for \(gap.swiftText)"
        } else {
            return nil
        }
        return AnswerJudgement(exercise: exercise, verdict: .notJudged, inputs: 0, wrong: 0, example: why)
    }

    /// Whether `result` is a value the reference returned.
    static func hasValue(_ result: ProbeRun.Result?) -> Bool {
        if case .answered(.returned, _, _)? = result { true } else { false }
    }

    private static func judge(
        _ exercise: String, calls: [ProbeCall], answers: [Int: ProbeRun.Result], reference: [Int: ProbeRun.Result],
        comparison: AnswerComparison
    ) -> AnswerJudgement {
        var judged = 0
        var wrong: [(ProbeCall, Problem)] = []
        for call in calls {
            // Every call has both answers (``unjudged`` came first); this only unwraps them.
            guard case .answered(.returned(let expected), let referenceSeconds, _)? = reference[call.id],
                let answer = answers[call.id]
            else { continue }
            judged += 1
            if let problem = Problem(
                answer, expected: expected, referenceSeconds: referenceSeconds, comparison: comparison)
            {
                wrong.append((call, problem))
            }
        }
        let verdict: Verdict
        if wrong.isEmpty {
            verdict = .agrees
        } else if wrong.count == judged, wrong.allSatisfy({ $0.1 == .notImplemented }) {
            verdict = .notImplemented
        } else if wrong.contains(where: { $0.1.isTooSlow }) {
            verdict = .tooSlow
        } else if wrong.contains(where: { $0.1.isCrash }) {
            verdict = .crashed
        } else {
            verdict = .disagrees
        }
        // The example is the worst kind of problem found, its first input.
        let shown =
            wrong.first { $0.1.isTooSlow && verdict == .tooSlow }
            ?? wrong.first { $0.1.isCrash && verdict == .crashed }
            ?? wrong.first { if case .gave = $0.1 { true } else { false } }
            ?? wrong.first
        let example = shown.map { "\($0.0.swiftText) \($0.1.text)" } ?? ""
        return AnswerJudgement(
            exercise: exercise, verdict: verdict, inputs: judged, wrong: wrong.count, example: example)
    }

    /// What was wrong with one answer.
    private enum Problem: Equatable {
        case gave(String, expected: String)
        case notImplemented
        case refused(String)
        case crashed(String)
        case tooSlow(limit: TimeInterval, reference: Double?)
        case notRun(String)

        init?(_ result: ProbeRun.Result, expected: ProbeValue, referenceSeconds: Double?, comparison: AnswerComparison)
        {
            switch result {
            case .answered(.returned(let value), _, _):
                guard !comparison.agrees(value, with: expected) else { return nil }
                self = .gave(value.swiftText(), expected: expected.swiftText())
            case .answered(.notImplemented, _, _): self = .notImplemented
            case .answered(.refused(let why), _, _): self = .refused(why)
            case .crashed(let why): self = .crashed(why)
            case .timedOut(let limit): self = .tooSlow(limit: limit, reference: referenceSeconds)
            case .notRun(let why): self = .notRun(why)
            }
        }

        var isTooSlow: Bool {
            switch self {
            case .tooSlow: true
            case .notRun(let why): why.contains("time")
            default: false
            }
        }

        var isCrash: Bool { if case .crashed = self { true } else { false } }

        var text: String {
            switch self {
            case .gave(let got, let expected): "gave \(got), expected \(expected)"
            case .notImplemented: "reached a todo"
            case .refused(let why): "could not be called: \(why)"
            case .crashed(let why): "crashed: \(why)"
            case .tooSlow(let limit, let reference):
                "was too slow (over \(Self.seconds(limit)), the solution takes \(reference.map(Self.seconds) ?? "less"))"
            case .notRun(let why): "was not made: \(why)"
            }
        }

        static func seconds(_ value: Double) -> String {
            value >= 1
                ? "\(Int(value.rounded())) s" : value >= 0.001 ? String(format: "%.0f ms", value * 1000) : "under 1 ms"
        }
    }
}
