import ExerciseSupport
import Foundation

/// Exercise 5.11 · Tone samples
///
/// Returns the sound of one value as audio samples: a sine wave at the value's pitch
/// (exercise 5.10), at half volume, `duration` seconds long. The audio graph plays one
/// such tone per value, left to right.
///
/// - The number of samples is `duration * sampleRate`, rounded to the nearest whole
///   number: 0.25 s at 8,000 Hz is 2,000 samples, and 0.7 s at 4 Hz is 2.8, so 3 (not 2,
///   which `Int(...)` alone would give). None (or a negative count) gives [].
/// - Sample `k` is `0.5 * sin(2 * π * pitch * k / sampleRate)`, as a `Float`.
/// - A missing value is silence: the same number of samples, all 0, so the listener
///   hears the gap where it is.
///
///     let tone = toneSamples(for: 5, minimum: 0, maximum: 10, sampleRate: 8000, duration: 0.25)
///     tone.count              // 2000 samples of a 440 Hz sine
///     Array(tone.prefix(3))   // [0, 0.1694, 0.3187]
///
/// - Parameters:
///   - value: The value to play.
///   - minimum: The lowest value of the chart.
///   - maximum: The highest value of the chart.
///   - sampleRate: Samples per second.
///   - duration: The tone's length in seconds.
/// - Returns: The samples, each from -0.5 to 0.5.
public func toneSamples(for value: Double, minimum: Double, maximum: Double, sampleRate: Int, duration: Double)
    -> [Float]
{
    let sampleCount = Int((duration * Double(sampleRate)).rounded())
    guard sampleCount > 0 else { return [] }

    let frequency = pitch(for: value, minimum: minimum, maximum: maximum)
    guard !frequency.isNaN else { return Array(repeating: 0, count: sampleCount) }

    return (0..<sampleCount).map { k in
        Float(0.5 * sin(2 * .pi * frequency * Double(k) / Double(sampleRate)))
    }
}
