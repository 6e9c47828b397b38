import Course
import Foundation
import PreviewProtocol
import ProbeProtocol
import Probes
import Renderer
import SampleData

/// The reference solutions' answers that stand in for them in the students' edition:
/// recorded by the program built from the solutions when the edition is made, and read
/// by the student's own preview program for `preview --compare` and `demo`.
///
/// ```
/// // Making the edition, in the program built from the solutions:
/// let answers = EditionAnswers.record(chapters: catalog.chapters)   // [DigestedAnswer]
/// // In the students' edition, in the program built from the student's code:
/// let reference = try EditionAnswers(contentsOf: path)
/// let parts = try reference.expectedParts(of: chart, settings: settings)
/// ```
///
/// What is kept is values: each call's digest and the solution's answer, never its
/// arguments or any code. The charts are drawn through the chapter's table of functions
/// answered from them, as the grader's replay draws a student's (``RecordedAnswers``).
struct EditionAnswers: Sendable {
    let digested: [String: RecordedAnswer.Result]

    init(digested answers: [DigestedAnswer]) {
        digested = Dictionary(answers.map { ($0.digest, $0.result) }, uniquingKeysWith: { first, _ in first })
    }

    init(contentsOf path: String) throws(PreviewError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .failed("The expected charts' answers (\(path)) are missing; make the students' edition again.")
        }
        self.init(digested: ProbeWire.values(DigestedAnswer.self, in: data))
    }

    /// One chart to draw, from its chapter, preview and data.
    struct Chart {
        let chapter: Chapter
        let preview: any ChapterPreview
        let data: Dataset
    }

    /// The expected parts of `chart` as `settings` draw it, from the reference's answers.
    ///
    /// - Throws: When the edition has no answer to a call the chart makes: an option's
    ///   value or a selection it was not made for.
    func expectedParts(of chart: Chart, settings: PreviewSettings, in rect: CGRect) throws -> ExpectedParts {
        var settings = settings
        settings.implementation = .reference
        settings.comparison = .recording
        settings.plotRect = rect
        settings.tap = nil
        let answers = RecordedAnswers(digested: digested)
        let parts = chart.preview.answered(by: answers).chart(
            of: chart.data, chapter: chart.chapter, settings: settings
        ).expected
        guard answers.unanswered.isEmpty else { throw EditionChartMissing() }
        return parts
    }

    /// `chart` drawn by the reference's answers, as the demo shows it.
    func drawn(_ chart: Chart, settings: PreviewSettings) -> Renderer.Chart {
        chart.preview.answered(by: RecordedAnswers(digested: digested))
            .chart(of: chart.data, chapter: chart.chapter, settings: settings).chart
    }
}

/// The edition was made without the answers a chart needs.
struct EditionChartMissing: Error, CustomStringConvertible {
    // A footer line: it must fit 80 columns. The edition holds the built-in datasets, with
    // each option at its default or one of its choices (Tests/README.md, the instructors' guide, says so),
    // and the values the READMEs give (`EditionCharts.QuotedChart`).
    var description: String { "no expected chart: the students' edition has none for these options" }
}

extension EditionAnswers {
    /// A dataset of at most this many points is recorded with each point selected: a
    /// selection can move what is compared (chapter 4's card). A longer one, with the
    /// largest value selected, as the demo shows it.
    static let selectedOneByOne = 60

    /// The settings of every chart the edition records, for `chapter`: on each canvas and
    /// recorded size, each variant (with those the READMEs ask for, `quoted`) in the
    /// recorded layout, without a selection and with each point selected (see
    /// ``selectedOneByOne``).
    static func recordedSettings(of chapter: Chapter, quoted: [EditionCharts.QuotedChart] = [])
        -> [(variant: EditionCharts.Variant, settings: PreviewSettings)]
    {
        var all: [(EditionCharts.Variant, PreviewSettings)] = []
        for variant in EditionCharts.variants(of: chapter, quoted: quoted) {
            guard let data = Dataset.named(variant.dataset) else { continue }
            let selections: [Int?] =
                data.points.count <= selectedOneByOne
                ? [nil] + data.points.indices.map { $0 } : [nil, data.indexOfLargestValue]
            for canvas in EditionCharts.canvases {
                for size in EditionCharts.sizes {
                    var settings = PreviewSettings(
                        size: size, canvas: canvas, implementation: .reference, chapterOptions: variant.chapterOptions)
                    settings.recordedLayout = true
                    settings.comparison = .recording
                    for selection in selections {
                        settings.selection = selection
                        all.append((variant, settings))
                    }
                }
            }
        }
        return all
    }

    /// Draws every chart the edition records (with the READMEs' `quoted` charts) through
    /// the program's own chapter code (the solutions, when the edition is made), and keeps
    /// each answer.
    ///
    /// Each chart is drawn from the answers so far; the calls that have none yet are made
    /// and the chart drawn again, until it asks nothing new.
    ///
    /// - Complexity: O(*c* × *r*) draws, for *c* charts and *r* rounds each (2 to 5).
    static func record(chapters: [Chapter], quoted: [EditionCharts.QuotedChart] = []) throws(PreviewError)
        -> [DigestedAnswer]
    {
        var table: [String: RecordedAnswer.Result] = [:]
        for chapter in chapters {
            guard let preview = ChapterPreviews.preview(ofModule: chapter.module) else { continue }
            for (variant, settings) in recordedSettings(of: chapter, quoted: quoted) {
                guard let data = Dataset.named(variant.dataset) else { continue }
                while true {
                    let answers = RecordedAnswers(table: table)
                    _ = preview.answered(by: answers).chart(of: data, chapter: chapter, settings: settings)
                    let calls = answers.unanswered
                    if calls.isEmpty { break }
                    for call in calls {
                        let result = try answer(to: call)
                        table[RecordedAnswer.key(function: call.function, arguments: call.arguments)] = result
                    }
                }
            }
        }
        return table.map { DigestedAnswer(digest: RecordedAnswer.digest(of: $0.key), result: $0.value) }
            .sorted { $0.digest < $1.digest }
    }

    /// The program's own answer to `call`: the solution's, when the edition is made, and
    /// in the grader's program that replays a submission's charts.
    static func answer(to call: ProbeCall) throws(PreviewError) -> RecordedAnswer.Result {
        switch ProbeProgram.outcome(of: call) {
        case (.returned(let value), _): return .returned(value)
        case (.notImplemented, let files):
            throw .failed(
                "\(call.swiftText) reached a todo in \(files?.joined(separator: ", ") ?? "the chapter"): the edition is made from the solutions."
            )
        case (.refused(let reason), _):
            throw .failed("\(call.swiftText) could not be made: \(reason)")
        }
    }
}
