import Foundation

/// Round values for an axis: steps of 1, 2 or 5 times a power of ten, as charting
/// libraries choose them.
///
/// ```
/// let ticks = AxisTicks(covering: 4.1...21.5, targetCount: 5)
/// ticks.values        // [5, 10, 15, 20]
/// ticks.labels        // ["5", "10", "15", "20"]
/// AxisTicks(covering: 0...0.3, targetCount: 4).labels   // ["0", "0.1", "0.2", "0.3"]
/// ```
///
/// The step is the 1-2-5 number nearest above (span / target); the ticks are the
/// multiples of the step inside the range, and the labels show as many decimals as the
/// step needs, so 0.1 steps never print 0.30000000000000004.
public struct AxisTicks: Equatable, Sendable {
    public let values: [Double]
    public let step: Double
    /// Decimal places the labels show.
    public let fractionDigits: Int

    public init(covering range: ClosedRange<Double>, targetCount: Int) {
        let span = range.upperBound - range.lowerBound
        guard span.isFinite, span > 0, targetCount > 0 else {
            let value = range.lowerBound.isFinite ? range.lowerBound : 0
            values = [value]
            step = 1
            fractionDigits = value.rounded() == value ? 0 : 1
            return
        }
        let rough = span / Double(targetCount)
        let power = pow(10, floor(log10(rough)))
        let multiple = [1.0, 2, 5, 10].first { $0 * power >= rough * 0.999 } ?? 10
        let step = multiple * power
        self.step = step
        fractionDigits = max(0, -Int(floor(log10(step) + 1e-9)))
        let first = (range.lowerBound / step).rounded(.up), last = (range.upperBound / step).rounded(.down)
        values = stride(from: first, through: last, by: 1).map { ($0 * step * 1e9).rounded() / 1e9 }
    }

    /// Each value written with ``fractionDigits`` decimals.
    public var labels: [String] { values.map(label(for:)) }

    /// `value` written with ``fractionDigits`` decimals, and "0" rather than "-0".
    public func label(for value: Double) -> String {
        let text = String(format: "%.\(fractionDigits)f", value)
        return Double(text) == 0 ? String(format: "%.\(fractionDigits)f", 0.0) : text
    }
}
