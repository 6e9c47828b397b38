import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stops the programs the workbook started when the workbook itself is told to stop.
///
/// Ctrl-C reaches every program on the terminal at once, but `kill`, a closed terminal
/// window or a CI job's time limit signal only the `workbook` process. Without this, a
/// `swift test` it started (and the tests under it, perhaps a student's endless loop)
/// ran on after it had gone.
///
/// ```
/// Termination.stopChildrenWhenAsked()   // first thing in main
/// ```
public enum Termination {
    /// The signals that ask a program to stop and that do not come from the terminal's keys.
    public static let signals = [SIGTERM, SIGHUP]

    /// From now on, SIGTERM or SIGHUP asks each process this one started, and theirs, to
    /// stop, kills what is left half a second later, and then exits with 128 plus the
    /// signal's number, as shells report it.
    public static func stopChildrenWhenAsked() {
        for number in signals {
            // A signal source sees the signal only once its default action is off. The
            // children get the default back (see `ChildProcess`).
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                stopping.withLock { $0 = true }
                let descendants = ProcessTree.descendants(of: getpid())
                for pid in descendants.reversed() { _ = kill(pid, SIGTERM) }
                Thread.sleep(forTimeInterval: 0.5)
                for pid in descendants.reversed() { _ = kill(pid, SIGKILL) }
                exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Whether the program has been told to stop and is stopping its children. What they
    /// report from now on is their being stopped, not their work: a build killed here
    /// "fails", and must not be written down as the student's.
    public static var isStopping: Bool { stopping.withLock { $0 } }

    private static let stopping = LockedValue(false)

    /// The installed sources, kept alive for the life of the program.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
}
