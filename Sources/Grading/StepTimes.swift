import Foundation

/// How long each step of a piece of work took, in the order the steps ran: the profile a
/// grader keeps of every submission, for the benchmarks to read.
///
/// ```
/// var times = StepTimes()
/// let built = try times.time("build") { try run.build() }
/// times.text   // "build\t17.42\n"
/// ```
public struct StepTimes: Sendable {
    public struct Step: Sendable, Equatable {
        public let name: String
        public let seconds: Double
    }

    /// Each step in the order it ended; a step timed twice is listed twice.
    public private(set) var steps: [Step] = []

    public init() {}

    /// Runs `body` and adds its wall-clock time, even when it throws, under `name`.
    public mutating func time<Result>(_ name: String, _ body: () throws -> Result) rethrows -> Result {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { steps.append(Step(name: name, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)) }
        return try body()
    }

    /// A line a step, its name and its seconds with two decimals, tab-separated.
    public var text: String {
        steps.map { "\($0.name)\t\(String(format: "%.2f", $0.seconds))\n" }.joined()
    }
}
