import Foundation
import Platform
import Renderer

/// The terminal's settings, saved before a full-screen program runs and put back if it
/// ends without doing so itself (killed outright, say), so the shell is usable again.
///
/// ```
/// let state = TerminalState.save()
/// ... run the explorer ...
/// state?.restore()
/// ```
struct TerminalState {
    /// The settings as they were.
    let mode: TerminalMode

    /// The settings of standard input, or `nil` when it is not a terminal.
    static func save() -> TerminalState? {
        TerminalMode.current().map(TerminalState.init)
    }

    /// Puts the settings back, leaves the alternate screen, shows the cursor and stops
    /// mouse reports.
    func restore() {
        FileHandle.standardOutput.write(Data(FullScreen.leave.utf8))
        mode.apply()
    }
}
