import Course
import Foundation
import ProbeProtocol

/// Verify's check of the grader's held-out inputs: every exercise has some, and the
/// reference solutions answer every one with a value, so that no input judges a student
/// on something the doc comment leaves open or the solution cannot do.
///
/// ```
/// let check = HeldOutInputsCheck(catalog: catalog)
/// check.exercisesWithoutInputs()                  // ["5.3"]: its inputs are not written yet
/// try check.unanswered(by: probe, seed: 42, scratch: folder)   // ["percentile(0.5, ofSorted: []) crashed: ..."]
/// ```
public struct HeldOutInputsCheck {
    public let catalog: ChapterCatalog

    public init(catalog: ChapterCatalog) {
        self.catalog = catalog
    }

    /// The exercises of the course that have no held-out inputs, and inputs of exercises
    /// the course does not have.
    public func mismatches() -> [String] {
        let course = catalog.chapters.flatMap(\.exercises).map(\.id)
        let covered = HeldOutInputs.catalog.map(\.exercise)
        return course.filter { !covered.contains($0) }.map { "\($0) has no held-out inputs" }
            + covered.filter { !course.contains($0) }.map { "inputs for \($0), which no chapter has" }
    }

    /// Each call the reference probe at `program` did not answer with a value, with what
    /// became of it; empty when it answered all. Also how many calls there were.
    public func unanswered(by program: URL, seed: UInt64, scratch: URL) throws -> (calls: Int, problems: [String]) {
        let inputs = HeldOutInputs(seed: seed)
        var run = ProbeRun(program: program, scratch: scratch, sandbox: nil)
        run.callLimit = 60
        run.totalLimit = 15 * 60
        let results = try run.results(of: inputs.calls, exercise: inputs.exercise(ofCall:))
        let problems = inputs.calls.compactMap { call -> String? in
            if case .answered(.returned, _, _)? = results[call.id] { return nil }
            return "\(inputs.exercise(ofCall: call.id)): \(call.swiftText) \(results[call.id].map { "\($0)" } ?? "was not made")"
        }
        return (inputs.calls.count, problems)
    }
}
