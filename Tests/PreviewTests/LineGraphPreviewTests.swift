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
private let size = TerminalSize(columns: 72, rows: 20)

/// The chart of `data` drawn through `functions` as the student's code: the module's,
/// which the tool's tests build from the reference solutions, unless a test swaps some of
/// them for skeletons or wild answers.
private func draw(
    _ data: Dataset = .temperature,
    functions: LineGraphFunctions = .chapter,
    canvas: CanvasKind = .braille,
    size: TerminalSize = size,
    implementation: PreviewSettings.Implementation = .student,
    compare: Bool = false,
    selection: Int? = nil,
    tap: CGPoint? = nil
) -> PreviewResult {
    var settings = PreviewSettings(
        size: size, canvas: canvas, implementation: implementation, selection: selection, tap: tap)
    if compare { settings.compare(with: LineGraphPreview(), of: data, chapter: lineGraph) }
    return LineGraphPreview(functions: functions).chart(of: data, chapter: lineGraph, settings: settings)
}

/// Whether the text holds a braille character with at least one dot.
private func hasBrailleDots(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }
}

/// A skeleton's answer: a todo in the chapter's file `file`, which is how a preview turns
/// a todo into an exercise number.
private func skeleton<Value: Placeholder>(_ file: String) -> Value {
    todo("write this", fileID: "\(lineGraph.module)/\(file)")
}

extension LineGraphFunctions {
    /// Chapter 1's functions with those of the exercises in `files` left as skeletons.
    /// The files are the description's, so an exercise added there needs a case here.
    static func skeletons(in files: [String]) -> LineGraphFunctions {
        var functions = LineGraphFunctions.chapter
        for file in files {
            switch file {
            case "ValueRange.swift": functions.valueRange = { _ in skeleton(file) }
            case "XPosition.swift": functions.xPosition = { _, _, _ in skeleton(file) }
            case "YPosition.swift": functions.yPosition = { _, _, _, _ in skeleton(file) }
            case "LinePoints.swift": functions.linePoints = { _, _ in skeleton(file) }
            case "AreaPolygon.swift": functions.areaPolygon = { _, _ in skeleton(file) }
            case "GridLines.swift": functions.gridLineValues = { _, _, _ in skeleton(file) }
            case "XAxisLabels.swift": functions.visibleLabelIndices = { _ in skeleton(file) }
            case "Summary.swift": functions.summary = { _ in skeleton(file) }
            case "SelectedIndex.swift": functions.selectedIndex = { _, _, _ in skeleton(file) }
            default: Issue.record("chapter.json lists \(file), which the preview's tests do not know")
            }
        }
        return functions
    }
}

/// Every function of chapter 1 a skeleton.
private let skeletonFunctions = LineGraphFunctions.skeletons(in: lineGraph.exercises.map(\.file))

/// The note the chart shows in place of an exercise's missing part.
private func note(for exercise: Chapter.Exercise) -> String {
    // The summary has a row of its own under the chart; the rest stand in the plot.
    if exercise.file == "Summary.swift" { return "min · avg · max: not implemented yet: exercise \(exercise.id)" }
    let part =
        switch exercise.file {
        case "ValueRange.swift": "value range"
        case "XPosition.swift", "YPosition.swift": "positions"
        case "LinePoints.swift": "line"
        case "AreaPolygon.swift": "area"
        case "GridLines.swift": "grid lines"
        case "XAxisLabels.swift": "x labels"
        default: "selection"
        }
    return "not implemented yet: exercise \(exercise.id) (\(part))"
}

/// Student code gone wrong in the ways that must not break the preview.
enum WildStudent: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case nanPositions, nanLinePoints, hugeCoordinates, hugeLinePoints, negativeCoordinates, negativeLinePoints
    case emptyArrays, threePointsForTwelveValues, labelIndicesOutOfRange, tenThousandGridLines
    case nonFiniteGridValues, summaryNil, nonFiniteSummary, hugeValueRange, selectedIndexOutOfRange

    var testDescription: String { rawValue }

    var functions: LineGraphFunctions {
        var functions = LineGraphFunctions.chapter
        switch self {
        case .nanPositions:
            functions.xPosition = { _, _, _ in .nan }
            functions.yPosition = { _, _, _, _ in .nan }
        case .nanLinePoints:
            functions.linePoints = { values, _ in values.map { _ in CGPoint(x: CGFloat.nan, y: .nan) } }
            functions.areaPolygon = { values, _ in values.map { _ in CGPoint(x: CGFloat.nan, y: .nan) } }
        case .hugeCoordinates:
            functions.xPosition = { index, _, _ in 1e12 * CGFloat(index) }
            functions.yPosition = { value, _, _, _ in 1e12 * value }
        case .hugeLinePoints:
            functions.linePoints = { values, _ in values.indices.map { CGPoint(x: 1e12 * CGFloat($0), y: 1e12) } }
            functions.areaPolygon = { values, _ in values.indices.map { CGPoint(x: -1e12, y: 1e12 * CGFloat($0)) } }
        case .negativeCoordinates:
            functions.xPosition = { index, _, _ in -10 * CGFloat(index + 1) }
            functions.yPosition = { value, _, _, _ in -value }
        case .negativeLinePoints:
            functions.linePoints = { values, _ in values.indices.map { CGPoint(x: -5 * CGFloat($0), y: -300) } }
            functions.areaPolygon = { values, _ in values.indices.map { CGPoint(x: -5 * CGFloat($0), y: -CGFloat($0)) }
            }
        case .emptyArrays:
            functions.linePoints = { _, _ in [] }
            functions.areaPolygon = { _, _ in [] }
            functions.gridLineValues = { _, _, _ in [] }
            functions.visibleLabelIndices = { _ in [] }
        case .threePointsForTwelveValues:
            functions.linePoints = { _, rect in
                [
                    CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.midX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.midY),
                ]
            }
        case .labelIndicesOutOfRange:
            functions.visibleLabelIndices = { _ in [-5, 99, 3] }
        case .tenThousandGridLines:
            functions.gridLineValues = { _, minimum, maximum in
                (0..<10_000).map { minimum + (maximum - minimum) * Double($0) / 9_999 }
            }
        case .nonFiniteGridValues:
            functions.gridLineValues = { _, _, _ in [.nan, .infinity, -.infinity, 1e300, -123_456_789] }
        case .summaryNil:
            functions.summary = { _ in nil }
        case .nonFiniteSummary:
            functions.summary = { _ in (minimum: -.infinity, average: .nan, maximum: 1e300) }
        case .hugeValueRange:
            functions.valueRange = { _ in -1e300...1e300 }
        case .selectedIndexOutOfRange:
            functions.selectedIndex = { _, _, _ in 999 }
        }
        return functions
    }
}

@Suite("Line graph preview")
struct LineGraphPreviewTests {
    // MARK: Golden charts

    @Test(
        "the reference chart of the temperatures matches its golden file on every canvas",
        arguments: CanvasKind.allCases)
    func referenceChart(canvas: CanvasKind) throws {
        let result = draw(canvas: canvas, implementation: .reference, selection: 6)
        let text = result.chart.text(colors: .none)
        let rows = lines(of: text)
        #expect(rows.count == size.rows, "one line per terminal row")
        #expect(rows.allSatisfy { $0.terminalColumnCount <= size.columns }, "no line is wider than the terminal")
        #expect(result.selection == 6, "the selection asked for is kept")
        for gridValue in ["21.5", "17.1", "12.8", "8.5", "4.1"] {
            #expect(text.contains(gridValue), "the grid line at \(gridValue) °C is labelled")
        }
        let monthRow = try #require(rows.first { $0.contains("Jan") }, "the month labels are drawn")
        for month in Dataset.temperature.labels {
            #expect(monthRow.contains(month), "\(month) is labelled on the x axis")
        }
        // The ASCII canvas writes the degree sign as nothing: "21.5 C".
        let unit = canvas == .ascii ? "C" : "°C"
        #expect(text.contains("min 4.1 \(unit)   avg 12.9 \(unit)   max 21.5 \(unit)"), "the summary row")
        #expect(text.contains("Jul") && text.contains("21.5 \(unit)"), "the tooltip of July")
        #expect(!text.contains("not implemented"), "the reference has every exercise")
        #expect(!text.contains("next: exercise"), "nothing left to do")
        expectSnapshot(text, named: "line-graph-\(canvas.rawValue)")
    }

    @Test("--compare with a line that matches says so and draws the expected line too")
    func compareMatching() {
        let text = draw(compare: true, selection: 6).chart.text(colors: .none)
        #expect(text.contains("your 12 points match the expected ones"))
        #expect(text.contains("your line") && text.contains("expected"), "the legend names both lines")
        #expect(text.contains("Jul is drawn at ("), "the student's chart says where the selected point is")
        expectSnapshot(text, named: "line-graph-compare")
    }

    @Test("the precipitation in ASCII matches its golden file")
    func precipitationASCII() {
        let text = draw(.precipitation, canvas: .ascii, implementation: .reference).chart.text(colors: .none)
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "an ASCII canvas writes nothing but ASCII")
        #expect(text.contains("Precipitation (mm)"), "the title with the unit")
        #expect(text.contains("min 43.0 mm   avg 67.9 mm   max 88.0 mm"), "the summary row")
        expectSnapshot(text, named: "line-graph-precipitation-ascii")
    }

    @Test("a chapter where nothing is written yet matches its golden file")
    func nothingWrittenGolden() {
        let text = draw(functions: skeletonFunctions, selection: 6).chart.text(colors: .none)
        expectSnapshot(text, named: "line-graph-not-implemented")
    }

    // MARK: Skeletons

    @Test("each exercise not written yet shows its note, and the footer points to it", arguments: lineGraph.exercises)
    func oneMissing(exercise: Chapter.Exercise) throws {
        // The hit-testing exercise is only reached by a tap.
        let isHitTest = exercise.file == "SelectedIndex.swift"
        let rect = draw().chart.layout.plotRect
        let tap = isHitTest ? CGPoint(x: rect.midX, y: rect.midY) : nil
        let result = draw(functions: .skeletons(in: [exercise.file]), selection: tap == nil ? 6 : nil, tap: tap)
        let text = result.chart.text(colors: .none)
        expectMissing(exercise, shownAs: note(for: exercise), in: [text])
        expectFits(text, in: size)
        if !isHitTest {
            #expect(
                text.contains("next: exercise \(exercise.id), Chapters/\(lineGraph.folder)/\(exercise.file)"),
                "the next step names the exercise and its file")
        }
    }

    @Test(
        "with nothing written, the chart has notes instead of marks and starts the student at 1.1",
        arguments: CanvasKind.allCases)
    func nothingWritten(canvas: CanvasKind) throws {
        let result = draw(functions: skeletonFunctions, canvas: canvas, selection: 6)
        let text = result.chart.text(colors: .none)
        for exercise in ["1.1", "1.4", "1.5", "1.6", "1.7", "1.8"] {
            #expect(text.contains("not implemented yet: exercise \(exercise)"), "exercise \(exercise) has a note")
        }
        expectFits(text, in: size)
        let rows = lines(of: text)
        let layout = result.chart.layout
        let plot = rows[layout.plotRows].map { $0.dropFirst(layout.plotColumns.lowerBound) }
        #expect(!plot.contains(where: hasBrailleDots), "no dots where nothing is computed")
        #expect(!plot.contains { $0.contains("░") || $0.contains("▒") || $0.contains("▓") }, "no shaded area")
        #expect(!text.contains("┤"), "no grid line ticks without grid values")
        let footer = try #require(rows.last)
        #expect(footer.contains("next: exercise 1.1"), "the first exercise comes first")
        #expect(!text.contains("Jul is drawn"), "no tooltip without a line")
    }

    @Test(
        "a student with every exercise but linePoints sees the grid, the area and the points, and a note for the line")
    func partialStudent() throws {
        let result = draw(functions: .skeletons(in: ["LinePoints.swift"]), selection: 6)
        let text = result.chart.text(colors: .none)
        #expect(text.contains("not implemented yet: exercise 1.4 (line)"))
        for gridValue in ["21.5", "17.1", "12.8", "8.5", "4.1"] {
            #expect(text.contains(gridValue + " ┤"), "the grid line at \(gridValue) is drawn with its tick")
        }
        #expect(text.contains("▓") || text.contains("▒") || text.contains("░"), "the area is drawn")
        #expect(text.contains("min 4.1 °C   avg 12.9 °C   max 21.5 °C"), "the summary does not need the line")
        #expect(
            text.contains("21.5 °C │") && text.contains("Jul is drawn at"),
            "the points of xPosition and yPosition carry the selection until the line exists")
        #expect(text.contains("⣿"), "the points are drawn as markers")
        #expect(text.contains("next: exercise 1.4"))
    }

    // MARK: Wrong answers

    @Test(
        "wild answers from the student's code never crash the chart or draw outside it",
        arguments: WildStudent.allCases, CanvasKind.allCases)
    func wildStudent(student: WildStudent, canvas: CanvasKind) throws {
        let rect = draw(canvas: canvas).chart.layout.plotRect
        let tap = student == .selectedIndexOutOfRange ? CGPoint(x: rect.midX, y: rect.midY) : nil
        let result = draw(
            functions: student.functions, canvas: canvas, compare: true, selection: tap == nil ? 6 : nil, tap: tap)
        let text = result.chart.text(colors: .none)
        expectFits(text, in: size)
        #expect(
            text.hasPrefix(canvas == .ascii ? "Mean temperature (C)" : "Mean temperature (°C)"),
            "the title is intact (in plain ASCII on the ASCII canvas)")
        #expect(!text.contains("\u{1B}"), "colors: .none writes no escape codes")
        do {
            #expect(SVGDocument(result.chart).text.hasPrefix("<svg"), "the same chart can be written as SVG")
        }
    }

    @Test(
        "at the smallest size, with labels longer than the plot, the chart still fits", arguments: CanvasKind.allCases)
    func smallestSize(canvas: CanvasKind) {
        let long = String(repeating: "Very long label ", count: 5)
        let data = Dataset(
            name: "long", title: String(repeating: "A title wider than the chart ", count: 3), unit: "km/h",
            points: (0..<30).map { DataPoint(label: "\(long)\($0)", value: Double($0 % 7) * 1234.5) })
        let minimum = ChartLayout.minimumSize
        let text = draw(data, canvas: canvas, size: minimum, compare: true, selection: 29).chart.text(colors: .none)
        let rows = lines(of: text)
        #expect(rows.count == minimum.rows, "one line per terminal row")
        let tooWide = rows.filter { $0.terminalColumnCount > minimum.columns }
        #expect(tooWide.isEmpty, "lines wider than \(minimum.columns) columns: \(tooWide)")
    }

    @Test("a hit test answering 999 selects nothing drawable, but says what it answered")
    func selectedIndexOutOfRange() {
        let rect = draw().chart.layout.plotRect
        let result = draw(
            functions: WildStudent.selectedIndexOutOfRange.functions, tap: CGPoint(x: rect.midX, y: rect.midY))
        let text = result.chart.text(colors: .none)
        #expect(text.contains("selectedIndex(forTapAt:count:in:) = 999"), "the footer shows the student's answer")
        let plotRows = result.chart.layout.plotRows
        // A tap that selects nothing: the same layout, nothing selected.
        var selectsNothing = LineGraphFunctions.chapter
        selectsNothing.selectedIndex = { _, _, _ in nil }
        let unselected = lines(
            of: draw(functions: selectsNothing, tap: CGPoint(x: rect.midX, y: rect.midY)).chart.text(colors: .none))
        #expect(
            lines(of: text)[plotRows] == unselected[plotRows], "no marker or tooltip for a point that does not exist")
    }

    // MARK: Taps

    @Test("a tap on a point's x selects it through the hit-testing code", arguments: CanvasKind.allCases, 0..<12)
    func tap(canvas: CanvasKind, index: Int) throws {
        let rect = draw(canvas: canvas).chart.layout.plotRect
        let x = LineGraphFunctions.chapter.xPosition(index, 12, rect)
        let result = draw(canvas: canvas, tap: CGPoint(x: x, y: rect.midY))
        #expect(result.selection == index, "a tap at x = \(x) is on point \(index)")
        let text = result.chart.text(colors: .none)
        #expect(
            text.contains("selectedIndex(forTapAt:count:in:) = \(index)"), "the footer shows what the hit test chose")
        #expect(text.contains(Dataset.temperature.points[index].label), "the tooltip names the month")
    }

    @Test("a tap at the 4th point selects index 3 and the footer says so")
    func tapFourthPoint() throws {
        let rect = draw().chart.layout.plotRect
        let x = LineGraphFunctions.chapter.xPosition(3, 12, rect)
        let result = draw(tap: CGPoint(x: x, y: rect.minY))
        #expect(result.selection == 3)
        let footer = lines(of: result.chart.text(colors: .none)).suffix(3)
        #expect(
            footer.contains { $0.contains("tap at x = \(formatted(x)) → selectedIndex(forTapAt:count:in:) = 3") },
            "the footer says where the tap was and what the hit test chose: \(footer)")
        #expect(result.chart.text(colors: .none).contains("13.4 °C"), "April's tooltip")
    }

    @Test("a tap overrides the selection asked for")
    func tapWinsOverSelection() {
        let rect = draw().chart.layout.plotRect
        let result = draw(selection: 6, tap: CGPoint(x: rect.minX, y: rect.midY))
        #expect(result.selection == 0, "the tap chose January")
    }

    // MARK: Comparison

    static let expected = (0..<12).map { CGPoint(x: 10 + 11.5 * CGFloat($0), y: CGFloat(40 + $0 % 3)) }

    /// The comparison's sentence for two lines of the twelve months.
    private func compare(_ line: [CGPoint], _ expected: [CGPoint] = Self.expected) -> String {
        let labels = Dataset.temperature.labels
        return PartComparison(
            noun: ComparedNoun("point"), items: ComparedItem.each(line, labels: labels),
            expected: ComparedItem.each(expected, labels: labels)
        ).summary
    }

    @Test("comparing lines: identical, or within the tests' tolerance, matches")
    func comparisonMatches() {
        #expect(compare(Self.expected) == "your 12 points match the expected ones")
        let nearly = Self.expected.map { CGPoint(x: $0.x + 1e-9, y: $0.y - 1e-9) }
        #expect(
            compare(nearly) == "your 12 points match the expected ones", "rounding in the last digits is no difference")
        #expect(compare([], []) == "there are no points to compare")
    }

    @Test("comparing lines counts the student's values, not the cells they fall on: a third of a pixel off differs")
    func comparisonCountsValues() {
        let nearly = Self.expected.map { CGPoint(x: $0.x + 0.3, y: $0.y - 0.3) }
        #expect(
            compare(nearly) == "12 of your 12 points differ, by up to 0.4 px: Jan, Feb, Mar, Apr and 8 more",
            "0.42 pixels off lands on the same pixel, and is still a wrong value")
        var one = Self.expected
        one[5].y += 1e-4
        #expect(
            compare(one).hasPrefix("1 of your 12 points differs, by up to 0.0 px: Jun"),
            "more than the tests' 1e-6 is a difference")
    }

    @Test("comparing lines: the points that stray are named, with the largest distance")
    func comparisonDiffers() {
        var oneOff = Self.expected
        oneOff[4].y += 3
        oneOff[7].x += 0.1
        #expect(compare(oneOff) == "2 of your 12 points differ, by up to 3.0 px: May, Aug")
        let flipped = Self.expected.map { CGPoint(x: $0.x, y: 100 - $0.y) }
        #expect(
            compare(flipped).hasPrefix("12 of your 12 points differ, by up to ")
                && compare(flipped).hasSuffix(" px: Jan, Feb, Mar, Apr and 8 more"))
    }

    @Test("comparing lines: a gap in both is a match, a gap in one is a difference")
    func comparisonNaN() {
        var gapInBoth = Self.expected
        gapInBoth[3].y = .nan
        #expect(
            compare(gapInBoth, gapInBoth) == "your 12 points match the expected ones",
            "a missing value is missing in both")
        var withNaN = Self.expected
        withNaN[0] = CGPoint(x: CGFloat.nan, y: .nan)
        withNaN[1].x += 2
        #expect(compare(withNaN) == "2 of your 12 points differ, by up to 2.0 px: Jan, Feb")
        let allNaN = Self.expected.map { _ in CGPoint(x: CGFloat.nan, y: .nan) }
        #expect(compare(allNaN) == "12 of your 12 points differ: Jan, Feb, Mar, Apr and 8 more")
    }

    @Test("comparing lines of different lengths says how many points each has")
    func comparisonCounts() {
        #expect(compare(Array(Self.expected.prefix(3))) == "you drew 3 points, where 12 are expected")
        #expect(compare([]) == "you drew 0 points, where 12 are expected")
    }

    @Test("--compare with a wrong line counts the points that differ")
    func compareWrongLine() {
        var functions = LineGraphFunctions.chapter
        functions.linePoints = { values, rect in
            LineGraphFunctions.chapter.linePoints(values, rect).map {
                CGPoint(x: $0.x, y: rect.maxY + rect.minY - $0.y)
            }
        }
        let text = draw(functions: functions, compare: true).chart.text(colors: .none)
        #expect(text.contains("points differ, by up to"))
    }

    // MARK: Tooltip

    static let corners: [(String, @Sendable (CGRect) -> CGPoint)] = [
        ("top left", { CGPoint(x: $0.minX, y: $0.minY) }),
        ("top right", { CGPoint(x: $0.maxX, y: $0.minY) }),
        ("bottom left", { CGPoint(x: $0.minX, y: $0.maxY) }),
        ("bottom right", { CGPoint(x: $0.maxX, y: $0.maxY) }),
        ("centre", { CGPoint(x: $0.midX, y: $0.midY) }),
    ]

    @Test("the tooltip stays inside the plot wherever its point is", arguments: CanvasKind.allCases, 0..<5)
    func tooltipInside(canvas: CanvasKind, corner: Int) {
        let (name, place) = Self.corners[corner]
        let layout = ChartLayout(size: size, canvas: canvas, yLabelWidth: 4, hasLegend: true, footerRows: 2)
        let point = place(layout.plotRect)
        let lines = ["Jul", "21.5 °C"]
        let origin = Tooltip.origin(for: point, lines: lines, layout: layout)
        let (cellWidth, cellHeight) = canvas.pixelsPerCell
        let column = Int(origin.x) / cellWidth
        let row = Int(origin.y) / cellHeight
        let box = CellGrid.textBoxSize(for: lines)
        #expect(Int(origin.x) % cellWidth == 0 && Int(origin.y) % cellHeight == 0, "the origin is a cell's first pixel")
        #expect(
            layout.plotColumns.contains(column) && layout.plotColumns.contains(column + box.columns - 1),
            "at the \(name), the box's columns \(column)..<\(column + box.columns) are in \(layout.plotColumns)")
        #expect(
            layout.plotRows.contains(row) && layout.plotRows.contains(row + box.rows - 1),
            "at the \(name), the box's rows \(row)..<\(row + box.rows) are in \(layout.plotRows)")
        let pointColumn = Int(point.x) / cellWidth
        let pointRow = Int(point.y) / cellHeight
        #expect(
            !((column..<column + box.columns).contains(pointColumn) && (row..<row + box.rows).contains(pointRow)),
            "at the \(name), the box does not hide its point")
    }

    // MARK: Data

    /// The data a request for `name` or `csvPath` draws, with its problem as the preview
    /// program reports it.
    private func data(named name: String?, csvPath: String?, for chapter: Chapter) throws(PreviewError) -> Dataset {
        do {
            return try ChartRequest.dataset(named: name, csvPath: csvPath, for: chapter)
        } catch {
            throw PreviewError(error)
        }
    }

    @Test("without a name or file, the chapter's first dataset is drawn")
    func defaultData() throws {
        #expect(try data(named: nil, csvPath: nil, for: lineGraph) == Dataset.temperature)
    }

    @Test(
        "a built-in dataset is found by name in any case",
        arguments: [
            ("SUNSHINE", Dataset.sunshine), ("sunshine", .sunshine), ("Precipitation", .precipitation),
            ("temperature", .temperature),
        ])
    func namedData(name: String, expected: Dataset) throws {
        #expect(try data(named: name, csvPath: nil, for: lineGraph) == expected)
    }

    @Test("an unknown dataset is a usage error that lists the datasets")
    func unknownData() throws {
        let error = try #require(throws: PreviewError.self) { try data(named: "snow", csvPath: nil, for: lineGraph) }
        guard case .usage(let message) = error else {
            Issue.record("expected a usage error, got \(error)")
            return
        }
        #expect(message.contains("'snow'"), "the message quotes the name")
        #expect(message.contains("temperature, precipitation, sunshine"), "the message lists the datasets")
        #expect(message.contains("--csv"), "and points to --csv")
        #expect(error.exitCode == .usage)
    }

    @Test("a CSV file is read, with its header's title and unit")
    func csvData() throws {
        let url = try temporaryFile(named: "rain.csv", contents: "Month,Rain (mm)\nJan,68\nFeb,47.5\n")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let dataset = try data(named: nil, csvPath: url.path, for: lineGraph)
        #expect(dataset.title == "Rain" && dataset.unit == "mm")
        #expect(dataset.values == [68, 47.5] && dataset.labels == ["Jan", "Feb"])
    }

    @Test("a CSV file with a bad line is a data error naming the file and the line")
    func badCSV() throws {
        let url = try temporaryFile(named: "rain.csv", contents: "Month,Rain (mm)\nJan,68\nFeb,lots\nMar,62\n")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let error = try #require(throws: PreviewError.self) { try data(named: nil, csvPath: url.path, for: lineGraph) }
        guard case .badData(let message) = error else {
            Issue.record("expected a data error, got \(error)")
            return
        }
        #expect(message.hasPrefix(url.path + ": "), "the message names the file: \(message)")
        #expect(message.contains("line 3"), "the message names the bad line: \(message)")
        #expect(error.exitCode == .dataError)
    }

    @Test("a CSV file that does not exist is a data error")
    func missingCSV() throws {
        let error = try #require(throws: PreviewError.self) {
            try data(named: nil, csvPath: "/nonexistent/\(UUID().uuidString).csv", for: lineGraph)
        }
        guard case .badData = error else {
            Issue.record("expected a data error, got \(error)")
            return
        }
    }

    private func temporaryFile(named name: String, contents: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "LineGraphPreviewTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url
    }
}

/// The one line `watch` shows under the results: what the chart waits for.
@Suite("Preview status for watch")
struct PreviewStatusTests {
    @Test("the skeletons: the line names every exercise the chart waits for, in order")
    func skeletons() {
        let missing = Set(draw(functions: skeletonFunctions).missing)
        let status = PreviewProgram.previewStatus(missing: missing, chapter: lineGraph)
        #expect(!missing.isEmpty)
        #expect(status.hasPrefix("preview: the chart waits for exercises 1.1, 1.2, 1.3"), "\(status)")
        for exercise in missing { #expect(status.contains(exercise)) }
    }

    @Test("one exercise left: named alone")
    func oneLeft() {
        let missing = Set(draw(functions: .skeletons(in: ["Summary.swift"])).missing)
        #expect(missing == ["1.8"])
        #expect(
            PreviewProgram.previewStatus(missing: missing, chapter: lineGraph).hasPrefix(
                "preview: the chart waits for exercise 1.8;"))
    }

    @Test("every part written: the line says so")
    func allDrawn() {
        let missing = Set(draw().missing)
        #expect(missing.isEmpty)
        #expect(
            PreviewProgram.previewStatus(missing: missing, chapter: lineGraph).hasPrefix(
                "preview: every part is drawn by your code"))
    }
}
