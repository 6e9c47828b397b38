import Foundation

/// Exercise 5.3, as hints 2 and 3 have it.
public func tickLabel(for value: Double, step: Double) -> String {
    var shown = value
    var shownStep = step
    var unit = ""
    if abs(value) >= 1_000_000 {
        shown = value / 1_000_000
        shownStep = step / 1_000_000
        unit = "M"
    } else if abs(value) >= 1000 {
        shown = value / 1000
        shownStep = step / 1000
        unit = "k"
    }
    var d = 0
    while true {
        let x = shownStep * pow(10, Double(d))
        if abs(x - x.rounded()) <= 1e-6 * x { break }
        d += 1
    }
    var label = String(format: "%.\(d)f", shown)
    if label.contains(".") {
        while label.hasSuffix("0") { label.removeLast() }
        if label.hasSuffix(".") { label.removeLast() }
    }
    if label == "-0" { label = "0" }
    return label + unit
}
