import Foundation

/// Exercise 5.11, as hints 1 and 2 have it.
public func toneSamples(for value: Double, minimum: Double, maximum: Double, sampleRate: Int, duration: Double)
    -> [Float]
{
    let sampleCount = Int((duration * Double(sampleRate)).rounded())
    if sampleCount <= 0 { return [] }
    let frequency = pitch(for: value, minimum: minimum, maximum: maximum)
    if frequency.isNaN { return [Float](repeating: 0, count: sampleCount) }
    var samples: [Float] = []
    for k in 0..<sampleCount {
        samples.append(Float(0.5 * sin(2 * Double.pi * frequency * Double(k) / Double(sampleRate))))
    }
    return samples
}
