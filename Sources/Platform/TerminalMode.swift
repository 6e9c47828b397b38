import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The settings of the terminal that standard input reads: saved, changed so that keys
/// arrive one at a time, and put back. The one place the workbook sets a terminal raw.
///
/// ```
/// let saved = TerminalMode.current()          // nil when input is not a terminal
/// saved?.readingKeys(waitTenths: 1).apply()  // watch: a key, or nothing after 0.1 s
/// ...
/// saved?.apply()                              // as it was
/// ```
///
/// Ctrl-C keeps its meaning in every mode here: the terminal still sends SIGINT, so even a
/// student's endless loop can be left.
public struct TerminalMode: @unchecked Sendable {
    /// The settings, as `tcgetattr` reads them.
    public private(set) var settings: termios

    /// The settings of standard input now, or `nil` when it is not a terminal.
    public static func current() -> TerminalMode? {
        var settings = termios()
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
        return TerminalMode(settings: settings)
    }

    /// These settings, with keys read one at a time and not echoed.
    ///
    /// - Parameters:
    ///   - waitTenths: How long a read waits for a key, in tenths of a second, before it
    ///     returns nothing; `nil` to wait for a key.
    ///   - allowsSuspend: Whether Ctrl-Z stops the program. A full-screen chart turns it
    ///     off: stopped, it would leave the terminal raw under the shell.
    ///   - translatesInput: Whether Return arrives as a newline and Ctrl-S and Ctrl-Q stop
    ///     and start output, as in a shell; a full-screen chart reads them as keys.
    public func readingKeys(waitTenths: UInt8? = nil, allowsSuspend: Bool = true, translatesInput: Bool = true)
        -> TerminalMode
    {
        var settings = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        if !translatesInput { settings.c_iflag &= ~tcflag_t(IXON | ICRNL) }
        withUnsafeMutableBytes(of: &settings.c_cc) { characters in
            characters[Int(VMIN)] = waitTenths == nil ? 1 : 0
            characters[Int(VTIME)] = waitTenths ?? 0
            if !allowsSuspend { characters[Int(VSUSP)] = Self.disabledCharacter }
        }
        return TerminalMode(settings: settings)
    }

    /// Makes these the terminal's settings, dropping input not yet read.
    public func apply() {
        var settings = settings
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }

    /// The control character that turns a key's meaning off.
    #if os(Linux)
        static let disabledCharacter: cc_t = 0
    #else
        static let disabledCharacter: cc_t = 0xFF
    #endif
}
