import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A short program run to its end, with what it wrote: `git log`, `swift --version`, `ps`,
/// the reference preview's answer.
///
/// ```
/// let run = try CapturedRun(["/usr/bin/env", "git", "-C", root.path, "log", "--format=%H"]).run()
/// if run.succeeded { print(run.outputText) }   // one commit a line
/// ```
///
/// It starts the program as ``ChildProcess`` does, never with Foundation's `Process`,
/// which can wait for ever on Linux. Standard output and standard error go to files of
/// their own rather than to pipes: a grandchild that keeps a pipe open can then not hold
/// the run, and neither stream can fill up and stop the program while the other is read.
/// A program still running after ``timeLimit`` is killed with everything it started.
public struct CapturedRun: Sendable {
    /// The program and its arguments; the first is run as it is, not looked up in `PATH`
    /// (name `/usr/bin/env` first for that).
    public var command: [String]
    public var environment: [String: String]
    /// Seconds before the program and what it started are killed.
    public var timeLimit: TimeInterval

    public init(
        _ command: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        timeLimit: TimeInterval = 60
    ) {
        self.command = command
        self.environment = environment
        self.timeLimit = timeLimit
    }

    /// What the program wrote, and how it ended.
    public struct Result: Sendable {
        public var output: Data
        public var errors: Data
        /// The exit status; `nil` when a signal ended the program.
        public var exitStatus: Int32?
        /// Whether it ran past the time limit and was killed.
        public var timedOut: Bool

        public var succeeded: Bool { exitStatus == 0 && !timedOut }
        public var outputText: String { String(decoding: output, as: UTF8.self) }
        public var errorText: String { String(decoding: errors, as: UTF8.self) }
    }

    /// Runs the program and waits for it, at most ``timeLimit`` seconds.
    ///
    /// - Throws: ``ChildProcessError`` when the program cannot be started.
    public func run() throws -> Result {
        guard let executable = command.first else { throw ChildProcessError(message: "no program to run") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("output")
        let errorFile = folder.appendingPathComponent("errors")
        let output = open(outputFile.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let errors = open(errorFile.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { for descriptor in [output, errors] where descriptor >= 0 { close(descriptor) } }
        guard output >= 0, errors >= 0 else {
            throw ChildProcessError(message: "could not make files for the output of \(executable)")
        }

        let child = try ChildProcess(
            executable: executable, arguments: Array(command.dropFirst()), environment: environment,
            descriptors: [STDOUT_FILENO: output, STDERR_FILENO: errors])
        let deadline = Date().addingTimeInterval(timeLimit)
        let stop = LockedValue(false)
        let ending: ChildProcess.Ending?
        do {
            ending = try child.waitForEnding(interval: 0.01, stop: stop) {
                if Date() > deadline { stop.withLock { $0 = true } }
            }
        } catch is CancellationError {
            ending = nil
        }
        var result = Result(
            output: (try? Data(contentsOf: outputFile)) ?? Data(), errors: (try? Data(contentsOf: errorFile)) ?? Data(),
            exitStatus: nil, timedOut: ending == nil)
        if case .exited(let status)? = ending { result.exitStatus = status }
        return result
    }
}

extension CapturedRun {
    /// What `command` wrote to standard output, or `nil` when it could not start, ended
    /// with a failure, or ran past `timeLimit`: for a quick question such as `git --version`.
    /// A first word without a slash is looked up on the `PATH`.
    public static func output(
        of command: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        timeLimit: TimeInterval = 10
    ) -> String? {
        guard let first = command.first else { return nil }
        let program = first.contains("/") ? first : (path(of: first, environment: environment) ?? first)
        guard
            let run = try? CapturedRun([program] + command.dropFirst(), environment: environment, timeLimit: timeLimit)
                .run(),
            run.succeeded
        else { return nil }
        return run.outputText
    }

    /// The full path of the program `name` on the `PATH`, or `nil`.
    public static func path(of name: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String?
    {
        (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
