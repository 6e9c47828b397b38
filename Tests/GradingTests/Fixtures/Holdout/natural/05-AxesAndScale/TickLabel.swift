import ExerciseSupport
import Foundation

/// Exercise 5.3 · Tick labels
///
/// Returns the label of the tick at `value` when the ticks are `step` apart: just as
/// many decimals as the step needs, so that no two labels look the same and none shows
/// noise like 0.30000000000000004.
///
/// - The *value* decides the unit, by its size, `abs(value)`, whatever its sign: when
///   that is 1,000,000 or more, write millions with "M" (so -1,000,000 is "-1M"); when it
///   is 1,000 or more, thousands with "k" (so -1,000 is "-1k"). Divide both the value
///   and the step by 1,000,000 or 1,000 first. The step does not choose the unit:
///   1,000,500 with a step of 500 is "1.0005M".
/// - The decimals are the fewest that write the (divided) step exactly: 0 for 20, 1 for
///   0.5, 2 for 0.25. Try d = 0, 1, 2, ... and test `step * 10^d` for being whole with a
///   little tolerance (`abs(x - x.rounded()) <= 1e-6 * x`), since a step worked out by a
///   subtraction can miss by a hair: 0.7 - 0.6 is 0.09999999999999998, and that times 10
///   is 0.9999999999999998, not 1.
/// - Format with that many decimals (`String(format: "%.2f", value)`), then drop the
///   trailing zeros after the point and a point left bare: "0.50" becomes "0.5",
///   "2.0" becomes "2". Never touch zeros before the point: "20" stays "20".
/// - "-0" is "0".
///
///     tickLabel(for: 0.25, step: 0.25)              // "0.25"
///     tickLabel(for: 0.5, step: 0.25)               // "0.5"
///     tickLabel(for: 20, step: 10)                  // "20"
///     tickLabel(for: 1500, step: 500)               // "1.5k"
///     tickLabel(for: 2_000_000, step: 1_000_000)    // "2M"
///     tickLabel(for: -2_500_000, step: 500_000)     // "-2.5M"
///     tickLabel(for: 1_000_500, step: 500)          // "1.0005M"
///     tickLabel(for: -1000, step: 500)              // "-1k"
///     tickLabel(for: 0.30000000000000004, step: 0.1) // "0.3"
///     tickLabel(for: 0.7, step: 0.7 - 0.6)          // "0.7"
///
/// - Parameters:
///   - value: The tick's value.
///   - step: The distance between ticks.
/// - Returns: The label.
public func tickLabel(for value: Double, step: Double) -> String {
    var value = value
    var step = abs(step)
    var suffix = ""

    if abs(value) >= 1_000_000 {
        value /= 1_000_000
        step /= 1_000_000
        suffix = "M"
    } else if abs(value) >= 1_000 {
        value /= 1_000
        step /= 1_000
        suffix = "k"
    }

    var decimals = 0
    while decimals < 20 {
        let scaled = step * pow(10, Double(decimals))
        if abs(scaled - scaled.rounded()) <= 1e-6 * scaled { break }
        decimals += 1
    }

    var text = String(format: "%.\(decimals)f", value)
    if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
    }
    if text == "-0" { text = "0" }
    return text + suffix
}
