import Foundation

/// Exercise 5.1, as hint 3 has it: round the ends' quotients to whole numbers, move each
/// one inward if its tick falls outside, and divide by the inverse for a step below 1.
public func tickValues(from start: Double, to stop: Double, count: Int) -> [Double] {
    guard count > 0, start.isFinite, stop.isFinite else { return [] }
    if start == stop { return [start] }
    let low = min(start, stop)
    let high = max(start, stop)
    var ticks = ticksInside(low, high, count: count)
    if ticks.isEmpty && count == 1 { ticks = ticksInside(low, high, count: 2) }
    return stop < start ? ticks.reversed() : ticks
}

private func ticksInside(_ low: Double, _ high: Double, count: Int) -> [Double] {
    let roughStep = (high - low) / Double(count)
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
    if power < 0 {
        let inverse = pow(10, -power) / factor
        var first = (low * inverse).rounded()
        var last = (high * inverse).rounded()
        if first / inverse < low { first += 1 }
        if last / inverse > high { last -= 1 }
        guard first <= last else { return [] }
        return stride(from: first, through: last, by: 1).map { $0 / inverse }
    }
    let step = pow(10, power) * factor
    var first = (low / step).rounded()
    var last = (high / step).rounded()
    if first * step < low { first += 1 }
    if last * step > high { last -= 1 }
    guard first <= last else { return [] }
    return stride(from: first, through: last, by: 1).map { $0 * step }
}
