import Foundation
import Platform
import Renderer

/// The terminal switched to reading single key presses and mouse clicks, on the
/// alternate screen, and put back as it was by ``restore()``: also when the program is
/// interrupted, stopped or crashes.
///
/// ```
/// let terminal = try RawTerminal()
/// defer { terminal.restore() }
/// let bytes = terminal.read()
/// ```
///
/// Ctrl-C keeps its usual meaning (the terminal still sends SIGINT), so even a student's
/// endless loop can be left; the signal handlers put the terminal back first.
final class RawTerminal {
    init() throws(PreviewError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw .usage("explore needs a terminal for its keys; use `workbook preview` for a still chart.")
        }
        guard let saved = TerminalMode.current() else {
            throw .failed("Could not read the terminal's settings.")
        }
        TerminalRestoration.prepare(saving: saved.settings)
        saved.readingKeys(allowsSuspend: false, translatesInput: false).apply()
        TerminalRestoration.installSignalHandlers()
        write(FullScreen.enter)
    }

    /// Waits for input and returns the bytes of one read: empty when the window changed
    /// size (the caller redraws), Ctrl-D when the input has ended.
    func read() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = systemRead(STDIN_FILENO, &buffer, buffer.count)
        if count < 0 && errno == EINTR { return [] }
        return count > 0 ? Array(buffer.prefix(count)) : [4]
    }

    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func restore() {
        TerminalRestoration.restore()
    }

    /// Puts the terminal back if it is raw; safe to call from a signal handler or another
    /// thread, and a no-op when the explorer never started.
    static func restoreAfterSignal() {
        if TerminalRestoration.sequence != nil { TerminalRestoration.restore() }
    }
}

/// What the signal handlers need to put the terminal back, prepared beforehand: a
/// handler may only call async-signal-safe functions, so it must not allocate.
enum TerminalRestoration {
    /// ``FullScreen/leave``, as bytes.
    nonisolated(unsafe) static var sequence: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) static var saved = termios()

    static func prepare(saving settings: termios) {
        saved = settings
        let bytes = Array(FullScreen.leave.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        sequence = buffer
    }

    static func restore() {
        if let sequence { _ = systemWrite(STDOUT_FILENO, sequence.baseAddress, sequence.count) }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
    }

    static func installSignalHandlers() {
        // Asked to stop: restore and leave as the shell expects (128 + the signal).
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(number) { number in
                TerminalRestoration.restore()
                _exit(128 + number)
            }
        }
        // A crash in the student's code is handled by CallWatch, which restores too.
        // A resized window interrupts the wait for a key (no SA_RESTART), so the chart
        // is redrawn at the new size at once.
        var action = sigaction()
        action.setHandler { _ in }
        action.sa_flags = 0
        sigaction(SIGWINCH, &action, nil)
    }
}
