import Course
import Foundation
import Grading
import PreviewProtocol
import ProbeProtocol
import Runner

/// A submission's charts drawn from its answers: the preview program built from the
/// reference solutions draws each chart, and every call it makes of a student's function
/// is put to the submission's probe instead, in the sandbox, as the held-out inputs are.
///
/// ```
/// let charts = run.replayedCharts(of: chapters, drawnBy: referencePreview, answering: probe)
/// charts[0].svg       // "<svg ...>": the student's chart, as their answers draw it
/// ```
///
/// No code of the student's draws anything, so a chart cannot be forged: a submission
/// that relays the solutions' SVG, or draws a perfect chart whatever its functions say,
/// is shown as its answers are. The calls depend on earlier answers (the plot's rectangle
/// on the value range), so the chart is drawn in rounds: each round's unanswered calls
/// are answered together, and the charts are drawn again until none is left.
extension SubmissionRun {
    /// At most this many rounds of answers; a chart needs about as many as its longest
    /// chain of calls whose arguments come from earlier answers.
    static let replayRounds = 12
    /// At most this many calls for all of a submission's charts together.
    static let replayCalls = 20_000

    func replayedCharts(of chapters: [Chapter], drawnBy program: URL, answering probe: ProbeRun) -> [ChapterChart] {
        let folder = package.chartsFolder
        let answersFile = folder.appendingPathComponent("answers.jsonl")
        var recorded: [String: RecordedAnswer] = [:]
        var charts: [Int: ChapterChart] = [:]
        var waiting = chapters
        var asked = 0
        var failure: String?
        for _ in 0..<Self.replayRounds where !waiting.isEmpty && failure == nil {
            var unanswered: [String: ProbeCall] = [:]
            var order: [String] = []
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try recorded.values.map(ProbeWire.line).reduce(Data(), +).write(to: answersFile)
            } catch {
                failure = "The answers could not be written: \(error.localizedDescription)"
                break
            }
            for chapter in waiting {
                let unansweredFile = folder.appendingPathComponent("chapter-\(chapter.number)-unanswered.jsonl")
                try? FileManager.default.removeItem(at: unansweredFile)
                let replay = ChartRequest.Replay(answersPath: answersFile.path, unansweredPath: unansweredFile.path)
                do {
                    let chart = try chart(of: chapter, drawnBy: program, replaying: replay)
                    let calls = ProbeWire.values(ProbeCall.self, in: (try? Data(contentsOf: unansweredFile)) ?? Data())
                    guard chart.svg == nil, chart.problem == nil, !calls.isEmpty else {
                        charts[chapter.number] = chart.svg == nil && chart.problem == nil
                            ? ChapterChart(chapter: chapter.number, problem: "The chart was not drawn.") : chart
                        continue
                    }
                    for call in calls {
                        let key = RecordedAnswer.key(function: call.function, arguments: call.arguments)
                        if unanswered.updateValue(call, forKey: key) == nil { order.append(key) }
                    }
                } catch {
                    charts[chapter.number] = ChapterChart(chapter: chapter.number, problem: "The chart could not be drawn: \(error)")
                }
            }
            waiting.removeAll { charts[$0.number] != nil }
            guard !order.isEmpty else { break }
            asked += order.count
            guard asked <= Self.replayCalls else {
                failure = "Drawing the chart took more than \(Self.replayCalls) calls of the submission's functions."
                break
            }
            let calls = order.enumerated().map { index, key in
                ProbeCall(id: index, function: unanswered[key]!.function, arguments: unanswered[key]!.arguments)
            }
            do {
                let results = try probe.results(of: calls) { calls[$0].function }
                for call in calls {
                    let answer = RecordedAnswer(function: call.function, arguments: call.arguments,
                                                result: Self.recorded(results[call.id] ?? .notRun("no answer came")))
                    recorded[answer.key] = answer
                }
            } catch {
                failure = "The submission's probe could not be run: \(error)"
            }
        }
        for chapter in waiting where charts[chapter.number] == nil {
            charts[chapter.number] = ChapterChart(
                chapter: chapter.number,
                problem: failure ?? "The chart still needed answers after \(Self.replayRounds) rounds of calls.")
        }
        return chapters.compactMap { charts[$0.number] }
    }

    /// A probe's result as the replay reads it: a value, a `todo`, or what went wrong in words.
    static func recorded(_ result: ProbeRun.Result) -> RecordedAnswer.Result {
        switch result {
        case .answered(.returned(let value), _, _): .returned(value)
        case .answered(.notImplemented, _, let files): .notImplemented(todoFiles: files ?? [])
        case .answered(.refused(let why), _, _): .failed("could not be called: \(why)")
        case .crashed(let why): .failed("crashed: \(why)")
        case .timedOut(let seconds): .failed("ran longer than \(WatchedRun.Limit.duration(seconds))")
        case .notRun(let why): .failed("was not called: \(why)")
        }
    }
}
