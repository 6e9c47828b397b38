import Foundation
import Renderer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's settings, saved before a full-screen program runs and put back if it
/// ends without doing so itself (killed outright, say), so the shell is usable again.
///
/// ```
/// let state = TerminalState.save()
/// ... run the explorer ...
/// state?.restore()
/// ```
struct TerminalState {
    private var settings: termios

    /// The settings of standard input, or `nil` when it is not a terminal.
    static func save() -> TerminalState? {
        var settings = termios()
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
        return TerminalState(settings: settings)
    }

    /// Puts the settings back, leaves the alternate screen, shows the cursor and stops
    /// mouse reports.
    func restore() {
        FileHandle.standardOutput.write(Data(FullScreen.leave.utf8))
        var settings = settings
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }
}
