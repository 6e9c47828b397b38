import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        // Ctrl-C reaches both programs; only the child should act on it, and this process
        // then reports how the child ended.
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        defer { signal(SIGINT, previousInterrupt) }
        let pid = try spawn(environment: environment)
        let started = Date()
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result == -1 && errno != EINTR { throw ProgramRunError(message: "waiting for \(executable.path) failed") }
            if let timeLimit, Date().timeIntervalSince(started) > timeLimit {
                ProcessTree.kill(pid)
                _ = waitpid(pid, &status, 0)
                return .stoppedAfterTimeLimit
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        // The wait status: the low seven bits hold the signal that ended the program, if any.
        let signal = status & 0x7F
        return signal == 0 ? .exited(status: (status >> 8) & 0xFF) : .crashed(signal: signal)
    }

    /// Starts the program in this process's own process group. Foundation's `Process`
    /// would give it a group of its own, and a program outside the terminal's foreground
    /// group is stopped by the system as soon as it reads keys or sets the terminal up.
    private func spawn(environment: [String: String]) throws -> pid_t {
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // The child must not inherit this process's ignoring of Ctrl-C.
        #if canImport(Glibc)
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        #else
        var attributes: posix_spawnattr_t? = nil
        var actions: posix_spawn_file_actions_t? = nil
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardErrorFile {
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, standardErrorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw ProgramRunError(message: "could not start \(executable.path): \(String(cString: strerror(result)))")
        }
        return pid
    }
}

struct ProgramRunError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
