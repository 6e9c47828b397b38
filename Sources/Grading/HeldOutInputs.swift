import Foundation
import ProbeProtocol

/// Every exercise's inputs for one grading run, numbered, from the run's seed.
///
/// ```
/// let inputs = HeldOutInputs(seed: 1_234)
/// inputs.calls.count              // the visible tests' cases and 40 random ones per exercise
/// inputs.exercise(ofCall: 7)      // "1.1"
/// ```
///
/// The same seed gives the same calls on every machine, so a report's seed is enough to
/// make its run again. The seed is chosen when a class is graded and never ships to
/// students: an answer table for the visible tests answers none of the rest.
public struct HeldOutInputs: Sendable {
    public let seed: UInt64
    /// Every call, numbered from 0 in course order.
    public let calls: [ProbeCall]
    /// The exercise each call belongs to, by the call's number.
    private let exercises: [String]
    private let tolerances: [String: Double]

    #if STUDENTS_EDITION
        /// None: the held-out inputs are the instructor's (they aim at the solutions' edges), and
        /// the students' edition is made without them; grading needs the instructor's edition.
        public static let catalog: [ExerciseInputs] = []
    #else
        /// Every exercise that has inputs, in course order. Adding a chapter adds its list here.
        public static let catalog: [ExerciseInputs] =
            LineGraphInputs.all
            + BarChartInputs.all
            + BoxplotInputs.all
            + InteractivityInputs.all
            + AxesAndScaleInputs.all
    #endif

    public init(seed: UInt64, inputs: [ExerciseInputs] = Self.catalog) {
        self.seed = seed
        var calls: [ProbeCall] = []
        var exercises: [String] = []
        for exerciseInputs in inputs {
            // Each exercise draws from its own generator, so that adding an exercise
            // leaves every other one's inputs as they were.
            var random = RandomInputs(seed: seed ^ Self.hash(exerciseInputs.exercise))
            for input in exerciseInputs.inputs(using: &random) {
                calls.append(ProbeCall(id: calls.count, function: input.function, arguments: input.arguments))
                exercises.append(exerciseInputs.exercise)
            }
        }
        self.calls = calls
        self.exercises = exercises
        tolerances = Dictionary(inputs.map { ($0.exercise, $0.tolerance) }, uniquingKeysWith: { first, _ in first })
    }

    /// Inputs drawn before, as a recorded reference carries them: each call with its
    /// exercise, numbered in order, and each exercise's tolerance.
    ///
    /// ```
    /// HeldOutInputs(seed: 1_234, drawn: [("1.1", call)], tolerances: ["1.1": 1e-6]).calls[0].id   // 0
    /// ```
    public init(seed: UInt64, drawn: [(exercise: String, call: ProbeCall)], tolerances: [String: Double]) {
        self.seed = seed
        calls = drawn.enumerated().map { index, entry in
            ProbeCall(id: index, function: entry.call.function, arguments: entry.call.arguments)
        }
        exercises = drawn.map(\.exercise)
        self.tolerances = tolerances
    }

    /// A seed for a new run, from the system's random source: at most 12 digits, to type
    /// back into `--seed`, and exact in any JSON reader.
    public static func newSeed() -> UInt64 {
        UInt64.random(in: 1...999_999_999_999)
    }

    public func exercise(ofCall id: Int) -> String {
        exercises[id]
    }

    /// The calls of the exercises in `ids`.
    public func calls(of ids: Set<String>) -> [ProbeCall] {
        calls.filter { ids.contains(exercises[$0.id]) }
    }

    /// The exercises that have inputs.
    public var exerciseIDs: Set<String> { Set(exercises) }

    public func tolerance(of exercise: String) -> Double {
        tolerances[exercise] ?? 1e-6
    }

    /// FNV-1a of the exercise's id: stable across runs, unlike `Hasher`.
    static func hash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }
}
