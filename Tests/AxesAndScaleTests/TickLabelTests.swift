import AxesAndScale
import Foundation
import TestSupport
import Testing

@Suite("5.3 Tick labels", .exercise("5.3"))
struct TickLabelTests {
    static let examples: [(value: Double, step: Double, label: String)] = [
        (0.25, 0.25, "0.25"), (0.5, 0.25, "0.5"), (0, 0.25, "0"), (1.5, 0.5, "1.5"), (20, 10, "20"),
        (100, 20, "100"), (0.30000000000000004, 0.1, "0.3"), (-0.0, 1, "0"), (-2.5, 0.5, "-2.5"),
        (1500, 500, "1.5k"), (1000, 250, "1k"), (1250, 250, "1.25k"), (-2500, 500, "-2.5k"),
        (999, 1, "999"), (2_000_000, 1_000_000, "2M"), (2_500_000, 500_000, "2.5M"),
        (-2_500_000, 500_000, "-2.5M"), (1_000_500, 500, "1.0005M"), (-1000, 500, "-1k"),
        (0.0002, 0.0001, "0.0002"), (1e-9, 2e-10, "0.000000001"),
    ]

    @Test("writes just the decimals the step needs", arguments: examples)
    func label(_ example: (value: Double, step: Double, label: String)) {
        let (value, step, expected) = example
        expectEqual(
            tickLabel(for: value, step: step), expected,
            "tickLabel(for: \(swiftLiteral(value)), step: \(swiftLiteral(step)))",
            hint:
                "When the value is 1,000 or more in size (abs(value), so -2,500 too), divide value and step by 1,000 and "
                + "add \"k\" (\"M\" from 1,000,000); the value chooses the unit, not the step. Write the value "
                + "with the fewest decimals that write the step exactly, then drop trailing zeros after the point.")
    }
}
