import AxesAndScale
import Course
import ExerciseSupport
import Foundation
import PreviewProtocol
import Renderer
import SampleData
import TestSupport
import Testing
import ToolTestSupport

@testable import Previews

/// The size every chart in this suite is drawn at.
private let size = TerminalSize(columns: 80, rows: 24)

/// The chart of `data` drawn through `functions` as the student's code.
private func draw(
    _ data: Dataset = .power,
    functions: AxesAndScaleFunctions = .chapter,
    canvas: CanvasKind = .braille,
    implementation: PreviewSettings.Implementation = .student,
    compare: Bool = false,
    options: [String: String] = [:]
) -> PreviewResult {
    var settings = PreviewSettings(size: size, canvas: canvas, implementation: implementation, chapterOptions: options)
    if compare {
        settings.comparison = .against { rect in
            let reference = PreviewSettings(
                size: size, canvas: canvas, implementation: .reference, comparison: .recording, plotRect: rect,
                chapterOptions: options)
            let parts = AxesAndScalePreview().chart(of: data, chapter: axesAndScale, settings: reference).expected
            return try ExpectedParts(decoding: try parts.encoded())
        }
    }
    return AxesAndScalePreview(functions: functions).chart(of: data, chapter: axesAndScale, settings: settings)
}

private func text(of result: PreviewResult) -> String { result.chart.text(colors: .none) }

/// A skeleton's answer: a todo in the chapter's file `file`.
private func skeleton<Value: Placeholder>(_ file: String) -> Value {
    todo("write this", fileID: "\(axesAndScale.module)/\(file)")
}

extension AxesAndScaleFunctions {
    /// Chapter 5's functions with those of the exercises in `files` left as skeletons. A
    /// function that only another one calls (5.8 in the summary, 5.10 in the tones) stands
    /// in as that caller reaching its todo.
    static func skeletons(in files: [String]) -> AxesAndScaleFunctions {
        var functions = AxesAndScaleFunctions.chapter
        for file in files {
            switch file {
            case "TickValues.swift": functions.tickValues = { _, _, _ in skeleton(file) }
            case "NiceDomain.swift": functions.niceDomain = { _, _ in skeleton(file) }
            case "TickLabel.swift": functions.tickLabel = { _, _ in skeleton(file) }
            case "AveragePerBucket.swift": functions.averagePerBucket = { _, _ in skeleton(file) }
            case "MinMaxPerBucket.swift": functions.minMaxPerBucket = { _, _ in skeleton(file) }
            case "LargestTriangleThreeBuckets.swift": functions.largestTriangleThreeBuckets = { _, _ in skeleton(file) }
            case "LargestVerticalDistance.swift": functions.largestVerticalDistance = { _, _ in skeleton(file) }
            case "DateTicks.swift": functions.dateTicks = { _, _, _, _ in skeleton(file) }
            case "AccessibilityValue.swift", "ChartSummary.swift":
                functions.chartSummary = { _, _, _, _ in skeleton(file) }
            case "Pitch.swift", "ToneSamples.swift": functions.toneSamples = { _, _, _, _, _ in skeleton(file) }
            default: Issue.record("chapter.json lists \(file), which the preview's tests do not know")
            }
        }
        return functions
    }
}

/// Every function of chapter 5 a skeleton.
private let skeletonFunctions = AxesAndScaleFunctions.skeletons(in: axesAndScale.exercises.map(\.file))

/// Where the tests write the audio graph.
private let soundPath = FileManager.default.temporaryDirectory.appendingPathComponent("axes-and-scale-preview-test.wav")
    .path

/// The charts that between them reach every function: each method, and the sound.
private func everyPath(_ functions: AxesAndScaleFunctions, canvas: CanvasKind = .braille, compare: Bool = false)
    -> [PreviewResult]
{
    ["average", "minmax", "lttb"].map { method in
        draw(functions: functions, canvas: canvas, compare: compare, options: ["method": method, "sound": soundPath])
    }
}

/// Answers a student might give that no chart can draw as asked.
enum WildAxesStudent: String, CaseIterable, Sendable {
    case nanEverywhere, hugeNumbers, empty, tooMany, reversedDomain

    var functions: AxesAndScaleFunctions {
        var functions = AxesAndScaleFunctions.chapter
        switch self {
        case .nanEverywhere:
            functions.tickValues = { _, _, _ in [.nan, .nan] }
            functions.niceDomain = { _, _ in 0...0 }
            functions.tickLabel = { _, _ in "NaN" }
            functions.averagePerBucket = { _, count in Array(repeating: .nan, count: max(count, 0)) }
            functions.largestTriangleThreeBuckets = { points, _ in points.map { _ in CGPoint(x: CGFloat.nan, y: .nan) }
            }
            functions.dateTicks = { _, _, _, _ in [Date(timeIntervalSince1970: .nan)] }
            functions.toneSamples = { _, _, _, _, _ in [.nan, .infinity] }
        case .hugeNumbers:
            functions.tickValues = { _, _, _ in [-1e300, 1e300] }
            functions.niceDomain = { _, _ in -1e300...1e300 }
            functions.tickLabel = { value, _ in String(repeating: "9", count: 200) }
            functions.minMaxPerBucket = { _, count in Array(repeating: -1e300...1e300, count: max(count, 0)) }
            functions.largestTriangleThreeBuckets = { _, _ in
                [CGPoint(x: -1e300, y: 1e300), CGPoint(x: 1e300, y: -1e300)]
            }
            functions.chartSummary = { _, _, _, _ in String(repeating: "word ", count: 500) }
        case .empty:
            functions.tickValues = { _, _, _ in [] }
            functions.averagePerBucket = { _, _ in [] }
            functions.minMaxPerBucket = { _, _ in [] }
            functions.largestTriangleThreeBuckets = { _, _ in [] }
            functions.dateTicks = { _, _, _, _ in [] }
            functions.chartSummary = { _, _, _, _ in "" }
            functions.toneSamples = { _, _, _, _, _ in [] }
        case .tooMany:
            functions.tickValues = { start, stop, _ in (0...10_000).map { start + (stop - start) * Double($0) / 10_000 }
            }
            functions.averagePerBucket = { values, _ in values + values }
            functions.minMaxPerBucket = { values, _ in values.map { $0.isNaN ? nil : $0...$0 } }
            functions.largestTriangleThreeBuckets = { points, _ in points + points }
            functions.dateTicks = { start, _, _, _ in (0..<100_000).map { start.addingTimeInterval(Double($0) * 60) } }
            functions.toneSamples = { _, _, _, _, _ in Array(repeating: 0.1, count: 1_000_000) }
        case .reversedDomain:
            functions.niceDomain = { domain, _ in domain.upperBound...(domain.upperBound + 1) }
            functions.tickValues = { start, stop, _ in [stop, start, -5] }
            functions.largestTriangleThreeBuckets = { points, _ in points.reversed() }
        }
        return functions
    }
}

@Suite("Axes and scale preview")
struct AxesAndScalePreviewTests {
    // MARK: Golden charts

    @Test(
        "the reference day, downsampled three ways, matches its golden file on every canvas",
        arguments: ["average", "minmax", "lttb"], CanvasKind.allCases)
    func dayChart(method: String, canvas: CanvasKind) {
        let text = text(of: draw(canvas: canvas, implementation: .reference, options: ["method": method]))
        let rows = lines(of: text)
        #expect(rows.count == size.rows, "one line per terminal row")
        #expect(rows.allSatisfy { $0.terminalColumnCount <= size.columns }, "no line is wider than the terminal")
        #expect(text.contains("03:00") && text.contains("21:00"), "the time axis is labelled every three hours")
        #expect(text.contains("1.5k") || text.contains("2k"), "the value axis uses short labels")
        #expect(text.contains("Household power."), "the summary starts with the title")
        #expect(!text.contains("not implemented"), "the reference has every exercise")
        expectSnapshot(text, named: "axes-and-scale-\(method)-\(canvas.rawValue)")
    }

    @Test("the average hides the keep-warm spikes that min-max and LTTB keep")
    func spikes() {
        let chart = { (method: String) in draw(options: ["method": method]).chart }
        let rect = chart("minmax").layout.plotRect
        // 15:30 to 16:00: the pixel columns of the keep-warm half-hour.
        let columns = (rect.minX + rect.width * 55_800 / 86_399)...(rect.minX + rect.width * 57_600 / 86_399)
        func highest(_ method: String) -> CGFloat {
            chart(method).marks.compactMap { mark -> CGFloat? in
                guard case .line(let points, .blue, _) = mark else { return nil }
                return points.filter { columns.contains($0.x) && $0.y.isFinite }.map(\.y).min()
            }.min() ?? rect.maxY
        }
        let top = rect.minY + rect.height / 2
        #expect(highest("minmax") < top, "min-max reaches the 2,000 W spikes in the upper half")
        #expect(highest("average") > top, "the average per minute stays in the lower half")
    }

    @Test("a temperature chart works too: its values count as seconds")
    func temperature() {
        let text = text(of: draw(.temperature, implementation: .reference))
        #expect(text.contains("Rises from Jan to Jul, then falls."), "the summary of the months: \(text)")
        #expect(lines(of: text).count == size.rows)
    }

    @Test("--sound writes a WAV file of the hourly tones")
    func sound() throws {
        try? FileManager.default.removeItem(atPath: soundPath)
        let text = text(of: draw(options: ["sound": soundPath]))
        #expect(text.contains("24 tones, 6.0 s"), "the footer says what was written: \(text)")
        let data = try Data(contentsOf: URL(fileURLWithPath: soundPath))
        #expect(data.count == 44 + 24 * 2000 * 2, "a 44-byte header and 48,000 samples of 2 bytes")
        #expect(data.prefix(4) == Data("RIFF".utf8) && data[8..<16] == Data("WAVEfmt ".utf8), "a RIFF WAVE header")
    }

    @Test("a chapter where nothing is written yet matches its golden file")
    func nothingWrittenGolden() {
        expectSnapshot(text(of: everyPath(skeletonFunctions)[1]), named: "axes-and-scale-not-implemented")
    }

    // MARK: Skeletons

    @Test("each exercise not written yet shows its note, and only that one", arguments: axesAndScale.exercises)
    func oneMissing(exercise: Chapter.Exercise) {
        let texts = everyPath(.skeletons(in: [exercise.file])).map(text(of:))
        expectMissing(exercise, in: texts)
        for text in texts { expectFits(text, in: size) }
    }

    @Test(
        "with nothing written, every canvas still draws the day and names the next exercise",
        arguments: CanvasKind.allCases)
    func nothingWritten(canvas: CanvasKind) {
        for result in everyPath(skeletonFunctions, canvas: canvas) {
            let text = text(of: result)
            expectFits(text, in: size)
            #expect(text.contains("next: exercise 5.1"), "the footer names the next exercise")
        }
    }

    // MARK: Wrong answers

    @Test(
        "wild answers from the student's code never crash the chart or draw outside it",
        arguments: WildAxesStudent.allCases, CanvasKind.allCases)
    func wildStudent(student: WildAxesStudent, canvas: CanvasKind) {
        for result in everyPath(student.functions, canvas: canvas, compare: true) {
            let text = text(of: result)
            expectFits(text, in: size)
            #expect(SVGDocument(result.chart).text.hasPrefix("<svg"), "the same chart can be written as SVG")
        }
    }

    @Test("--compare with buckets that drop the last values says which points differ")
    func compare() {
        var functions = AxesAndScaleFunctions.chapter
        functions.averagePerBucket = { values, count in
            let size = values.count / count
            return (0..<count).map { k in
                let measured = values[k * size..<(k + 1) * size].filter { !$0.isNaN }
                return measured.isEmpty ? .nan : measured.reduce(0, +) / Double(measured.count) + (k == 700 ? 500 : 0)
            }
        }
        let wrong = text(of: draw(functions: functions, compare: true, options: ["method": "average"]))
        #expect(
            wrong.contains("1 of your 1440 points differs, by up to"), "the comparison finds the wrong minute: \(wrong)"
        )
        expectSnapshot(wrong, named: "axes-and-scale-compare")
        let matching = text(of: draw(compare: true, options: ["method": "lttb"]))
        #expect(matching.contains("points match the expected ones"), "the reference's own line matches")
    }
}

// MARK: Without colour

extension AxesAndScalePreviewTests {
    @Test(
        "without colour, the full day is shaded, so the downsampled line over it stays distinct",
        arguments: ["average", "minmax", "lttb"], CanvasKind.allCases)
    func plainOutput(method: String, canvas: CanvasKind) throws {
        var settings = PreviewSettings(size: size, canvas: canvas, plain: true, chapterOptions: ["method": method])
        let plain = AxesAndScalePreview().chart(of: .power, chapter: axesAndScale, settings: settings).chart
        let shade: Character = canvas == .ascii ? "," : "░"
        let plot = lines(of: plain.text(colors: .none))[plain.layout.plotRows].joined()
        #expect(plot.contains(shade), "the full day is shaded: \(plot)")
        #expect(plain.text(colors: .none).contains("off the shaded day at most"), "the footer names it as it is drawn")
        settings.plain = false
        let coloured = AxesAndScalePreview().chart(of: .power, chapter: axesAndScale, settings: settings).chart
        #expect(
            !lines(of: coloured.text(colors: .none))[coloured.layout.plotRows].joined().contains(shade),
            "in colour the full day is a grey line")
    }

    @Test("the preview program draws without colour when the request has no colours")
    func plainFromRequest() {
        var request = ChartRequest(chapter: axesAndScale)
        request.drawing = ChartRequest.Drawing(size: size, colors: .none)
        #expect(PreviewProgram.settings(for: request).plain)
        var coloured = request
        coloured.drawing.colors = .ansi16
        #expect(!PreviewProgram.settings(for: coloured).plain)
    }
}
