import Foundation

/// Exercise 5.2, as hints 2 and 3 have it: floor and ceil the ends to whole steps (through
/// the inverse for a step below 1), and widen again while the step changes.
public func niceDomain(_ domain: ClosedRange<Double>, count: Int) -> ClosedRange<Double> {
    guard count > 0, domain.lowerBound.isFinite, domain.upperBound.isFinite,
        domain.lowerBound < domain.upperBound
    else { return domain }
    var start = domain.lowerBound
    var stop = domain.upperBound
    var used: (power: Double, factor: Double)?
    while true {
        let roughStep = (stop - start) / Double(count)
        let power = log10(roughStep).rounded(.down)
        let error = roughStep / pow(10, power)
        var factor = 1.0
        if error >= 50.squareRoot() {
            factor = 10
        } else if error >= 10.squareRoot() {
            factor = 5
        } else if error >= 2.squareRoot() {
            factor = 2
        }
        if let used, used.power == power, used.factor == factor { return start...stop }
        used = (power, factor)
        if power < 0 {
            let inverse = pow(10, -power) / factor
            start = (start * inverse).rounded(.down) / inverse
            stop = (stop * inverse).rounded(.up) / inverse
        } else {
            let step = pow(10, power) * factor
            start = (start / step).rounded(.down) * step
            stop = (stop / step).rounded(.up) * step
        }
    }
}
