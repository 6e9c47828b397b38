import ExerciseSupport
import Foundation

/// Exercise 5.10 · Pitch
///
/// Returns the pitch, in hertz, at which the audio graph plays `value`: 220 Hz (A3) for
/// `minimum`, 880 Hz (A5) for `maximum`, on a *logarithmic* scale, because the ear hears
/// ratios: every equal step in value is the same musical interval.
///
/// With `fraction = (value - minimum) / (maximum - minimum)`, the pitch is
/// 220 × 2^(2 × fraction) hertz: two octaves, 220, 440 and 880 Hz.
///
///     pitch(for: 0, minimum: 0, maximum: 10)     // 220
///     pitch(for: 5, minimum: 0, maximum: 10)     // 440, not the 550 of a linear scale
///     pitch(for: 10, minimum: 0, maximum: 10)    // 880
///
/// Flat data (`minimum == maximum`) plays the middle, 440 Hz. A missing value (NaN) has
/// no pitch: return NaN.
///
/// - Parameters:
///   - value: The value to play.
///   - minimum: The lowest value of the chart.
///   - maximum: The highest value of the chart.
/// - Returns: The frequency in hertz.
public func pitch(for value: Double, minimum: Double, maximum: Double) -> Double {
    guard !value.isNaN, minimum.isFinite, maximum.isFinite else { return .nan }
    if minimum == maximum {
        // Flat data: play the middle of the two octaves.
        return middlePitch
    }
    let fraction = (value - minimum) / (maximum - minimum)
    return lowestPitch * pow(2, octaves * fraction)
}

/// A3, the pitch of the minimum.
private let lowestPitch = 220.0

/// A4, between the two octaves, for flat data.
private let middlePitch = 440.0

/// How many octaves the audio graph spans, minimum to maximum.
private let octaves = 2.0
