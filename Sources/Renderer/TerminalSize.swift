import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size of the terminal in character cells, so that a chart fills the window.
///
/// ```
/// let size = TerminalSize.current()     // asks the terminal, then COLUMNS and LINES
/// print(size)                           // "120x40"
/// TerminalSize.resolve(queried: nil, environment: ["COLUMNS": "100"])   // 100x24
/// ```
public struct TerminalSize: Equatable, Sendable, CustomStringConvertible {
    /// The width, in columns.
    public var columns: Int
    /// The height, in rows.
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// "80x24": columns, then rows.
    public var description: String { "\(columns)x\(rows)" }

    /// The classic terminal size, used when nothing tells the real one.
    public static let fallback = TerminalSize(columns: 80, rows: 24)

    /// The size to draw for, from what the terminal reported and the environment.
    ///
    /// ```
    /// resolve(queried: TerminalSize(columns: 120, rows: 40), environment: [:])   // 120x40
    /// resolve(queried: nil, environment: ["COLUMNS": "100", "LINES": "x"])       // 100x24
    /// ```
    ///
    /// The queried size wins when both of its sides are positive; a terminal that is
    /// not there or not sized yet reports zeros. Otherwise `COLUMNS` and `LINES` each
    /// count on their own when they hold a positive integer, and the fallback fills in
    /// the rest.
    public static func resolve(queried: TerminalSize?, environment: [String: String]) -> TerminalSize {
        if let queried, queried.columns > 0, queried.rows > 0 { return queried }
        func positiveInteger(_ name: String) -> Int? {
            guard let text = environment[name], let value = Int(text), value > 0 else { return nil }
            return value
        }
        return TerminalSize(
            columns: positiveInteger("COLUMNS") ?? fallback.columns,
            rows: positiveInteger("LINES") ?? fallback.rows)
    }

    /// The size of the terminal the program runs in.
    ///
    /// Asks the terminal behind standard output, then standard error, then standard
    /// input, because any of them may be redirected to a file or a pipe (`| less`), and
    /// falls back on ``resolve(queried:environment:)``.
    public static func current(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TerminalSize {
        let queried = [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO].lazy
            .compactMap(windowSize(of:))
            .first
        return resolve(queried: queried, environment: environment)
    }

    /// The window size of the terminal open as `descriptor`, or nil when it is not one.
    private static func windowSize(of descriptor: Int32) -> TerminalSize? {
        #if canImport(Glibc) || canImport(Darwin)
            var size = winsize()
            #if canImport(Glibc)
                let result = ioctl(descriptor, UInt(TIOCGWINSZ), &size)
            #else
                let result = ioctl(descriptor, TIOCGWINSZ, &size)
            #endif
            guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
            return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
        #else
            return nil
        #endif
    }
}
