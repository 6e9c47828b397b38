import AxesAndScale
import Foundation
import Testing
import TestSupport

@Suite("5.1 Round tick values", .exercise("5.1"))
struct TickValuesTests {
    /// d3-array's published expectations for `ticks(start, stop, count)`, written out by
    /// hand, with a few more worked the same way (tiny, huge and negative domains).
    static let d3Table: [(start: Double, stop: Double, count: Int, ticks: [Double])] = [
        (0, 1, 10, [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]),
        (0, 1, 9, [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]),
        (0, 1, 8, [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]),
        (0, 1, 7, [0, 0.2, 0.4, 0.6, 0.8, 1]),
        (0, 1, 6, [0, 0.2, 0.4, 0.6, 0.8, 1]),
        (0, 1, 5, [0, 0.2, 0.4, 0.6, 0.8, 1]),
        (0, 1, 4, [0, 0.2, 0.4, 0.6, 0.8, 1]),
        (0, 1, 3, [0, 0.5, 1]),
        (0, 1, 2, [0, 0.5, 1]),
        (0, 1, 1, [0, 1]),
        (0, 10, 10, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
        (0, 10, 8, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
        (0, 10, 7, [0, 2, 4, 6, 8, 10]),
        (0, 10, 5, [0, 2, 4, 6, 8, 10]),
        (0, 10, 3, [0, 5, 10]),
        (0, 10, 2, [0, 5, 10]),
        (0, 10, 1, [0, 10]),
        (-10, 10, 10, [-10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10]),
        (-10, 10, 7, [-10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10]),
        (-10, 10, 6, [-10, -5, 0, 5, 10]),
        (-10, 10, 3, [-10, -5, 0, 5, 10]),
        (-10, 10, 2, [-10, 0, 10]),
        (-10, 10, 1, [0]),
        (0.98, 1.14, 10, [0.98, 1, 1.02, 1.04, 1.06, 1.08, 1.1, 1.12, 1.14]),
        (1, 364, 1, [200]),
        (1, 499, 1, [200, 400]),
        (0.001, 0.499, 1, [0.2, 0.4]),
        (-3.7, -1.2, 5, [-3.5, -3, -2.5, -2, -1.5]),
        (0, 1e-9, 5, [0, 2e-10, 4e-10, 6e-10, 8e-10, 1e-9]),
        (0, 3e12, 3, [0, 1e12, 2e12, 3e12]),
        (4.1, 21.5, 5, [5, 10, 15, 20]),
    ]

    /// The ticks as d3 computes them, or with one of the chapter's mistakes: the tests' own
    /// arithmetic, so that a wrong answer can be matched with the mistake that gives it.
    enum Model {
        case d3, roundedPower, multipliedStep, unclamped

        func ticks(from start: Double, to stop: Double, count: Int) -> [Double] {
            guard count > 0, start.isFinite, stop.isFinite else { return [] }
            if start == stop { return [start] }
            let (low, high) = (min(start, stop), max(start, stop))
            var spec = specification(low, high, Double(count))
            if spec.last < spec.first, count == 1 { spec = specification(low, high, 2) }
            guard spec.last >= spec.first else { return [] }
            let ticks = (spec.first...spec.last).map { index -> Double in
                guard spec.inverse else { return Double(index) * spec.increment }
                return self == .multipliedStep ? Double(index) * (1 / spec.increment) : Double(index) / spec.increment
            }
            return stop < start ? ticks.reversed() : ticks
        }

        private func specification(_ low: Double, _ high: Double, _ count: Double) -> (first: Int, last: Int, increment: Double, inverse: Bool) {
            let step = (high - low) / count
            let power = self == .roundedPower ? log10(step).rounded() : log10(step).rounded(.down)
            let error = step / pow(10, power)
            let factor: Double = error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5 : error >= 2.squareRoot() ? 2 : 1
            let inverse = power < 0
            let increment = inverse ? pow(10, -power) / factor : pow(10, power) * factor
            let scaled = { (value: Double) in inverse ? value * increment : value / increment }
            let tick = { (index: Double) in inverse ? index / increment : index * increment }
            func halfUp(_ value: Double) -> Double { value - value.rounded(.down) >= 0.5 ? value.rounded(.down) + 1 : value.rounded(.down) }
            var first = halfUp(scaled(low)), last = halfUp(scaled(high))
            if self != .unclamped {
                if tick(first) < low { first += 1 }
                if tick(last) > high { last -= 1 }
            }
            return (Int(first), Int(last), increment, inverse)
        }
    }

    /// The chapter's mistakes, with the ticks each gives for the call; none where the model
    /// itself does not give d3's answer, so that a mistake is never named on a guess. (It
    /// gives d3's answer for every row of the table.)
    static func mistakes(from start: Double, to stop: Double, count: Int, d3 expected: [Double]) -> [CommonMistake<[Double]>] {
        guard Model.d3.ticks(from: start, to: stop, count: count) == expected else { return [] }
        return [
            Mistake.roundingThePowerOfTen(wouldGive: Model.roundedPower.ticks(from: start, to: stop, count: count)),
            Mistake.multiplyingByAFractionalStep(wouldGive: Model.multipliedStep.ticks(from: start, to: stop, count: count)),
            Mistake.ticksOutsideTheDomain(wouldGive: Model.unclamped.ticks(from: start, to: stop, count: count)),
        ]
    }

    @Test("equals d3's ticks", arguments: d3Table)
    func d3Ticks(_ example: (start: Double, stop: Double, count: Int, ticks: [Double])) {
        let (start, stop, count, expected) = example
        expectEqual(
            tickValues(from: start, to: stop, count: count), expected,
            "tickValues(from: \(swiftLiteral(start)), to: \(swiftLiteral(stop)), count: \(count))",
            hint: "Step = 1, 2 or 5 times 10^floor(log10((stop - start) / count)); the ticks are the whole "
                + "multiples of it inside start...stop. Exact equality matters: see the doc comment on 0.3.",
            commonMistakes: Self.mistakes(from: start, to: stop, count: count, d3: expected))
    }

    @Test("runs downward when start is above stop", arguments: d3Table.prefix(23))
    func reversed(_ example: (start: Double, stop: Double, count: Int, ticks: [Double])) {
        let (start, stop, count, expected) = example
        expectEqual(
            tickValues(from: stop, to: start, count: count), expected.reversed(),
            "tickValues(from: \(swiftLiteral(stop)), to: \(swiftLiteral(start)), count: \(count))",
            hint: "A reversed domain has the same ticks in descending order: compute them for stop...start, "
                + "then reverse.",
            commonMistakes: Self.mistakes(from: stop, to: start, count: count, d3: expected.reversed()))
    }

    @Test("gives [start] for a zero-width domain", arguments: [5.0, -0.5, 0, 1e-300])
    func zeroWidth(value: Double) {
        expectEqual(
            tickValues(from: value, to: value, count: 5), [value],
            "tickValues(from: \(swiftLiteral(value)), to: \(swiftLiteral(value)), count: 5)",
            hint: "When start == stop there is one value to show: return [start] before computing a step of 0.")
    }

    @Test("gives no ticks for no count, NaN or infinity", arguments: [
        (0.0, 1.0, 0), (0, 1, -1), (.nan, 1, 5), (0, .nan, 5), (0, .infinity, 5), (-.infinity, 0, 5),
    ])
    func noTicks(start: Double, stop: Double, count: Int) {
        expectEqual(
            tickValues(from: start, to: stop, count: count), [],
            "tickValues(from: \(swiftLiteral(start)), to: \(swiftLiteral(stop)), count: \(count))",
            hint: "Return [] when count <= 0 or a bound is NaN or infinite: there is no sensible step.")
    }

    @Test("floors the power of ten", arguments: [
        (0.0, 10.0, 2, [0.0, 5, 10], [0.0, 10]),
        (0, 1, 2, [0, 0.5, 1], [0, 1]),
    ])
    func flooredPower(start: Double, stop: Double, count: Int, expected: [Double], rounded: [Double]) {
        expectEqual(
            tickValues(from: start, to: stop, count: count), expected,
            "tickValues(from: \(swiftLiteral(start)), to: \(swiftLiteral(stop)), count: \(count))",
            hint: "The rough step is 5 (or 0.5): power floor(log10(step)), error 5, so the step is 5.",
            commonMistakes: [Mistake.roundingThePowerOfTen(wouldGive: rounded)])
    }

    /// Domains whose step is below 1: (start, stop, count, the step's inverse, the first
    /// and last index), so that tick i is i / inverse.
    static let fractionalSteps: [(start: Double, stop: Double, count: Int, inverse: Double, first: Int, last: Int)] = [
        (0, 1, 10, 10, 0, 10), (0.98, 1.14, 10, 50, 49, 57), (0, 0.7, 7, 10, 0, 7),
    ]

    @Test("writes ticks below 1 exactly", arguments: fractionalSteps)
    func exactDecimals(_ example: (start: Double, stop: Double, count: Int, inverse: Double, first: Int, last: Int)) {
        let (start, stop, count, inverse, first, last) = example
        let step = 1 / inverse
        expectEqual(
            tickValues(from: start, to: stop, count: count), (first...last).map { Double($0) / inverse },
            "tickValues(from: \(swiftLiteral(start)), to: \(swiftLiteral(stop)), count: \(count))",
            hint: "Compute each tick as index / inverse, where inverse = 10^-power / factor is a whole number.",
            commonMistakes: [Mistake.multiplyingByAFractionalStep(wouldGive: (first...last).map { Double($0) * step })])
    }

    @Test("keeps every tick inside the domain")
    func insideTheDomain() {
        expectEqual(
            tickValues(from: -3.7, to: -1.2, count: 5), [-3.5, -3, -2.5, -2, -1.5],
            "tickValues(from: -3.7, to: -1.2, count: 5)",
            hint: "-1.2 / 0.5 is -2.4; the last tick is -1.5, since -1 is above stop.",
            commonMistakes: [Mistake.ticksOutsideTheDomain(wouldGive: [-3.5, -3, -2.5, -2, -1.5, -1])])
    }
}
