import Foundation

/// Round values for an axis: steps of 1, 2 or 5 times a power of ten, as charting
/// libraries choose them.
///
/// ```
/// let ticks = AxisTicks(covering: 4.1...21.5, targetCount: 5)
/// ticks.values        // [5, 10, 15, 20]
/// ticks.labels        // ["5", "10", "15", "20"]
/// AxisTicks(covering: 0...0.3, targetCount: 4).labels   // ["0.0", "0.1", "0.2", "0.3"]
/// ```
///
/// The step is the 1-2-5 number nearest above (span / target); the ticks are the
/// multiples of the step inside the range, and the labels show as many decimals as the
/// step needs, so 0.1 steps never print 0.30000000000000004. A range too narrow for the
/// step gets a smaller one, so there is always at least one tick.
public struct AxisTicks: Equatable, Sendable {
    public let values: [Double]
    public let step: Double
    /// Decimal places the labels show.
    public let fractionDigits: Int

    public init(covering range: ClosedRange<Double>, targetCount: Int) {
        let span = range.upperBound - range.lowerBound
        let rough = span / Double(max(1, targetCount))
        let power = pow(10, floor(log10(rough)))
        // Near the ends of Double a step can underflow to 0 or overflow to infinity, and
        // neither can count ticks: only the steps that can are candidates.
        let steps = [0.1, 0.2, 0.5, 1, 2, 5, 10].map { $0 * power }.filter { $0 > 0 && $0.isFinite }
        guard span.isFinite, span > 0, targetCount > 0, !steps.isEmpty else {
            let value = range.lowerBound.isFinite ? range.lowerBound : 0
            values = [value]
            step = 1
            fractionDigits = value.rounded() == value ? 0 : 1
            return
        }
        var chosen = steps.firstIndex { $0 >= rough * 0.999 } ?? steps.count - 1
        var ticks = Self.multiples(of: steps[chosen], in: range)
        // A narrow range can fall between two multiples of the step: take a finer one.
        while ticks.isEmpty, chosen > 0 {
            chosen -= 1
            ticks = Self.multiples(of: steps[chosen], in: range)
        }
        step = steps[chosen]
        fractionDigits = max(0, -Int(floor(log10(steps[chosen]) + 1e-9)))
        values = ticks
    }

    /// The multiples of `step` inside `range`, each rounded to a hundredth of the step so
    /// that 3 × 0.1 is 0.3. A hair of slack at both ends keeps 0.3 / 0.1 = 2.9999999999999996
    /// from dropping the last tick.
    private static func multiples(of step: Double, in range: ClosedRange<Double>) -> [Double] {
        let first = (range.lowerBound / step - 1e-9).rounded(.up)
        let last = (range.upperBound / step + 1e-9).rounded(.down)
        guard first <= last, last - first < 10_000 else { return [] }
        let digits = max(0, 2 - Int(floor(log10(step))))
        let scale = pow(10, Double(min(digits, 300)))
        return stride(from: first, through: last, by: 1).map { index in
            let value = index * step
            let rounded = (value * scale).rounded() / scale
            return rounded.isFinite ? rounded : value
        }
    }

    /// Each value written with ``fractionDigits`` decimals.
    public var labels: [String] { values.map(label(for:)) }

    /// `value` written with ``fractionDigits`` decimals, and "0" rather than "-0".
    public func label(for value: Double) -> String {
        let text = String(format: "%.\(fractionDigits)f", value)
        return Double(text) == 0 ? String(format: "%.\(fractionDigits)f", 0.0) : text
    }
}
