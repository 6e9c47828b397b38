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
    if start == stop {
        return [start]
    }

    // Work from the lower end up, and turn the list round at the end if asked to.
    let descending = stop < start
    let low = descending ? stop : start
    let high = descending ? start : stop

    let spec = tickSpec(low: low, high: high, count: count)
    guard spec.lastIndex >= spec.firstIndex else { return [] }

    let ascending = stride(from: spec.firstIndex, through: spec.lastIndex, by: 1).map {
        spec.step.value(at: $0)
    }
    return descending ? Array(ascending.reversed()) : ascending
}

/// √50, √10 and √2: the geometric middles between the rungs 1, 2, 5 and 10.
private let cutOffForTen = 50.0.squareRoot()
private let cutOffForFive = 10.0.squareRoot()
private let cutOffForTwo = 2.0.squareRoot()

/// A round step, stored so that ticks come out as exact as a `Double` allows.
private enum RoundStep {
    /// A step of 1 or more: tick `i` is `i * step`.
    case multiple(Double)
    /// A step below 1, kept as its whole-number inverse: tick `i` is `i / inverse`.
    case fraction(inverse: Double)

    /// The value of tick number `index` (a whole number, kept as a `Double` so that huge
    /// domains cannot overflow an `Int`).
    func value(at index: Double) -> Double {
        switch self {
        case .multiple(let step):
            return index * step
        case .fraction(let inverse):
            return index / inverse
        }
    }

    /// The nearest whole number of steps to `value`.
    func roundedIndex(of value: Double) -> Double {
        switch self {
        case .multiple(let step):
            return (value / step).rounded()
        case .fraction(let inverse):
            return (value * inverse).rounded()
        }
    }
}

/// The step and the first and last tick index for `low...high` (low below high).
private struct TickSpec {
    let step: RoundStep
    let firstIndex: Double
    let lastIndex: Double
}

/// Climbs the 1-2-5 ladder: 1, 2, 5 or 10 for an `error` from 1 to 10.
private func ladderFactor(for error: Double) -> Double {
    switch error {
    case cutOffForTen...: return 10
    case cutOffForFive...: return 5
    case cutOffForTwo...: return 2
    default: return 1
    }
}

/// The round step for about `count` intervals of `low...high`, and the whole multiples of
/// it that fall inside.
private func tickSpec(low: Double, high: Double, count: Int) -> TickSpec {
    let roughStep = (high - low) / Double(count)
    let power = (log10(roughStep)).rounded(.down)
    let error = roughStep / pow(10, power)
    let factor = ladderFactor(for: error)

    let step: RoundStep
    if power < 0 {
        step = .fraction(inverse: pow(10, -power) / factor)
    } else {
        step = .multiple(pow(10, power) * factor)
    }

    var first = step.roundedIndex(of: low)
    var last = step.roundedIndex(of: high)
    // Rounding may have stepped outside the domain: move such an end one inward.
    if step.value(at: first) < low { first += 1 }
    if step.value(at: last) > high { last -= 1 }

    // d3's rule: a single interval that holds no tick gets a second try with two.
    if last < first && count == 1 {
        return tickSpec(low: low, high: high, count: 2)
    }
    return TickSpec(step: step, firstIndex: first, lastIndex: last)
}
