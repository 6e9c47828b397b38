import Course
import Foundation
import PreviewProtocol
import Renderer
import Testing
import ToolTestSupport

@testable import Results
@testable import WorkbookCommands

/// Chapter 1 functions as a student might write them, each with a slip that traps.
/// The marker comment stands on the line before the one that traps.
private enum Trap: String, CaseIterable, Sendable {
    case nilUnwrapped, reversedRange, integerOverflow, indexOutOfRange, notANumberToInt

    var exercise: String {
        switch self {
        case .nilUnwrapped: "1.1"
        case .reversedRange: "1.6"
        case .integerOverflow: "1.8"
        case .indexOutOfRange: "1.4"
        case .notANumberToInt: "1.9"
        }
    }

    /// How `CrashExplanation` names the failure.
    var name: String {
        switch self {
        case .nilUnwrapped: "a nil unwrapped with !"
        case .reversedRange: "a range with its bounds reversed"
        case .integerOverflow: "an integer overflow"
        case .indexOutOfRange: "an index out of range"
        case .notANumberToInt: "a Double that cannot become an Int"
        }
    }

    var file: String {
        switch self {
        case .nilUnwrapped: "ValueRange.swift"
        case .reversedRange: "GridLines.swift"
        case .integerOverflow: "Summary.swift"
        case .indexOutOfRange: "LinePoints.swift"
        case .notANumberToInt: "SelectedIndex.swift"
        }
    }

    var source: String {
        switch self {
        case .nilUnwrapped:
            """
            import Foundation
            public func valueRange(of values: [Double]) -> ClosedRange<Double> {
                let measured = values.filter { !$0.isNaN }
                // trap:
                let lowest = measured.first { $0 < -1e300 }!
                return lowest...(measured.max() ?? lowest)
            }
            """
        case .reversedRange:
            """
            import Foundation
            public func gridLineValues(count: Int, minimum: Double, maximum: Double) -> [Double] {
                let step = (maximum - minimum) / Double(max(count - 1, 1))
                // trap:
                return (count...0).map { maximum - step * Double($0) }
            }
            """
        case .integerOverflow:
            """
            import Foundation
            public func summary(of values: [Double]) -> (minimum: Double, average: Double, maximum: Double)? {
                let measured = values.filter { !$0.isNaN }
                var total = Int.max - 1
                for _ in measured {
                    // trap:
                    total += 2
                }
                guard let minimum = measured.min(), let maximum = measured.max() else { return nil }
                return (minimum, Double(total) / Double(measured.count), maximum)
            }
            """
        case .indexOutOfRange:
            """
            import Foundation
            public func linePoints(for values: [Double], in rect: CGRect) -> [CGPoint] {
                guard values.count > 1 else { return [] }
                let lowest = values.min() ?? 0, highest = values.max() ?? 0
                return (0...values.count).map { index in
                    // trap:
                    CGPoint(x: xPosition(index: index, count: values.count, in: rect), y: yPosition(for: values[index], minimum: lowest, maximum: highest, in: rect))
                }
            }
            """
        case .notANumberToInt:
            """
            import Foundation
            public func selectedIndex(forTapAt x: CGFloat, count: Int, in rect: CGRect) -> Int? {
                let step = rect.width / CGFloat(count - count)
                // trap:
                return Int((x - rect.minX) * step)
            }
            """
        }
    }

    /// The function that traps, as the failing test's call starts.
    var function: String {
        switch self {
        case .nilUnwrapped: "valueRange(of: "
        case .reversedRange: "gridLineValues(count: "
        case .integerOverflow: "summary(of: "
        case .indexOutOfRange: "linePoints(for: "
        case .notANumberToInt: "selectedIndex(forTapAt: "
        }
    }

    /// The trapping line, as `at Chapters/...:LINE:` shows it.
    var line: Int {
        (source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("// trap:") } ?? 0)
            + 2
    }
}

@Suite("A student's code that crashes is explained with Swift's reason and the student's line", .serialized)
struct StudentCrashTests {
    /// Chapter 1 solved, but for the five traps, and with `hanging` an endless loop in 1.7.
    private func trappedWorkbook(hanging: Bool = false) throws -> (WorkbookCopy, Chapter) {
        let copy = try WorkbookCopy()
        let chapter = try #require(copy.workspace().catalog.chapter(named: "1"))
        for exercise in chapter.exercises { try copy.solve(exercise.file, in: chapter) }
        for trap in Trap.allCases { try copy.write("Chapters/\(chapter.folder)/\(trap.file)", trap.source) }
        if hanging { try copy.write("Chapters/\(chapter.folder)/XAxisLabels.swift", Self.endlessLoop) }
        return (copy, chapter)
    }

    /// 1.7 with a loop whose counter starts at 0 and only ever doubles.
    static let endlessLoop = """
        public func visibleLabelIndices(count: Int) -> [Int] {
            guard count > 12 else { return Array(0..<count) }
            var step = 0
            while step < 2 { step *= 2 }
            return Array(stride(from: 0, to: count, by: step))
        }
        """

    @Test(
        "`workbook test` names each trap in words, at the student's line, with the call that ran",
        .timeLimit(.minutes(40)))
    func inTests() throws {
        let (copy, chapter) = try trappedWorkbook(hanging: true)
        defer { copy.remove() }
        let workspace = copy.workspace()
        _ = try TestCommand(
            workspace: workspace, style: .transcript, selection: .chapter(chapter), output: Transcript().output
        ).run()
        // A test stopped for running on is shown as the Swift call that ran on, as a crash is:
        // the run is killed, and the call must not be lost with swift test's last output.
        let hang = Transcript()
        _ = try TestCommand(
            workspace: workspace, style: .transcript, selection: .exercise("1.7", of: chapter), output: hang.output
        ).run()
        #expect(hang.contents.contains("ran on without end"), "\(hang.contents)")
        #expect(
            hang.contents.contains("\n  visibleLabelIndices(count: 13)\n    expected: [0, 2, 4, 6, 8, 10, 12]"),
            "the call that ran on, and its answer as the answer:\n\(hang.contents)")
        #expect(!hang.contents.contains("with the input"), "not the test's raw arguments:\n\(hang.contents)")
        for trap in Trap.allCases {
            let transcript = Transcript()
            _ = try TestCommand(
                workspace: workspace, style: .transcript, selection: .exercise(trap.exercise, of: chapter),
                output: transcript.output
            ).run()
            let text = transcript.contents
            #expect(text.contains("crashed"), "\(trap): the test is said to crash:\n\(text)")
            #expect(text.contains("Swift stopped your code: \(trap.name)."), "\(trap): the reason in words:\n\(text)")
            #expect(
                text.contains("at Chapters/\(chapter.folder)/\(trap.file):\(trap.line):"),
                "\(trap): the student's line:\n\(text)")
            #expect(
                !text.contains("Swift/") && !text.contains("0x0"), "\(trap): no library path or raw frame:\n\(text)")
            #expect(
                !text.contains("with the input") && text.contains("\n  " + trap.function),
                "\(trap): the call as Swift source, not raw arguments:\n\(text)")
        }
    }

    @Test(
        "`workbook preview` names each trap in words, at the student's line, and the function that ran",
        .timeLimit(.minutes(40)))
    func inPreview() throws {
        let (copy, chapter) = try trappedWorkbook()
        defer { copy.remove() }
        var request = ChartRequest(chapter: chapter)
        request.options = ChartOptions(width: 80, height: 24, canvas: .ascii)
        // The preview stops at the first trap it reaches; each is mended in turn.
        for trap in [Trap.nilUnwrapped, .reversedRange, .integerOverflow, .indexOutOfRange, .notANumberToInt] {
            if trap == .notANumberToInt { request.tap = CGPoint(x: 40, y: 10) }
            let transcript = Transcript()
            var command = ChartCommand(
                workspace: copy.workspace(), style: .transcript, kind: .preview(request), output: transcript.output)
            command.environment["WORKBOOK_SOURCES"] = nil
            let status = try command.run()
            let text = transcript.contents
            #expect(status == .failure, "\(trap): the preview fails")
            #expect(text.contains("The preview stopped while your"), "\(trap): the function that ran:\n\(text)")
            #expect(text.contains("Swift stopped your code: \(trap.name)."), "\(trap): the reason in words:\n\(text)")
            #expect(
                text.contains("at Chapters/\(chapter.folder)/\(trap.file):\(trap.line):"),
                "\(trap): the student's line:\n\(text)")
            #expect(
                !text.contains("Swift/") && !text.contains("0x0"), "\(trap): no library path or raw frame:\n\(text)")
            try copy.solve(trap.file, in: chapter)
        }
    }
}
