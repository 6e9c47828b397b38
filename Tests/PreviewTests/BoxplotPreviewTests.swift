import Boxplot
import Course
import ExerciseSupport
import Foundation
import Renderer
import SampleData
import TestSupport
import Testing
import ToolTestSupport

@testable import Previews

/// Chapter 3 as its description has it.
private let boxplotChapter = workbookCatalog.chapter(module: "Boxplot")!

/// The size every chart in this suite is drawn at.
private let size = TerminalSize(columns: 72, rows: 24)

/// The chart of `data` drawn through `functions` as the student's code: the module's,
/// which the tool's tests build from the reference solutions, unless a test swaps some of
/// them for skeletons or wild answers.
private func draw(
    _ data: Dataset = .springPrices,
    functions: BoxplotFunctions = .chapter,
    canvas: CanvasKind = .braille,
    size: TerminalSize = size,
    implementation: PreviewSettings.Implementation = .student,
    compare: Bool = false,
    selection: Int? = nil,
    whiskers: String? = nil
) -> PreviewResult {
    var settings = PreviewSettings(size: size, canvas: canvas, implementation: implementation, selection: selection)
    if let whiskers { settings.chapterOptions = ["whiskers": whiskers] }
    if compare {
        let options = settings.chapterOptions
        settings.comparison = .against { rect in
            var reference = PreviewSettings(
                size: size, canvas: canvas, implementation: .reference, comparison: .recording, plotRect: rect)
            reference.chapterOptions = options
            let parts = BoxplotPreview().chart(of: data, chapter: boxplotChapter, settings: reference).expected
            return try ExpectedParts(decoding: try parts.encoded())
        }
    }
    return BoxplotPreview(functions: functions).chart(of: data, chapter: boxplotChapter, settings: settings)
}

/// A skeleton's answer: a todo in the chapter's file `file`, which is how a preview turns
/// a todo into an exercise number.
private func skeleton<Value: Placeholder>(_ file: String) -> Value {
    todo("write this", fileID: "\(boxplotChapter.module)/\(file)")
}

extension BoxplotFunctions {
    /// Chapter 3's functions with those of the exercises in `files` left as skeletons.
    /// The files are the description's, so an exercise added there needs a case here.
    static func skeletons(in files: [String]) -> BoxplotFunctions {
        var functions = BoxplotFunctions.chapter
        for file in files {
            switch file {
            case "Percentile.swift": functions.percentile = { _, _ in skeleton(file) }
            case "DailySummary.swift": functions.summary = { _, _ in skeleton(file) }
            case "Fences.swift":
                functions.interquartileRange = { _ in skeleton(file) }
                functions.tukeyFences = { _ in skeleton(file) }
            case "Whiskers.swift":
                functions.whiskerEnds = { _ in skeleton(file) }
                functions.outliers = { _ in skeleton(file) }
            case "PriceScale.swift": functions.yPosition = { _, _, _ in skeleton(file) }
            case "DayBox.swift":
                functions.daySlot = { _, _, _ in skeleton(file) }
                functions.dayBox = { _, _, _, _, _ in skeleton(file) }
            case "PriceLevel.swift":
                functions.levelThresholds = { _ in skeleton(file) }
                functions.priceLevel = { _, _ in skeleton(file) }
            case "Robustness.swift": functions.centreShift = { _, _ in skeleton(file) }
            default: Issue.record("chapter.json lists \(file), which the preview's tests do not know")
            }
        }
        return functions
    }
}

/// Every function of chapter 3 a skeleton.
private let skeletonFunctions = BoxplotFunctions.skeletons(in: boxplotChapter.exercises.map(\.file))

/// What the chart shows in place of an exercise's missing part, with a day selected.
private func note(for exercise: Chapter.Exercise) -> String {
    switch exercise.file {
    case "Percentile.swift": "period median: not implemented yet: exercise \(exercise.id)"
    case "Fences.swift": "IQR     exercise \(exercise.id)"
    case "PriceLevel.swift": "box colours: not implemented yet: exercise \(exercise.id)"
    case "Robustness.swift": "robust centre: not implemented yet: exercise \(exercise.id)"
    case "DailySummary.swift": "not implemented yet: exercise \(exercise.id) (summaries)"
    case "Whiskers.swift": "not implemented yet: exercise \(exercise.id) (whiskers)"
    case "PriceScale.swift": "not implemented yet: exercise \(exercise.id) (price scale)"
    default: "not implemented yet: exercise \(exercise.id) (slots)"
    }
}

/// A summary whose every number is `value`.
private func summary(of value: Double) -> DailySummary {
    DailySummary(date: .now, low: value, q1: value, median: value, q3: value, high: value, average: value)
}

/// Student code gone wrong in the ways that must not break the preview.
enum WildBoxplotStudent: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case nanSummaries, hugeSummaries, nilSummaries, invertedSummaries, nanPositions, hugePositions
    case nullSlots, hugeSlots, nanBoxes, hugeBoxes, tenThousandOutliers, wideWhiskers
    case noThresholds, nonFiniteThresholds, nilLevels, nonFiniteShift, nilShift, nanPercentile

    var testDescription: String { rawValue }

    var functions: BoxplotFunctions {
        var functions = BoxplotFunctions.chapter
        switch self {
        case .nanSummaries: functions.summary = { _, _ in summary(of: .nan) }
        case .hugeSummaries: functions.summary = { _, _ in summary(of: 1e300) }
        case .nilSummaries: functions.summary = { _, _ in nil }
        case .invertedSummaries:
            functions.summary = { _, _ in
                DailySummary(date: .now, low: 5, q1: 4, median: 3, q3: 2, high: -1, average: 0)
            }
        case .nanPositions: functions.yPosition = { _, _, _ in .nan }
        case .hugePositions: functions.yPosition = { price, _, _ in 1e12 * price }
        case .nullSlots: functions.daySlot = { _, _, _ in .null }
        case .hugeSlots:
            functions.daySlot = { index, _, _ in CGRect(x: -1e12 * CGFloat(index), y: 1e12, width: 1e13, height: -5) }
        case .nanBoxes:
            functions.dayBox = { _, _, _, _, _ in
                DayBox(
                    box: CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .infinity),
                    whiskerTop: CGPoint(x: CGFloat.nan, y: 0),
                    whiskerBottom: CGPoint(x: 0, y: CGFloat.infinity), medianStart: .zero,
                    medianEnd: CGPoint(x: -CGFloat.infinity, y: 0),
                    outliers: [CGPoint(x: CGFloat.nan, y: .nan)])
            }
        case .hugeBoxes:
            functions.dayBox = { _, _, _, _, slot in
                DayBox(
                    box: CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12),
                    whiskerTop: CGPoint(x: slot.midX, y: -1e12),
                    whiskerBottom: CGPoint(x: slot.midX, y: 1e12), medianStart: CGPoint(x: -1e12, y: 5),
                    medianEnd: CGPoint(x: 1e12, y: 5),
                    outliers: (0..<1000).map { CGPoint(x: CGFloat($0), y: -CGFloat($0)) })
            }
        case .tenThousandOutliers:
            functions.outliers = { sorted in (0..<10_000).map { Double($0) * (sorted.first ?? 1) } }
        case .wideWhiskers: functions.whiskerEnds = { _ in -1e300...1e300 }
        case .noThresholds: functions.levelThresholds = { _ in [] }
        case .nonFiniteThresholds: functions.levelThresholds = { _ in [.nan, .infinity, -.infinity] }
        case .nilLevels: functions.priceLevel = { _, _ in nil }
        case .nonFiniteShift: functions.centreShift = { _, _ in (mean: .nan, median: -.infinity) }
        case .nilShift: functions.centreShift = { _, _ in nil }
        case .nanPercentile: functions.percentile = { _, _ in .nan }
        }
        return functions
    }
}

@Suite("Boxplot preview")
struct BoxplotPreviewTests {
    // MARK: Golden charts

    @Test("the reference chart of the spring matches its golden file on every canvas", arguments: CanvasKind.allCases)
    func referenceChart(canvas: CanvasKind) throws {
        let result = draw(canvas: canvas, implementation: .reference, selection: 14)
        let text = result.chart.text(colors: .none)
        let rows = lines(of: text)
        #expect(rows.count == size.rows, "one line per terminal row")
        #expect(rows.allSatisfy { $0.terminalColumnCount <= size.columns }, "no line is wider than the terminal")
        let euro = canvas == .ascii ? "" : "€"
        #expect(text.contains("\(euro)0.20 ┤") || text.contains("\(euro)0.20 +"), "the y axis is labelled in euro")
        #expect(text.contains("03-15") && text.contains("04-"), "the dates are labelled under the plot")
        #expect(text.contains("2026-03-29") && text.contains("low     -\(euro)0.035"), "the card of the 23-hour day")
        #expect(text.contains("median \(euro)0.099 "), "the footer gives the period's median")
        #expect(text.contains("03-29: dearest hour \(euro)0."), "the footer's robust centre: \(text)")
        #expect(!text.contains("not implemented"), "the reference has every exercise")
        expectSnapshot(text, named: "boxplot-\(canvas.rawValue)")
    }

    @Test(
        "the sixty days, with the €2.00 spike, match their golden file in both whisker modes",
        arguments: ["tukey", "range"])
    func sixtyDays(whiskers: String) {
        let text = draw(.sixtyDaysOfPrices, implementation: .reference, whiskers: whiskers).chart.text(colors: .none)
        #expect(text.contains("€2.00"), "the scale reaches the spike")
        #expect(text.contains("03-15") && text.contains("10-"), "both windows are labelled")
        #expect(text.contains(whiskers == "tukey" ? "outliers as •" : "whiskers from lowest to highest price"))
        expectSnapshot(text, named: "boxplot-sixty-days-\(whiskers)")
    }

    @Test("a chapter where nothing is written yet matches its golden file")
    func nothingWrittenGolden() {
        let text = draw(functions: skeletonFunctions, selection: 3).chart.text(colors: .none)
        #expect(text.contains("next: exercise 3.1"), "the first exercise comes first")
        for exercise in ["3.2", "3.5", "3.6"] {
            #expect(text.contains("not implemented yet: exercise \(exercise)"), "exercise \(exercise) has a note")
        }
        #expect(!text.contains("┤"), "no grid line ticks without a price scale")
        expectSnapshot(text, named: "boxplot-not-implemented")
    }

    // MARK: Skeletons

    @Test(
        "each exercise not written yet shows its note, and the footer points to it", arguments: boxplotChapter.exercises
    )
    func oneMissing(exercise: Chapter.Exercise) {
        let text = draw(functions: .skeletons(in: [exercise.file]), selection: 14).chart.text(colors: .none)
        expectMissing(exercise, shownAs: note(for: exercise), in: [text])
        #expect(
            text.contains("next: exercise \(exercise.id), Chapters/\(boxplotChapter.folder)/\(exercise.file)"),
            "the next step names the exercise and its file")
        expectFits(text, in: size)
    }

    // MARK: Wrong answers

    @Test(
        "wild answers from the student's code never crash the chart or draw outside it",
        arguments: WildBoxplotStudent.allCases, CanvasKind.allCases)
    func wildStudent(student: WildBoxplotStudent, canvas: CanvasKind) {
        let result = draw(.autumnPrices, functions: student.functions, canvas: canvas, compare: true, selection: 24)
        let text = result.chart.text(colors: .none)
        expectFits(text, in: size)
        #expect(text.hasPrefix("Hourly prices, autumn 2026"), "the title is intact")
        #expect(SVGDocument(result.chart).text.hasPrefix("<svg"), "the same chart can be written as SVG")
    }

    @Test(
        "at the smallest size, with one price a day and labels longer than the plot, the chart still fits",
        arguments: CanvasKind.allCases)
    func smallestSize(canvas: CanvasKind) {
        let data = Dataset(
            name: "long", title: String(repeating: "A title wider than the chart ", count: 3), unit: "EUR/kWh",
            points: (0..<30).map {
                DataPoint(label: "Very long day label number \($0) 00:00", value: Double($0 % 7) * 0.1 - 0.2)
            })
        let minimum = ChartLayout.minimumSize
        let text = draw(data, canvas: canvas, size: minimum, compare: true, selection: 29).chart.text(colors: .none)
        let rows = lines(of: text)
        #expect(rows.count == minimum.rows, "one line per terminal row")
        #expect(rows.allSatisfy { $0.terminalColumnCount <= minimum.columns }, "no line is wider than the terminal")
    }

    // MARK: Comparison and options

    @Test("--compare with boxes that match says so")
    func compareMatching() {
        let text = draw(compare: true).chart.text(colors: .none)
        #expect(
            text.contains("boxes match the expected ones"),
            "every box is where the reference puts it, in good English: \(text)")
        #expect(text.contains("expected"), "the legend names the expected boxes")
    }

    @Test("--compare with boxes as wide as their slots counts the points that differ and names the days")
    func compareWrongBoxes() {
        var functions = BoxplotFunctions.chapter
        functions.dayBox = { summary, whiskers, outliers, range, slot in
            var drawn = BoxplotFunctions.chapter.dayBox(summary, whiskers, outliers, range, slot)
            drawn.box = CGRect(x: slot.minX, y: drawn.box.minY, width: slot.width, height: drawn.box.height)
            return drawn
        }
        let text = draw(functions: functions, compare: true).chart.text(colors: .none)
        #expect(
            text.contains("boxes differ, by up to") && text.contains("px: 03-15 box origin"),
            "the footer names the first day's box: \(text)")
        expectSnapshot(text, named: "boxplot-compare-wrong")
    }

    @Test("--whiskers range draws no outliers and says so")
    func rangeWhiskers() {
        var functions = BoxplotFunctions.chapter
        functions.whiskerEnds = { _ in skeleton("Whiskers.swift") }
        let text = draw(functions: functions, whiskers: "range").chart.text(colors: .none)
        #expect(text.contains("whiskers from lowest to highest price"))
        #expect(!text.contains("exercise 3.4"), "the range mode does not need exercise 3.4")
    }

    // MARK: Selection

    @Test("a selection past the last day picks the day of that hour: the demo's highest price is the congestion spike")
    func selectionByHour() throws {
        let data = Dataset.sixtyDaysOfPrices
        let hour = try #require(data.indexOfLargestValue)
        #expect(
            BoxplotPreview().selectedDay(hour, in: BoxplotDay.days(of: data)) == 54, "4 November is day 54 of the sixty"
        )
        let text = draw(data, implementation: .reference, selection: hour).chart.text(colors: .none)
        #expect(text.contains("2026-11-04") && text.contains("high    €2.000"), "the card of the spike day")
        #expect(
            text.contains("11-04: dearest hour €0.280 → €2.000: mean +€0.072, median +€0.000"),
            "as in the README, one price changes and the count stays: the mean moves, the median not at all: \(text)")
    }

    // MARK: Days

    @Test("sixty days of prices make sixty days, with 23 and 25 hours on the daylight-saving days")
    func days() {
        let days = BoxplotDay.days(of: .sixtyDaysOfPrices)
        #expect(days.count == 60)
        #expect(days.map(\.label) == HourlyPriceDay.sixtyDays2026.map(\.day))
        #expect(days[14].prices.count == 23 && days[44].prices.count == 25)
        #expect(days.allSatisfy { $0.prices.count >= 23 })
    }

    @Test("labels without a date are grouped 24 at a time, and missing prices are left out")
    func undatedDays() {
        let data = Dataset(
            name: "plain", title: "Plain", unit: "",
            points: (0..<50).map {
                DataPoint(label: "\($0)", value: $0 == 3 ? .nan : Double($0))
            })
        let days = BoxplotDay.days(of: data)
        #expect(days.map(\.prices.count) == [23, 24, 2])
        #expect(days.map(\.points) == [0..<24, 24..<48, 48..<50])
    }

    @Test("the sample data has the deliberate days the chapter needs")
    func sampleData() {
        let days = HourlyPriceDay.sixtyDays2026
        #expect(days.count == 60 && Set(days.map(\.day)).count == 60, "sixty different days")
        #expect(days.contains(.springForward2026) && days.contains(.fallBack2026), "both daylight-saving days")
        #expect(HourlyPriceDay.congestionSpike2026.prices[18] == 2.0, "the €2.00 hour of congestion")
        #expect(days.filter { $0.prices.contains { ($0 ?? 0) < 0 } }.count >= 5, "days with negative hours")
        #expect(Dataset.sixtyDaysOfPrices.points.count == 60 * 24, "23 + 25 hours make up for each other")
        #expect(Dataset.sixtyDaysOfPrices.points[0].label == "2026-03-15 00:00")
    }
}

// MARK: --compare agrees with the tests; nothing vanishes without colour

extension BoxplotPreviewTests {
    @Test("--compare finds a box of negative height, which is drawn like the right one but fails the tests of 3.6")
    func compareNegativeHeight() {
        var functions = BoxplotFunctions.chapter
        functions.dayBox = { summary, whiskers, outliers, range, slot in
            var drawn = BoxplotFunctions.chapter.dayBox(summary, whiskers, outliers, range, slot)
            // From q1 up to q3: the same rectangle on screen, a different CGRect in the tests.
            drawn.box = CGRect(x: drawn.box.minX, y: drawn.box.maxY, width: drawn.box.width, height: -drawn.box.height)
            return drawn
        }
        let wrong = draw(functions: functions, compare: true).chart.text(colors: .none)
        #expect(
            wrong.contains("30 of your 30 boxes differ, by up to") && wrong.contains("px: 03-15 box origin"), "\(wrong)"
        )
        let right = draw(compare: true).chart.text(colors: .none)
        #expect(right.contains("your 30 boxes match the expected ones"), "and says so in good English: \(right)")
    }

    @Test("without colour, the €2.00 outlier shows on the €2.00 grid line")
    func outlierOnGridLine() throws {
        let text = draw(.sixtyDaysOfPrices, implementation: .reference).chart.text(colors: .none)
        let row = try #require(lines(of: text).first { $0.contains("€2.00 ┤") }, "the €2.00 grid line")
        #expect(row.contains("•"), "the outlier is a mark of its own, not a dot in the grid line: \(row)")
        let ascii = draw(.sixtyDaysOfPrices, canvas: .ascii, implementation: .reference).chart.text(colors: .none)
        let asciiRow = try #require(lines(of: ascii).first { $0.contains("2.00 +") }, "the 2.00 grid line in ASCII")
        #expect(asciiRow.contains("o"), "in ASCII too: \(asciiRow)")
    }
}
