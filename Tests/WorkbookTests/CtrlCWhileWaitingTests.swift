import Foundation
import Testing

@testable import Platform

/// Ctrl-C while the workbook waits for a program: noted, and never left ignored after the
/// waits, whatever the order in which overlapping waits end.
///
/// The waits here set an action of their own, not this process's: other tests run
/// programs at the same time, and a real SIGINT would reach their waits too.
/// `CtrlCTests` (end to end) presses Ctrl-C on a real `workbook`.
@Suite("Ctrl-C while waiting for a program")
struct CtrlCWhileWaitingTests {
    /// A SIGINT of its own: its action, each action set in turn, and a noted Ctrl-C.
    final class FakeInterrupt: Sendable {
        let action = LockedValue<CtrlCWaits.Action>(nil)
        let settings = LockedValue<[String]>([])
        let pressed = LockedValue(false)
        static let ignore: CtrlCWaits.Action = SIG_IGN
        static let watchOwn: CtrlCWaits.Action = { _ in abort() }
        static let noting: CtrlCWaits.Action = { _ in }

        init(starting: CtrlCWaits.Action = nil) { action.withLock { $0 = starting } }

        var waits: CtrlCWaits {
            CtrlCWaits(
                setAction: { new in
                    self.settings.withLock { $0.append(Self.name(of: new)) }
                    return self.action.withLock { action in
                        defer { action = new }
                        return action
                    }
                },
                noting: Self.noting, noted: { self.pressed.withLock { $0 } },
                forget: { self.pressed.withLock { $0 = false } })
        }

        /// Ctrl-C, as the noting action would take it.
        func press() { pressed.withLock { $0 = true } }

        var current: String { Self.name(of: action.withLock { $0 }) }

        static func name(of action: CtrlCWaits.Action) -> String {
            switch unsafeBitCast(action, to: Int.self) {
            case 0: "default"
            case unsafeBitCast(ignore, to: Int.self): "ignore"
            case unsafeBitCast(noting, to: Int.self): "noting"
            case unsafeBitCast(watchOwn, to: Int.self): "watch's own"
            default: "another"
            }
        }
    }

    @Test("a Ctrl-C during a wait is noted, and the default action is back after it")
    func noted() {
        let interrupt = FakeInterrupt()
        let waits = interrupt.waits
        let (value, pressed) = waits.hold { () -> Int in
            #expect(interrupt.current == "noting", "Ctrl-C is noted, not acted on, during the wait")
            interrupt.press()
            return 7
        }
        #expect(value == 7)
        #expect(pressed)
        #expect(interrupt.current == "default")
        let (_, later) = waits.hold { () }
        #expect(!later, "a later wait starts afresh")
    }

    @Test("overlapping waits keep Ctrl-C noted until the last ends, then put the default back once")
    func overlapping() {
        let interrupt = FakeInterrupt()
        let waits = interrupt.waits
        let firstStarted = DispatchSemaphore(value: 0)
        let firstMayEnd = DispatchSemaphore(value: 0)
        let firstEnded = DispatchSemaphore(value: 0)
        let first = LockedValue(true)
        Thread.detachNewThread {
            let (_, pressed) = waits.hold {
                firstStarted.signal()
                firstMayEnd.wait()
            }
            first.withLock { $0 = pressed }
            firstEnded.signal()
        }
        firstStarted.wait()
        let (_, second) = waits.hold { () -> Void in
            firstMayEnd.signal()
            firstEnded.wait()
            #expect(interrupt.current == "noting", "the first wait's end leaves Ctrl-C to the second")
            interrupt.press()
        }
        #expect(second)
        #expect(first.withLock { $0 } == false, "the first wait ended before Ctrl-C")
        #expect(interrupt.settings.withLock { $0 } == ["ignore", "noting", "default"])
        #expect(interrupt.current == "default")
    }

    @Test("a process that handles Ctrl-C itself keeps its handling, and a wait never reports it")
    func ownHandling() {
        let interrupt = FakeInterrupt(starting: FakeInterrupt.watchOwn)
        let (_, pressed) = interrupt.waits.hold { interrupt.press() }
        #expect(!pressed)
        #expect(interrupt.current == "watch's own")
    }

    @Test("a wait that throws puts the default back")
    func throwing() {
        let interrupt = FakeInterrupt()
        #expect(throws: CancellationError.self) {
            try interrupt.waits.hold { throw CancellationError() }
        }
        #expect(interrupt.current == "default")
    }
}
