import Course
import Foundation
import Grading
import ProbeProtocol
import Runner

/// The reference solutions' answers to a run's held-out inputs, found once and shared by
/// every grade of the run, with the time limits they give.
///
/// ```
/// let reference = try answers.reference { try probe(built from Solutions/) }
/// reference.callLimit   // 2 s: the solution's slowest call, with room, and a floor
/// ```
final class ReferenceAnswers: @unchecked Sendable {
    /// The answers, and the limits for a submission's probe.
    struct Reference {
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

    private let lock = NSLock()
    private var found: Reference?

    func reference(finding: () throws -> Reference) throws -> Reference {
        if let known = lock.withLock({ found }) { return known }
        let reference = try finding()
        lock.withLock { found = reference }
        return reference
    }
}
