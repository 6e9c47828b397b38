import Foundation
import ProbeProtocol

/// Whether a student's answer agrees with the reference's, within a tolerance.
///
/// ```
/// AnswerComparison(tolerance: 1e-6).agrees(.number(103.33333334), with: .number(103.333333333))   // true
/// AnswerComparison(tolerance: 1e-6).agrees(.number(0), with: .number(103.3))                       // false
/// ```
///
/// A number may be off by `tolerance` times the larger of 1 and the reference's size, so
/// that a sum taken in another order still agrees; NaN agrees with NaN. A date may be off
/// by a millisecond. Everything else must be equal: kinds, lengths, field names, text.
/// Linear in the size of the answer.
public struct AnswerComparison: Sendable {
    public var tolerance: Double

    public init(tolerance: Double) {
        self.tolerance = tolerance
    }

    public func agrees(_ answer: ProbeValue, with reference: ProbeValue) -> Bool {
        switch (answer, reference) {
        case (.number(let got), .number(let expected)):
            return close(got, expected, within: tolerance * max(1, abs(expected)))
        case (.date(let got), .date(let expected)):
            return close(got, expected, within: 1e-3)
        case (.list(let got), .list(let expected)):
            return got.count == expected.count && zip(got, expected).allSatisfy { agrees($0, with: $1) }
        case (.record(let type, let got), .record(let expectedType, let expected)):
            return type == expectedType && got.count == expected.count
                && zip(got, expected).allSatisfy { $0.name == $1.name && agrees($0.value, with: $1.value) }
        default:
            return answer == reference
        }
    }

    private func close(_ got: Double, _ expected: Double, within allowed: Double) -> Bool {
        if got.isNaN || expected.isNaN { return got.isNaN && expected.isNaN }
        if got.isInfinite || expected.isInfinite { return got == expected }
        return abs(got - expected) <= allowed
    }
}
