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
    let (lo, hi) = (domain.lowerBound, domain.upperBound)
    guard count > 0, lo.isFinite, hi.isFinite, lo < hi else { return domain }
    func widen(_ lo: Double, _ hi: Double, _ previous: TickStep?) -> ClosedRange<Double> {
        let step = tickSpec(lo, hi, count).step
        return step == previous ? lo...hi : widen(step.floor(lo), step.ceil(hi), step)
    }
    return widen(lo, hi, nil)
}
