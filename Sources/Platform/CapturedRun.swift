import Foundation

/// A short program run to its end, with what it wrote: `git log`, `swift --version`, `ps`,
/// the reference preview's answer.
///
/// ```
/// let run = try CapturedRun(["/usr/bin/env", "git", "-C", root.path, "log", "--format=%H"]).run()
/// if run.succeeded { print(run.outputText) }   // one commit a line
/// ```
///
/// It is a ``SupervisedRun``, never Foundation's `Process`, which can wait for ever on
/// Linux. Standard output and standard error go to files of their own rather than to
/// pipes: a grandchild that keeps a pipe open can then not hold the run, and neither
/// stream can fill up and stop the program while the other is read.
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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("output")
        let errorFile = folder.appendingPathComponent("errors")
        var run = SupervisedRun(
            command, environment: environment, output: .files(output: outputFile, errors: errorFile))
        run.limits.total = timeLimit
        run.interval = 0.01
        let ended = try run.run()
        return Result(
            output: (try? Data(contentsOf: outputFile)) ?? Data(), errors: (try? Data(contentsOf: errorFile)) ?? Data(),
            exitStatus: ended.stoppedBy == nil ? ended.exitStatus : nil, timedOut: ended.stoppedBy != nil)
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
