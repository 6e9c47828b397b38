/// The escape sequences that turn an interactive chart's screen on and off: the
/// alternate screen, a hidden cursor and mouse reports (SGR format).
///
/// ```
/// print(FullScreen.enter, terminator: "")   // the shell's screen is kept aside
/// print(FullScreen.leave, terminator: "")   // and comes back as it was
/// ```
///
/// The explorer writes them, and the `workbook` tool writes `leave` again if the
/// explorer ended without doing so, so both must agree on what to undo.
public enum FullScreen {
    public static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h"
    public static let leave = "\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?25h\u{1B}[?1049l"
}
