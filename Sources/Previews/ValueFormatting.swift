import Foundation

/// A value as a chart label: one decimal, none from 1,000 up, and whatever the student's
/// code returned (NaN, infinity) written out rather than hidden.
///
/// ```
/// formatted(12.875)     // "12.9"
/// formatted(1450)       // "1450"
/// formatted(-0.04)      // "0.0"
/// formatted(.nan)       // "NaN"
/// ```
func formatted(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "inf" : "-inf") }
    let text = String(format: abs(value) >= 1000 ? "%.0f" : "%.1f", value)
    return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
}

/// A pixel coordinate as the footer shows it: "123.5", or "NaN".
func formatted(_ coordinate: CGFloat) -> String {
    formatted(Double(coordinate))
}

/// `value` with its unit: "21.5 °C", "62.0 h", or just "21.5".
func formatted(_ value: Double, unit: String) -> String {
    unit.isEmpty ? formatted(value) : formatted(value) + " " + unit
}
