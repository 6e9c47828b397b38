#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C pressed while the workbook waits for a program it started on the same terminal.
///
/// Ctrl-C reaches every program in the terminal's foreground group at once. The program
/// should act on it first (a full-screen preview puts the terminal back as it was), so the
/// workbook holds it off while it waits, and notes that it came. Then the caller either
/// reports how the program ended, or stops as Ctrl-C stops every other step of the
/// workbook (``stopThisProcess()``): a compiler killed by Ctrl-C is the user's wish to
/// stop, not a failure to report and carry on from.
///
/// ```
/// let (ending, pressed) = try CtrlCWhileWaiting.hold { try run.run() }
/// if pressed { CtrlCWhileWaiting.stopThisProcess() }   // the shell sees 130
/// ```
///
/// Waits may overlap (a class graded two submissions at a time). The first to start sets
/// the handler up and the last to end puts back what was there, so that no order of
/// endings leaves Ctrl-C ignored for the rest of the run. A process that already handles
/// Ctrl-C itself (`watch`) keeps its own handling: the wait then ignores it, as before,
/// and never reports it pressed.
public enum CtrlCWhileWaiting {
    /// Runs `body` with Ctrl-C held off from this process, and says whether it was
    /// pressed meanwhile.
    public static func hold<Result>(_ body: () throws -> Result) rethrows -> (result: Result, pressed: Bool) {
        begin()
        let result: Result
        do {
            result = try body()
        } catch {
            _ = end()
            throw error
        }
        return (result, end())
    }

    /// Ends this process as Ctrl-C would have, had it not been held off: by SIGINT, which
    /// a shell reports as status 130.
    public static func stopThisProcess() -> Never {
        signal(SIGINT, SIG_DFL)
        raise(SIGINT)
        exit(128 + SIGINT)
    }

    private typealias Handler = (@convention(c) (Int32) -> Void)?

    private struct State {
        var waits = 0
        /// What was there before the first wait: `nil` is the default action.
        var previous: Handler = nil
        /// Whether the waits note Ctrl-C, which they do only over the default action.
        var noting = false
    }

    private static let state = LockedValue(State())
    /// Written by the signal handler, which may touch nothing but a plain value.
    nonisolated(unsafe) private static var pressedFlag: sig_atomic_t = 0

    private static func begin() {
        state.withLock { state in
            state.waits += 1
            guard state.waits == 1 else { return }
            pressedFlag = 0
            state.previous = signal(SIGINT, SIG_IGN)
            state.noting = state.previous == nil
            if state.noting { signal(SIGINT) { _ in CtrlCWhileWaiting.pressedFlag = 1 } }
        }
    }

    /// Whether Ctrl-C came during the waits so far.
    private static func end() -> Bool {
        state.withLock { state in
            let pressed = state.noting && pressedFlag != 0
            state.waits -= 1
            if state.waits == 0 { signal(SIGINT, state.previous) }
            return pressed
        }
    }
}
