import Foundation

/// Exercise 5.10: the audio graph's pitch for `value`, on a logarithmic scale from 220 Hz
/// at `minimum` to 880 Hz at `maximum`; NaN for a missing value.
public func pitch(for value: Double, minimum: Double, maximum: Double) -> Double {
    guard minimum != maximum else { return value.isNaN ? .nan : 440 }
    let fraction = (value - minimum) / (maximum - minimum)
    return 220 * pow(2, 2 * fraction)
}
