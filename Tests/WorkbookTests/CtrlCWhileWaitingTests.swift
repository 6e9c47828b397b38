import Foundation
import Platform
import Testing

/// Ctrl-C while the workbook waits for a program: noted, never lost, and never left
/// ignored after the wait, whatever the order in which overlapping waits end.
///
/// Each test raises SIGINT in this test process inside a wait, so a wrong handler ends the
/// whole run, loudly.
@Suite("Ctrl-C while waiting for a program", .serialized)
struct CtrlCWhileWaitingTests {
    @Test("Ctrl-C during a wait is noted, and this process goes on")
    func noted() throws {
        try #require(Self.actionIsDefault(), "the test process starts with Ctrl-C's default action")
        let (value, pressed) = CtrlCWhileWaiting.hold { () -> Int in
            Self.pressCtrlC()
            return 7
        }
        #expect(value == 7)
        #expect(pressed)
        #expect(Self.actionIsDefault(), "the default action is back after the wait")
    }

    @Test("a wait without Ctrl-C says so")
    func notPressed() throws {
        try #require(Self.actionIsDefault())
        let (_, pressed) = CtrlCWhileWaiting.hold { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!pressed)
    }

    @Test("overlapping waits keep Ctrl-C held until the last ends, then put the default back")
    func overlapping() throws {
        try #require(Self.actionIsDefault())
        let firstStarted = DispatchSemaphore(value: 0)
        let firstMayEnd = DispatchSemaphore(value: 0)
        let firstEnded = DispatchSemaphore(value: 0)
        let first = LockedValue(false)
        Thread.detachNewThread {
            let (_, pressed) = CtrlCWhileWaiting.hold {
                firstStarted.signal()
                firstMayEnd.wait()
            }
            first.withLock { $0 = pressed }
            firstEnded.signal()
        }
        firstStarted.wait()
        let (_, second) = CtrlCWhileWaiting.hold { () -> Void in
            firstMayEnd.signal()
            firstEnded.wait()
            // The first wait has ended; this one still holds Ctrl-C off.
            Self.pressCtrlC()
        }
        #expect(second)
        #expect(first.withLock { $0 } == false, "the first wait ended before Ctrl-C")
        #expect(Self.actionIsDefault(), "the default action is back after the last wait")
    }

    @Test("a wait that throws puts the default back")
    func throwing() throws {
        try #require(Self.actionIsDefault())
        #expect(throws: CancellationError.self) {
            try CtrlCWhileWaiting.hold { throw CancellationError() }
        }
        #expect(Self.actionIsDefault())
    }

    /// Raises SIGINT on a thread of its own that takes it: the test's own threads, like
    /// every Dispatch thread, block signals, and a blocked one would wait for later.
    static func pressCtrlC() {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var interrupt = sigset_t()
            sigemptyset(&interrupt)
            sigaddset(&interrupt, SIGINT)
            pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
            raise(SIGINT)
            done.signal()
        }
        done.wait()
    }

    /// Whether SIGINT's action is the default one, read without changing it for long.
    static func actionIsDefault() -> Bool {
        var current = sigaction()
        sigaction(SIGINT, nil, &current)
        #if canImport(Glibc)
            return current.__sigaction_handler.sa_handler == nil
        #else
            return current.__sigaction_u.__sa_handler == nil
        #endif
    }
}
