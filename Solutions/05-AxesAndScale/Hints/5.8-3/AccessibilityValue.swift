import Foundation

/// Exercise 5.8, as hints 1 to 3 have it.
public func accessibilityValue(for value: Double, unit: String) -> String {
    if value.isNaN || value.isInfinite { return "no value" }
    var number = String(format: "%.1f", value)
    if number.hasSuffix(".0") { number = String(number.dropLast(2)) }
    if number == "-0" { number = "0" }
    let words: String
    switch unit {
    case "°C": words = "degrees Celsius"
    case "mm": words = "millimetres"
    case "h": words = "hours"
    case "W": words = "watts"
    case "%": words = "percent"
    default: words = unit
    }
    return words.isEmpty ? number : "\(number) \(words)"
}
