import ExerciseSupport
import Foundation

/// Exercise 5.1 · Round tick values
///
/// Returns about `count` round values from `start` to `stop`, where an axis puts its
/// ticks: what `AxisMarks(values: .automatic(desiredCount:))` and d3's `ticks` do.
///
/// 1. The rough step is `(stop - start) / count`, e.g. (0 to 17.4) / 5 = 3.48.
/// 2. Write it as a number from 1 to 10 times a power of ten, *flooring* the power:
///    `power = floor(log10(3.48)) = 0`, `error = 3.48 / 10^0 = 3.48`.
/// 3. Round the error to 1, 2, 5 or 10, with the cut-offs at the geometric middles:
///    10 from √50 (7.07) up, 5 from √10 (3.16), 2 from √2 (1.41), else 1. Here 5.
/// 4. The ticks are the whole multiples of that step inside `start...stop`: here 0, 5,
///    10 and 15 (indices 0 to 3, times the step 5). Find the first index by rounding
///    `start / step` to the nearest whole number (`.rounded()`), then move it one up if
///    its tick falls below `start`; find the last by rounding `stop / step`, then move it
///    one down if its tick lies above `stop`.
///
/// Watch the floating point. For a step below 1 (power < 0), work with its inverse,
/// `inverse = 10^-power / factor` (a whole number: 10 for a step of 0.1), round
/// `start * inverse` and `stop * inverse` instead, and compute each tick as
/// `index / inverse`: 3 / 10 is 0.3, while 3 * 0.1 is 0.30000000000000004. And round,
/// rather than take `ceil` and `floor` of those quotients: for 0.98 to 1.14 (a step of
/// 0.02, inverse 50), 1.14 * 50 is 56.99999999999999, whose floor, 56, would lose the
/// tick 1.14 that rounding keeps.
///
///     tickValues(from: 0, to: 1, count: 5)       // [0, 0.2, 0.4, 0.6, 0.8, 1]
///     tickValues(from: -10, to: 10, count: 5)    // [-10, -5, 0, 5, 10]
///     tickValues(from: 10, to: 0, count: 5)      // [10, 8, 6, 4, 2, 0]: descending
///     tickValues(from: 5, to: 5, count: 3)       // [5]
///     tickValues(from: 0, to: 1, count: 0)       // []: so is a NaN or infinite bound
///
/// One more rule from d3: when `count` is 1 and no multiple of the step fits (1 to 364
/// with step 500), try again with `count` 2 (step 200, giving [200]).
///
/// - Parameters:
///   - start: The domain's first value; ticks run from here.
///   - stop: The domain's last value; it may be below `start`.
///   - count: About how many intervals you want.
/// - Returns: The tick values, in the direction from `start` to `stop`.
public func tickValues(from start: Double, to stop: Double, count: Int) -> [Double] {
    guard count > 0, start.isFinite, stop.isFinite else { return [] }
    guard start != stop else { return [start] }
    guard start < stop else {
        return tickValues(from: stop, to: start, count: count).reversed()
    }

    let roughStep = (stop - start) / Double(count)
    let power = (log10(roughStep)).rounded(.down)
    let error = roughStep / pow(10, power)

    let factor: Double
    if error >= 50.squareRoot() {
        factor = 10
    } else if error >= 10.squareRoot() {
        factor = 5
    } else if error >= 2.squareRoot() {
        factor = 2
    } else {
        factor = 1
    }

    var ticks: [Double] = []
    if power < 0 {
        let inverse = pow(10, -power) / factor
        var first = (start * inverse).rounded()
        var last = (stop * inverse).rounded()
        if first / inverse < start { first += 1 }
        if last / inverse > stop { last -= 1 }
        if first <= last {
            ticks = stride(from: first, through: last, by: 1).map { $0 / inverse }
        }
    } else {
        let step = pow(10, power) * factor
        var first = (start / step).rounded()
        var last = (stop / step).rounded()
        if first * step < start { first += 1 }
        if last * step > stop { last -= 1 }
        if first <= last {
            ticks = stride(from: first, through: last, by: 1).map { $0 * step }
        }
    }

    if ticks.isEmpty && count == 1 {
        return tickValues(from: start, to: stop, count: 2)
    }
    return ticks
}
