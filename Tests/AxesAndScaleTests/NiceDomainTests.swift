import AxesAndScale
import Foundation
import TestSupport
import Testing

@Suite("5.2 A nice domain", .exercise("5.2"))
struct NiceDomainTests {
    /// d3-array's published expectations for `nice(start, stop, count)`, written out by hand.
    static let d3Table: [(domain: ClosedRange<Double>, count: Int, nice: ClosedRange<Double>)] = [
        (0.132...0.876, 1000, 0.132...0.876),
        (0.132...0.876, 100, 0.13...0.88),
        (0.132...0.876, 30, 0.12...0.88),
        (0.132...0.876, 10, 0.1...0.9),
        (0.132...0.876, 6, 0.1...0.9),
        (0.132...0.876, 5, 0...1),
        (0.132...0.876, 1, 0...1),
        (132...876, 1000, 132...876),
        (132...876, 100, 130...880),
        (132...876, 30, 120...880),
        (132...876, 10, 100...900),
        (132...876, 6, 100...900),
        (132...876, 5, 0...1000),
        (132...876, 1, 0...1000),
        (4.1...21.5, 5, 0...25),
        (-3.7...(-1.2), 5, -4...(-1)),
        (1e-10...9.3e-10, 5, 0...1e-9),
        (1.3e12...8.7e12, 4, 0...1e13),
    ]

    @Test("equals d3's nice", arguments: d3Table)
    func d3Nice(_ example: (domain: ClosedRange<Double>, count: Int, nice: ClosedRange<Double>)) {
        let (domain, count, expected) = example
        expectEqual(
            niceDomain(domain, count: count), expected,
            "niceDomain(\(swiftLiteral(domain.lowerBound))...\(swiftLiteral(domain.upperBound)), count: \(count))",
            hint: "Find the tick step as in 5.1, then floor the lower bound and ceil the upper bound to whole steps; "
                + "repeat until the step stays the same. For a step below 1, divide by its whole-number inverse.")
    }

    /// Domains whose step is below 1, and what multiplying by the step rather than dividing by
    /// its whole-number inverse gives ("widening by a fractional step").
    static let fractionalSteps:
        [(domain: ClosedRange<Double>, count: Int, nice: ClosedRange<Double>, multiplied: ClosedRange<Double>)] = [
            (0.13...0.61, 5, 0.1...0.7, 0.1...0.7000000000000001),
            (0.22...0.58, 5, 0.2...0.6, 0.2...0.6000000000000001),
            (-0.61...(-0.13), 5, -0.7...(-0.1), -0.7000000000000001...(-0.1)),
            (1.13...1.61, 5, 1.1...1.7, 1.1...1.7000000000000002),
        ]

    @Test("ends on exact decimals for a step below 1", arguments: fractionalSteps)
    func exactDecimals(
        _ example: (domain: ClosedRange<Double>, count: Int, nice: ClosedRange<Double>, multiplied: ClosedRange<Double>)
    ) {
        let (domain, count, expected, multiplied) = example
        expectEqual(
            niceDomain(domain, count: count), expected,
            "niceDomain(\(swiftLiteral(domain.lowerBound))...\(swiftLiteral(domain.upperBound)), count: \(count))",
            hint: "The step is 0.1 here: widen with its whole-number inverse, 10, as ceil(0.61 * 10) / 10, which is "
                + "0.7 exactly; 7 * 0.1 is 0.7000000000000001.",
            commonMistakes: [Mistake.wideningByAFractionalStep(wouldGive: multiplied)])
    }

    /// Domains whose step changes once they are widened: after one pass the step of the new
    /// domain is larger, and a second pass widens it again. The last column is one pass.
    static let wideningTwice:
        [(domain: ClosedRange<Double>, count: Int, nice: ClosedRange<Double>, once: ClosedRange<Double>)] = [
            (0...1.5, 5, 0...2, 0...1.6),  // step 0.2 gives 0...1.6, whose step is 0.5
            (0...14.1, 5, 0...20, 0...16),  // step 2 gives 0...16, whose step is 5
            (0...4.1, 3, 0...6, 0...5),  // step 1 gives 0...5, whose step is 2
            (-14.1...0, 5, -20...0, -16...0),  // the mirror image
        ]

    @Test("widens again while the step changes", arguments: wideningTwice)
    func widensAgain(
        _ example: (domain: ClosedRange<Double>, count: Int, nice: ClosedRange<Double>, once: ClosedRange<Double>)
    ) {
        let (domain, count, expected, once) = example
        expectEqual(
            niceDomain(domain, count: count), expected,
            "niceDomain(\(swiftLiteral(domain.lowerBound))...\(swiftLiteral(domain.upperBound)), count: \(count))",
            hint: "After widening, find the step of the new domain: when it differs, widen again with it, and stop "
                + "only when a pass leaves the step as it was.",
            commonMistakes: [Mistake.wideningOnlyOnce(wouldGive: once)])
    }

    @Test(
        "leaves a domain it cannot widen as it is",
        arguments: [
            (5.0...5.0, 5), (-2...(-2), 3), (0...1, 0), (0.132...0.876, -1), (-Double.infinity...0, 5),
            (0...Double.infinity, 5),
        ])
    func unchanged(domain: ClosedRange<Double>, count: Int) {
        expectEqual(
            niceDomain(domain, count: count), domain,
            "niceDomain(\(swiftLiteral(domain.lowerBound))...\(swiftLiteral(domain.upperBound)), count: \(count))",
            hint: "A zero-width domain or an infinite bound has no step, and a count of 0 or less asks for no ticks: "
                + "return the domain.")
    }
}
