import AxesAndScale
import Foundation
import Testing
import TestSupport

@Suite("5.10 Pitch", .exercise("5.10"))
struct PitchTests {
    @Test("plays values on a logarithmic scale from 220 to 880 Hz", arguments: [
        (0.0, 0.0, 10.0, 220.0), (10, 0, 10, 880), (5, 0, 10, 440), (2.5, 0, 10, 220 * 2.0.squareRoot()),
        (-15, -20, -10, 440), (4.1, 4.1, 21.5, 220), (21.5, 4.1, 21.5, 880),
    ])
    func pitches(value: Double, minimum: Double, maximum: Double, hertz: Double) {
        let fraction = (value - minimum) / (maximum - minimum)
        expectApproximatelyEqual(
            pitch(for: value, minimum: minimum, maximum: maximum), hertz,
            "pitch(for: \(swiftLiteral(value)), minimum: \(swiftLiteral(minimum)), maximum: \(swiftLiteral(maximum)))",
            hint: "pitch = 220 * 2^(2 * fraction), fraction = (value - minimum) / (maximum - minimum).",
            commonMistakes: [Mistake.aLinearPitchScale(wouldGive: 220 + 660 * fraction)])
    }

    @Test("plays flat data at 440 Hz and a missing value not at all", arguments: [(3.0, 3.0, 3.0, 440.0), (.nan, 0, 10, .nan)])
    func special(value: Double, minimum: Double, maximum: Double, hertz: Double) {
        expectApproximatelyEqual(
            pitch(for: value, minimum: minimum, maximum: maximum), hertz,
            "pitch(for: \(swiftLiteral(value)), minimum: \(swiftLiteral(minimum)), maximum: \(swiftLiteral(maximum)))",
            hint: "When minimum == maximum, play the middle, 440 Hz; a NaN value has no pitch (NaN).")
    }
}
