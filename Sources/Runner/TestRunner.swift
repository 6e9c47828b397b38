import Contracts
import Course
import Foundation
import Platform

/// Runs `swift test` and reads its event stream, so that results come from the testing
/// library's own records rather than from console text.
///
/// A test that crashes takes the whole test process down with it, and the tests running
/// beside it; ``CrashBisection`` runs the rest again until every test has an outcome. A
/// test that runs on and on is stopped and handled the same way.
public struct TestRunner: Sendable {
    /// Where the event streams and console logs go: `.build/workbook/runs`.
    public let workDirectory: URL
    /// How to start Swift: `swift` from the `PATH`, or `WORKBOOK_SWIFT` if set.
    public let swiftCommand: [String]

    public init(workDirectory: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.workDirectory = workDirectory
        if let swift = environment["WORKBOOK_SWIFT"], !swift.isEmpty {
            swiftCommand = [swift]
        } else {
            swiftCommand = ["/usr/bin/env", "swift"]
        }
    }

    /// Runs the tests, again after each crash, and returns everything that was learned.
    ///
    /// - Parameters:
    ///   - invocation: The code and tests to run.
    ///   - name: A short name for the log files, such as "line-graph".
    ///   - progress: Called a few times a second with how far the run has come.
    public func run(
        _ invocation: SwiftTestInvocation,
        name: String,
        progress: (RunProgress) -> Void = { _ in }
    ) throws -> RunResult {
        removeLogs(named: name)
        let started = Date()
        var failure: RunResult?
        let bisection = CrashBisection(
            deadline: started.addingTimeInterval(invocation.timeLimit), skip: invocation.skip,
            parallel: invocation.parallel)
        let report = try bisection.run { attempt in
            var remaining = invocation
            remaining.parallel = attempt.parallel
            remaining.skip = attempt.skip
            let single = try runOnce(remaining, name: "\(name)-\(attempt.number)", started: started, progress: progress)
            guard case .completed(let report) = single else {
                // A build that fails later (a file saved meanwhile) ends the runs with what they found.
                if attempt.number == 1 { failure = single }
                return nil
            }
            return report
        }
        return failure ?? .completed(report)
    }

    /// Waits until `file` has stopped growing for half a second, five seconds at most, so
    /// that what a crashing test process printed last is in the log before it is read.
    private func waitUntilQuiet(_ file: URL) {
        let deadline = Date().addingTimeInterval(5)
        let size = { (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0 }
        var last = size()
        var stableSince = Date()
        while Date() < deadline, Date().timeIntervalSince(stableSince) < 0.5 {
            Thread.sleep(forTimeInterval: 0.1)
            let now = size()
            if now != last { (last, stableSince) = (now, Date()) }
        }
    }

    /// Removes the files of an earlier run of the same name, so that the folder shows
    /// only the attempts of the latest run.
    private func removeLogs(named name: String) {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: workDirectory.path)) ?? []
        for file in files where file.hasPrefix(name + "-") {
            let attempt = file.dropFirst(name.count + 1).prefix { $0.isNumber }
            if !attempt.isEmpty, file.dropFirst(name.count + 1 + attempt.count).hasPrefix("-") {
                try? FileManager.default.removeItem(at: workDirectory.appendingPathComponent(file))
            }
        }
    }

    /// One `swift test` process.
    func runOnce(
        _ invocation: SwiftTestInvocation, name: String, started: Date,
        progress: (RunProgress) -> Void
    ) throws -> RunResult {
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        let eventStream = workDirectory.appendingPathComponent("\(name)-events.jsonl")
        let logFile = workDirectory.appendingPathComponent("\(name)-output.log")
        // The calls the tests announce go to a file of their own: the test process writes
        // it directly, so the last call survives when the run is stopped. What each test
        // case printed follows its announcement there.
        let callsFile = workDirectory.appendingPathComponent("\(name)-calls.log")
        // Where a test case keeps its output while it runs: what a case that crashed or
        // was stopped printed is left there.
        let printsFile = workDirectory.appendingPathComponent("\(name)-prints.out")
        for file in [eventStream, callsFile, printsFile] { try? FileManager.default.removeItem(at: file) }
        let environment = invocation.environment(
            from: ProcessInfo.processInfo.environment, announcingCallsTo: .file(path: callsFile.path),
            keepingPrintsIn: printsFile.path)
        let watch = EventStreamWatch(quiet: .anyEvent)
        var run = SupervisedRun(
            swiftCommand + invocation.arguments(eventStreamPath: eventStream.path), environment: environment,
            output: .file(logFile))
        run.progressChannel = .file(eventStream)
        run.progressSignal = invocation.quietCountsWork ? WorkingTree(also: watch) : watch
        // The whole run's limit counts from the first attempt's start, so the limit is what is left of it.
        run.limits = .init(
            total: invocation.timeLimit - Date().timeIntervalSince(started), quiet: invocation.quietTimeLimit)
        let ended = try run.run { _ in
            progress(watch.progress(elapsed: Date().timeIntervalSince(started)))
            return false
        }
        let (ending, stoppedForTime) = (ended.ending, ended.stoppedBy != nil)

        let stream = (try? String(contentsOf: eventStream, encoding: .utf8)) ?? ""
        var report = TestRunReport(eventStream: stream)
        if !report.finished { waitUntilQuiet(logFile) }
        let output = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
        report.warnings = BuildErrors.warnings(
            from: output, packageDirectory: invocation.packageDirectory, in: [WorkbookLayout.chapters + "/"])
        let calls = (try? String(contentsOf: callsFile, encoding: .utf8)) ?? output
        report.attachPrinted(from: calls, runningCase: report.finished ? nil : PrintedOutput.Case(leftIn: printsFile))
        try? FileManager.default.removeItem(at: printsFile)
        let call = report.finished ? nil : AnnouncedCall(output: calls)
        if stoppedForTime {
            report.markUnfinishedAsTimedOut(after: invocation.quietTimeLimit, in: call)
        } else if !report.finished {
            report.recordCrash(CrashReport(output: output, packageDirectory: invocation.packageDirectory), in: call)
        }
        if report.tests.isEmpty, !stream.contains("\"runStarted\""), ending != .exited(0) {
            let errors = BuildErrors.extract(from: output, packageDirectory: invocation.packageDirectory)
            let timeLimit = "The build was stopped after \(Int(invocation.timeLimit / 60)) minutes, its time limit."
            return .buildFailed(errors: stoppedForTime ? [timeLimit] + errors : errors, log: logFile)
        }
        return .completed(report)
    }
}

/// The outcome of running the tests.
public enum RunResult: Sendable {
    /// The tests ran (some may have crashed); here is what they did.
    case completed(TestRunReport)
    /// The code did not build, so no test ran: the compiler's errors, and the whole log.
    case buildFailed(errors: [String], log: URL)
}
