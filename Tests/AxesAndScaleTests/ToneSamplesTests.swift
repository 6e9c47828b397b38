import AxesAndScale
import Foundation
import TestSupport
import Testing

@Suite("5.11 Tone samples", .exercise("5.11"))
struct ToneSamplesTests {
    /// The value, its pitch, and the reference solution's samples 0, 1, 2, 7 and 1999 of
    /// its tone at 8,000 samples a second.
    static let sines: [(value: Double, hertz: Double, samples: [Float])] = [
        (5, 440, [0.0, 0.16936897, 0.318712, 0.33065593, -0.16936897]),
        (0, 220, [0.0, 0.08596455, 0.16936897, 0.46772203, -0.08596455]),
        (10, 880, [0.0, 0.318712, 0.4911436, -0.49605736, -0.318712]),
    ]

    @Test("makes a sine at the value's pitch, half volume", arguments: sines)
    func sine(value: Double, hertz: Double, expected: [Float]) throws {
        let samples = toneSamples(for: value, minimum: 0, maximum: 10, sampleRate: 8000, duration: 0.25)
        let call = "toneSamples(for: \(swiftLiteral(value)), minimum: 0, maximum: 10, sampleRate: 8000, duration: 0.25)"
        try #require(
            samples.count == 2000, "\(call) gives \(samples.count) samples; 0.25 s at 8,000 samples a second is 2,000")
        for (index, sample) in zip([0, 1, 2, 7, 1999], expected) {
            expectApproximatelyEqual(
                Double(samples[index]), Double(sample), tolerance: 1e-5,
                "\(call)[\(index)]",
                hint: "Sample k is 0.5 * sin(2 * π * \(hertz) * k / 8000).")
        }
    }

    @Test("plays silence for a missing value")
    func silence() {
        expectEqual(
            toneSamples(for: .nan, minimum: 0, maximum: 10, sampleRate: 1000, duration: 0.01),
            Array(repeating: Float(0), count: 10),
            "toneSamples(for: .nan, minimum: 0, maximum: 10, sampleRate: 1000, duration: 0.01)",
            hint: "A missing value is as long as any other, but silent: all samples 0.")
    }

    @Test("gives no samples for no time", arguments: [0.0, -1])
    func noTime(duration: Double) {
        expectEqual(
            toneSamples(for: 5, minimum: 0, maximum: 10, sampleRate: 8000, duration: duration), [],
            "toneSamples(for: 5, minimum: 0, maximum: 10, sampleRate: 8000, duration: \(swiftLiteral(duration)))",
            hint: "A duration of 0 or less gives no samples.")
    }

    /// Durations whose number of samples is not whole: duration × sampleRate, its nearest
    /// whole number, and what cutting off the fraction would give.
    static let fractionalCounts: [(sampleRate: Int, duration: Double, count: Int, truncated: Int)] = [
        (4, 0.625, 3, 2),  // 2.5, exactly halfway: rounds up, as .rounded() does
        (4, 0.7, 3, 2),  // 2.8
        (4, 0.55, 2, 2),  // 2.2: rounds down
        (8000, 0.000_19, 2, 1),  // 1.52
        (8000, 0.000_31, 2, 2),  // 2.48
    ]

    @Test("rounds a number of samples that is not whole to the nearest", arguments: fractionalCounts)
    func fractionalCount(sampleRate: Int, duration: Double, count: Int, truncated: Int) {
        let call =
            "toneSamples(for: 5, minimum: 0, maximum: 10, sampleRate: \(sampleRate), duration: \(swiftLiteral(duration))).count"
            + "  // \(swiftLiteral(duration)) × \(sampleRate) = \(swiftLiteral(duration * Double(sampleRate)))"
        let hint =
            "duration × sampleRate is not a whole number here: round it to the nearest, "
            + "Int((duration * Double(sampleRate)).rounded()), so the tone is as near its length as samples allow."
        expectEqual(
            toneSamples(for: 5, minimum: 0, maximum: 10, sampleRate: sampleRate, duration: duration).count, count, call,
            hint: hint, commonMistakes: [Mistake.truncatingTheSampleCount(wouldGive: truncated)])
        expectEqual(
            toneSamples(for: .nan, minimum: 0, maximum: 10, sampleRate: sampleRate, duration: duration).count, count,
            call.replacingOccurrences(of: "for: 5", with: "for: .nan"),
            hint: "A missing value is as long as any other: " + hint,
            commonMistakes: [Mistake.truncatingTheSampleCount(wouldGive: truncated)])
    }
}
