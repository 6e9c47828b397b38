import Foundation
import Runner

/// Checks that an event stream is one the testing library could have written, so that a
/// run whose code under test wrote its own results earns nothing.
///
/// The code under test runs in the process that writes the stream, so it can write to
/// the stream too. What it cannot do is take back what the library wrote: the stream is
/// read from a pipe as it runs (``WatchedRun``). Lines it adds then show up as a test
/// that starts or ends twice, a test nobody declared, or events after the run's end:
///
/// ```
/// EventStreamAudit.problem(in: stream, modules: ["LineGraphTests"], commandStatus: 1)
/// // nil: consistent
/// // "test LineGraphTests.XPositionTests/first() ended twice"
/// ```
///
/// - Complexity: O(*n*) in the length of the stream.
public enum EventStreamAudit {
    /// The first inconsistency in `stream`, or `nil` when there is none.
    ///
    /// - Parameters:
    ///   - modules: The test modules the run was asked for; a test outside them is unknown.
    ///   - known: The tests an earlier run of the same binary declared, if any: a later
    ///     run may declare fewer, never others.
    ///   - commandStatus: The test process's exit status, as the sandbox's wrapper saw it.
    public static func problem(
        in stream: Data, modules: [String], known: Set<String>? = nil, commandStatus: Int32?
    ) -> String? {
        let decoder = JSONDecoder()
        let lines = stream.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var declared: Set<String> = []
        var started: Set<String> = []
        var ended: Set<String> = []
        var skipped: Set<String> = []
        var runStarted = false
        var runEnded = false
        var failingIssues = 0
        for (index, line) in lines.enumerated() where !line.isEmpty {
            if runEnded { return "the results go on after the run's end" }
            guard let record = try? decoder.decode(EventStreamRecord.self, from: Data(line)) else {
                // Only the last line may be cut short, by a process that was stopped.
                if index >= lines.count - 1 { continue }
                return "a line of the results is not the testing library's"
            }
            switch record {
            case .test(let test):
                if runStarted { return "test \(test.id) was declared after the run started" }
                guard modules.contains(where: { test.id.hasPrefix($0 + ".") || test.id == $0 }) else {
                    return "test \(test.id) is not one of the instructor's"
                }
                if let known, !known.contains(test.id) { return "test \(test.id) is not one of the instructor's" }
                guard declared.insert(test.id).inserted else { return "test \(test.id) was declared twice" }
            case .event(let event):
                guard let id = event.testID else {
                    switch event.kind {
                    case "runStarted":
                        if runStarted { return "the run started twice" }
                        runStarted = true
                    case "runEnded":
                        if !runStarted { return "the run ended before it started" }
                        runEnded = true
                    default:
                        break
                    }
                    continue
                }
                guard runStarted else { return "test \(id) has results from before the run started" }
                guard declared.contains(id) else { return "test \(id) is not one of the instructor's" }
                switch event.kind {
                case "testStarted":
                    if skipped.contains(id) || !started.insert(id).inserted { return "test \(id) started twice" }
                case "testEnded":
                    guard started.contains(id) else { return "test \(id) ended without starting" }
                    guard ended.insert(id).inserted else { return "test \(id) ended twice" }
                case "testSkipped":
                    if started.contains(id) || !skipped.insert(id).inserted { return "test \(id) was skipped and ran" }
                case "testCaseStarted", "testCaseEnded":
                    guard started.contains(id), !ended.contains(id) else {
                        return "test \(id) ran a case outside its run"
                    }
                case "issueRecorded":
                    guard started.contains(id) else { return "test \(id) recorded an issue without starting" }
                    if event.issue?.isKnown != true { failingIssues += 1 }
                default:
                    break
                }
            case .other:
                break
            }
        }
        guard runEnded else { return nil }
        if let unended = started.subtracting(ended).sorted().first { return "the run ended while test \(unended) ran" }
        if let status = commandStatus {
            // The testing library exits with 0 when no test failed and 1 when one did.
            if status != 0 && status != 1 {
                return "the test process ended with status \(status) after its run had ended"
            }
            if status == 0 && failingIssues > 0 {
                return "the test process said every test passed, and its results say otherwise"
            }
        }
        return nil
    }

    /// The tests a stream declares before its run starts.
    public static func declaredTests(in stream: Data) -> Set<String> {
        var declared: Set<String> = []
        for record in EventStreamRecord.records(in: String(decoding: stream, as: UTF8.self)) {
            if case .test(let test) = record { declared.insert(test.id) }
        }
        return declared
    }
}
