import Contracts
import Foundation
import Platform
import PreviewProtocol

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
    /// The student's function running now, and since when.
    private static let current = LockedValue<(name: String, started: Date)?>(nil)

    /// What was installed for each signal before: Swift's backtracer, which places the
    /// crash in the student's file and line. Allocated once, as a handler may not allocate.
    nonisolated(unsafe) private static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    /// Installs the crash report and starts the watchdog thread.
    ///
    /// The crash report comes first; then the action that was there before (the
    /// backtracer) is put back, and the faulting instruction, run again, reaches it.
    static func start(limit: TimeInterval) {
        self.limit = limit
        previousActions.initialize(repeating: sigaction(), count: 65)
        for number in [SIGILL, SIGTRAP, SIGSEGV, SIGABRT, SIGBUS, SIGFPE] {
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            action.setHandler { number in
                RawTerminal.restoreAfterSignal()
                if CallWatch.crashMessageLength > 0 {
                    _ = systemWrite(STDERR_FILENO, CallWatch.crashMessage.baseAddress, CallWatch.crashMessageLength)
                }
                // Back to what was there before; returning runs the faulting instruction again.
                sigaction(number, CallWatch.previousActions + Int(number), nil)
                if number == SIGABRT { raise(number) }
            }
            sigaction(number, &action, previousActions + Int(number))
        }
        let watchdog = Thread { watch() }
        watchdog.start()
    }

    /// Runs `body`, one of the student's functions called `name`, under watch.
    static func run<Value>(_ name: String, _ body: () -> Value) -> Value {
        let message = Array("\nThe preview stopped while your \(name) was running.\n".utf8.prefix(crashMessage.count))
        _ = crashMessage.initialize(from: message)
        crashMessageLength = message.count
        current.withLock { $0 = (name, Date()) }
        defer {
            current.withLock { $0 = nil }
            crashMessageLength = 0
        }
        return body()
    }

    private static func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.25)
            guard let (name, started) = current.withLock({ $0 }), Date().timeIntervalSince(started) > limit else {
                continue
            }
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
