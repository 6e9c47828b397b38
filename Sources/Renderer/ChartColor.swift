/// A colour of the chart palette, written for whatever colour depth the terminal has.
///
/// ```
/// ChartColor.blue.escapeCode(for: .ansi16)      // "\u{1B}[94m", bright blue
/// ChartColor.blue.escapeCode(for: .trueColor)   // "\u{1B}[38;2;10;132;255m"
/// ChartColor.blue.escapeCode(for: .none)        // ""
/// ```
///
/// The palette follows the system colours SwiftUI charts use, so a terminal chart and a
/// SwiftUI chart of the same data look alike.
public enum ChartColor: String, CaseIterable, Codable, Sendable {
    case blue, orange, green, red, purple, yellow, cyan, gray
    /// The terminal's own text colour.
    case primary

    /// Red, green and blue, 0 to 255; `nil` for ``primary``.
    public var rgb: (red: Int, green: Int, blue: Int)? {
        switch self {
        case .blue: (10, 132, 255)
        case .orange: (255, 159, 10)
        case .green: (48, 209, 88)
        case .red: (255, 69, 58)
        case .purple: (191, 90, 242)
        case .yellow: (255, 214, 10)
        case .cyan: (100, 210, 255)
        case .gray: (142, 142, 147)
        case .primary: nil
        }
    }

    /// The nearest of the 16 basic colours: its number after 30 (or after 90 when bright).
    private var basic: (code: Int, bright: Bool) {
        switch self {
        case .blue: (4, true)
        case .orange: (3, false)
        case .green: (2, true)
        case .red: (1, true)
        case .purple: (5, true)
        case .yellow: (3, true)
        case .cyan: (6, true)
        case .gray: (0, true)
        case .primary: (9, false)
        }
    }

    /// The escape sequence that switches the foreground to this colour.
    public func escapeCode(for mode: ColorMode) -> String {
        switch mode {
        case .none:
            return ""
        case .ansi16:
            let (code, bright) = basic
            return "\u{1B}[\((bright ? 90 : 30) + code)m"
        case .ansi256:
            guard let (red, green, blue) = rgb else { return "\u{1B}[39m" }
            // The 6×6×6 cube starts at 16; each channel has the levels 0, 95, 135, ... 255.
            let level = { (channel: Int) in channel < 48 ? 0 : channel < 115 ? 1 : (channel - 35) / 40 }
            return "\u{1B}[38;5;\(16 + 36 * level(red) + 6 * level(green) + level(blue))m"
        case .trueColor:
            guard let (red, green, blue) = rgb else { return "\u{1B}[39m" }
            return "\u{1B}[38;2;\(red);\(green);\(blue)m"
        }
    }

    /// The colour as SVG writes it.
    public var svgValue: String {
        guard let (red, green, blue) = rgb else { return "currentColor" }
        return "rgb(\(red),\(green),\(blue))"
    }
}
