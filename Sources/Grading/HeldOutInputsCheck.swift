import Course
import Foundation
import ProbeProtocol
import Results

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
            return
                "\(inputs.exercise(ofCall: call.id)): \(call.swiftText) \(results[call.id].map { "\($0)" } ?? "was not made")"
        }
        return (inputs.calls.count, problems)
    }
}

extension HeldOutInputsCheck {
    /// Verify's check: every exercise has held-out inputs, and the solutions' probe, which
    /// verify's run of the solutions built in `buildFolder`, answers each with a value.
    public func record(in tally: inout VerifyTally, buildFolder: URL, seed: UInt64) throws {
        let mismatches = mismatches()
        tally.record(
            passed: mismatches.isEmpty ? 1 : 0, failed: mismatches.count, "every exercise has held-out inputs",
            details: mismatches)
        let probe = buildFolder.appendingPathComponent("debug/workbook-probe")
        guard FileManager.default.isExecutableFile(atPath: probe.path) else {
            tally.record(passed: 0, failed: 1, "the solutions' run built no probe program", details: [probe.path])
            return
        }
        let (calls, problems) = try unanswered(
            by: probe, seed: seed, scratch: buildFolder.appendingPathComponent("probe"))
        tally.record(
            passed: problems.isEmpty ? 1 : 0, failed: problems.isEmpty ? 0 : 1,
            "the solutions answer \(calls - problems.count) of \(calls) inputs with a value", details: problems)
    }
}
