import Course
import ExerciseSupport
import Foundation
import PreviewProtocol
import ProbeProtocol
import Renderer
import SampleData
import Synchronization
import Testing
import ToolTestSupport

@testable import Previews
@testable import Probes

/// The grader's chart of a submission, drawn from its answers alone: these tests answer
/// the calls in this process, with the functions the tool's tests are built with (the
/// reference solutions) or with a stand-in, round after round as the grader does.
@Suite("A chart drawn from recorded answers")
struct ReplayTests {
    static let settings = PreviewSettings(size: TerminalSize(columns: 80, rows: 24), canvas: .braille, plain: true)

    /// The chart of `chapter`'s first dataset drawn from the answers `answer` gives.
    static func replayed(
        _ chapter: Chapter, sourceLocation: SourceLocation = #_sourceLocation,
        answer: (ProbeCall) -> RecordedAnswer.Result = reference
    ) throws -> (result: PreviewResult, rounds: Int, failures: [String]) {
        let preview = try #require(ChapterPreviews.preview(ofModule: chapter.module), sourceLocation: sourceLocation)
        let data = try ChartRequest.dataset(named: chapter.datasets[0], csvPath: nil, for: chapter)
        var recorded: [RecordedAnswer] = []
        for round in 1...SubmissionRounds.limit {
            let answers = RecordedAnswers(recorded)
            let result = preview.answered(by: answers).chart(of: data, chapter: chapter, settings: settings)
            guard !answers.unanswered.isEmpty else { return (result, round, answers.failures) }
            recorded += answers.unanswered.map {
                RecordedAnswer(function: $0.function, arguments: $0.arguments, result: answer($0))
            }
        }
        Issue.record(
            "the chart still had unanswered calls after \(SubmissionRounds.limit) rounds",
            sourceLocation: sourceLocation)
        return (preview.chart(of: data, chapter: chapter, settings: settings), SubmissionRounds.limit, [])
    }

    /// The answer of the probe built with this target's chapter code, as the grader records it.
    static func reference(_ call: ProbeCall) -> RecordedAnswer.Result {
        switch ProbeProgram.outcome(of: call) {
        case (.returned(let value), _): .returned(value)
        case (.notImplemented, let files): .notImplemented(todoFiles: files ?? [])
        case (.refused(let why), _): .failed("could not be called: \(why)")
        }
    }

    /// The chart drawn by calling the functions themselves, as `workbook preview` does.
    static func live(_ chapter: Chapter, _ preview: any ChapterPreview) throws -> PreviewResult {
        let data = try ChartRequest.dataset(named: chapter.datasets[0], csvPath: nil, for: chapter)
        return preview.chart(of: data, chapter: chapter, settings: settings)
    }

    @Test("the reference's answers draw the reference's chart, byte for byte", arguments: workbookCatalog.chapters)
    func referenceChart(chapter: Chapter) throws {
        let live = try Self.live(chapter, try #require(ChapterPreviews.preview(ofModule: chapter.module)))
        let (replayed, rounds, failures) = try Self.replayed(chapter)
        #expect(failures.isEmpty, "\(failures)")
        #expect(replayed.missing.isEmpty && live.missing.isEmpty, "every part is drawn: \(replayed.missing)")
        #expect(
            SVGDocument(replayed.chart).text == SVGDocument(live.chart).text,
            "chapter \(chapter.number), after \(rounds) rounds")
        #expect(replayed.chart.text(colors: .none) == live.chart.text(colors: .none))
    }

    @Test("a wrong answer is drawn as it is: a flat line where the points should be")
    func wrongAnswer() throws {
        let flat: @Sendable ([Double], CGRect) -> [CGPoint] = { values, rect in
            values.indices.map { CGPoint(x: rect.minX + CGFloat($0), y: rect.midY) }
        }
        var functions = LineGraphFunctions.chapter
        functions.linePoints = flat
        let expected = try Self.live(lineGraph, LineGraphPreview(functions: functions))
        let (replayed, _, _) = try Self.replayed(lineGraph) { call in
            guard call.function == "LineGraph.linePoints(for:in:)" else { return Self.reference(call) }
            let values = try! [Double](probeValue: call.arguments[0].value)
            let rect = try! CGRect(probeValue: call.arguments[1].value)
            return .returned(flat(values, rect).probeValue)
        }
        #expect(SVGDocument(replayed.chart).text == SVGDocument(expected.chart).text)
        let reference = try Self.live(lineGraph, LineGraphPreview())
        #expect(
            SVGDocument(replayed.chart).text != SVGDocument(reference.chart).text, "and it is not the reference's chart"
        )
    }

    @Test("a todo's answer is drawn as the exercise not written, naming it")
    func notWritten() throws {
        let (replayed, _, _) = try Self.replayed(lineGraph) { call in
            call.function == "LineGraph.xPosition(index:count:in:)"
                ? .notImplemented(todoFiles: ["LineGraph/XPosition.swift"]) : Self.reference(call)
        }
        var functions = LineGraphFunctions.chapter
        functions.xPosition = { _, _, _ in todo("write this", fileID: "LineGraph/XPosition.swift") }
        let expected = try Self.live(lineGraph, LineGraphPreview(functions: functions))
        #expect(
            Set(replayed.missing) == ["1.2"] && replayed.missing == expected.missing,
            "\(replayed.missing) \(expected.missing)")
        #expect(replayed.chart.text(colors: .none) == expected.chart.text(colors: .none))
    }

    @Test("a call that crashed is named, with the grader's reason")
    func crashed() throws {
        let (_, _, failures) = try Self.replayed(lineGraph) { call in
            call.function == "LineGraph.gridLineValues(count:minimum:maximum:)"
                ? .failed("crashed: Index out of range") : Self.reference(call)
        }
        let failure = try #require(failures.first)
        #expect(
            failure.hasPrefix("gridLineValues(count: 5, minimum: ")
                && failure.hasSuffix(" crashed: Index out of range"), "\(failure)")
    }

    @Test("an answer of the wrong kind is named, and draws nothing of its part")
    func wrongKind() throws {
        let (replayed, _, failures) = try Self.replayed(lineGraph) { call in
            call.function == "LineGraph.linePoints(for:in:)"
                ? .returned(.string("<svg>a perfect chart</svg>")) : Self.reference(call)
        }
        #expect(
            failures.count == 1 && failures[0].contains("linePoints(for: ") && failures[0].contains("not of its type"),
            "\(failures)")
        #expect(!replayed.chart.text(colors: .none).contains("perfect"))
    }
}

/// The preview program's replay, as the grader runs it: a request a round, with the
/// answers so far in a file, until the program asks for none.
@Suite("The grader's rounds of a replayed chart")
struct ReplayRoundsTests {
    /// Every chapter's charts replayed with `answer`'s answers; `recorded` is what the
    /// first round finds in the answers file.
    static func replayed(
        recorded first: [RecordedAnswer] = [], answer: (ProbeCall) -> RecordedAnswer.Result = ReplayTests.reference
    ) throws -> (rounds: Int, charts: [String]) {
        let folder = TemporaryFolder(prefix: "replay-rounds")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.root, withIntermediateDirectories: true)
        let paths = ChartRequest.Replay(
            answersPath: folder.root.appendingPathComponent("answers.jsonl").path,
            unansweredPath: folder.root.appendingPathComponent("unanswered.jsonl").path, outputFolder: folder.root.path)
        var request = ChartRequest(mode: .replay, chapters: workbookCatalog.chapters)
        request.replay = paths
        var recorded = first
        for round in 1...SubmissionRounds.limit {
            try recorded.map(ProbeWire.line).reduce(Data(), +).write(to: URL(fileURLWithPath: paths.answersPath))
            try PreviewProgram.replay(request)
            let calls = ProbeWire.values(
                ProbeCall.self, in: try Data(contentsOf: URL(fileURLWithPath: paths.unansweredPath)))
            guard !calls.isEmpty else {
                let charts = try workbookCatalog.chapters.map {
                    try String(contentsOfFile: paths.chartPath(ofChapter: $0.number), encoding: .utf8)
                }
                return (round, charts)
            }
            recorded += calls.map { RecordedAnswer(function: $0.function, arguments: $0.arguments, result: answer($0)) }
        }
        Issue.record("the charts still had unanswered calls after \(SubmissionRounds.limit) rounds")
        return (SubmissionRounds.limit, [])
    }

    /// An answer to a call no chart makes: with it in the file, the first round has
    /// answers, and no stand-in draws.
    static let unrelated = RecordedAnswer(function: "None.none()", arguments: [], result: .failed("never asked"))

    @Test("the first round lists every call of the reference's charts, so the reference's answers draw them in two")
    func referenceInTwoRounds() throws {
        let quick = try Self.replayed()
        let roundByRound = try Self.replayed(recorded: [Self.unrelated])
        #expect(quick.rounds == 2, "every call was asked in the first round")
        #expect(roundByRound.rounds > 2, "a round for each link of a chain, without the reference standing in")
        #expect(quick.charts == roundByRound.charts && quick.charts.count == workbookCatalog.chapters.count)
    }

    @Test(
        "the reference's stand-in answers are never drawn: a submission's own answers are",
        arguments: [
            "LineGraph.valueRange(of:)", "BarChart.hourStarts(ofDayContaining:in:)", "Boxplot.whiskerEnds(ofSorted:)",
            "Interactivity.barIndex(at:count:in:)", "AxesAndScale.niceDomain(_:count:)",
        ])
    func standInsNotDrawn(function: String) throws {
        let asked = Mutex<Set<String>>([])
        let wrong: (ProbeCall) -> RecordedAnswer.Result = { call in
            guard call.function == function else { return ReplayTests.reference(call) }
            asked.withLock { _ = $0.insert(call.function) }
            return .notImplemented(todoFiles: ["a todo"])
        }
        let quick = try Self.replayed(answer: wrong)
        let roundByRound = try Self.replayed(recorded: [Self.unrelated], answer: wrong)
        #expect(asked.withLock { $0 } == [function], "the function is one the charts call")
        #expect(quick.charts == roundByRound.charts, "drawn the same with a stand-in's first round and without")
        #expect(quick.charts != (try Self.replayed()).charts, "and not as the reference's charts")
    }
}

/// How many rounds these tests allow, as the grader does.
enum SubmissionRounds {
    static let limit = 12
}
