import Foundation
import Renderer
import Testing

@Suite("Axis ticks")
struct AxisTicksTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var range: ClosedRange<Double>
        var target: Int
        var values: [Double]
        var labels: [String]
        var step: Double
        var testDescription: String { "\(range) target \(target)" }
    }

    static let cases: [Case] = [
        Case(range: 4.1...21.5, target: 5, values: [5, 10, 15, 20], labels: ["5", "10", "15", "20"], step: 5),
        Case(
            range: 0...1, target: 5, values: [0, 0.2, 0.4, 0.6, 0.8, 1],
            labels: ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"], step: 0.2),
        Case(
            range: 0...1, target: 10, values: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1],
            labels: ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.0"], step: 0.1),
        Case(range: -7...13, target: 5, values: [-5, 0, 5, 10], labels: ["-5", "0", "5", "10"], step: 5),
        Case(
            range: 0...1000, target: 5, values: [0, 200, 400, 600, 800, 1000],
            labels: ["0", "200", "400", "600", "800", "1000"], step: 200),
        Case(
            range: 0...1e6, target: 5, values: [0, 200_000, 400_000, 600_000, 800_000, 1_000_000],
            labels: ["0", "200000", "400000", "600000", "800000", "1000000"], step: 200_000),
        Case(
            range: -1e6...1e6, target: 4, values: [-1e6, -5e5, 0, 5e5, 1e6],
            labels: ["-1000000", "-500000", "0", "500000", "1000000"], step: 500_000),
        Case(
            range: 1e6...(1e6 + 10), target: 5,
            values: [1_000_000, 1_000_002, 1_000_004, 1_000_006, 1_000_008, 1_000_010],
            labels: ["1000000", "1000002", "1000004", "1000006", "1000008", "1000010"], step: 2),
        // The step is the 1-2-5 number at or above span / target: 95 / 4 = 23.75 gives 50.
        Case(range: 2.5...97.5, target: 4, values: [50], labels: ["50"], step: 50),
        Case(range: 2.5...97.5, target: 5, values: [20, 40, 60, 80], labels: ["20", "40", "60", "80"], step: 20),
        Case(range: -0.05...0.05, target: 2, values: [-0.05, 0, 0.05], labels: ["-0.05", "0.00", "0.05"], step: 0.05),
        Case(range: 0.001...0.0042, target: 3, values: [0.002, 0.004], labels: ["0.002", "0.004"], step: 0.002),
        Case(
            range: 0.001...0.0042, target: 4, values: [0.001, 0.002, 0.003, 0.004],
            labels: ["0.001", "0.002", "0.003", "0.004"], step: 0.001),
    ]

    @Test("round ticks inside the range", arguments: cases)
    func ticks(_ testCase: Case) {
        let ticks = AxisTicks(covering: testCase.range, targetCount: testCase.target)
        #expect(ticks.values == testCase.values, "values")
        #expect(ticks.labels == testCase.labels, "labels")
        #expect(ticks.step == testCase.step, "step")
    }

    @Test(
        "the upper bound is a tick when it is a multiple of the step",
        arguments: [
            (0...0.3, 4, [0, 0.1, 0.2, 0.3], ["0.0", "0.1", "0.2", "0.3"]),
            (
                0...0.7, 7, [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7],
                ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"]
            ),
            (0.3...0.6, 3, [0.3, 0.4, 0.5, 0.6], ["0.3", "0.4", "0.5", "0.6"]),
        ] as [(ClosedRange<Double>, Int, [Double], [String])])
    func inexactBounds(range: ClosedRange<Double>, target: Int, values: [Double], labels: [String]) {
        let ticks = AxisTicks(covering: range, targetCount: target)
        #expect(ticks.values == values, "\(range): 0.3 / 0.1 is 2.9999999999999996 in binary")
        #expect(ticks.labels == labels, "\(range)")
        #expect(ticks.values.allSatisfy { range.contains($0) }, "whatever the ticks, they are inside \(range)")
    }

    @Test(
        "a span far below one makes ticks that are distinct and one step apart",
        arguments: [
            (-1e-9...1e-9, 4), (0...4e-10, 4), (1e-12...5e-12, 4),
        ] as [(ClosedRange<Double>, Int)])
    func tinySpans(range: ClosedRange<Double>, target: Int) {
        let ticks = AxisTicks(covering: range, targetCount: target)
        #expect(Set(ticks.values).count == ticks.values.count, "\(range): distinct values \(ticks.values)")
        #expect(
            zip(ticks.values, ticks.values.dropFirst()).allSatisfy { abs($1 - $0 - ticks.step) <= ticks.step * 1e-6 },
            "\(range): one step of \(ticks.step) apart: \(ticks.values)")
        #expect(
            ticks.step > 0 && ticks.step < range.upperBound - range.lowerBound, "the step is still found: \(ticks.step)"
        )
    }

    @Test(
        "a flat range gives one tick at its value",
        arguments: [
            (5.0, "5"), (2.5, "2.5"), (0.0, "0"), (-3.0, "-3"),
        ])
    func flatRange(value: Double, label: String) {
        let ticks = AxisTicks(covering: value...value, targetCount: 5)
        #expect(ticks.values == [value], "\(value)...\(value)")
        #expect(ticks.labels == [label], "\(value)...\(value)")
    }

    @Test(
        "ranges that are not finite, and no target, do not crash",
        arguments: [
            (uncheckedRange(.nan, .nan), 5, [0.0], "NaN range"),
            (uncheckedRange(0, .nan), 5, [0.0], "NaN upper bound"),
            (uncheckedRange(.nan, 3), 5, [0.0], "NaN lower bound"),
            (0...Double.infinity, 5, [0.0], "infinite span"),
            (-Double.infinity...1, 5, [0.0], "infinite lower bound"),
            (3...8, 0, [3.0], "target 0"),
            (3...8, -4, [3.0], "negative target"),
        ] as [(ClosedRange<Double>, Int, [Double], String)])
    func degenerate(range: ClosedRange<Double>, target: Int, values: [Double], what: String) {
        let ticks = AxisTicks(covering: range, targetCount: target)
        #expect(ticks.values == values, "\(what)")
        #expect(
            ticks.labels.count == 1 && ticks.labels.allSatisfy { !$0.contains("nan") && !$0.contains("inf") },
            "\(what): \(ticks.labels)")
    }

    @Test(
        "spans at the ends of Double, where a step underflows to 0 or overflows, give ticks",
        arguments: [
            (0...Double.leastNonzeroMagnitude, 1), (0...(20 * Double.leastNonzeroMagnitude), 3), (0...1.5e308, 1),
            (0...Double.greatestFiniteMagnitude, 1),
            (0...Double.greatestFiniteMagnitude, 5), (-8e307...8e307, 2),
        ] as [(ClosedRange<Double>, Int)])
    func extremeSpans(range: ClosedRange<Double>, target: Int) {
        let ticks = AxisTicks(covering: range, targetCount: target)
        #expect(
            !ticks.values.isEmpty && ticks.values.allSatisfy { $0.isFinite && range.contains($0) },
            "\(range), target \(target): ticks inside the range, got \(ticks.values)")
        #expect(ticks.step > 0 && ticks.step.isFinite, "\(range), target \(target): a usable step, got \(ticks.step)")
        #expect(
            ticks.labels.count == ticks.values.count
                && ticks.labels.allSatisfy { !$0.contains("nan") && !$0.contains("inf") },
            "\(range), target \(target): \(ticks.labels.map { $0.prefix(20) })")
    }

    /// A range with any bounds, NaN included. `ClosedRange(uncheckedBounds:)` traps on NaN
    /// in a debug build of the caller but not in a release build, so a NaN range can reach
    /// the renderer from optimised code; the bounds are stored as two `Double`s.
    static func uncheckedRange(_ lower: Double, _ upper: Double) -> ClosedRange<Double> {
        unsafeBitCast((lower, upper), to: ClosedRange<Double>.self)
    }

    @Test("the unchecked range helper keeps its bounds")
    func uncheckedRangeHelper() {
        let range = Self.uncheckedRange(2, 9)
        #expect(range.lowerBound == 2 && range.upperBound == 9, "lower then upper")
        #expect(Self.uncheckedRange(.nan, 1).lowerBound.isNaN, "NaN kept")
    }

    static let sweepRanges: [ClosedRange<Double>] = [
        -0.5...0.5, -1...1, -0.3...0.3, -0.0001...0.00005, -2.5...0.1, -7...13,
        0.1...0.9, 0...0.3, 12.34...56.78, -1234.5 ... -12.3, 1e-5...3e-5, 0...1e9, 4.1...21.5,
    ]

    @Test(
        "ticks are multiples of the step, inside the range, evenly spaced, labelled cleanly",
        arguments: sweepRanges, [1, 2, 3, 4, 5, 7, 10])
    func properties(range: ClosedRange<Double>, target: Int) throws {
        let ticks = AxisTicks(covering: range, targetCount: target)
        let step = ticks.step
        let mantissa = step / pow(10, floor(log10(step)))
        #expect([1, 2, 5].contains { abs(mantissa - $0) < 1e-9 }, "step \(step) is 1, 2 or 5 times a power of ten")
        let tolerance = step * 1e-6
        #expect(
            ticks.values.allSatisfy { $0 >= range.lowerBound - tolerance && $0 <= range.upperBound + tolerance },
            "\(ticks.values) inside \(range)")
        if target >= 2 {
            // With a target of 1 the step can exceed the span and leave no multiple inside
            // (0.1...0.9 gets step 1 and no tick).
            #expect(!ticks.values.isEmpty, "at least one tick")
        }
        #expect(
            ticks.values.allSatisfy { abs(($0 / step).rounded() * step - $0) <= tolerance },
            "\(ticks.values) are multiples of \(step)")
        #expect(
            zip(ticks.values, ticks.values.dropFirst()).allSatisfy { abs($1 - $0 - step) <= tolerance },
            "one step apart")
        #expect(ticks.values.count <= 2 * target + 1, "\(ticks.values.count) ticks is about \(target)")
        for (value, label) in zip(ticks.values, ticks.labels) {
            let decimals = label.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
            #expect(
                decimals == ticks.fractionDigits,
                "\(label) has \(ticks.fractionDigits) decimals, not binary noise like 0.30000000000000004")
            let parsed = try #require(Double(label), "\(label) is a number")
            #expect(abs(parsed - value) <= step * 1e-6, "\(label) reads back as \(value)")
            #expect(!(parsed == 0 && label.hasPrefix("-")), "\(label) is not negative zero")
        }
        #expect(Set(ticks.labels).count == ticks.labels.count, "labels are distinct: \(ticks.labels)")
    }

    @Test("zero reached from below is labelled without a minus sign")
    func negativeZero() {
        // (-0.5 / 1).rounded(.up) is -0.0.
        let ticks = AxisTicks(covering: -0.5...0.5, targetCount: 1)
        #expect(ticks.values == [0], "one tick at zero")
        #expect(ticks.labels == ["0"], "not \"-0\"")
        #expect(
            AxisTicks(covering: -1...1, targetCount: 4).label(for: -0.0) == "0.0", "label(for: -0.0) with one decimal")
        #expect(
            AxisTicks(covering: 0...10, targetCount: 2).label(for: -0.0001) == "0",
            "a tiny negative value rounds to \"0\"")
    }

    @Test(
        "labels show as many decimals as the step needs",
        arguments: [
            (0...100, 5, 0), (0...1, 5, 1), (0...0.1, 5, 2), (0...0.01, 2, 3), (0...1e6, 5, 0),
        ] as [(ClosedRange<Double>, Int, Int)])
    func fractionDigits(range: ClosedRange<Double>, target: Int, digits: Int) {
        #expect(AxisTicks(covering: range, targetCount: target).fractionDigits == digits, "\(range) target \(target)")
    }
}
