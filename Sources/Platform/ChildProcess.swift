import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program started with `posix_spawn` and waited for with `waitpid`.
///
/// Foundation's `Process` on Linux learns that a child ended when a socket it handed the
/// child closes; a grandchild that inherits the socket (a `swift test` starts several, and
/// a crash starts the backtracer) keeps it open, and the parent then waits for ever. This
/// asks the kernel instead.
///
/// ```
/// let child = try ChildProcess(executable: "/usr/bin/env", arguments: ["swift", "build", "--package-path", root.path],
///                              environment: environment, output: logFile)
/// let ending = try child.waitForEnding()   // .exited(0)
/// ```
///
/// The tool starts every program through ``SupervisedRun``, which uses this.
public struct ChildProcess: Sendable {
    public let pid: pid_t

    /// How the child ended: its exit status, or the signal that ended it.
    public enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Starts `executable` with standard input from /dev/null.
    ///
    /// - Parameters:
    ///   - output: A file for standard output and standard error; `nil` to share this
    ///     process's (a program on the user's terminal).
    ///   - errorOutput: A file for standard error alone, when `output` is `nil`.
    ///   - sharesInput: Whether the child reads this process's standard input (a program
    ///     on the user's terminal) rather than /dev/null.
    ///   - descriptors: Open files of this process to hand the child, by the number the
    ///     child sees them as: `[STDOUT_FILENO: pipe]`. They override `output`.
    public init(
        executable: String, arguments: [String], environment: [String: String],
        output: URL? = nil, errorOutput: URL? = nil, sharesInput: Bool = false,
        descriptors: [Int32: Int32] = [:]
    ) throws {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        #if canImport(Glibc)
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #else
            var attributes: posix_spawnattr_t? = nil
            var actions: posix_spawn_file_actions_t? = nil
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child must not inherit a parent's ignoring of Ctrl-C, nor of the signals
        // that `Termination` turns into a clean stop of the workbook.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT] + Termination.signals { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // Nor the blocked signals of the thread that starts it: Dispatch's worker threads,
        // where tests and signal handlers run, block nearly all.
        var noneBlocked = sigset_t()
        sigemptyset(&noneBlocked)
        posix_spawnattr_setsigmask(&attributes, &noneBlocked)
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if !sharesInput { posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0) }
        if let output {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO)
        } else if let errorOutput {
            posix_spawn_file_actions_addopen(
                &actions, STDERR_FILENO, errorOutput.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        for (child, parent) in descriptors.sorted(by: { $0.key < $1.key }) {
            posix_spawn_file_actions_adddup2(&actions, parent, child)
        }
        // Nothing else of this process's open files: a file another thread is writing
        // (a test's script) could not be run while a child held it open ("Text file
        // busy"), and the code under test has no business with the grader's descriptors.
        let firstUnhanded = max(STDERR_FILENO, descriptors.keys.max() ?? 0) + 1
        #if canImport(Glibc)
            Self.closeFrom?(&actions, firstUnhanded)
            let closeOthers: Int32 = 0
        #else
            _ = firstUnhanded
            let closeOthers = Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(
            &attributes, Int16(Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK) | closeOthers))
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw ChildProcessError(message: "could not start \(executable): \(String(cString: strerror(result)))")
        }
        self.pid = pid
    }

    #if canImport(Glibc)
        /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's
        /// Glibc module does not declare: found by name, `nil` on an older system.
        private static let closeFrom:
            (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
                guard
                    let symbol = dlsym(
                        UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
                else { return nil }
                return unsafeBitCast(
                    symbol,
                    to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
            }()
    #endif

    /// A descriptor that `poll` finds readable once the child has ended (Linux's pidfd),
    /// or `nil` where the system offers none. A wait on it wakes the moment the child
    /// ends, where a sleep between looks would add up to its length to every run. The
    /// caller closes it.
    public func endingDescriptor() -> Int32? {
        #if canImport(Glibc)
            guard let open = Self.pidDescriptorOpen else { return nil }
            let descriptor = open(pid, 0)
            return descriptor >= 0 ? descriptor : nil
        #else
            return nil
        #endif
    }

    #if canImport(Glibc)
        /// glibc's `pidfd_open` (2.36 and later), which Swift's Glibc module does not
        /// declare: found by name, `nil` on an older system.
        private static let pidDescriptorOpen: (@convention(c) (pid_t, UInt32) -> Int32)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pidfd_open") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (pid_t, UInt32) -> Int32).self)
        }()
    #endif

    /// How the child ended, or `nil` while it runs. Once it has answered, the child is
    /// gone: ask once.
    public func ending() throws -> Ending? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == 0 || (result == -1 && errno == EINTR) { return nil }
        guard result == pid else { throw ChildProcessError(message: "waiting for process \(pid) failed") }
        // The wait status: the low seven bits hold the signal that ended the program, if any.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    /// Waits for the child to end, looking every `interval` seconds. A program the tool
    /// runs is watched by ``SupervisedRun``, which also applies limits; this is for a
    /// child that is sure to end, such as one just killed.
    public func waitForEnding(interval: TimeInterval = 0.02) throws -> Ending {
        while true {
            if let ending = try ending() { return ending }
            Thread.sleep(forTimeInterval: interval)
        }
    }

    /// Kills the child and everything it started, and waits until the child is gone.
    public func killTree() throws {
        ProcessTree.kill(pid)
        _ = try waitForEnding()
    }
}

public struct ChildProcessError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }

    public init(message: String) { self.message = message }
}
