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

/// A number as Swift source writes it in the footer: "83", "12.25", "NaN".
func swiftNumber(_ value: CGFloat) -> String {
    guard value.isFinite else { return value.isNaN ? ".nan" : (value > 0 ? ".infinity" : "-.infinity") }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let text = String(format: "%.2f", Double(value))
    return String(text.reversed().drop { $0 == "0" }.reversed())
}

/// A rectangle as Swift source: "CGRect(x: 10, y: 2, width: 83, height: 40)", the
/// rectangle a chapter's function was given.
func swiftCode(_ rect: CGRect) -> String {
    guard !rect.isNull else { return "CGRect.null" }
    return "CGRect(x: \(swiftNumber(rect.origin.x)), y: \(swiftNumber(rect.origin.y)), "
        + "width: \(swiftNumber(rect.size.width)), height: \(swiftNumber(rect.size.height)))"
}

/// A point as Swift source: "CGPoint(x: 40, y: 30.5)".
func swiftCode(_ point: CGPoint) -> String {
    "CGPoint(x: \(swiftNumber(point.x)), y: \(swiftNumber(point.y)))"
}
