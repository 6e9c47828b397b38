import Foundation

/// The time limits of a submission's steps, each derived from the reference solutions'
/// measured times (a factor of them, with a floor for a loaded machine), and each within
/// the whole submission's limit: so that no student holds the class for longer than the
/// reference's own work, many times over.
///
/// ```
/// let budget = TimeBudget(slowestCall: 0.0004, answering: 1.5)
/// budget.call      // 1 s
/// budget.tests     // 30 s: the floor, more than 10 × 1.5 s
/// budget.explained(TimeBudget.testsLimit)   // "10 × the reference's 1.5 s to answer every input, at least 30 s"
/// ```
///
/// A correct submission that slept 3.9 s at the start of each test held a single grade
/// for 233 s, against 20 s for the solutions, when the suites had a fixed 3 minutes.
struct TimeBudget: Equatable, Sendable {
    /// The reference's slowest answer to one input, as its probe measured it.
    let slowestCall: TimeInterval
    /// The reference's probe, started in the sandbox and answering every held-out input,
    /// by the clock.
    let answering: TimeInterval

    /// One of the reference's measured times.
    enum Measure: Sendable {
        case slowestCall, answering

        var words: String {
            switch self {
            case .slowestCall: "slowest answer"
            case .answering: "to answer every input"
            }
        }
    }

    /// One limit: a factor of one of the reference's times, and a floor.
    struct Limit: Equatable, Sendable {
        let factor: Double
        let floor: TimeInterval
        let of: Measure
    }

    /// Any one call of the submission's probe: 100 times the reference's slowest, at least 1 s.
    static let callLimit = Limit(factor: 100, floor: 1, of: .slowestCall)
    /// Every call of the submission's probe together, restarts after crashes included; and
    /// again for the calls of its charts.
    static let answersLimit = Limit(factor: 40, floor: 60, of: .answering)
    /// Every run of the suites together, retries after crashes included. The suites earn
    /// nothing alone (the answers are judged), so they are not waited on for longer. The
    /// solutions' suites take about as long as their probe (0.9 to 1.7 s quiet, 6.8 s at a
    /// load of 25, when the probe took 3 to 4 s); at 40 times, a sleeper still held 157 s.
    static let testsLimit = Limit(factor: 10, floor: 30, of: .answering)

    var call: TimeInterval { seconds(Self.callLimit) }
    var answers: TimeInterval { seconds(Self.answersLimit) }
    var tests: TimeInterval { seconds(Self.testsLimit) }

    /// The suites' limit and where it comes from: ``testsLimit``, and at least three times
    /// `quiet`, so that a test that hangs is stopped by the quiet time, and the others run
    /// again, before the suites' time is up (at 30 s with a quiet time of 20 s, a hang's
    /// exercise was left to its answers, its test never stopped).
    func tests(quiet: TimeInterval?) -> (seconds: TimeInterval, basis: String) {
        let least = 3 * (quiet ?? 0)
        guard least > tests else { return (tests, explained(Self.testsLimit)) }
        let basis = "3 × the \(Self.duration(quiet ?? 0)) a test may run quiet, more than \(explained(Self.testsLimit))"
        return (least, basis)
    }

    func seconds(_ limit: Limit) -> TimeInterval { max(limit.floor, limit.factor * measured(limit.of)) }

    func measured(_ measure: Measure) -> TimeInterval {
        switch measure {
        case .slowestCall: slowestCall
        case .answering: answering
        }
    }

    /// How `limit` came about, for the instructor: "40 × the reference's 1.5 s to answer
    /// every input, at least 60 s".
    func explained(_ limit: Limit) -> String {
        "\(Self.number(limit.factor)) × the reference's \(Self.duration(measured(limit.of))) \(limit.of.words), "
            + "at least \(Self.duration(limit.floor))"
    }

    /// "60 s", "1.5 s", "0.4 ms".
    static func duration(_ seconds: TimeInterval) -> String {
        guard seconds >= 1 else { return String(format: "%.1f ms", seconds * 1000) }
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))" : "\(value)"
    }
}
