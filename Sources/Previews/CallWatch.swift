import Foundation
import PreviewProtocol
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Knows which of the student's functions is running, so that a crash or an endless loop
/// in it is reported by name instead of as a stack trace or a silent, frozen screen.
///
/// ```
/// CallWatch.start(limit: 10)
/// let points = CallWatch.run("linePoints(for:in:)") { linePoints(for: values, in: rect) }
/// // A crash inside prints "The preview stopped while your linePoints(for:in:) was running."
/// ```
///
/// The crash report comes from a signal handler, which may not allocate, so each message
/// is written into a fixed buffer before the call starts.
enum CallWatch {
    /// How long one call may run before it counts as an endless loop.
    nonisolated(unsafe) private static var limit: TimeInterval = 10
    nonisolated(unsafe) private static var crashMessage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 512)
    nonisolated(unsafe) private static var crashMessageLength = 0
    private static let lock = NSLock()
    nonisolated(unsafe) private static var current: (name: String, started: Date)?


    /// Installs the crash report and starts the watchdog thread.
    static func start(limit: TimeInterval) {
        self.limit = limit
        for number in [SIGILL, SIGTRAP, SIGSEGV, SIGABRT, SIGBUS, SIGFPE] {
            signal(number) { number in
                RawTerminal.restoreAfterSignal()
                if CallWatch.crashMessageLength > 0 {
                    _ = systemWrite(STDERR_FILENO, CallWatch.crashMessage.baseAddress, CallWatch.crashMessageLength)
                }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        let watchdog = Thread { watch() }
        watchdog.start()
    }

    /// Runs `body`, one of the student's functions called `name`, under watch.
    static func run<Value>(_ name: String, _ body: () -> Value) -> Value {
        let message = Array("\nThe preview stopped while your \(name) was running.\n".utf8.prefix(crashMessage.count))
        _ = crashMessage.initialize(from: message)
        crashMessageLength = message.count
        lock.withLock { current = (name, Date()) }
        defer {
            lock.withLock { current = nil }
            crashMessageLength = 0
        }
        return body()
    }

    private static func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.25)
            guard let (name, started) = lock.withLock({ current }), Date().timeIntervalSince(started) > limit else { continue }
            RawTerminal.restoreAfterSignal()
            let message = """

                Your \(name) has run for \(Int(limit)) seconds without returning: it is probably \
                stuck in an endless loop, so the preview stopped. Check its loop conditions; \
                `swift run workbook test` points at the exercise.

                """
            FileHandle.standardError.write(Data(message.utf8))
            _exit(ExitCode.stuck.rawValue)
        }
    }
}
