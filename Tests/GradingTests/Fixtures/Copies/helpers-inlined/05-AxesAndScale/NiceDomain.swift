import Foundation

/// Exercise 5.2: `domain` widened outward to whole steps of its ticks, as d3's `nice`.
public func niceDomain(_ domain: ClosedRange<Double>, count: Int) -> ClosedRange<Double> {
    var (start, stop) = (domain.lowerBound, domain.upperBound)
    guard count > 0, start.isFinite, stop.isFinite, start < stop else { return domain }
    var previous: Double?
    // Widening can change the step, so repeat until the step stays the same.
    while true {
        let rough = (stop - start) / Double(count)
        let power = log10(rough).rounded(.down)
        let error = rough / pow(10, power)
        let factor: Double = error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5 : error >= 2.squareRoot() ? 2 : 1
        let (step, inverse) = power < 0 ? (pow(10, -power) / factor, true) : (pow(10, power) * factor, false)
        let key = inverse ? -step : step
        if key == previous || !step.isFinite || step == 0 { return start...stop }
        if inverse {
            start = (start * step).rounded(.down) / step
            stop = (stop * step).rounded(.up) / step
        } else {
            start = (start / step).rounded(.down) * step
            stop = (stop / step).rounded(.up) * step
        }
        previous = key
    }
}

/// The tick step for about `count` intervals: 1, 2 or 5 times a power of ten. A step
/// below 1 comes as its inverse, a whole number (`inverse` true): 10 for 0.1.
