import BarChart
import Course
import ExerciseSupport
import Foundation
import Renderer
import SampleData
import TestSupport
import Testing
import ToolTestSupport

@testable import Previews

/// The size every bar chart in this suite is drawn at.
private let size = TerminalSize(columns: 72, rows: 22)

/// The bar chart of `data` drawn through `functions` as the student's code.
private func draw(
    _ data: Dataset = .winterPrices,
    functions: BarChartFunctions = .chapter,
    canvas: CanvasKind = .braille,
    size: TerminalSize = size,
    implementation: PreviewSettings.Implementation = .student,
    compare: Bool = false,
    selection: Int? = nil,
    tap: CGPoint? = nil,
    now: String? = "14:30"
) -> PreviewResult {
    var settings = PreviewSettings(
        size: size, canvas: canvas, implementation: implementation, selection: selection, tap: tap,
        chapterOptions: now.map { ["now": $0] } ?? [:])
    if compare { settings.compare(with: BarChartPreview(), of: data, chapter: barChart) }
    return BarChartPreview(functions: functions).chart(of: data, chapter: barChart, settings: settings)
}

/// A skeleton's answer: a todo in the chapter's file `file`.
private func skeleton<Value: Placeholder>(_ file: String) -> Value {
    todo("write this", fileID: "\(barChart.module)/\(file)")
}

extension BarChartFunctions {
    /// Chapter 2's functions with those of the exercises in `files` left as skeletons.
    static func skeletons(in files: [String]) -> BarChartFunctions {
        var functions = BarChartFunctions.chapter
        for file in files {
            switch file {
            case "BarHeight.swift": functions.barHeight = { _, _, _ in skeleton(file) }
            case "BarRects.swift": functions.barRects = { _, _, _ in skeleton(file) }
            case "ZeroBaseline.swift":
                functions.priceY = { _, _, _, _ in skeleton(file) }
                functions.barRectsAroundZero = { _, _, _ in skeleton(file) }
            case "AveragePrice.swift":
                functions.averagePrice = { _ in skeleton(file) }
                functions.averageLineY = { _, _ in skeleton(file) }
            case "HourStarts.swift": functions.hourStarts = { _, _ in skeleton(file) }
            case "CurrentHour.swift": functions.barIndex = { _, _ in skeleton(file) }
            case "HourLabels.swift": functions.hourLabels = { _, _, _ in skeleton(file) }
            case "PriceLevels.swift": functions.priceLevel = { _ in skeleton(file) }
            default: Issue.record("chapter.json lists \(file), which the preview's tests do not know")
            }
        }
        return functions
    }
}

private let skeletonFunctions = BarChartFunctions.skeletons(in: barChart.exercises.map(\.file))

/// Student code gone wrong in the ways that must not break the preview.
enum WildBarStudent: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case nanBars, hugeBars, negativeBars, emptyBars, tooManyBars, nanScale, hugeAverage
    case noHours, thousandsOfHours, indexOutOfRange, negativeIndex, wildLabels, noLevels

    var testDescription: String { rawValue }

    var functions: BarChartFunctions {
        var functions = BarChartFunctions.chapter
        switch self {
        case .nanBars:
            functions.barRectsAroundZero = { prices, _, _ in
                prices.map { _ in CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan) }
            }
        case .hugeBars:
            functions.barRectsAroundZero = { prices, _, _ in
                prices.indices.map { CGRect(x: 1e12 * CGFloat($0), y: -1e12, width: 1e13, height: 1e15) }
            }
        case .negativeBars:
            functions.barRectsAroundZero = { prices, _, _ in
                prices.indices.map { CGRect(x: -5 * CGFloat($0), y: -300, width: -40, height: -900) }
            }
        case .emptyBars:
            functions.barRectsAroundZero = { _, _, _ in [] }
            functions.barRects = { _, _, _ in [] }
        case .tooManyBars:
            functions.barRectsAroundZero = { _, rect, _ in
                (0..<10_000).map { CGRect(x: rect.minX + CGFloat($0 % 50), y: rect.midY, width: 1, height: 3) }
            }
        case .nanScale:
            functions.priceY = { _, _, _, _ in .nan }
            functions.averageLineY = { _, _ in .infinity }
        case .hugeAverage:
            functions.averagePrice = { _ in 1e300 }
            functions.averageLineY = { _, _ in -1e12 }
        case .noHours:
            functions.hourStarts = { _, _ in [] }
        case .thousandsOfHours:
            functions.hourStarts = { date, _ in (0..<100_000).map { date.addingTimeInterval(Double($0)) } }
        case .indexOutOfRange:
            functions.barIndex = { _, _ in 999 }
        case .negativeIndex:
            functions.barIndex = { _, _ in -3 }
        case .wildLabels:
            functions.hourLabels = { _, _, _ in
                [
                    HourLabel(index: -1, text: String(repeating: "x", count: 300), x: .nan),
                    HourLabel(index: 99, text: "", x: 1e12),
                    HourLabel(index: 3, text: "😀😀", x: -50),
                ]
            }
        case .noLevels:
            functions.priceLevel = { _ in nil }
        }
        return functions
    }
}

@Suite("Bar chart preview")
struct BarChartPreviewTests {
    // MARK: Golden charts

    @Test("the reference chart of each day matches its golden file", arguments: Dataset.hourlyPrices)
    func referenceDays(data: Dataset) throws {
        let text = draw(data, implementation: .reference).chart.text(colors: .none)
        let rows = lines(of: text)
        #expect(rows.count == size.rows, "one line per terminal row")
        #expect(rows.allSatisfy { $0.terminalColumnCount <= size.columns }, "no line is wider than the terminal")
        #expect(!text.contains("not implemented"), "the reference has every exercise")
        let labelRow = try #require(rows.first { $0.contains("06:00") }, "the hour labels are drawn")
        for hour in ["00:00", "06:00", "12:00", "18:00", "23:00"] {
            #expect(labelRow.contains(hour), "\(hour) is labelled")
        }
        #expect(text.contains("avg "), "the average is shown")
        expectSnapshot(text, named: "bar-chart-\(data.name)")
    }

    @Test("the reference chart matches its golden file on every canvas", arguments: CanvasKind.allCases)
    func referenceCanvas(canvas: CanvasKind) throws {
        let result = draw(.sunnySpringPrices, canvas: canvas, implementation: .reference, selection: 12)
        let text = result.chart.text(colors: .none)
        #expect(result.selection == 12)
        if canvas == .ascii {
            #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "an ASCII canvas writes nothing but ASCII")
        }
        #expect(text.contains("-5.2 ct/kWh"), "the tooltip of 12:00, the lowest price")
        expectSnapshot(text, named: "bar-chart-sunny-spring-\(canvas.rawValue)")
        #expect(try SVGDocument(result.chart).text.hasPrefix("<svg"), "the same chart can be written as SVG")
    }

    @Test("a chapter where nothing is written yet matches its golden file")
    func nothingWrittenGolden() {
        let text = draw(functions: skeletonFunctions).chart.text(colors: .none)
        #expect(text.contains("next: exercise 2.1"), "the first exercise comes first")
        expectSnapshot(text, named: "bar-chart-not-implemented")
    }

    // MARK: The parts

    @Test("the missing hour leaves its slot empty and its tooltip says so")
    func missingHour() {
        let text = draw(.missingHourPrices, selection: 14).chart.text(colors: .none)
        #expect(text.contains("no value"), "the tooltip of 14:00 has no price")
    }

    @Test(
        "--now picks the highlighted bar through the student's hour functions",
        arguments: [
            (Dataset.winterPrices, "14:30", "now 14:30 is in bar 14, 14:00"),
            (.springForwardPrices, "03:15", "now 03:15 is in bar 2, 03:00"),
            (.fallBackPrices, "14:30", "now 14:30 is in bar 15, 14:00"),
            (.fallBackPrices, "2026-10-25 23:59", "now 23:59 is in bar 24, 23:00"),
            (.fallBackPrices, "2026-10-26 09:00", "now 2026-10-26 09:00 is not on this day (25 hours)"),
            (.winterPrices, "noon", "--now noon is not a time"),
        ])
    func now(data: Dataset, now: String, fact: String) {
        let text = draw(data, now: now).chart.text(colors: .none)
        #expect(text.contains(fact), "the footer says where the current hour is: \(fact)")
    }

    @Test("without --now, the fixed hour 18:00 is highlighted, never the machine's clock")
    func defaultNow() {
        let text = draw(now: nil).chart.text(colors: .none)
        #expect(text.contains("now 18:00 (fixed) is in bar 18, 18:00"))
    }

    @Test("a tap selects the bar under it", arguments: [0, 5, 18, 23])
    func tap(index: Int) throws {
        let rect = draw().chart.layout.plotRect
        let x = rect.minX + (CGFloat(index) + 0.5) * rect.width / 24
        let result = draw(tap: CGPoint(x: x, y: rect.midY))
        #expect(result.selection == index, "a tap at x = \(x) is on bar \(index)")
        #expect(
            result.chart.text(colors: .none).contains(Dataset.winterPrices.labels[index]), "the tooltip names the hour")
    }

    @Test("the bars are coloured by price level")
    func colours() {
        let marks = draw(.sunnySpringPrices).chart.marks
        let colours = Set(
            marks.compactMap { mark -> ChartColor? in
                if case .rectangle(_, true, let color) = mark { color } else { nil }
            })
        #expect(
            colours == [.cyan, .green, .yellow, .primary],
            "negative, cheap and normal hours on the sunny Sunday, and the current hour: \(colours)")
    }

    // MARK: Skeletons

    @Test("each exercise not written yet shows its note, and the footer points to it", arguments: barChart.exercises)
    func oneMissing(exercise: Chapter.Exercise) {
        let result = draw(functions: .skeletons(in: [exercise.file]))
        let text = result.chart.text(colors: .none)
        expectMissing(exercise, in: [text])
        expectFits(text, in: size)
        #expect(text.contains("next: exercise \(exercise.id)"))
    }

    @Test("with only barHeight written, its bars are drawn standing on the bottom edge")
    func onlyBarHeight() {
        let files = barChart.exercises.map(\.file).filter { $0 != "BarHeight.swift" }
        let result = draw(functions: .skeletons(in: files))
        let bars = result.chart.marks.filter { if case .rectangle(_, true, _) = $0 { true } else { false } }
        #expect(bars.count == 24, "one bar per hour from barHeight alone")
        #expect(result.chart.text(colors: .none).contains("next: exercise 2.2"))
    }

    // MARK: Wrong answers

    @Test(
        "wild answers never crash the chart or draw outside it", arguments: WildBarStudent.allCases, CanvasKind.allCases
    )
    func wildStudent(student: WildBarStudent, canvas: CanvasKind) throws {
        let result = draw(.fallBackPrices, functions: student.functions, canvas: canvas, compare: true, selection: 3)
        let text = result.chart.text(colors: .none)
        expectFits(text, in: size)
        #expect(text.hasPrefix("Day-ahead price"), "the title is intact")
        #expect(try SVGDocument(result.chart).text.hasPrefix("<svg"), "the same chart can be written as SVG")
    }

    @Test("a bar index out of range highlights nothing and says what it answered")
    func indexOutOfRange() {
        let text = draw(functions: WildBarStudent.indexOutOfRange.functions).chart.text(colors: .none)
        #expect(text.contains("now 14:30: barIndex = 999, but the bars are 0 to 23"))
    }

    @Test("at the smallest size, with a day of the user's own, the chart still fits", arguments: CanvasKind.allCases)
    func smallestSize(canvas: CanvasKind) {
        let data = Dataset(
            name: "own", title: "My prices", unit: "ct/kWh",
            points: (0..<30).map { DataPoint(label: "hour \($0)", value: $0 == 4 ? .nan : Double($0 % 7 - 2) * 3.5) })
        let minimum = ChartLayout.minimumSize
        let text = draw(data, canvas: canvas, size: minimum, compare: true, selection: 29).chart.text(colors: .none)
        let rows = lines(of: text)
        #expect(rows.count == minimum.rows, "one line per terminal row")
        #expect(rows.allSatisfy { $0.terminalColumnCount <= minimum.columns }, "no line is wider than the terminal")
    }

    // MARK: Comparison

    @Test("--compare with the reference's own bars says they match")
    func compareMatching() {
        let text = draw(compare: true).chart.text(colors: .none)
        #expect(text.contains("your 24 bars match the expected ones"), "the comparison finds no difference: \(text)")
        #expect(text.contains("expected"), "the legend names the expected chart")
        expectSnapshot(text, named: "bar-chart-compare")
    }

    @Test("--compare with bars hanging from the top edge counts the bars that differ")
    func compareWrong() {
        var functions = BarChartFunctions.chapter
        functions.barRectsAroundZero = { prices, rect, gap in
            BarChartFunctions.chapter.barRectsAroundZero(prices, rect, gap).map {
                $0.map { CGRect(x: $0.minX, y: rect.minY, width: $0.width, height: $0.height) }
            }
        }
        let text = draw(functions: functions, compare: true).chart.text(colors: .none)
        #expect(text.contains("of your 24 bars differ, by up to"), "the footer counts the bars that differ: \(text)")
        expectSnapshot(text, named: "bar-chart-compare-wrong")
    }
}

// MARK: Counting the student's values; a time that comes twice

extension BarChartPreviewTests {
    @Test(
        "--compare counts the bars whose values differ, the same on every canvas, however small the difference",
        arguments: CanvasKind.allCases)
    func compareCountsValues(canvas: CanvasKind) {
        var functions = BarChartFunctions.chapter
        // Six bars a third of a pixel too high: on the same cells as the right ones, and still wrong.
        functions.barRectsAroundZero = { prices, rect, gap in
            BarChartFunctions.chapter.barRectsAroundZero(prices, rect, gap).enumerated().map { index, bar in
                index % 4 == 1
                    ? bar.map { CGRect(x: $0.minX, y: $0.minY - 0.3, width: $0.width, height: $0.height + 0.3) } : bar
            }
        }
        let text = draw(functions: functions, canvas: canvas, compare: true).chart.text(colors: .none)
        #expect(text.contains("6 of your 24 bars differ, by up to 0.3 px: 01:00 origin"), "\(text)")
    }

    @Test("--now 02:30 on the day the clocks go back says which of the two it is, and +01:00 picks the second")
    func nowThatComesTwice() {
        let first = draw(.fallBackPrices, now: "02:30").chart.text(colors: .none)
        #expect(first.contains("now 02:30+02:00 is in bar 2"), "the first 02:30, summer time: \(first)")
        #expect(first.contains("02:30 comes twice: this is the first, +02:00; 02:30+01:00 is the second"), "\(first)")
        let second = draw(.fallBackPrices, now: "02:30+01:00").chart.text(colors: .none)
        #expect(second.contains("now 02:30+01:00 is in bar 3"), "the second 02:30, winter time: \(second)")
        #expect(second.contains("this is the second, +01:00; 02:30+02:00 is the first"))
        let once = draw(.fallBackPrices, now: "14:30").chart.text(colors: .none)
        #expect(
            !once.contains("comes twice") && once.contains("now 14:30 is in bar 15"),
            "14:30 comes once, after the extra hour: \(once)")
        let wrongOffset = draw(.fallBackPrices, now: "14:30+02:00").chart.text(colors: .none)
        #expect(wrongOffset.contains("is not a time"), "Amsterdam is at +01:00 at 14:30 that day")
    }
}
