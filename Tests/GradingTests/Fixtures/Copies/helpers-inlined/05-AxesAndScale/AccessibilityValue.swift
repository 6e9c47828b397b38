import Foundation

/// Exercise 5.8: what VoiceOver reads for one value: "9.2 degrees Celsius", or "no value".
public func accessibilityValue(for value: Double, unit: String) -> String {
    guard value.isFinite else { return "no value" }
    var number = String(format: "%.1f", value)
    if number.hasSuffix(".0") { number.removeLast(2) }
    if number == "-0" { number = "0" }
    let spoken =
        ["°C": "degrees Celsius", "mm": "millimetres", "h": "hours", "W": "watts", "%": "percent"][unit] ?? unit
    return spoken.isEmpty ? number : number + " " + spoken
}
