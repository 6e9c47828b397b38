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
    let (first, last, step) = tickSpec(min(start, stop), max(start, stop), count)
    guard first <= last else { return [] }
    let ticks = stride(from: first, through: last, by: 1).map(step.tick)
    return stop < start ? ticks.reversed() : ticks
}

/// A 1-2-5 step. Below 1 it is kept as its whole-number inverse, so that ticks divide
/// exactly instead of multiplying by an inexact fraction.
enum TickStep: Equatable {
    case times(Double)
    case over(Double)

    func tick(_ i: Double) -> Double {
        switch self {
        case .times(let s): i * s
        case .over(let n): i / n
        }
    }

    func index(_ x: Double) -> Double {
        switch self {
        case .times(let s): x / s
        case .over(let n): x * n
        }
    }

    func floor(_ x: Double) -> Double { tick(index(x).rounded(.down)) }
    func ceil(_ x: Double) -> Double { tick(index(x).rounded(.up)) }
}

/// The step for about `count` intervals of `lo...hi`, and the indices of the first and
/// last of its multiples inside; asks again for 2 when 1 interval holds no multiple.
func tickSpec(_ lo: Double, _ hi: Double, _ count: Int) -> (first: Double, last: Double, step: TickStep) {
    let rough = (hi - lo) / Double(count), power = log10(rough).rounded(.down), error = rough / pow(10, power)
    let factor: Double =
        error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5 : error >= 2.squareRoot() ? 2 : 1
    let step: TickStep = power < 0 ? .over(pow(10, -power) / factor) : .times(pow(10, power) * factor)
    let (i, j) = (step.index(lo).rounded(), step.index(hi).rounded())
    let (first, last) = (step.tick(i) < lo ? i + 1 : i, step.tick(j) > hi ? j - 1 : j)
    return last < first && count == 1 ? tickSpec(lo, hi, 2) : (first, last, step)
}
