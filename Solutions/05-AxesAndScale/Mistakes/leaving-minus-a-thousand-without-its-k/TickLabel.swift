import Foundation

/// Exercise 5.3: `value` with as many decimals as `step` needs, thousands as "k" and
/// millions as "M", trailing zeros dropped.
public func tickLabel(for value: Double, step: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : value > 0 ? "inf" : "-inf" }
    var (shown, unitStep, suffix) = (value, abs(step), "")
    if value >= 1_000_000 || value < -1_000_000 {
        (shown, unitStep, suffix) = (value / 1_000_000, unitStep / 1_000_000, "M")
    } else if value >= 1000 || value < -1000 {
        (shown, unitStep, suffix) = (value / 1000, unitStep / 1000, "k")
    }
    let decimals = decimalsNeeded(by: unitStep)
    var text = String(format: "%.\(decimals)f", shown)
    if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
    }
    if text == "-0" { text = "0" }
    return text + suffix
}

/// The fewest decimals that write `step` exactly: 0 for 20, 1 for 0.5, 2 for 0.25.
private func decimalsNeeded(by step: Double) -> Int {
    guard step.isFinite, step > 0 else { return 0 }
    for decimals in 0...12 {
        let scaled = step * pow(10, Double(decimals))
        if abs(scaled - scaled.rounded()) <= 1e-6 * scaled { return decimals }
    }
    return 12
}
