import ExerciseSupport
import Foundation

/// Exercise 5.2 · A nice domain
///
/// Returns `domain` widened outward so that both ends are whole multiples of the tick
/// step: the axis then starts and ends on a labelled value (d3's `nice`, and what Swift
/// Charts does to a value axis unless you give it a domain).
///
/// Find the step as in exercise 5.1 (1, 2 or 5 times a power of ten for about `count`
/// intervals of the domain), then round the lower bound down and the upper bound up to
/// multiples of it. Widening can change the step, so repeat until the step stays the
/// same. For a step below 1, divide by its inverse (a whole number), as in 5.1:
/// `floor(0.132 * 10) / 10` is 0.1 exactly, and `ceil(0.61 * 10) / 10` is 0.7, where the
/// step itself would give `7 * 0.1`, 0.7000000000000001.
///
/// Worked example, 0.132...0.876 with count 10: the step is 0.1 (inverse 10), so the
/// domain becomes floor(1.32) / 10 ... ceil(8.76) / 10 = 0.1...0.9; its step is still 0.1.
///
///     niceDomain(0.132...0.876, count: 10)    // 0.1...0.9
///     niceDomain(0.13...0.61, count: 5)       // 0.1...0.7
///     niceDomain(0.132...0.876, count: 5)     // 0...1
///     niceDomain(132...876, count: 100)       // 130...880
///     niceDomain(4.1...21.5, count: 5)        // 0...25
///     niceDomain(0...1.5, count: 5)           // 0...2: 0...1.6 first, whose step, 0.5, widens it again
///
/// A zero-width domain, a non-finite bound or a count of 0 or less stays as it is.
///
/// - Parameters:
///   - domain: The values to show, lowest to highest.
///   - count: About how many intervals the axis will have.
/// - Returns: The widened domain.
public func niceDomain(_ domain: ClosedRange<Double>, count: Int) -> ClosedRange<Double> {
    let low = domain.lowerBound
    let high = domain.upperBound
    guard count > 0, low.isFinite, high.isFinite, low < high else { return domain }

    var nice = (low: low, high: high)
    var previousStep: NiceStep?
    // Widening can change the step; a handful of rounds always settles it, but cap the
    // loop anyway rather than trust that blindly.
    for _ in 0..<maximumWideningRounds {
        guard let step = niceStep(low: nice.low, high: nice.high, count: count) else { break }
        if step == previousStep { break }
        nice = widened(nice, to: step)
        previousStep = step
    }
    return nice.low...nice.high
}

/// More rounds than widening ever needs in practice.
private let maximumWideningRounds = 20

/// √50, √10 and √2: where the 1-2-5 ladder moves to the next rung.
private let ladderCutOffs: (ten: Double, five: Double, two: Double) =
    (50.0.squareRoot(), 10.0.squareRoot(), 2.0.squareRoot())

/// A tick step from the 1-2-5 ladder. Below 1 it is kept as its inverse, a whole number,
/// so that dividing by it stays exact.
private enum NiceStep: Equatable {
    case whole(Double)
    case inverseOf(Double)
}

/// The step exercise 5.1 would use for about `count` intervals of `low...high`, or `nil`
/// when there is no sensible one (an infinite or zero step).
private func niceStep(low: Double, high: Double, count: Int) -> NiceStep? {
    let roughStep = (high - low) / Double(count)
    let power = log10(roughStep).rounded(.down)
    let error = roughStep / pow(10, power)

    let factor: Double
    switch error {
    case ladderCutOffs.ten...: factor = 10
    case ladderCutOffs.five...: factor = 5
    case ladderCutOffs.two...: factor = 2
    default: factor = 1
    }

    let step: NiceStep = power < 0
        ? .inverseOf(pow(10, -power) / factor)
        : .whole(pow(10, power) * factor)

    // d3 gives a single interval without any tick inside a second try with two.
    if count == 1 && !hasTickInside(low: low, high: high, step: step) {
        return niceStep(low: low, high: high, count: 2)
    }

    switch step {
    case .whole(let size), .inverseOf(let size):
        return (size.isFinite && size > 0) ? step : nil
    }
}

/// Whether some whole multiple of `step` lies inside `low...high`.
private func hasTickInside(low: Double, high: Double, step: NiceStep) -> Bool {
    switch step {
    case .whole(let size):
        var first = (low / size).rounded()
        var last = (high / size).rounded()
        if first * size < low { first += 1 }
        if last * size > high { last -= 1 }
        return first <= last
    case .inverseOf(let inverse):
        var first = (low * inverse).rounded()
        var last = (high * inverse).rounded()
        if first / inverse < low { first += 1 }
        if last / inverse > high { last -= 1 }
        return first <= last
    }
}

/// Rounds the lower end down and the upper end up to whole steps.
private func widened(_ range: (low: Double, high: Double), to step: NiceStep) -> (low: Double, high: Double) {
    switch step {
    case .whole(let size):
        return ((range.low / size).rounded(.down) * size, (range.high / size).rounded(.up) * size)
    case .inverseOf(let inverse):
        return ((range.low * inverse).rounded(.down) / inverse, (range.high * inverse).rounded(.up) / inverse)
    }
}
