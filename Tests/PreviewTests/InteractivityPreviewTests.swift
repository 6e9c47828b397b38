import Course
import ExerciseSupport
import Foundation
import Renderer
import SampleData
import TestSupport
import Testing
import ToolTestSupport

@testable import Previews

/// The size every chart in this suite is drawn at.
private let size = TerminalSize(columns: 80, rows: 22)

/// The chart of `data` drawn through `functions` as the student's code.
private func draw(
    _ data: Dataset = .productSales,
    functions: InteractivityFunctions = .chapter,
    canvas: CanvasKind = .braille,
    size: TerminalSize = size,
    implementation: PreviewSettings.Implementation = .student,
    compare: Bool = false,
    selection: Int? = nil,
    tap: CGPoint? = nil,
    options: [String: String] = [:]
) -> PreviewResult {
    var settings = PreviewSettings(
        size: size, canvas: canvas, implementation: implementation, selection: selection, tap: tap,
        chapterOptions: options)
    if compare { settings.compare(with: InteractivityPreview(), of: data, chapter: interactivity) }
    return InteractivityPreview(functions: functions).chart(of: data, chapter: interactivity, settings: settings)
}

private func text(of result: PreviewResult) -> String { result.chart.text(colors: .none) }

/// The plot rectangle of the chart as drawn at `canvas` after a tap (which adds a footer
/// row, so the plot is a row shorter than without one).
private func plotRect(_ data: Dataset = .productSales, canvas: CanvasKind = .braille) -> CGRect {
    draw(data, canvas: canvas, tap: CGPoint(x: -1_000, y: -1_000)).chart.layout.plotRect
}

/// The middle of bar `index` of the products, in pixels.
private func barPoint(_ index: Int, canvas: CanvasKind = .braille) -> CGPoint {
    let bars = InteractivityPreview.regions(of: plotRect(canvas: canvas)).bars
    let slot = bars.width / CGFloat(Dataset.productSales.points.count)
    return CGPoint(x: bars.minX + slot * (CGFloat(index) + 0.5), y: bars.maxY - 2)
}

/// A point in the middle of the donut's sector `index`.
private func sectorPoint(_ index: Int, canvas: CanvasKind = .braille) -> CGPoint {
    let ring = InteractivityPreview.regions(of: plotRect(canvas: canvas)).ring
    let values = Dataset.productSales.values
    let total = values.reduce(0, +)
    let angle = (values.prefix(index).reduce(0, +) + values[index] / 2) / total * 2 * .pi
    let radius = (min(ring.width, ring.height) / 2 - 1) * 0.8
    return CGPoint(x: ring.midX + radius * CGFloat(sin(angle)), y: ring.midY - radius * CGFloat(cos(angle)))
}

/// A skeleton's answer: a todo in the chapter's file `file`.
private func skeleton<Value: Placeholder>(_ file: String) -> Value {
    todo("write this", fileID: "\(interactivity.module)/\(file)")
}

extension InteractivityFunctions {
    /// Chapter 4's functions with those of the exercises in `files` left as skeletons.
    static func skeletons(in files: [String]) -> InteractivityFunctions {
        var functions = InteractivityFunctions.chapter
        for file in files {
            switch file {
            case "BarIndex.swift": functions.barIndex = { _, _, _ in skeleton(file) }
            case "ToggledSelection.swift": functions.toggledSelection = { _, _ in skeleton(file) }
            case "NearestIndex.swift": functions.nearestIndex = { _, _ in skeleton(file) }
            case "RangeSelection.swift": functions.selectedIndices = { _, _, _ in skeleton(file) }
            case "TooltipPlacement.swift": functions.tooltipCenter = { _, _, _, _ in skeleton(file) }
            case "StartOfWeek.swift": functions.startOfWeek = { _, _ in skeleton(file) }
            case "VisibleWindow.swift": functions.visibleWindow = { _, _, _ in skeleton(file) }
            case "WeekHeading.swift": functions.weekHeading = { _, _, _ in skeleton(file) }
            case "SectorIndex.swift": functions.sectorIndex = { _, _, _, _, _ in skeleton(file) }
            default: Issue.record("chapter.json lists \(file), which the preview's tests do not know")
            }
        }
        return functions
    }
}

/// Every function of chapter 4 a skeleton.
private let skeletonFunctions = InteractivityFunctions.skeletons(in: interactivity.exercises.map(\.file))

/// The charts that between them reach every function: a tap on a bar, a tap on the
/// donut, a selection with its card, and the steps with a tap and a drag.
private func everyPath(_ functions: InteractivityFunctions, canvas: CanvasKind = .braille, compare: Bool = false)
    -> [PreviewResult]
{
    let steps = plotRect(.dailySteps, canvas: canvas)
    return [
        draw(functions: functions, canvas: canvas, compare: compare, selection: 1, tap: barPoint(2, canvas: canvas)),
        draw(
            functions: functions, canvas: canvas, compare: compare, selection: nil, tap: sectorPoint(4, canvas: canvas)),
        draw(functions: functions, canvas: canvas, compare: compare, selection: 1),
        draw(
            .dailySteps, functions: functions, canvas: canvas, compare: compare,
            tap: CGPoint(x: steps.midX, y: steps.midY),
            options: ["drag": "\(steps.minX + 2),\(steps.midX)"]),
    ]
}

/// Student code gone wrong in the ways that must not break the preview.
enum WildInteractivityStudent: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case indicesOutOfRange, negativeIndices, nanCard, hugeCard, windowOutOfRange, hugeWindow, reversedSpan
    case farDates, longHeading, everythingNil

    var testDescription: String { rawValue }

    var functions: InteractivityFunctions {
        var functions = InteractivityFunctions.chapter
        switch self {
        case .indicesOutOfRange:
            functions.barIndex = { _, _, _ in 999 }
            functions.sectorIndex = { _, _, _, _, _ in 999 }
            functions.nearestIndex = { _, _ in 999 }
            functions.selectedIndices = { _, _, _ in 990...999 }
        case .negativeIndices:
            functions.barIndex = { _, _, _ in -3 }
            functions.toggledSelection = { _, _ in -1 }
            functions.nearestIndex = { _, _ in -7 }
            functions.selectedIndices = { _, _, _ in -9 ... -2 }
        case .nanCard:
            functions.tooltipCenter = { _, _, _, _ in CGPoint(x: CGFloat.nan, y: .nan) }
        case .hugeCard:
            functions.tooltipCenter = { _, _, _, _ in CGPoint(x: 1e12, y: -1e12) }
        case .windowOutOfRange:
            functions.visibleWindow = { _, _, _ in 500..<507 }
        case .hugeWindow:
            functions.visibleWindow = { _, _, _ in -1_000_000..<1_000_000 }
        case .reversedSpan:
            functions.selectedIndices = { _, _, _ in 0...100_000 }
        case .farDates:
            functions.startOfWeek = { _, _ in .distantFuture }
        case .longHeading:
            functions.weekHeading = { _, _, _ in String(repeating: "15 – 21 Jul ", count: 40) }
        case .everythingNil:
            functions.barIndex = { _, _, _ in nil }
            functions.toggledSelection = { _, _ in nil }
            functions.nearestIndex = { _, _ in nil }
            functions.selectedIndices = { _, _, _ in nil }
            functions.sectorIndex = { _, _, _, _, _ in nil }
        }
        return functions
    }
}

@Suite("Interactivity preview")
struct InteractivityPreviewTests {
    // MARK: Golden charts

    @Test(
        "the reference products chart, with iPad selected, matches its golden file on every canvas",
        arguments: CanvasKind.allCases)
    func productsChart(canvas: CanvasKind) throws {
        let result = draw(canvas: canvas, implementation: .reference, selection: 1)
        let text = text(of: result)
        let rows = lines(of: text)
        #expect(rows.count == size.rows, "one line per terminal row")
        #expect(rows.allSatisfy { $0.terminalColumnCount <= size.columns }, "no line is wider than the terminal")
        #expect(result.selection == 1 || result.selection == nil)
        for product in Dataset.productSales.labels.prefix(3) {
            #expect(text.contains(product), "\(product) is labelled")
        }
        #expect(text.contains("Sales: 80 units"), "the card of the iPad")
        #expect(text.contains("20.0% of sales"), "the card's share of the donut")
        #expect(!text.contains("not implemented"), "the reference has every exercise")
        expectSnapshot(text, named: "interactivity-products-\(canvas.rawValue)")
    }

    @Test("the reference steps chart shows the week of 15 July on every canvas", arguments: CanvasKind.allCases)
    func stepsChart(canvas: CanvasKind) throws {
        let text = text(of: draw(.dailySteps, canvas: canvas, implementation: .reference))
        expectFits(text, in: size)
        #expect(text.contains(canvas == .ascii ? "15 - 21 Jul" : "15 – 21 Jul"), "the heading of the week")
        #expect(text.contains("Mon 15") && text.contains("Sun 21"), "the days of the week are labelled")
        #expect(!text.contains("Sun 14") && !text.contains("Mon 22"), "no day outside the week")
        #expect(!text.contains("not implemented"))
        expectSnapshot(text, named: "interactivity-steps-\(canvas.rawValue)")
    }

    @Test(
        "the steps scrolled, to the start, the end and the middle, keep a whole week in view",
        arguments: [
            ("2024-06-20", "26 Jun – 2 Jul", "Wed 26"), ("2024-06-27", "26 Jun – 2 Jul", "Wed 26"),
            ("2024-07-31T20:15", "29 Jul – 4 Aug", "Mon 29"), ("2024-08-11", "5 – 11 Aug", "Mon 5"),
            ("2024-09-30", "5 – 11 Aug", "Mon 5"),
        ])
    func scrolled(scroll: String, heading: String, firstDay: String) {
        let text = text(of: draw(.dailySteps, options: ["scroll": scroll]))
        #expect(text.contains(heading), "scrolled to \(scroll), the heading reads \(heading)")
        #expect(text.contains(firstDay), "the window starts on \(firstDay)")
    }

    @Test("a chapter where nothing is written yet matches its golden file")
    func nothingWrittenGolden() {
        let results = everyPath(skeletonFunctions)
        expectSnapshot(text(of: results[0]), named: "interactivity-products-not-implemented")
        expectSnapshot(text(of: results[3]), named: "interactivity-steps-not-implemented")
    }

    // MARK: Skeletons

    @Test("each exercise not written yet shows its note, and only that one", arguments: interactivity.exercises)
    func oneMissing(exercise: Chapter.Exercise) {
        let texts = everyPath(.skeletons(in: [exercise.file])).map(text(of:))
        expectMissing(exercise, in: texts)
        for text in texts { expectFits(text, in: size) }
    }

    @Test(
        "with nothing written, every canvas still draws the bars, the donut and the first week",
        arguments: CanvasKind.allCases)
    func nothingWritten(canvas: CanvasKind) {
        for result in everyPath(skeletonFunctions, canvas: canvas) {
            let text = text(of: result)
            expectFits(text, in: size)
            #expect(text.contains("next: exercise 4."), "the footer names the next exercise")
        }
    }

    // MARK: Taps

    @Test(
        "a tap on a bar selects it through barIndex, and a second tap deselects it", arguments: CanvasKind.allCases,
        0..<5)
    func tapBar(canvas: CanvasKind, index: Int) {
        let first = draw(canvas: canvas, tap: barPoint(index, canvas: canvas))
        #expect(first.selection == index, "a tap on bar \(index) selects it")
        let product = Dataset.productSales.points[index]
        #expect(text(of: first).contains("selected: \(product.label)"), "the footer names the product")
        let second = draw(canvas: canvas, selection: index, tap: barPoint(index, canvas: canvas))
        #expect(second.selection == nil, "a second tap on the selected bar deselects it")
        #expect(text(of: second).contains("nothing selected"))
    }

    @Test("a tap on a donut sector selects its product", arguments: CanvasKind.allCases, 0..<5)
    func tapSector(canvas: CanvasKind, index: Int) {
        let result = draw(canvas: canvas, tap: sectorPoint(index, canvas: canvas))
        #expect(result.selection == index, "a tap in sector \(index) selects product \(index)")
        let arrow = canvas == .ascii ? "->" : "→"
        #expect(
            text(of: result).contains("sectorIndex = \(index) \(arrow) toggledSelection = \(index)"),
            "the footer names the hit test")
    }

    @Test("a tap beside the bars and the donut keeps the selection")
    func tapMiss() {
        let rect = plotRect()
        let result = draw(selection: 3, tap: CGPoint(x: rect.maxX - 1, y: rect.minY))
        #expect(result.selection == 3, "a tap in a corner of the donut's square is on no sector")
    }

    @Test("a tap on the steps selects the nearest day, and a drag the days it spans")
    func tapAndDragSteps() throws {
        let rect = plotRect(.dailySteps)
        let slot = rect.width / 7
        let tap = CGPoint(x: rect.minX + slot * 2.4, y: rect.midY)
        let result = draw(
            .dailySteps, tap: tap, options: ["drag": "\(rect.minX + slot * 3.9),\(rect.minX + slot * 0.7)"])
        #expect(result.selection == 21, "Wednesday 17 July, the third day of the week of 15 July, is index 21")
        let text = text(of: result)
        #expect(text.contains("Wed 17 Jul"), "the card names the day")
        #expect(text.contains("selectedIndices = 20...22, 3 days"), "a drag from Thursday back to Tuesday: \(text)")
    }

    // MARK: Wrong answers

    @Test(
        "wild answers from the student's code never crash the chart or draw outside it",
        arguments: WildInteractivityStudent.allCases, CanvasKind.allCases)
    func wildStudent(student: WildInteractivityStudent, canvas: CanvasKind) {
        for result in everyPath(student.functions, canvas: canvas, compare: true) {
            let text = text(of: result)
            expectFits(text, in: size)
            #expect(SVGDocument(result.chart).text.hasPrefix("<svg"), "the same chart can be written as SVG")
        }
    }

    @Test("--compare with a card that is not kept inside the chart says which differs")
    func compareCard() {
        var functions = InteractivityFunctions.chapter
        functions.tooltipCenter = { point, _, gap, _ in CGPoint(x: point.x, y: point.y - gap * 3) }
        let text = text(of: draw(functions: functions, compare: true, selection: 0))
        #expect(text.contains("differ"), "the comparison finds the card elsewhere")
        #expect(text.contains("expected"), "the legend names the expected card")
        let matching = InteractivityPreviewTests.textOf(draw(compare: true, selection: 0))
        #expect(matching.contains("matches"), "the reference's own card matches")
        let missing = InteractivityPreviewTests.textOf(
            draw(functions: .skeletons(in: ["TooltipPlacement.swift"]), compare: true, selection: 0))
        #expect(
            missing.contains("no card of yours to compare yet"),
            "without the student's card, the expected one is still drawn")
    }

    @Test("--compare with a window that is not clamped shows the week that differs")
    func compareWeek() {
        var functions = InteractivityFunctions.chapter
        functions.visibleWindow = { start, length, _ in start..<(start + length) }
        let text = text(of: draw(.dailySteps, functions: functions, compare: true, options: ["scroll": "2024-09-30"]))
        #expect(text.contains("where 7 are expected"), "scrolled past the end, the window runs off the data: \(text)")
        expectSnapshot(text, named: "interactivity-steps-compare")
    }

    static func textOf(_ result: PreviewResult) -> String { text(of: result) }

    // MARK: Explorer

    @Test("in explore, the arrows scroll the steps a week at a time, and Home and End go to the first and last day")
    func exploreScrolls() {
        let preview = InteractivityPreview()
        var state = ExplorerState(selection: nil, chapterOptions: [:])
        #expect(preview.handle(.next, state: &state, data: .dailySteps))
        #expect(state.chapterOptions["scroll"] == "2024-07-24")
        #expect(preview.handle(.previous, state: &state, data: .dailySteps))
        #expect(preview.handle(.previous, state: &state, data: .dailySteps))
        #expect(state.chapterOptions["scroll"] == "2024-07-10")
        #expect(preview.handle(.first, state: &state, data: .dailySteps))
        #expect(state.chapterOptions["scroll"] == "2024-06-26", "the first day")
        #expect(preview.handle(.last, state: &state, data: .dailySteps))
        #expect(state.chapterOptions["scroll"] == "2024-08-11", "the last day")
        #expect(
            !preview.handle(.next, state: &state, data: .productSales), "on the products the arrows move the selection")
        #expect(
            !preview.handle(.click(column: 3, row: 3), state: &state, data: .dailySteps),
            "a click is a tap, for the chart")
    }

    @Test("in explore, a drag across the steps becomes the preview's drag, and scrolling ends it")
    func exploreDrags() {
        let preview = InteractivityPreview()
        var state = ExplorerState(selection: nil, chapterOptions: [:])
        preview.handleDrag(from: CGPoint(x: 80.5, y: 20), to: CGPoint(x: 12.5, y: 30), state: &state, data: .dailySteps)
        #expect(state.chapterOptions["drag"] == "80.5,12.5", "the drag's two x, in the order dragged")
        #expect(preview.handle(.next, state: &state, data: .dailySteps))
        #expect(state.chapterOptions["drag"] == nil, "a drag belongs to the week it was made on")
        preview.handleDrag(from: CGPoint(x: 1, y: 1), to: CGPoint(x: 50, y: 1), state: &state, data: .productSales)
        #expect(state.chapterOptions["drag"] == nil, "the products take no drag")
    }

    @Test("the explorer finds where the left button was let go, for the end of a drag")
    func releases() {
        let bytes = Array("\u{1B}[<0;12;5M\u{1B}[<0;30;6m\u{1B}[D\u{1B}[<2;1;1m\u{1B}[<0;7m\u{1B}[<0;3;4m".utf8)
        let found = ExplorerInput.releases(in: bytes)
        #expect(
            found.map(\.column) == [29, 2] && found.map(\.row) == [5, 3], "left-button releases only, 0-based: \(found)"
        )
        #expect(
            ExplorerInput.parse(bytes) == [.click(column: 11, row: 4), .previous], "parse still leaves releases out")
        #expect(ExplorerInput.releases(in: Array("\u{1B}[C".utf8)).isEmpty)
    }
}

// MARK: What a skeleton's chart names, and what a tap shows

extension InteractivityPreviewTests {
    @Test(
        "untouched skeletons name the hit tests not written, without a tap: never \"all parts drawn\"",
        arguments: [Dataset.productSales, .dailySteps])
    func skeletonsNameHitTests(data: Dataset) {
        let text = text(of: draw(data, functions: skeletonFunctions))
        let expected =
            data.name == Dataset.dailySteps.name ? ["4.3", "4.4", "4.5", "4.6"] : ["4.1", "4.2", "4.5", "4.9"]
        for id in expected {
            #expect(
                text.contains("exercise \(id)") || text.contains(", \(id)"), "the chart names exercise \(id): \(text)")
        }
        #expect(!text.contains("all parts drawn"), "nothing is drawn by the student's code yet")
        #expect(text.contains("next: exercise 4."), "the footer names the first exercise to write")
    }

    @Test(
        "each hit test alone not written is named as the next step, with no tap",
        arguments: ["BarIndex.swift", "SectorIndex.swift", "ToggledSelection.swift", "TooltipPlacement.swift"])
    func oneHitTestMissing(file: String) throws {
        let exercise = try #require(interactivity.exercises.first { $0.file == file })
        let text = text(of: draw(functions: .skeletons(in: [file])))
        #expect(text.contains("not implemented yet: exercise \(exercise.id)"), "the plot names \(exercise.id): \(text)")
        #expect(text.contains("next: exercise \(exercise.id)"), "and the footer: \(text)")
    }

    @Test("a tap before toggledSelection is written shows what barIndex answered, and selects that bar")
    func tapBeforeToggledSelection() {
        let result = draw(functions: .skeletons(in: ["ToggledSelection.swift"]), tap: barPoint(2))
        let text = text(of: result)
        #expect(
            text.contains("barIndex = 2; toggledSelection: exercise 4.2"),
            "the footer says what barIndex answered: \(text)")
        #expect(result.selection == 2, "until 4.2 is written, the tap selects the bar barIndex found")
        #expect(!text.contains("nothing selected"))
    }

    @Test(
        "the footer shows the rectangle barIndex was given, the bars' part of the plot, as Swift",
        arguments: CanvasKind.allCases)
    func tapShowsGivenRect(canvas: CanvasKind) {
        let bars = InteractivityPreview.regions(of: plotRect(canvas: canvas)).bars
        final class Received: @unchecked Sendable { var rects: [CGRect] = [] }
        let received = Received()
        var functions = InteractivityFunctions.chapter
        functions.barIndex = { point, count, rect in
            received.rects.append(rect)
            return InteractivityFunctions.chapter.barIndex(point, count, rect)
        }
        let text = text(of: draw(functions: functions, canvas: canvas, tap: barPoint(1, canvas: canvas)))
        #expect(received.rects.last == bars, "the tap's call got the bars' rectangle")
        #expect(text.contains("given count: 5, in: \(swiftCode(bars))"), "the rectangle the function got: \(text)")
        #expect(!text.contains("plot x"), "not the whole plot's x range, which barIndex never saw")
    }

    // MARK: Explore

    @Test("in explore, scrolling stops at the last week, so the first press back moves the week")
    func exploreStopsAtTheEnds() {
        let preview = InteractivityPreview()
        var state = ExplorerState(selection: nil, chapterOptions: ["scroll": "2024-08-07"])
        let heading = { (state: ExplorerState) in text(of: draw(.dailySteps, options: state.chapterOptions)) }
        #expect(heading(state).contains("5 – 11 Aug"), "the last week")
        #expect(preview.handle(.next, state: &state, data: .dailySteps))
        #expect(state.chapterOptions["scroll"] == "2024-08-07", "past the last week the scroll stays put")
        #expect(preview.handle(.previous, state: &state, data: .dailySteps))
        #expect(heading(state).contains("29 Jul – 4 Aug"), "one press back shows the week before: \(heading(state))")
        #expect(preview.handle(.first, state: &state, data: .dailySteps))
        #expect(preview.handle(.previous, state: &state, data: .dailySteps))
        #expect(state.chapterOptions["scroll"] == "2024-06-26", "before the first week the scroll stays put")
        #expect(preview.handle(.next, state: &state, data: .dailySteps))
        #expect(!heading(state).contains("26 Jun – 2 Jul"), "one press on moves the week")
    }

    @Test(
        "in explore, the footer gives no preview options, which do nothing there",
        arguments: [Dataset.productSales, .dailySteps])
    func exploreFooterHasNoOptions(data: Dataset) {
        var settings = PreviewSettings(size: size, canvas: .braille)
        settings.interactive = true
        let explored = InteractivityPreview().chart(of: data, chapter: interactivity, settings: settings).chart.text(
            colors: .none)
        #expect(!explored.contains("--"), "no --tap, --drag, --scroll or --select: \(explored)")
        let plain = text(of: draw(data))
        #expect(plain.contains("--"), "preview does list them")
    }
}
