import Foundation
import Platform
import ProbeProtocol
import Runner

/// Runs a probe program over a list of calls and collects what became of each: an
/// answer, a crash, a time-out.
///
/// ```
/// var run = ProbeRun(program: probe, scratch: folder, sandbox: sandbox)
/// let results = try run.results(of: inputs.calls)
/// results[7]   // .answered(.returned(.number(103.3)))
/// ```
///
/// The probe writes one answer a line on descriptor 3, as it makes each call. When it
/// crashes, hangs or ends early, the call it was making costs only itself: the probe is
/// started again with the calls after it. After a time-out the rest of that exercise's
/// calls are not made (the exercise is lost already, and each would wait as long), and
/// the whole run has a time limit of its own, so that no submission holds the class.
public struct ProbeRun: Sendable {
    public let program: URL
    /// Where the calls file is written; the sandbox reads it from there.
    public let scratch: URL
    /// `nil`: `--no-sandbox`.
    public var sandbox: Sandbox?
    /// Folders the probe needs beyond the minimal system, such as the toolchain's libraries.
    public var readable: [URL] = []
    public var limits = Sandbox.Limits()
    /// Any one call; the probe's start has ``WatchedRun/TimeLimits/startupGrace`` more.
    public var callLimit: TimeInterval = 1
    /// Every call together, restarts included.
    public var totalLimit: TimeInterval = 60
    /// Where ``totalLimit`` comes from, for the instructor: "40 × the reference's 1.5 s
    /// to answer every input, at least 60 s".
    public var totalLimitBasis = "the grader's limit"
    /// At most this many starts of the probe, however many calls crash.
    public var maximumStarts = 200
    /// After this many crashes in one exercise, the rest of its inputs are not made: the
    /// exercise is lost, and each start of the probe costs time.
    public var crashesPerExercise = 3
    /// How many starts in a row may end before the probe says it is ready, a second more
    /// apart each time, before the calls left are given up.
    public var startAttempts = 4

    public init(program: URL, scratch: URL, sandbox: Sandbox?) {
        self.program = program
        self.scratch = scratch
        self.sandbox = sandbox
    }

    /// What became of one call.
    public enum Result: Sendable, Equatable {
        /// `todoFiles`: with `.notImplemented`, the files of the `todo`s it reached.
        case answered(ProbeAnswer.Outcome, seconds: Double?, todoFiles: [String]? = nil)
        /// The probe ended during the call: a trap, a signal, an `exit`.
        case crashed(String)
        /// The call ran longer than the limit.
        case timedOut(seconds: TimeInterval)
        /// The call was not made, and why.
        case notRun(String)
    }

    /// Makes every call of `calls`, grouped by `exercise(ofCall:)` for the time-outs.
    public func results(of calls: [ProbeCall], exercise: (Int) -> String) throws -> [Int: Result] {
        var results: [Int: Result] = [:]
        var remaining = calls
        let started = Date()
        var starts = 0
        var crashes: [String: Int] = [:]
        var unstarted = 0
        while !remaining.isEmpty {
            let left = totalLimit - Date().timeIntervalSince(started)
            guard left > 0, starts < maximumStarts else {
                let why =
                    left <= 0
                    ? "the submission's time for answers ran out (\(Int(totalLimit)) s: \(totalLimitBasis))"
                    : "the probe crashed too often"
                for call in remaining { results[call.id] = .notRun(why) }
                break
            }
            starts += 1
            let run = try start(remaining, timeLimit: left)
            // A start that never said it was ready made none of the calls: the sandbox could
            // not start the program (its shell exits with 2 when it cannot fork, as when the
            // sandbox user's processes, shared with other jobs' builds, are at their limit),
            // or code that runs before `main` ended it. No call is to blame: start again.
            guard run.events.range(of: ProbeWire.readyLine) != nil else {
                unstarted += 1
                guard unstarted < startAttempts else {
                    let how =
                        switch Self.result(ofUnanswered: run, callLimit: callLimit) {
                        case .crashed(let reason), .notRun(let reason): reason
                        case .timedOut: "it said nothing in time"
                        case .answered: "it ended"
                        }
                    let why = "the probe did not start: \(how)"
                    for call in remaining { results[call.id] = .notRun(why) }
                    break
                }
                Thread.sleep(forTimeInterval: Double(unstarted))
                continue
            }
            unstarted = 0
            let answers = Dictionary(
                ProbeWire.values(ProbeAnswer.self, in: run.events).map { ($0.id, $0) },
                uniquingKeysWith: { first, _ in first })
            // Answers count in order only: one for a call after the one that ended the
            // probe would not be the probe's own doing.
            var next = remaining.startIndex
            while next < remaining.endIndex, let answer = answers[remaining[next].id] {
                results[answer.id] = .answered(answer.outcome, seconds: answer.seconds, todoFiles: answer.todoFiles)
                next += 1
            }
            guard next < remaining.endIndex else { break }
            let culprit = remaining[next]
            var result = Self.result(ofUnanswered: run, callLimit: callLimit)
            if result == .notRun(Self.answersRanOut) {
                result = .notRun("the submission's time for answers ran out (\(Int(totalLimit)) s: \(totalLimitBasis))")
            }
            results[culprit.id] = result
            remaining = Array(remaining[(next + 1)...])
            let lost = exercise(culprit.id)
            crashes[lost, default: 0] += 1
            let why: String? =
                switch result {
                case .timedOut: "an earlier input of the exercise ran too long"
                case .crashed where crashes[lost, default: 0] >= crashesPerExercise:
                    "the exercise crashed on \(crashesPerExercise) inputs already"
                default: nil
                }
            if let why {
                for call in remaining where exercise(call.id) == lost { results[call.id] = .notRun(why) }
                remaining.removeAll { exercise($0.id) == lost }
            }
        }
        return results
    }

    /// One start of the probe with `calls`.
    private func start(_ calls: [ProbeCall], timeLimit: TimeInterval) throws -> WatchedRun {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let file = scratch.appendingPathComponent("calls.jsonl")
        var data = Data()
        for call in calls { data.append(try ProbeWire.line(call)) }
        try data.write(to: file)
        try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.path)
        var arguments = [program.path, "--calls", file.path]
        let timeLimits = WatchedRun.TimeLimits(
            total: timeLimit, quiet: callLimit, progress: .lines(Self.answerFilter(for: calls)))
        // No backtrace: a crash costs only the call, and the runtime's own line says why.
        let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no"]
        guard var sandbox else {
            return try WatchedRun.run(
                arguments, runsAs: nil, limits: limits, timeLimits: timeLimits, environment: environment)
        }
        sandbox.minimalSystem = true
        sandbox.readable = readable
        // At paths of their own, so that the instructor's is not in the mount table or argv.
        if sandbox.renamesPaths {
            arguments[0] = "/workbook/" + program.lastPathComponent
            arguments[2] = "/workbook/" + file.lastPathComponent
            sandbox.readableAt = [arguments[0]: program, arguments[2]: file]
        } else {
            sandbox.readable += [program, scratch]
        }
        sandbox.writable = []
        sandbox.hidden = []
        sandbox.limits = limits
        let command = sandbox.command(WatchedRun.wrapper + arguments, environment: environment)
        return try WatchedRun.run(
            command, runsAs: sandbox.runsAs, limits: limits, timeLimits: timeLimits, environment: [:])
    }

    /// What feeds the per-call watchdog: the probe's ready line once, then each call's
    /// first answer. A student's function can write to the answers' descriptor too;
    /// lines of its own, or the same answer again, do not count.
    static func answerFilter(for calls: [ProbeCall]) -> WatchedRun.TimeLimits.LineFilter {
        let expected = Set(calls.map(\.id))
        let seen = LockedValue(Set<Int>())
        return WatchedRun.TimeLimits.LineFilter { line in
            if line + [0x0A] == ProbeWire.readyLine { return seen.withLock { $0.insert(-1).inserted } }
            guard let answer = try? JSONDecoder().decode(ProbeAnswer.self, from: line), expected.contains(answer.id)
            else { return false }
            return seen.withLock { $0.insert(answer.id).inserted }
        }
    }

    static let answersRanOut = "the submission's time for answers ran out"

    /// Why the probe gave no answer to the call it was making.
    static func result(ofUnanswered run: WatchedRun, callLimit: TimeInterval) -> Result {
        switch run.limitHit {
        case .quiet?:
            return .timedOut(seconds: callLimit)
        case .total?:
            return .notRun(answersRanOut)
        case let limit?:
            return .crashed(limit.message)
        case nil:
            let output = String(decoding: run.output, as: UTF8.self)
            if let reason = CrashReport(output: output, packageDirectory: URL(fileURLWithPath: "/")).reason {
                return .crashed(reason)
            }
            let status = run.commandStatus ?? run.exitStatus ?? run.signal.map { 128 + $0 } ?? -1
            return .crashed(
                status > 128 ? "ended by signal \(status - 128)" : "ended the program (exit status \(status))")
        }
    }
}
