import AxesAndScale
import Foundation
import TestSupport
import Testing

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

    /// What the chapter's mistakes give for the rows of d3Table where one of them differs
    /// from d3: "rounding the power of ten", "multiplying by a fractional step" and "ticks
    /// outside the domain", or nil where the mistake gives d3's answer. Worked out once by
    /// running each mistake on each row; a reversed domain gives the same ticks reversed.
    static let mistakenTicks:
        [(
            start: Double, stop: Double, count: Int,
            roundedPower: [Double]?, multipliedStep: [Double]?, unclamped: [Double]?
        )] = [
            (
                0.0, 1.0, 10, nil,
                [0.0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8, 0.9, 1.0],
                nil
            ),
            (
                0.0, 1.0, 9, nil,
                [0.0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8, 0.9, 1.0],
                nil
            ),
            (
                0.0, 1.0, 8, nil,
                [0.0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8, 0.9, 1.0],
                nil
            ),
            (0.0, 1.0, 7, nil, [0.0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0], nil),
            (0.0, 1.0, 6, nil, [0.0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0], nil),
            (0.0, 1.0, 5, nil, [0.0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0], nil),
            (0.0, 1.0, 4, nil, [0.0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0], nil),
            (0.0, 1.0, 3, [0.0, 1.0], nil, nil),
            (0.0, 1.0, 2, [0.0, 1.0], nil, nil),
            (0.0, 10.0, 3, [0.0, 10.0], nil, nil),
            (0.0, 10.0, 2, [0.0, 10.0], nil, nil),
            (-10.0, 10.0, 6, [-10.0, 0.0, 10.0], nil, nil),
            (-10.0, 10.0, 3, [-10.0, 0.0, 10.0], nil, nil),
            (-10.0, 10.0, 1, nil, nil, [0.0, 20.0]),
            (0.98, 1.14, 10, nil, [0.98, 1.0, 1.02, 1.04, 1.06, 1.08, 1.1, 1.12, 1.1400000000000001], nil),
            (1.0, 364.0, 1, nil, nil, [0.0, 500.0]),
            (1.0, 499.0, 1, nil, nil, [0.0, 500.0]),
            (0.001, 0.499, 1, nil, nil, [0.0, 0.5]),
            (-3.7, -1.2, 5, [-3.0, -2.0], nil, [-3.5, -3.0, -2.5, -2.0, -1.5, -1.0]),
            (4.1, 21.5, 5, [10.0, 20.0], nil, nil),
        ]

    /// Two more mistakes, on the rows where they differ from d3, worked out the same way:
    /// "ceiling and flooring the indices" (`ceil(start * inverse)` to `floor(stop * inverse)`,
    /// which loses a tick whose quotient misses a whole number by a hair) and "not asking
    /// again for two" (no second try with `count` 2 when one interval fits no tick).
    static let moreMistakenTicks:
        [(start: Double, stop: Double, count: Int, ceiledAndFloored: [Double]?, noSecondTry: [Double]?)] = [
            (0.98, 1.14, 10, [0.98, 1.0, 1.02, 1.04, 1.06, 1.08, 1.1, 1.12], nil),
            (1.0, 364.0, 1, nil, []),
            (1.0, 499.0, 1, nil, []),
            (0.001, 0.499, 1, nil, []),
        ]

    /// The chapter's mistakes, with the ticks each gives for the call, from `mistakenTicks`
    /// and `moreMistakenTicks`; none where every mistake gives d3's answer, as no wrong
    /// answer can come from one there.
    static func mistakes(from start: Double, to stop: Double, count: Int) -> [CommonMistake<[Double]>] {
        let (low, high) = (min(start, stop), max(start, stop))
        let inCallOrder = { (ticks: [Double]) in stop < start ? Array(ticks.reversed()) : ticks }
        var found: [CommonMistake<[Double]>] = []
        if let row = mistakenTicks.first(where: { $0.start == low && $0.stop == high && $0.count == count }) {
            found += [
                row.roundedPower.map { Mistake.roundingThePowerOfTen(wouldGive: inCallOrder($0)) },
                row.multipliedStep.map { Mistake.multiplyingByAFractionalStep(wouldGive: inCallOrder($0)) },
                row.unclamped.map { Mistake.ticksOutsideTheDomain(wouldGive: inCallOrder($0)) },
            ].compactMap { $0 }
        }
        if let row = moreMistakenTicks.first(where: { $0.start == low && $0.stop == high && $0.count == count }) {
            found += [
                row.ceiledAndFloored.map { Mistake.ceilingAndFlooringTheIndices(wouldGive: inCallOrder($0)) },
                row.noSecondTry.map { Mistake.notAskingAgainForTwo(wouldGive: inCallOrder($0)) },
            ].compactMap { $0 }
        }
        return found
    }

    @Test("equals d3's ticks", arguments: d3Table)
    func d3Ticks(_ example: (start: Double, stop: Double, count: Int, ticks: [Double])) {
        let (start, stop, count, expected) = example
        expectEqual(
            tickValues(from: start, to: stop, count: count), expected,
            "tickValues(from: \(swiftLiteral(start)), to: \(swiftLiteral(stop)), count: \(count))",
            hint: "Step = 1, 2 or 5 times 10^floor(log10((stop - start) / count)); the ticks are the whole "
                + "multiples of it inside start...stop. Exact equality matters: see the doc comment on 0.3.",
            commonMistakes: Self.mistakes(from: start, to: stop, count: count))
    }

    @Test("runs downward when start is above stop", arguments: d3Table.prefix(23))
    func reversed(_ example: (start: Double, stop: Double, count: Int, ticks: [Double])) {
        let (start, stop, count, expected) = example
        expectEqual(
            tickValues(from: stop, to: start, count: count), expected.reversed(),
            "tickValues(from: \(swiftLiteral(stop)), to: \(swiftLiteral(start)), count: \(count))",
            hint: "A reversed domain has the same ticks in descending order: compute them for stop...start, "
                + "then reverse.",
            commonMistakes: Self.mistakes(from: stop, to: start, count: count))
    }

    @Test("gives [start] for a zero-width domain", arguments: [5.0, -0.5, 0, 1e-300])
    func zeroWidth(value: Double) {
        expectEqual(
            tickValues(from: value, to: value, count: 5), [value],
            "tickValues(from: \(swiftLiteral(value)), to: \(swiftLiteral(value)), count: 5)",
            hint: "When start == stop there is one value to show: return [start] before computing a step of 0.")
    }

    @Test(
        "gives no ticks for no count, NaN or infinity",
        arguments: [
            (0.0, 1.0, 0), (0, 1, -1), (.nan, 1, 5), (0, .nan, 5), (0, .infinity, 5), (-.infinity, 0, 5),
        ])
    func noTicks(start: Double, stop: Double, count: Int) {
        expectEqual(
            tickValues(from: start, to: stop, count: count), [],
            "tickValues(from: \(swiftLiteral(start)), to: \(swiftLiteral(stop)), count: \(count))",
            hint: "Return [] when count <= 0 or a bound is NaN or infinite: there is no sensible step.")
    }

    @Test(
        "floors the power of ten",
        arguments: [
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

    /// Domains whose step is below 1, their ticks (tick i is i / inverse, where the step's
    /// inverse is a whole number: 10, 50 and 10 here), and what multiplying i by the step
    /// gives instead ("multiplying by a fractional step").
    static let fractionalSteps: [(start: Double, stop: Double, count: Int, ticks: [Double], multiplied: [Double])] = [
        (
            0, 1, 10,
            [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1],
            [0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8, 0.9, 1]
        ),
        (
            0.98, 1.14, 10,
            [0.98, 1, 1.02, 1.04, 1.06, 1.08, 1.1, 1.12, 1.14],
            [0.98, 1, 1.02, 1.04, 1.06, 1.08, 1.1, 1.12, 1.1400000000000001]
        ),
        (
            0, 0.7, 7,
            [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7],
            [0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001]
        ),
    ]

    @Test("writes ticks below 1 exactly", arguments: fractionalSteps)
    func exactDecimals(_ example: (start: Double, stop: Double, count: Int, ticks: [Double], multiplied: [Double])) {
        let (start, stop, count, expected, multiplied) = example
        expectEqual(
            tickValues(from: start, to: stop, count: count), expected,
            "tickValues(from: \(swiftLiteral(start)), to: \(swiftLiteral(stop)), count: \(count))",
            hint: "Compute each tick as index / inverse, where inverse = 10^-power / factor is a whole number.",
            commonMistakes: [Mistake.multiplyingByAFractionalStep(wouldGive: multiplied)])
    }

    /// Domains whose end is a tick although `stop * inverse` (or `start * inverse`) misses
    /// a whole number by a hair, and what ceiling the first and flooring the last gives.
    static let endTicks: [(start: Double, stop: Double, count: Int, ticks: [Double], ceiledAndFloored: [Double])] = [
        (
            0.98, 1.14, 10, [0.98, 1, 1.02, 1.04, 1.06, 1.08, 1.1, 1.12, 1.14],
            [0.98, 1, 1.02, 1.04, 1.06, 1.08, 1.1, 1.12]
        ),
        // A step of 0.00001: 1.00019 * 100000 is 100018.99999999999.
        (
            1.00007, 1.00019, 12,
            [
                1.00007, 1.00008, 1.00009, 1.0001, 1.00011, 1.00012, 1.00013, 1.00014, 1.00015, 1.00016, 1.00017,
                1.00018, 1.00019,
            ],
            [
                1.00007, 1.00008, 1.00009, 1.0001, 1.00011, 1.00012, 1.00013, 1.00014, 1.00015, 1.00016, 1.00017,
                1.00018,
            ]
        ),
        // The mirror image: -1.00019 * 100000 is -100018.99999999999, whose ceiling loses the first tick.
        (
            -1.00019, -1.00007, 12,
            [
                -1.00019, -1.00018, -1.00017, -1.00016, -1.00015, -1.00014, -1.00013, -1.00012, -1.00011, -1.0001,
                -1.00009, -1.00008, -1.00007,
            ],
            [
                -1.00018, -1.00017, -1.00016, -1.00015, -1.00014, -1.00013, -1.00012, -1.00011, -1.0001, -1.00009,
                -1.00008, -1.00007,
            ]
        ),
    ]

    @Test("keeps a tick on the domain's end", arguments: endTicks)
    func endTick(_ example: (start: Double, stop: Double, count: Int, ticks: [Double], ceiledAndFloored: [Double])) {
        let (start, stop, count, expected, ceiledAndFloored) = example
        expectEqual(
            tickValues(from: start, to: stop, count: count), expected,
            "tickValues(from: \(swiftLiteral(start)), to: \(swiftLiteral(stop)), count: \(count))",
            hint: "Round start * inverse and stop * inverse to the nearest whole number, then move an index one "
                + "inward only if its tick falls outside the domain: ceil and floor lose a tick whose quotient misses "
                + "a whole number by a hair.",
            commonMistakes: [Mistake.ceilingAndFlooringTheIndices(wouldGive: ceiledAndFloored)])
    }

    @Test(
        "asks for two intervals when one fits no tick", arguments: [(1.0, 364.0, [200.0]), (0.001, 0.499, [0.2, 0.4])])
    func secondTry(start: Double, stop: Double, expected: [Double]) {
        expectEqual(
            tickValues(from: start, to: stop, count: 1), expected,
            "tickValues(from: \(swiftLiteral(start)), to: \(swiftLiteral(stop)), count: 1)",
            hint: "With count 1 the step is 500 (or 0.5), and no multiple of it lies inside the domain: try again "
                + "with count 2, as d3 does.",
            commonMistakes: [Mistake.notAskingAgainForTwo(wouldGive: [])])
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
