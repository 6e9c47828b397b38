import Foundation

/// Exercise 5.3: `value` with as many decimals as `step` needs, thousands as "k" and
/// millions as "M", trailing zeros dropped.
public func tickLabel(for value: Double, step: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : value > 0 ? "inf" : "-inf" }
    var (shown, unitStep, suffix) = (value, abs(step), "")
    if abs(value) >= 1_000_000 {
        (shown, unitStep, suffix) = (value / 1_000_000, unitStep / 1_000_000, "M")
    } else if abs(value) >= 1000 {
        (shown, unitStep, suffix) = (value / 1000, unitStep / 1000, "k")
    }
    var decimals = 12
    if !unitStep.isFinite || unitStep <= 0 {
        decimals = 0
    } else {
        for candidate in 0...12 {
            let scaled = unitStep * pow(10, Double(candidate))
            if abs(scaled - scaled.rounded()) <= 1e-6 * scaled {
                decimals = candidate
                break
            }
        }
    }
    var text = String(format: "%.\(decimals)f", shown)
    if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
    }
    if text == "-0" { text = "0" }
    return text + suffix
}

/// The fewest decimals that write `step` exactly: 0 for 20, 1 for 0.5, 2 for 0.25.
