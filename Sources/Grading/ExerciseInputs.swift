import Foundation
import ProbeProtocol

/// The inputs on which the grader asks a student's functions for one exercise's answers:
/// the visible tests' cases, and more drawn at random from the grading's seed.
///
/// ```
/// ExerciseInputs(exercise: "1.2", fixed: [.call("LineGraph.xPosition(index:count:in:)", ("index", 0), ...)]) { random in
///     let count = random.int(1...40)
///     return .call("LineGraph.xPosition(index:count:in:)", ("index", random.int(0..<count)), ("count", count), ("in", random.rect()))
/// }
/// ```
///
/// Every input must be one the exercise's doc comment allows: the reference solution's
/// answer to it is what the student's must agree with.
public struct ExerciseInputs: Sendable {
    /// "1.2"
    public let exercise: String
    /// How far a number may be from the reference's, relative to the larger of 1 and its size.
    public var tolerance: Double
    /// The visible tests' inputs, and edge cases the doc comment names.
    public let fixed: [Input]
    /// How many inputs to draw at random.
    public var randomCount: Int
    let draw: @Sendable (inout RandomInputs) -> Input

    /// One call of a function, without its place in a list.
    public struct Input: Sendable, Equatable {
        public let function: String
        public let arguments: [ProbeCall.Argument]

        /// `.call("LineGraph.valueRange(of:)", ("of", [1.0, 2.0]))`
        public static func call(_ function: String, _ arguments: (String?, any ProbeConvertible)...) -> Input {
            Input(function: function, arguments: arguments.map { ProbeCall.Argument($0.0, value: $0.1.probeValue) })
        }

        public init(function: String, arguments: [ProbeCall.Argument]) {
            self.function = function
            self.arguments = arguments
        }
    }

    public init(
        exercise: String, tolerance: Double = 1e-6, fixed: [Input], randomCount: Int = 40,
        draw: @escaping @Sendable (inout RandomInputs) -> Input
    ) {
        self.exercise = exercise
        self.tolerance = tolerance
        self.fixed = fixed
        self.randomCount = randomCount
        self.draw = draw
    }

    /// The fixed inputs, then `randomCount` drawn from `random`.
    func inputs(using random: inout RandomInputs) -> [Input] {
        fixed + (0..<randomCount).map { _ in draw(&random) }
    }
}
