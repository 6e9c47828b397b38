import AxesAndScale
import Foundation
import TestSupport
import Testing

@Suite("5.3 Tick labels", .exercise("5.3"))
struct TickLabelTests {
    /// Values whose size, not their step, chooses the unit, and what choosing it by the step
    /// ("choosing the unit by the step") and taking -1,000 and -1,000,000 as below the unit
    /// ("leaving minus a thousand without its k") give, or nil where that gives the label.
    static let units: [(value: Double, step: Double, label: String, byStep: String?, strict: String?)] = [
        (1500, 500, "1.5k", "1500", nil),
        (1_000_500, 500, "1.0005M", "1000500", nil),
        (2_500_000, 500_000, "2.5M", "2500k", nil),
        (-2500, 500, "-2.5k", "-2500", nil),
        (-1000, 1000, "-1k", nil, "-1000"),
        (-1_000_000, 1_000_000, "-1M", nil, "-1000k"),
    ]

    @Test("chooses k or M by the value's size, whatever its sign", arguments: units)
    func unit(_ example: (value: Double, step: Double, label: String, byStep: String?, strict: String?)) {
        let (value, step, expected, byStep, strict) = example
        expectEqual(
            tickLabel(for: value, step: step), expected,
            "tickLabel(for: \(swiftLiteral(value)), step: \(swiftLiteral(step)))",
            hint: "The unit comes from abs(value): 1,000 or more is \"k\", 1,000,000 or more is \"M\", for -1,000 and "
                + "-1,000,000 too. Divide the value and the step by it before you format.",
            commonMistakes: [
                byStep.map { Mistake.choosingTheUnitByTheStep(wouldGive: $0) },
                strict.map { Mistake.leavingMinusAThousandWithoutItsK(wouldGive: $0) },
            ].compactMap { $0 })
    }

    @Test("calls a step whole when it misses by a hair")
    func tolerance() {
        // 0.7 - 0.6 is 0.09999999999999998; times 10 it is 0.9999999999999998.
        expectEqual(
            tickLabel(for: 0.7, step: 0.7 - 0.6), "0.7", "tickLabel(for: 0.7, step: 0.7 - 0.6)",
            hint: "0.7 - 0.6 is 0.09999999999999998, and times 10 it is 0.9999999999999998: whole within "
                + "abs(x - x.rounded()) <= 1e-6 * x, so one decimal is enough.",
            commonMistakes: [Mistake.testingTheStepForAnExactWholeNumber(wouldGive: "0.69999999999999996")])
    }

    @Test(
        "drops only the zeros after the point",
        arguments: [(20.0, 10.0, "20", "2"), (100, 20, "100", "1"), (0.5, 0.25, "0.5", "0.5"), (2, 0.5, "2", "2")])
    func zeros(value: Double, step: Double, expected: String, allZerosDropped: String) {
        expectEqual(
            tickLabel(for: value, step: step), expected,
            "tickLabel(for: \(swiftLiteral(value)), step: \(swiftLiteral(step)))",
            hint: "Drop trailing zeros only when the text has a point: \"0.50\" becomes \"0.5\", \"20\" stays \"20\".",
            commonMistakes: allZerosDropped == expected
                ? [] : [Mistake.droppingZerosBeforeThePoint(wouldGive: allZerosDropped)])
    }

    @Test("writes minus zero as 0", arguments: [(-0.0, 1.0), (-0.04, 0.1), (-0.0001, 0.5)])
    func minusZero(value: Double, step: Double) {
        expectEqual(
            tickLabel(for: value, step: step), "0",
            "tickLabel(for: \(swiftLiteral(value)), step: \(swiftLiteral(step)))",
            hint: "A value that rounds to zero from below is formatted as \"-0\" (or \"-0.0\", which becomes \"-0\"): "
                + "write it \"0\".",
            commonMistakes: [Mistake.keepingMinusZero(wouldGive: "-0")])
    }

    static let examples: [(value: Double, step: Double, label: String)] = [
        (0.25, 0.25, "0.25"), (0.5, 0.25, "0.5"), (0, 0.25, "0"), (1.5, 0.5, "1.5"), (20, 10, "20"),
        (100, 20, "100"), (0.30000000000000004, 0.1, "0.3"), (-0.0, 1, "0"), (-2.5, 0.5, "-2.5"),
        (1500, 500, "1.5k"), (1000, 250, "1k"), (1250, 250, "1.25k"), (-2500, 500, "-2.5k"),
        (999, 1, "999"), (2_000_000, 1_000_000, "2M"), (2_500_000, 500_000, "2.5M"),
        (-2_500_000, 500_000, "-2.5M"), (1_000_500, 500, "1.0005M"), (-1000, 500, "-1k"),
        (0.0002, 0.0001, "0.0002"), (1e-9, 2e-10, "0.000000001"), (-999.5, 0.5, "-999.5"),
    ]

    @Test("writes just the decimals the step needs", arguments: examples)
    func label(_ example: (value: Double, step: Double, label: String)) {
        let (value, step, expected) = example
        expectEqual(
            tickLabel(for: value, step: step), expected,
            "tickLabel(for: \(swiftLiteral(value)), step: \(swiftLiteral(step)))",
            hint:
                "When the value is 1,000 or more in size (abs(value), so -1,000 too), divide value and step by 1,000 "
                + "and add \"k\" (\"M\" from 1,000,000); the value chooses the unit, not the step. Write the value "
                + "with the fewest decimals that write the step exactly, then drop trailing zeros after the point.")
    }
}
