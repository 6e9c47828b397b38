import Course
import Foundation
import Platform
import PreviewProtocol
import Renderer
import Runner

/// Each chapter's chart as SVG, drawn by a built preview program in the sandbox, as the
/// tests run: read-only, the minimal system, the submission's limits, and a time limit.
///
/// ```
/// let charts = run.charts(of: chapters, drawnBy: program)
/// charts[0].svg       // "<svg xmlns=...>...</svg>", as `workbook preview 1 --svg` writes it
/// charts[1].problem   // "The preview stopped after 30 s: ..."
/// ```
///
/// The program is the one the submission's build made (the student's code) or the one
/// built from the reference solutions; only the folder the SVG goes to is writable.
extension SubmissionRun {
    /// How long one chart may take, as for `workbook preview`.
    static let chartTimeLimit: TimeInterval = 30
    /// The largest SVG kept in the grade; a bigger one is named instead.
    static let largestChart = 2 << 20
    /// The size a chart is drawn at, in terminal cells; its SVG is 10 × 20 pixels a cell.
    static let chartSize = TerminalSize(columns: 80, rows: 24)

    func charts(of chapters: [Chapter], drawnBy program: URL) -> [ChapterChart] {
        chapters.map { chapter in
            do {
                return try chart(of: chapter, drawnBy: program)
            } catch {
                return ChapterChart(chapter: chapter.number, problem: "The chart could not be drawn: \(error)")
            }
        }
    }

    private func chart(of chapter: Chapter, drawnBy program: URL) throws -> ChapterChart {
        let folder = package.chartsFolder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("chapter-\(chapter.number).svg")
        try? FileManager.default.removeItem(at: file)
        var request = ChartRequest(.preview, chapter: chapter)
        request.options.svgPath = file.path
        if let problem = try runPreview(request, program: program, log: "chart-\(chapter.number)") {
            return ChapterChart(chapter: chapter.number, problem: problem)
        }
        return Self.chart(ofChapter: chapter.number, in: file)
            ?? ChapterChart(chapter: chapter.number, problem: "The preview wrote no chart.")
    }

    /// Runs the preview program with `request`, at the report's size, in the sandbox with
    /// only the charts' folder writable; why it drew nothing, or `nil` when it ended well.
    func runPreview(_ request: ChartRequest, program: URL, log: String) throws -> String? {
        var request = request
        request.drawing = .init(size: Self.chartSize, sizeIsFixed: true, canvas: .braille, colors: .none)
        let folder = package.chartsFolder
        let arguments = [program.path, "--request", try request.encodedArgument()]
        let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        var limits = self.limits
        limits.outputBytes = min(limits.outputBytes, 1 << 20)
        let timeLimits = WatchedRun.TimeLimits(total: Self.chartTimeLimit)
        let run: WatchedRun
        if var sandbox {
            sandbox.give(folder)
            sandbox.minimalSystem = true
            sandbox.readable = [program] + Self.toolchainFolders(of: swift)
            sandbox.writable = [folder]
            sandbox.hidden = []
            sandbox.limits = limits
            let command = sandbox.command(WatchedRun.wrapper + arguments, environment: environment)
            run = try WatchedRun.run(
                command, runsAs: sandbox.runsAs, limits: limits, timeLimits: timeLimits, environment: [:])
        } else {
            run = try WatchedRun.run(
                arguments, runsAs: nil, limits: limits, timeLimits: timeLimits, environment: environment)
        }
        try? run.output.write(to: logs.appendingPathComponent("\(name)-\(log).log"))
        let status = sandbox == nil ? run.exitStatus ?? run.signal.map { 128 + $0 } : run.commandStatus
        return Self.problem(of: run, status: status)
    }

    /// The chart in `file`, or `nil` when there is none; one too large is named instead.
    static func chart(ofChapter number: Int, in file: URL) -> ChapterChart? {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int ?? 0
        let data = size > largestChart ? nil : BoundedFile.contents(of: file, atMost: largestChart, what: "the chart")
        guard size > largestChart || data?.isEmpty == false else { return nil }
        guard let data else {
            return ChapterChart(
                chapter: number,
                problem: "The chart is larger than \(WatchedRun.Limit.size(largestChart)), so it was left out.")
        }
        return ChapterChart(chapter: number, svg: String(decoding: data, as: UTF8.self))
    }

    /// Why a preview run drew no chart, in a line: the limit it hit, or how it ended and
    /// what it said last; `nil` when it ended well.
    static func problem(of run: WatchedRun, status: Int32?) -> String? {
        if let limit = run.limitHit {
            return limit == .total(seconds: chartTimeLimit)
                ? "The preview was stopped after \(Int(chartTimeLimit)) s: it may be stuck in an endless loop."
                : "The preview was stopped: it \(limit.message)."
        }
        guard status != 0 else { return nil }
        let lines = String(decoding: run.output, as: UTF8.self).split(separator: "\n").map(String.init)
        let said = lines.last { $0.hasPrefix("Error: ") } ?? lines.suffix(2).joined(separator: " ")
        let ending =
            status.map { $0 > 128 ? "crashed (signal \($0 - 128))" : "ended with status \($0)" } ?? "was stopped"
        return "The preview \(ending)" + (said.isEmpty ? "." : ": " + String(said.prefix(300)))
    }
}
