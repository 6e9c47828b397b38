import Foundation
import Renderer
import Results
import Runner

/// How the tool's output looks on this terminal: with or without colour, with Unicode
/// symbols or their plain ASCII stand-ins.
///
/// ```
/// let style = Style(colors: true, unicode: false)
/// style.symbol(for: .passed)        // "+" in green
/// style.progressBar(3, of: 9, width: 9)   // "###------"
/// ```
public struct Style: Sendable {
    let colors: Bool
    let unicode: Bool
    /// How wide text may be, in columns: the terminal's width, so that text wraps between
    /// words and never in the middle of one.
    let columns: Int

    /// The narrowest width text is wrapped to, however narrow the window.
    static let minimumColumns = 40

    public init(colors: Bool, unicode: Bool, columns: Int = TerminalSize.fallback.columns) {
        self.colors = colors
        self.unicode = unicode
        self.columns = max(columns, Self.minimumColumns)
    }

    /// The style for standard output, from the user's choice and the environment.
    ///
    /// Colour is used with `--color always`, or with `auto` when the output is a
    /// terminal, `NO_COLOR` is unset or empty, and `TERM` is not "dumb". Unicode is used
    /// unless `--ascii` is given or the locale (`LC_ALL`, `LC_CTYPE`, `LANG`) is not UTF-8.
    /// Text is wrapped to `columns`, the terminal's width (``TerminalSize/current(environment:)``:
    /// the terminal's own, else `COLUMNS`, else 80).
    init(
        color: ColorChoice, ascii: Bool, isTerminal: Bool, environment: [String: String],
        columns: Int = TerminalSize.fallback.columns
    ) {
        self.columns = max(columns, Self.minimumColumns)
        switch color {
        case .always: colors = true
        case .never: colors = false
        case .auto:
            colors =
                isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
                && environment["TERM"] != "dumb"
        }
        let locale =
            [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? ""
        let localeIsUTF8 = locale.lowercased().replacingOccurrences(of: "-", with: "").contains("utf8")
        unicode = !ascii && localeIsUTF8
    }

    enum Color: String, Sendable {
        case red = "31"
        case green = "32"
        case yellow = "33"
        case blue = "34"
        case cyan = "36"
        case gray = "90"
    }

    /// `text` in `color`, when colours are on.
    func paint(_ text: String, _ color: Color) -> String {
        colors ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// `text` in bold, when colours are on.
    func bold(_ text: String) -> String {
        colors ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    /// The mark in front of an exercise.
    func symbol(for status: ExerciseStatus) -> String {
        switch status {
        case .passed: paint(unicode ? "✔" : "+", .green)
        case .failing: paint(unicode ? "✘" : "x", .red)
        case .crashed: paint("!", .red)
        case .notStarted: paint(unicode ? "○" : "-", .gray)
        case .notRun: paint(unicode ? "·" : ".", .gray)
        }
    }

    /// A mark for one check of `workbook verify`.
    func checkMark(passed: Bool) -> String {
        passed ? paint(unicode ? "✔" : "PASS", .green) : paint(unicode ? "✘" : "FAIL", .red)
    }

    /// A bar `width` characters wide, filled in proportion to `done` of `total`.
    func progressBar(_ done: Int, of total: Int, width: Int = 20) -> String {
        let filled = total > 0 ? min(width, max(0, (done * width + total / 2) / total)) : 0
        let bar = String(repeating: unicode ? "█" : "#", count: filled)
        let rest = String(repeating: unicode ? "░" : "-", count: width - filled)
        return paint(bar, .green) + paint(rest, .gray)
    }

    /// "·" between parts of a heading, or "-".
    var separator: String { unicode ? "·" : "-" }
    /// "…" or "...".
    var ellipsis: String { unicode ? "…" : "..." }
}
