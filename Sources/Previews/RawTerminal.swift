import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal switched to reading single key presses and mouse clicks, on the
/// alternate screen, and put back as it was by ``restore()`` — also when the program is
/// stopped by a signal.
///
/// ```
/// let terminal = try RawTerminal()
/// defer { terminal.restore() }
/// let bytes = terminal.read()
/// ```
final class RawTerminal {
    /// Leave the alternate screen, show the cursor, stop mouse reports.
    private static let restoreSequence = "\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?25h\u{1B}[?1049l"

    init() throws(PreviewError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw .usage("explore needs a terminal for its keys; use `workbook preview` for a still chart.")
        }
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else {
            throw .failed("Could not read the terminal's settings.")
        }
        savedSettings = settings
        // No line buffering, no echo, and Ctrl-C as a key (so we can restore before leaving).
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(signalNumber) { number in
                rawTerminalRestore()
                _exit(128 + number)
            }
        }
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h")
    }

    /// Waits for input and returns the bytes of one read.
    func read() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = Glibc_or_Darwin_read(STDIN_FILENO, &buffer, buffer.count)
        return count > 0 ? Array(buffer.prefix(count)) : [4]
    }

    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func restore() {
        rawTerminalRestore()
    }

    fileprivate static func restoreNow() {
        let sequence = Array(restoreSequence.utf8)
        _ = sequence.withUnsafeBufferPointer { Glibc_or_Darwin_write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        if var settings = savedSettings {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        }
    }
}

/// The settings to put back. A signal handler cannot capture context, so it lives here.
nonisolated(unsafe) private var savedSettings: termios?

private func rawTerminalRestore() {
    RawTerminal.restoreNow()
}

#if canImport(Glibc)
private let Glibc_or_Darwin_read = Glibc.read
private let Glibc_or_Darwin_write = Glibc.write
#elseif canImport(Darwin)
private let Glibc_or_Darwin_read = Darwin.read
private let Glibc_or_Darwin_write = Darwin.write
#endif
