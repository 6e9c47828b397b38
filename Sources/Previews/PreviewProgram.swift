import Contracts
import Course
import Foundation
import PreviewProtocol
import ProbeProtocol
import Renderer
import SampleData

/// The preview program's entry point: reads the ``ChartRequest`` the `workbook` tool
/// sends and draws the chart, the demo or the interactive explorer.
///
/// ```
/// workbook-preview --request '{"mode":"preview","chapters":[...],...}'
/// ```
///
/// Errors go to standard error as "Error: ..." with an ``ExitCode``, which the tool
/// passes on unchanged.
public enum PreviewProgram {
    public static func main(arguments: [String]) -> Never {
        guard arguments.count == 2, arguments[0] == "--request",
            let request = try? ChartRequest(decodingArgument: arguments[1])
        else {
            fail(.usage("workbook-preview is started by `workbook preview`, `demo` and `explore`; run those instead."))
        }
        // Student code that crashes or never returns is reported by name.
        CallWatch.start(limit: 10)
        do {
            switch request.mode {
            case .preview: try preview(request)
            case .demo: try demo(request)
            case .explore: try explore(request)
            case .expected: try expected(request)
            case .status: try status(request)
            case .replay: try replay(request)
            case .record: try record(request)
            }
        } catch {
            fail(error)
        }
        exit(ExitCode.success.rawValue)
    }

    static func fail(_ error: PreviewError) -> Never {
        FileHandle.standardError.write(Data("Error: \(error.message)\n".utf8))
        exit(error.exitCode.rawValue)
    }

    /// The chapter's preview, found by the module its description names.
    static func chapterPreview(for chapter: Chapter) throws(PreviewError) -> any ChapterPreview {
        guard let preview = ChapterPreviews.preview(ofModule: chapter.module) else {
            throw .usage("Chapter \(chapter.number) has no preview yet.")
        }
        return preview
    }

    static func settings(for request: ChartRequest) -> PreviewSettings {
        var settings = PreviewSettings(
            size: request.drawing.size, canvas: request.drawing.canvas, plain: request.drawing.colors == .none,
            implementation: .student,
            selection: request.selection, tap: request.tap, chapterOptions: request.chapterOptions)
        if request.compare, let program = request.referenceProgram {
            settings.comparison = .against { rect in
                try ReferenceProgram(path: program).expectedParts(for: request, in: rect)
            }
        } else if request.compare, let path = request.expectedAnswersPath {
            // The students' edition: the reference's answers, recorded for this layout.
            settings.recordedLayout = true
            let drawn = settings
            settings.comparison = .against { rect in
                let (chapter, preview, dataset) = try previewAndData(for: request)
                return try EditionAnswers(contentsOf: path)
                    .expectedParts(
                        of: .init(chapter: chapter, preview: preview, data: dataset), settings: drawn, in: rect)
            }
        }
        return settings
    }

    /// Records the reference's answers to every chart the students' edition carries, in the
    /// program built from the solutions, and writes them to the request's path.
    static func record(_ request: ChartRequest) throws(PreviewError) {
        guard let path = request.expectedAnswersPath else {
            throw .usage("A record request names no file for the answers.")
        }
        let answers = try EditionAnswers.record(chapters: request.chapters, quoted: request.quotedCharts)
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            var lines = Data()
            for answer in answers {
                lines.append(try encoder.encode(answer))
                lines.append(0x0A)
            }
            try OutputFile.write(lines, to: URL(fileURLWithPath: path))
        } catch {
            throw .failed("The expected charts' answers could not be written to \(path): \(error.localizedDescription)")
        }
    }

    /// The chapter, its preview and its data, checked as the tool checks them.
    static func previewAndData(for request: ChartRequest) throws(PreviewError) -> (Chapter, any ChapterPreview, Dataset)
    {
        guard let chapter = request.chapter else { throw .usage("The request names no chapter.") }
        let preview = try chapterPreview(for: chapter)
        do {
            try request.check()
            return (chapter, preview, try request.data(for: chapter))
        } catch {
            throw PreviewError(error)
        }
    }

    static func preview(_ request: ChartRequest) throws(PreviewError) {
        let (chapter, preview, dataset) = try previewAndData(for: request)
        let chart = preview.chart(of: dataset, chapter: chapter, settings: settings(for: request)).chart
        if let svgPath = request.options.svgPath { try writeSVG(of: chart, to: svgPath) }
        print(chart.text(colors: request.drawing.colors))
    }

    /// A student's charts drawn from their recorded answers, for the grader, by the
    /// program built from the reference solutions: none of the student's code runs here.
    ///
    /// The calls the charts made that have no answer yet go to the request's file of
    /// unanswered calls, and no chart is written; once they are complete, each chart is
    /// written, or a line naming the call that failed (a crash, a time-out).
    ///
    /// The first round, with no answers recorded, draws the reference's own charts (this
    /// program's code answers each call) to list every call they make: a solved submission
    /// answers them all at once, where a round for each link of a chain of calls would
    /// start the student's probe again and again. Only the first: a later round's calls
    /// have the student's answers in their arguments, and the reference is never called
    /// with those.
    static func replay(_ request: ChartRequest) throws(PreviewError) {
        guard let paths = request.replay else { throw .usage("A replay request names no recorded answers.") }
        let recorded: [String: RecordedAnswer.Result]
        do {
            recorded = RecordedAnswers.table(
                of: ProbeWire.values(
                    RecordedAnswer.self, in: try Data(contentsOf: URL(fileURLWithPath: paths.answersPath))))
        } catch {
            throw .failed("The recorded answers could not be read: \(error.localizedDescription)")
        }
        var drawn: [(Chapter, Chart, RecordedAnswers)] = []
        var unanswered: [ProbeCall] = []
        var asked: Set<String> = []
        for chapter in request.chapters {
            var one = request
            one.chapters = [chapter]
            let (chapter, preview, dataset) = try previewAndData(for: one)
            let answers =
                recorded.isEmpty
                ? RecordedAnswers(table: recorded, standIn: { call in try? EditionAnswers.answer(to: call) })
                : RecordedAnswers(table: recorded)
            drawn.append(
                (
                    chapter,
                    preview.answered(by: answers).chart(of: dataset, chapter: chapter, settings: settings(for: one))
                        .chart, answers
                ))
            for call in answers.unanswered
            where asked.insert(RecordedAnswer.key(function: call.function, arguments: call.arguments)).inserted {
                unanswered.append(ProbeCall(id: unanswered.count, function: call.function, arguments: call.arguments))
            }
        }
        do {
            let lines = try unanswered.map(ProbeWire.line).reduce(Data(), +)
            try OutputFile.write(lines, to: URL(fileURLWithPath: paths.unansweredPath))
            guard unanswered.isEmpty else { return }
            for (chapter, chart, answers) in drawn {
                if let failure = answers.failures.first {
                    try OutputFile.write(
                        Data("Their \(failure)".utf8),
                        to: URL(fileURLWithPath: paths.problemPath(ofChapter: chapter.number)))
                } else {
                    try OutputFile.write(
                        Data(SVGDocument(chart).text.utf8),
                        to: URL(fileURLWithPath: paths.chartPath(ofChapter: chapter.number)))
                }
            }
        } catch {
            throw .failed("The replayed charts could not be written: \(error.localizedDescription)")
        }
    }

    /// One line for `watch`: what the chapter's preview draws with the student's code.
    static func status(_ request: ChartRequest) throws(PreviewError) {
        let (chapter, preview, dataset) = try previewAndData(for: request)
        let missing = Set(preview.chart(of: dataset, chapter: chapter, settings: settings(for: request)).missing)
        print(previewStatus(missing: missing, chapter: chapter))
    }

    /// "preview: every part drawn by your code", or which exercises it still waits for.
    static func previewStatus(missing: Set<String>, chapter: Chapter) -> String {
        let waiting = missing.sorted { $0.compare($1, options: .numeric) == .orderedAscending }
        guard !waiting.isEmpty else {
            return "preview: every part is drawn by your code; `swift run workbook preview \(chapter.number)` shows it"
        }
        let names = waiting.count == 1 ? "exercise \(waiting[0])" : "exercises " + waiting.joined(separator: ", ")
        return "preview: the chart waits for \(names); `swift run workbook preview \(chapter.number)` draws the rest"
    }

    /// The reference's parts that `--compare` checks, as JSON on standard output.
    static func expected(_ request: ChartRequest) throws(PreviewError) {
        let (chapter, preview, dataset) = try previewAndData(for: request)
        var settings = settings(for: request)
        settings.implementation = .reference
        settings.comparison = .recording
        settings.plotRect = request.plotRect
        settings.tap = nil
        let parts = preview.chart(of: dataset, chapter: chapter, settings: settings).expected
        do {
            FileHandle.standardOutput.write(try parts.encoded())
        } catch {
            throw .failed("The expected parts could not be written: \(error)")
        }
    }

    /// Every chapter's reference chart, one dataset after another, with the largest value
    /// selected so the tooltip shows too. On a terminal it waits for Enter between charts.
    /// With `--svg chart.svg`, each chart is written too: chart-1.svg, chart-2.svg, ...
    static func demo(_ request: ChartRequest) throws(PreviewError) {
        let pauses = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        var charts: [(Chapter, any ChapterPreview, Dataset)] = []
        for chapter in request.chapters {
            guard let preview = ChapterPreviews.preview(ofModule: chapter.module) else { continue }
            for name in chapter.datasets {
                do {
                    charts.append((chapter, preview, try ChartRequest.dataset(named: name, csvPath: nil, for: chapter)))
                } catch {
                    throw PreviewError(error)
                }
            }
        }
        // In the students' edition the reference's answers draw the charts; in the
        // instructor's, this program is built from the solutions themselves.
        let reference = try request.expectedAnswersPath.map { path throws(PreviewError) in
            try EditionAnswers(contentsOf: path)
        }
        for (number, (chapter, preview, dataset)) in charts.enumerated() {
            var settings = settings(for: request)
            settings.implementation = .reference
            settings.comparison = .none
            settings.tap = nil
            settings.selection = dataset.indexOfLargestValue
            settings.recordedLayout = reference != nil
            var chart =
                reference.map { $0.drawn(.init(chapter: chapter, preview: preview, data: dataset), settings: settings) }
                ?? preview.chart(of: dataset, chapter: chapter, settings: settings).chart
            chart.title += "  (chart \(number + 1) of \(charts.count), chapter \(chapter.number))"
            if let svgPath = request.options.svgPath {
                try writeSVG(of: chart, to: charts.count > 1 ? numbered(svgPath, number + 1) : svgPath)
            }
            print(chart.text(colors: request.drawing.colors))
            guard number < charts.count - 1 else { break }
            if pauses {
                FileHandle.standardError.write(Data("Press Enter for the next chart, or q and Enter to stop. ".utf8))
                guard let answer = readLine(), answer.trimmingCharacters(in: .whitespaces).lowercased() != "q" else {
                    return
                }
            } else {
                print()
            }
        }
    }

    static func explore(_ request: ChartRequest) throws(PreviewError) {
        let (chapter, preview, dataset) = try previewAndData(for: request)
        try Explorer(chapter: chapter, preview: preview, dataset: dataset, request: request).run()
    }

    /// "slides/chart.svg" as "slides/chart-2.svg".
    static func numbered(_ path: String, _ number: Int) -> String {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent + "-\(number)"
        let extensionPart = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        return url.deletingLastPathComponent().appendingPathComponent(name + extensionPart).path
    }

    static func writeSVG(of chart: Chart, to path: String) throws(PreviewError) {
        do {
            try OutputFile.write(Data(SVGDocument(chart).text.utf8), to: URL(fileURLWithPath: path))
        } catch {
            throw .failed("Could not write the SVG file \(path): \(error.localizedDescription)")
        }
        FileHandle.standardError.write(Data("Wrote \(path)\n".utf8))
    }
}
