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
        try waits.hold(body)
    }

    /// Ends this process as Ctrl-C would have, had it not been held off: by SIGINT, which
    /// a shell reports as status 130.
    public static func stopThisProcess() -> Never {
        signal(SIGINT, SIG_DFL)
        raise(SIGINT)
        exit(128 + SIGINT)
    }

    /// The process's own waits, on its real SIGINT.
    static let waits = CtrlCWaits(
        setAction: { signal(SIGINT, $0) }, noting: { _ in pressedFlag = 1 },
        noted: { pressedFlag != 0 }, forget: { pressedFlag = 0 })

    /// Written by the signal handler, which may touch nothing but a plain value.
    nonisolated(unsafe) private static var pressedFlag: sig_atomic_t = 0
}

/// The waits in progress and what Ctrl-C did before the first, kept apart from the
/// process's signals so that a test can give it an action of its own to set.
struct CtrlCWaits: Sendable {
    typealias Action = (@convention(c) (Int32) -> Void)?

    /// Sets SIGINT's action and gives the one it replaces, as `signal` does; `nil` is the
    /// default action.
    let setAction: @Sendable (Action) -> Action
    /// The action that notes a Ctrl-C.
    let noting: Action
    /// Whether a Ctrl-C was noted since the last ``forget``.
    let noted: @Sendable () -> Bool
    let forget: @Sendable () -> Void

    private struct State {
        var waits = 0
        var previous: Action = nil
        /// Whether the waits note Ctrl-C, which they do only over the default action.
        var noting = false
    }

    private let state = LockedValue(State())

    init(
        setAction: @escaping @Sendable (Action) -> Action, noting: Action, noted: @escaping @Sendable () -> Bool,
        forget: @escaping @Sendable () -> Void
    ) {
        self.setAction = setAction
        self.noting = noting
        self.noted = noted
        self.forget = forget
    }

    func hold<Result>(_ body: () throws -> Result) rethrows -> (result: Result, pressed: Bool) {
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

    private func begin() {
        state.withLock { state in
            state.waits += 1
            guard state.waits == 1 else { return }
            forget()
            state.previous = setAction(SIG_IGN)
            state.noting = state.previous == nil
            if state.noting { _ = setAction(noting) }
        }
    }

    /// Whether Ctrl-C came during the waits so far.
    private func end() -> Bool {
        state.withLock { state in
            let pressed = state.noting && noted()
            state.waits -= 1
            if state.waits == 0 { _ = setAction(state.previous) }
            return pressed
        }
    }
}
