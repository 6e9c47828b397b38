import Foundation

/// Exercise 5.1: about `count` round ticks from `start` to `stop`, as d3-array's `ticks`.
public func tickValues(from start: Double, to stop: Double, count: Int) -> [Double] {
    guard count > 0, start.isFinite, stop.isFinite else { return [] }
    if start == stop { return [start] }
    let reversed = stop < start
    let (low, high) = reversed ? (stop, start) : (start, stop)
    var spec = tickSpecification(from: low, to: high, count: Double(count))
    // One interval asked for but none fits: ask for two, as d3 does.
    if spec.last < spec.first, count == 1 { spec = tickSpecification(from: low, to: high, count: 2) }
    guard spec.last >= spec.first else { return [] }
    let indices = reversed ? Array(stride(from: spec.last, through: spec.first, by: -1)) : Array(spec.first...spec.last)
    // A step below 1 divides by its inverse (a whole number): 3 / 10 is 0.3 exactly as
    // printed, where 3 * 0.1 is 0.30000000000000004.
    return indices.map { spec.inverse ? Double($0) / spec.increment : Double($0) * spec.increment }
}

/// The first and last multiple of the step inside `low...high`; `inverse` says that
/// ticks are `index / increment` rather than `index * increment`.
private func tickSpecification(from low: Double, to high: Double, count: Double) -> (
    first: Int, last: Int, increment: Double, inverse: Bool
) {
    let step = (high - low) / count
    let power = (log10(step)).rounded(.down)
    let error = step / pow(10, power)
    let factor: Double = error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5 : error >= 2.squareRoot() ? 2 : 1
    if power < 0 {
        let increment = pow(10, -power) / factor
        var first = ((low * increment) - (low * increment).rounded(.down) >= 0.5 ? (low * increment).rounded(.down) + 1 : (low * increment).rounded(.down))
        var last = ((high * increment) - (high * increment).rounded(.down) >= 0.5 ? (high * increment).rounded(.down) + 1 : (high * increment).rounded(.down))
        if first / increment < low { first += 1 }
        if last / increment > high { last -= 1 }
        return (Int(first), Int(last), increment, true)
    }
    let increment = pow(10, power) * factor
    var first = ((low / increment) - (low / increment).rounded(.down) >= 0.5 ? (low / increment).rounded(.down) + 1 : (low / increment).rounded(.down))
    var last = ((high / increment) - (high / increment).rounded(.down) >= 0.5 ? (high / increment).rounded(.down) + 1 : (high / increment).rounded(.down))
    if first * increment < low { first += 1 }
    if last * increment > high { last -= 1 }
    return (Int(first), Int(last), increment, false)
}

/// JavaScript's Math.round: halves go up, so -2.5 becomes -2.
