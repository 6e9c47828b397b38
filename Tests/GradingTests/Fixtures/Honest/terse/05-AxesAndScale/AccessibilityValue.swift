import ExerciseSupport
import Foundation

/// Exercise 5.8 · What VoiceOver reads
///
/// Returns the words a screen reader speaks for one value, what you pass to
/// `.accessibilityValue(...)` on a mark: the number with one decimal at most and the
/// unit spoken in full. A label ("March") says *which* mark; the value says *what* it is.
///
/// - The number: one decimal (`String(format: "%.1f", value)`), with a ".0" dropped,
///   and "-0" written as "0".
/// - The unit in words: "°C" is "degrees Celsius", "mm" "millimetres", "h" "hours",
///   "W" "watts", "%" "percent"; any other unit as it is; no unit, just the number.
/// - A missing value (NaN or infinite) is "no value": silence would leave the listener
///   wondering whether the screen reader missed it.
///
///     accessibilityValue(for: 9.2, unit: "°C")    // "9.2 degrees Celsius"
///     accessibilityValue(for: 62.0, unit: "h")    // "62 hours"
///     accessibilityValue(for: 1234.56, unit: "W") // "1234.6 watts"
///     accessibilityValue(for: .nan, unit: "mm")   // "no value"
///
/// - Parameters:
///   - value: The mark's value.
///   - unit: The value's unit, as the dataset writes it.
/// - Returns: The words to speak.
public func accessibilityValue(for value: Double, unit: String) -> String {
    guard value.isFinite else { return "no value" }
    let text = String(format: "%.1f", value)
    let number = text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    let words = spokenUnits[unit] ?? unit
    return [number == "-0" ? "0" : number, words].filter { !$0.isEmpty }.joined(separator: " ")
}

private let spokenUnits = ["°C": "degrees Celsius", "mm": "millimetres", "h": "hours", "W": "watts", "%": "percent"]
