import Foundation
import Platform

/// Runs a program on the user's own terminal (it shares standard input, output and
/// error), stopping it if it runs longer than a time limit.
///
/// ```
/// let outcome = try ProgramRun(executable: preview, arguments: ["--request", json]).run()
/// if case .crashed(let signal) = outcome { ... }
/// ```
///
/// A preview calls the student's code, which may crash or loop forever; running it in a
/// process of its own lets the tool report that instead of going down with it.
public struct ProgramRun: Sendable {
    public var executable: URL
    public var arguments: [String]
    /// Seconds before the program is stopped; `nil` for an interactive program.
    public var timeLimit: TimeInterval?
    /// A file for the program's standard error instead of the terminal: a full-screen
    /// program's last words would vanish with its screen.
    public var standardErrorFile: URL?
    /// A file for both standard output and standard error, for a program whose words the
    /// tool reads rather than shows. It takes no keys.
    public var outputFile: URL?
    /// Set to true from another thread to stop the program: the run then throws
    /// `CancellationError`.
    public var stop: LockedValue<Bool>?
    /// Whether the caller reports Ctrl-C itself, from the outcome (`.crashed(signal:
    /// SIGINT)`): a full-screen program's caller puts the terminal back first. Otherwise a
    /// Ctrl-C during the run stops this process too, once the program has ended, as it
    /// stops every other step of the workbook; a compiler stopped by it is not a failure
    /// to report.
    public var reportsCtrlC = false

    public init(executable: URL, arguments: [String], timeLimit: TimeInterval? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.timeLimit = timeLimit
    }

    public enum Outcome: Equatable, Sendable {
        case exited(status: Int32)
        /// Ended by a signal, such as a trap from an index out of range.
        case crashed(signal: Int32)
        case stoppedAfterTimeLimit
    }

    public func run() throws -> Outcome {
        var environment = ProcessInfo.processInfo.environment
        // A crash is reported with the student's line, which the backtracer finds.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = CrashReport.backtraceSetting }
        // Ctrl-C reaches both programs; the child acts on it first.
        // In this process's own process group: Foundation's `Process` would give it a group
        // of its own, and a program outside the terminal's foreground group is stopped by
        // the system as soon as it reads keys or sets the terminal up.
        var run = SupervisedRun(
            [executable.path] + arguments, environment: environment,
            output: outputFile.map { .file($0) } ?? .terminal(standardError: standardErrorFile))
        run.limits.total = timeLimit
        run.stopRequest = stop
        run.interval = 0.02
        let (result, pressed) = try CtrlCWhileWaiting.hold { try run.run() }
        if pressed && !reportsCtrlC { CtrlCWhileWaiting.stopThisProcess() }
        if result.stoppedBy != nil { return .stoppedAfterTimeLimit }
        switch result.ending {
        case .exited(let status): return .exited(status: status)
        case .signalled(let signal): return .crashed(signal: signal)
        }
    }
}
