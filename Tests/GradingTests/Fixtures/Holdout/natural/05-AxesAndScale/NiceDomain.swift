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
    var lower = domain.lowerBound
    var upper = domain.upperBound
    guard count > 0, lower.isFinite, upper.isFinite, lower < upper else { return domain }

    var previousStep: Step?
    while let step = tickStep(from: lower, to: upper, count: count), step != previousStep {
        switch step {
        case .whole(let size):
            lower = (lower / size).rounded(.down) * size
            upper = (upper / size).rounded(.up) * size
        case .fraction(let inverse):
            lower = (lower * inverse).rounded(.down) / inverse
            upper = (upper * inverse).rounded(.up) / inverse
        }
        previousStep = step
    }
    return lower...upper
}

/// A tick step of 1 or more is kept as it is; one below 1 as its whole-number inverse.
private enum Step: Equatable {
    case whole(Double)
    case fraction(inverse: Double)
}

private func tickStep(from start: Double, to stop: Double, count: Int) -> Step? {
    let roughStep = (stop - start) / Double(count)
    guard roughStep.isFinite, roughStep > 0 else { return nil }

    let power = log10(roughStep).rounded(.down)
    let error = roughStep / pow(10, power)
    let factor: Double = switch error {
    case 50.squareRoot()...: 10
    case 10.squareRoot()...: 5
    case 2.squareRoot()...: 2
    default: 1
    }

    return power < 0 ? .fraction(inverse: pow(10, -power) / factor) : .whole(pow(10, power) * factor)
}
