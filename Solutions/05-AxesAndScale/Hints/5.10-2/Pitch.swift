import Foundation

/// Exercise 5.10, as hints 2 and 3 have it: 220 × 4 raised to the fraction.
public func pitch(for value: Double, minimum: Double, maximum: Double) -> Double {
    if value.isNaN { return .nan }
    if minimum == maximum { return 440 }
    let fraction = (value - minimum) / (maximum - minimum)
    return 220 * pow(4, fraction)
}
