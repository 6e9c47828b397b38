import Foundation

/// Exercise 5.11: the samples of one value's tone, a sine at its pitch with amplitude
/// 0.5; silence (zeros) for a missing value.
public func toneSamples(for value: Double, minimum: Double, maximum: Double, sampleRate: Int, duration: Double)
    -> [Float]
{
    let count = Int((duration * Double(sampleRate)).rounded())
    guard count > 0 else { return [] }
    let frequency = pitch(for: value, minimum: minimum, maximum: maximum)
    guard frequency.isFinite else { return Array(repeating: 0, count: count) }
    return (0..<count).map { Float(0.5 * sin(2 * Double.pi * frequency * Double($0) / Double(sampleRate))) }
}
