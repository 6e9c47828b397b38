import Course
import Foundation
import ProbeProtocol
import Runner

/// The reference solutions' answers to a run's held-out inputs, with the time limits
/// they give; found once and shared by every grade of the run.
///
/// ```
/// let reference = try ReferenceAnswers(results: try probe.results(of: inputs.calls, ...), of: inputs)
/// reference.budget.call   // 2 s: the solution's slowest call, with room, and a floor
/// ```
///
/// It holds a value for every input or is not made at all (``UnansweredReference``): an
/// input without one would judge nothing, and an exercise judged on none of its inputs
/// would read as agreement.
struct ReferenceAnswers {
    let results: [Int: ProbeRun.Result]
    /// The time limits of every submission's steps, from the reference's times.
    let budget: TimeBudget

    /// - Parameter answering: How long the reference's probe took, by the clock, to answer
    ///   every input; `nil` (a recorded reference) counts the answers' own times.
    /// - Throws: ``UnansweredReference`` unless every call of `inputs` has a value in `results`.
    init(results: [Int: ProbeRun.Result], of inputs: HeldOutInputs, answering: TimeInterval? = nil)
        throws(UnansweredReference)
    {
        let gaps = inputs.calls.filter { !AnswerJudgement.hasValue(results[$0.id]) }
        if let first = gaps.first {
            throw UnansweredReference(
                unanswered: gaps.count, calls: inputs.calls.count, first: first, result: results[first.id])
        }
        self.results = results
        let seconds = results.values.compactMap { result -> Double? in
            if case .answered(_, let seconds, _) = result { return seconds } else { return nil }
        }
        budget = TimeBudget(slowestCall: seconds.max() ?? 0, answering: answering ?? seconds.reduce(0, +))
    }
}
