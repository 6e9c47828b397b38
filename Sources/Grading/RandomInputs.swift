import Foundation

/// Random values of the kinds chart code takes, drawn from a ``SeededGenerator``.
///
/// ```
/// var random = RandomInputs(seed: 7)
/// random.rect()            // CGRect(x: 12, y: 40, width: 250, height: 180), say
/// random.values(count: 5)  // five values between -100 and 100
/// ```
///
/// Numbers are drawn on a grid of quarters and whole numbers, so that a report's example
/// reads well, with now and then a value far from the rest.
public struct RandomInputs: Sendable {
    public var generator: SeededGenerator

    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }

    public mutating func int(_ range: Range<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }

    public mutating func bool(_ chance: Double = 0.5) -> Bool {
        Double.random(in: 0..<1, using: &generator) < chance
    }

    /// A number in `range`, in steps of `step`.
    public mutating func number(_ range: ClosedRange<Double>, step: Double = 0.25) -> Double {
        let steps = Int(((range.upperBound - range.lowerBound) / step).rounded(.down))
        return range.lowerBound + Double(int(0...max(0, steps))) * step
    }

    /// A rectangle of a chart's plot area: not always at the origin, never empty.
    public mutating func rect() -> CGRect {
        let origin = bool(0.3) ? CGPoint.zero : CGPoint(x: number(0...80, step: 1), y: number(0...60, step: 1))
        return CGRect(origin: origin, size: CGSize(width: number(40...640, step: 1), height: number(30...480, step: 1)))
    }

    /// `count` values, mostly in `range`.
    public mutating func values(count: Int, in range: ClosedRange<Double> = -100...100) -> [Double] {
        (0..<count).map { _ in number(range) }
    }

    /// An element of `choices`.
    public mutating func element<Element>(of choices: [Element]) -> Element {
        choices[int(0..<choices.count)]
    }
}
