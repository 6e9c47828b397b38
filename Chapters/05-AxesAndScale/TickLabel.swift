import ExerciseSupport
import Foundation

/// Exercise 5.3 · Tick labels
///
/// Returns the label of the tick at `value` when the ticks are `step` apart: just as
/// many decimals as the step needs, so that no two labels look the same and none shows
/// noise like 0.30000000000000004.
///
/// - The *value* decides the unit, by its size whatever its sign: from 1,000,000 (or
///   below -1,000,000) write millions with "M", from 1,000 (or below -1,000) thousands
///   with "k". Divide both the value and the step by 1,000,000 or 1,000 first. The step
///   does not choose the unit: 1,000,500 with a step of 500 is "1.0005M".
/// - The decimals are the fewest that write the (divided) step exactly: 0 for 20, 1 for
///   0.5, 2 for 0.25. Test `step * 10^d` for being whole with a little tolerance
///   (`abs(x - x.rounded()) <= 1e-6 * x`), since 0.3 * 10 is 3.0000000000000004.
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
///     tickLabel(for: 0.30000000000000004, step: 0.1) // "0.3"
///
/// - Parameters:
///   - value: The tick's value.
///   - step: The distance between ticks.
/// - Returns: The label.
public func tickLabel(for value: Double, step: Double) -> String {
    todo("format value with the decimals the step needs; 1.5k and 2M for thousands and millions")
}
