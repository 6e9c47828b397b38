import Course
import Foundation
import ProbeProtocol
import Runner

/// The reference solutions' answers to a run's held-out inputs, with the time limits
/// they give; found once and shared by every grade of the run.
///
/// ```
/// let reference = ReferenceAnswers(results: try probe.results(of: inputs.calls, ...))
/// reference.callLimit   // 2 s: the solution's slowest call, with room, and a floor
/// ```
struct ReferenceAnswers {
    let results: [Int: ProbeRun.Result]
    /// Any one call: 100 times the solution's slowest, and at least 1 s.
    let callLimit: TimeInterval
    /// Every call of a submission, restarts after crashes included: 20 times the
    /// solution's total, and at least 90 s.
    let totalLimit: TimeInterval

    init(results: [Int: ProbeRun.Result]) {
        self.results = results
        let seconds = results.values.compactMap { result -> Double? in
            if case .answered(_, let seconds, _) = result { return seconds } else { return nil }
        }
        callLimit = max(1, 100 * (seconds.max() ?? 0))
        totalLimit = max(90, 20 * seconds.reduce(0, +))
    }
}
