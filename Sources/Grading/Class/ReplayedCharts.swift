import Course
import Foundation
import Platform
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
/// on the value range), so the charts are drawn in rounds, every chapter in one run of the
/// program: each round's unanswered calls are answered together, in one start of the
/// probe, and the charts are drawn again until none is left. The first round lists every
/// call of the reference's own charts, so a solved submission takes two rounds, and one
/// whose answers differ about as many more as its longest chain of calls that follow
/// from a differing answer (``ReplayRounds`` holds the rounds and their limits).
/// `runs/<name>-charts-rounds.log` says how many there were.
extension SubmissionRun {
    /// The largest list of calls a round leaves for the probe that the grader reads: the
    /// rounds ask at most 20,000 calls, a few hundred bytes each.
    static let largestCallList = 32 << 20

    /// The charts of `chapters`, drawn by `program` (the reference's preview) from the
    /// answers of the submission's `probe`, or the problem that stopped them.
    ///
    /// - Parameter probe: The submission's probe; its ``ProbeRun/totalLimit`` is the time
    ///   for every round's answers together (``ReplayRounds``), not for each round's.
    func replayedCharts(of chapters: [Chapter], drawnBy program: URL, answering probe: ProbeRun) -> [ChapterChart] {
        let folder = package.chartsFolder
        let paths = ChartRequest.Replay(
            answersPath: folder.appendingPathComponent("answers.jsonl").path,
            unansweredPath: folder.appendingPathComponent("unanswered.jsonl").path, outputFolder: folder.path)
        var rounds = ReplayRounds(answerTime: probe.totalLimit)
        rounds.answerTimeBasis = probe.totalLimitBasis
        defer {
            let said = "\(rounds.asked) calls of the submission's functions, in rounds:\n" + rounds.times.text
            try? Data(said.utf8).write(to: logs.appendingPathComponent("\(name)-charts-rounds.log"))
        }
        let problem: String
        do {
            let ending = try rounds.run(
                draw: { recorded in
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    for path in [paths.unansweredPath]
                        + chapters.flatMap({
                            [paths.chartPath(ofChapter: $0.number), paths.problemPath(ofChapter: $0.number)]
                        })
                    {
                        try? FileManager.default.removeItem(atPath: path)
                    }
                    try recorded.map(ProbeWire.line).reduce(Data(), +).write(
                        to: URL(fileURLWithPath: paths.answersPath))
                    var request = ChartRequest(mode: .replay, chapters: chapters)
                    request.replay = paths
                    if let failure = try runPreview(request, program: program, log: "charts") {
                        return .failed(failure)
                    }
                    let file = URL(fileURLWithPath: paths.unansweredPath)
                    // None left to ask when the preview wrote no such file.
                    let unanswered =
                        FileManager.default.fileExists(atPath: file.path)
                        ? try BoundedFile.read(file, atMost: Self.largestCallList, what: "the charts' calls left")
                        : Data()
                    return .unanswered(ProbeWire.values(ProbeCall.self, in: unanswered))
                },
                answer: { calls, timeLimit in
                    var probe = probe
                    probe.totalLimit = timeLimit
                    return try probe.results(of: calls) { calls[$0].function }.mapValues(Self.recorded)
                })
            switch ending {
            case .drawn: return chapters.map { drawn($0, paths: paths) }
            case .stopped(let why): problem = why
            }
        } catch {
            problem = "The chart could not be drawn: \(error)"
        }
        return chapters.map { ChapterChart(chapter: $0.number, problem: problem) }
    }

    /// Chapter `chapter`'s replayed chart, or the line that says which call failed.
    private func drawn(_ chapter: Chapter, paths: ChartRequest.Replay) -> ChapterChart {
        if let said = BoundedFile.contents(
            of: URL(fileURLWithPath: paths.problemPath(ofChapter: chapter.number)), atMost: 64 << 10,
            what: "why the chart was not drawn"
        ).map({ String(decoding: $0, as: UTF8.self) }) {
            return ChapterChart(
                chapter: chapter.number, problem: String(said.prefix(300)) + ", so the chart was not drawn.")
        }
        return Self.chart(
            ofChapter: chapter.number, in: URL(fileURLWithPath: paths.chartPath(ofChapter: chapter.number)))
            ?? ChapterChart(chapter: chapter.number, problem: "The chart was not drawn.")
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
