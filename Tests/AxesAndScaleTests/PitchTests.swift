import AxesAndScale
import Foundation
import TestSupport
import Testing

@Suite("5.10 Pitch", .exercise("5.10"))
struct PitchTests {
    /// The last column is what a linear scale, 220 + 660 × the value's fraction of the range, gives.
    @Test(
        "plays values on a logarithmic scale from 220 to 880 Hz",
        arguments: [
            (0.0, 0.0, 10.0, 220.0, 220.0), (10, 0, 10, 880, 880), (5, 0, 10, 440, 550),
            (2.5, 0, 10, 220 * 2.0.squareRoot(), 385),
            (-15, -20, -10, 440, 550), (4.1, 4.1, 21.5, 220, 220), (21.5, 4.1, 21.5, 880, 880),
        ])
    func pitches(value: Double, minimum: Double, maximum: Double, hertz: Double, linear: Double) {
        expectApproximatelyEqual(
            pitch(for: value, minimum: minimum, maximum: maximum), hertz,
            "pitch(for: \(swiftLiteral(value)), minimum: \(swiftLiteral(minimum)), maximum: \(swiftLiteral(maximum)))",
            hint: "pitch = 220 * 2^(2 * fraction), fraction = (value - minimum) / (maximum - minimum).",
            commonMistakes: [Mistake.aLinearPitchScale(wouldGive: linear)])
    }

    @Test(
        "plays flat data at 440 Hz and a missing value not at all",
        arguments: [(3.0, 3.0, 3.0, 440.0), (.nan, 0, 10, .nan)])
    func special(value: Double, minimum: Double, maximum: Double, hertz: Double) {
        expectApproximatelyEqual(
            pitch(for: value, minimum: minimum, maximum: maximum), hertz,
            "pitch(for: \(swiftLiteral(value)), minimum: \(swiftLiteral(minimum)), maximum: \(swiftLiteral(maximum)))",
            hint: "When minimum == maximum, play the middle, 440 Hz; a NaN value has no pitch (NaN).")
    }

    @Test("plays a missing value not at all, on flat data too")
    func missingOnFlatData() {
        expectApproximatelyEqual(
            pitch(for: .nan, minimum: 3, maximum: 3), .nan, "pitch(for: .nan, minimum: 3, maximum: 3)",
            hint: "Flat data plays 440 Hz, but a missing value has no pitch whatever the data: check for NaN first.",
            commonMistakes: [Mistake.playingAMissingValueOnFlatData(wouldGive: 440)])
    }
}
