import PreviewProtocol
import Renderer

/// How the tool draws a chart here: its size, its characters and its colours, from the
/// user's options, the terminal and the environment.
///
/// ```
/// let settings = try ChartSettings(options: ChartOptions(width: 100), style: style,
///                                  environment: ["TERM": "xterm"], terminal: TerminalSize(columns: 80, rows: 24))
/// settings.size     // 100x23: the width asked for, the terminal's height less the prompt's line
/// settings.canvas   // .braille
/// ```
typealias ChartSettings = ChartRequest.Drawing

extension ChartRequest.Drawing {
    /// Far beyond a screen, and small enough that a chart never takes much memory.
    static let maximumSize = TerminalSize(columns: 1000, rows: 500)

    init(options: ChartOptions, style: Style, environment: [String: String], terminal: TerminalSize) throws {
        self.init()
        // Braille needs a font with the braille block; the Linux console has none.
        if !style.unicode {
            canvas = .ascii
        } else if let chosen = options.canvas {
            canvas = chosen
        } else {
            canvas = environment["TERM"] == "linux" ? .blocks : .braille
        }
        colors = style.colors ? ColorMode.depth(environment: environment) : .none
        // One row is left for the shell's prompt, so the title does not scroll away.
        size = TerminalSize(
            columns: options.width ?? terminal.columns, rows: options.height ?? max(1, terminal.rows - 1))
        sizeIsFixed = options.width != nil || options.height != nil
        let minimum = ChartLayout.minimumSize
        let maximum = Self.maximumSize
        if let width = options.width, width < minimum.columns {
            throw UsageError("--width \(width) is too narrow: a chart needs at least \(minimum.columns) columns.")
        }
        if let height = options.height, height < minimum.rows {
            throw UsageError("--height \(height) is too low: a chart needs at least \(minimum.rows) rows.")
        }
        if let width = options.width, width > maximum.columns {
            throw UsageError("--width \(width) is wider than any screen; the most is \(maximum.columns) columns.")
        }
        if let height = options.height, height > maximum.rows {
            throw UsageError("--height \(height) is taller than any screen; the most is \(maximum.rows) rows.")
        }
        // A window larger than the largest chart still gets the largest chart.
        size = TerminalSize(columns: min(size.columns, maximum.columns), rows: min(size.rows, maximum.rows))
        if size.columns < minimum.columns || size.rows < minimum.rows {
            throw ChartSizeError(available: size, minimum: minimum)
        }
    }
}

/// The terminal is too small for a chart.
struct ChartSizeError: Error, CustomStringConvertible {
    let available: TerminalSize
    let minimum: TerminalSize

    var description: String {
        "The terminal has room for \(available.columns) columns and \(available.rows) rows (one row is kept for the "
            + "prompt); a chart needs at least \(minimum.columns) columns and \(minimum.rows) rows. Make the window larger, "
            + "or give the size with --width and --height."
    }
}
