/// How many colours the output may use, from none to 24-bit.
///
/// ```
/// ColorMode.depth(environment: ["COLORTERM": "truecolor"])   // .trueColor
/// ColorMode.depth(environment: ["COLORTERM": "256color"])    // .ansi256
/// ColorMode.depth(environment: [:])                          // .ansi16
/// ```
public enum ColorMode: String, CaseIterable, Codable, Sendable {
    /// No escape codes at all: the output is not a terminal, `NO_COLOR` is set, or the
    /// user said `--color never`.
    case none
    case ansi16
    case ansi256
    case trueColor

    /// The richest colours this terminal announces. Sixteen colours are the default:
    /// every colour terminal has them, and richer modes are only used when announced.
    public static func depth(environment: [String: String]) -> ColorMode {
        let colorTerminal = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerminal == "truecolor" || colorTerminal == "24bit" { return .trueColor }
        if colorTerminal.contains("256") { return .ansi256 }
        return .ansi16
    }
}
