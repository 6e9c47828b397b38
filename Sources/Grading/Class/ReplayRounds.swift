import Foundation
import ProbeProtocol

/// The rounds in which a submission's charts are replayed, apart from the programs that
/// draw and answer: each round draws with the answers so far, and the calls that had none
/// are answered together, until a drawing asks for nothing, within limits on the rounds,
/// the calls and the answers' time.
///
/// ```
/// var rounds = ReplayRounds(answerTime: 60)
/// let ending = try rounds.run(
///     draw: { recorded in .unanswered(try drawing(with: recorded)) },   // or .failed("why")
///     answer: { calls, timeLimit in try results(of: calls, within: timeLimit) })
/// ending   // .drawn, or .stopped("Drawing the charts took more than 20000 calls ...")
/// ```
///
/// - Complexity: at most ``rounds`` drawings and answerings, and ``calls`` calls.
struct ReplayRounds {
    /// At most this many rounds; a chart needs about as many as its longest chain of calls
    /// whose arguments come from earlier answers that the first round did not foresee.
    var rounds = 12
    /// At most this many calls answered, for every round together.
    var calls = 20_000
    /// The seconds of answers for every round together.
    var answerTime: TimeInterval
    /// Where ``answerTime`` comes from (``TimeBudget``), for the line that says it ran out.
    var answerTimeBasis: String?
    /// How long each round's drawing and answers took, for the log.
    private(set) var times = StepTimes()
    /// How many calls were answered.
    private(set) var asked = 0

    init(answerTime: TimeInterval) {
        self.answerTime = answerTime
    }

    /// What a round's drawing found.
    enum Drawing {
        /// The calls that had no answer yet; none when every chart is drawn.
        case unanswered([ProbeCall])
        /// Why nothing could be drawn.
        case failed(String)
    }

    enum Ending: Equatable {
        case drawn
        case stopped(String)
    }

    /// Runs the rounds.
    ///
    /// - Parameters:
    ///   - draw: Draws every chart with the answers so far.
    ///   - answer: Answers the calls within the time left, each by its ``ProbeCall/id``;
    ///     a call it leaves out counts as not called.
    mutating func run(
        draw: ([RecordedAnswer]) throws -> Drawing,
        answer: ([ProbeCall], TimeInterval) throws -> [Int: RecordedAnswer.Result]
    ) throws -> Ending {
        var recorded: [String: RecordedAnswer] = [:]
        let end = Date().addingTimeInterval(answerTime)
        for round in 1...rounds {
            let drawing = try times.time("\(round): drawing") { try draw(Array(recorded.values)) }
            guard case .unanswered(let unanswered) = drawing else {
                if case .failed(let why) = drawing { return .stopped(why) }
                continue
            }
            guard !unanswered.isEmpty else { return .drawn }
            asked += unanswered.count
            guard asked <= calls else {
                return .stopped("Drawing the charts took more than \(calls) calls of the submission's functions.")
            }
            let left = end.timeIntervalSinceNow
            guard left > 0 else {
                let basis = answerTimeBasis.map { ", their limit (\($0))" } ?? ""
                return .stopped("The submission's answers for its charts took more than \(Int(answerTime)) s\(basis).")
            }
            let results = try times.time("\(round): the probe's \(unanswered.count) answers") {
                try answer(unanswered, left)
            }
            for call in unanswered {
                let answer = RecordedAnswer(
                    function: call.function, arguments: call.arguments,
                    result: results[call.id] ?? .failed("was not called: no answer came"))
                recorded[answer.key] = answer
            }
        }
        return .stopped("The chart still needed answers after \(rounds) rounds of calls.")
    }
}
