import Course
import Foundation
import Testing
import ToolTestSupport

@testable import Results
@testable import Runner
@testable import WorkbookCommands

/// The text a student reads, in plain ASCII without colour so it can be compared.
@Suite("Telling a student their results")
struct ResultTextTests {
    let text: ResultText

    init() throws {
        let style = Style(colors: false, unicode: false)
        let workspace = try Workspace(
            progress: ProgressLine(style: style, isTerminal: false), environment: [:])
        text = ResultText(style: style, workspace: workspace)
    }

    static func exercise(_ results: [(TestOutcome, [TestIssue])]) -> ExerciseReport {
        let tests = results.enumerated().map { index, result in
            TestResult(
                test: TestDescription(
                    id: "LineGraphTests.YPositionTests/t\(index)()", name: "t\(index)()",
                    displayName: "test \(index)", isSuite: false),
                outcome: result.0, issues: result.1)
        }
        return ExerciseReport(id: "1.3", title: "Vertical position", tests: tests)
    }

    static let todo = TestIssue(
        comment: "Not implemented yet: measure from the bottom (LineGraph/YPosition.swift:43)",
        fileID: "LineGraph/YPosition.swift", line: 43)
    static let wrong = TestIssue(
        comment:
            "yPosition(for: 4.1, ...)\n  expected: 200\n  got:      0\nLikely mistake: unflipped y axis. Measure up.",
        fileID: "LineGraphTests/YPositionTests.swift", line: 12)

    @Test(
        "an exercise's line gives its number, title and state",
        arguments: [
            ([(TestOutcome.passed, [TestIssue]())], "+ 1.3 Vertical position", "passed  1 test"),
            ([(.passed, []), (.failed, [wrong])], "x 1.3 Vertical position", "1 of 2 tests fail"),
            ([(.failed, [todo])], "- 1.3 Vertical position", "not started"),
            ([(.passed, []), (.didNotFinish, [])], "! 1.3 Vertical position", "1 of 2 tests fail: 1 crash"),
            ([(.timedOut, [])], "! 1.3 Vertical position", "1 of 1 tests fail: 1 never ends"),
            (
                [(.didNotFinish, []), (.didNotFinish, []), (.timedOut, [])], "! 1.3 Vertical position",
                "3 of 3 tests fail: 2 crashes, 1 never ends"
            ),
        ])
    func line(results: [(TestOutcome, [TestIssue])], start: String, end: String) {
        let line = text.line(for: Self.exercise(results))
        #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix(start), "'\(line)' starts with '\(start)'")
        #expect(line.hasSuffix(end), "'\(line)' ends with '\(end)'")
    }

    @Test("an exercise not started points to the skeleton's file and line")
    func notStarted() {
        let lines = text.explanation(of: Self.exercise([(.failed, [Self.todo])]))
        #expect(lines.first == "Next up: 1.3 Vertical position")
        #expect(lines.contains { $0.contains("Not implemented yet: measure from the bottom") })
        #expect(lines.contains { $0.contains("Open Chapters/01-LineGraph/YPosition.swift at line 43") })
    }

    @Test("a failing exercise shows its first failure whole, and where it was checked")
    func failing() {
        let lines = text.explanation(
            of: Self.exercise([(.passed, []), (.failed, [Self.wrong]), (.failed, [Self.wrong])]))
        #expect(lines.first == "1.3 Vertical position - \"test 1\"")
        #expect(
            lines.contains("    expected: 200") && lines.contains("    got:      0"),
            "the values, as the test wrote them")
        #expect(lines.contains("  Likely mistake: unflipped y axis. Measure up."))
        #expect(lines.contains("  Checked at Tests/LineGraphTests/YPositionTests.swift:12."))
        #expect(lines.contains { $0.contains("1 more test of this exercise fails") })
    }

    @Test("a test stopped by another exercise's todo says to finish that one first")
    func blockedByTodo() {
        let lines = text.explanation(of: Self.exercise([(.passed, []), (.failed, [Self.todo])]))
        #expect(lines.contains("  This test reaches a function that is not written yet:"))
        #expect(lines.contains { $0.contains("Finish that exercise first") })
    }

    @Test("a crash shows the call as Swift source, the answer expected, Swift's reason in words and the student's line")
    func crash() {
        let crash = TestIssue(
            comment: "Unexpectedly found nil while unwrapping an Optional value", summary: "crashed", arguments: "[]",
            call: AnnouncedCall(call: "valueRange(of: [])", expected: "0...0"),
            crash: CrashReport(
                reason: "Unexpectedly found nil while unwrapping an Optional value",
                location: "Chapters/01-LineGraph/ValueRange.swift:5:31"))
        let lines = text.explanation(of: Self.exercise([(.didNotFinish, [crash])]))
        #expect(lines.first == "1.3 Vertical position - \"test 0\" crashed")
        #expect(lines.contains("  valueRange(of: [])"), "the call, as the student would write it: \(lines)")
        #expect(lines.contains("    expected: 0...0"), "the answer on its own line")
        #expect(!lines.contains { $0.contains("with the input") }, "no raw arguments when the call is known")
        #expect(lines.contains("  Swift stopped your code: a nil unwrapped with !."))
        #expect(
            lines.contains("    at Chapters/01-LineGraph/ValueRange.swift:5:31"),
            "the student's file and line: \(lines)")
        #expect(lines.contains { $0.contains("Unwrap it with if let or guard let") }, "what to do about it")
    }

    @Test("a crash in a finished exercise's function shows the chain of calls out to the exercise being tested")
    func crashInFinishedFunction() {
        let crash = TestIssue(
            comment: "Index out of range", summary: "crashed",
            call: AnnouncedCall(call: "priceLevels(for: [0.1, 0.2, 0.3])", expected: nil),
            crash: CrashReport(
                output: CrashReportTests.crashInFinishedFunction, packageDirectory: CrashReportTests.package))
        let exercise = ExerciseReport(
            id: "3.7", title: "Price level", tests: Self.exercise([(.didNotFinish, [crash])]).tests)
        let lines = text.explanation(of: exercise)
        #expect(lines.contains("    at Chapters/03-Boxplot/Percentile.swift:39:18"), "\(lines)")
        #expect(
            lines.contains("    called from Chapters/03-Boxplot/PriceLevel.swift:41"),
            "the first line in 3.7's own file: \(lines)")
        #expect(lines.filter { $0.contains("called from") }.count == 1, "the chain stops at the exercise's file")
        let text = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(text.contains("your code in PriceLevel.swift called it, at line 41"), "\(text)")

        let own = ExerciseReport(id: "3.1", title: "Percentile", tests: exercise.tests)
        #expect(
            !self.text.explanation(of: own).contains { $0.contains("called from") },
            "a crash in the tested exercise's own file needs no chain")
    }

    @Test("a crash that is not the only problem says that other tests fail too")
    func crashAndFailure() {
        let crash = TestIssue(comment: "", summary: "crashed", arguments: "[]")
        let exercise = Self.exercise([(.passed, []), (.didNotFinish, [crash]), (.failed, [Self.wrong])])
        #expect(
            text.line(for: exercise).hasSuffix("2 of 3 tests fail: 1 crash, 1 other failure"),
            "\(text.line(for: exercise))")
        let lines = text.explanation(of: exercise).joined(separator: " ")
        #expect(lines.contains("1 more test of this exercise fails as well."), "\(lines)")
        let alone = text.explanation(of: Self.exercise([(.passed, []), (.didNotFinish, [crash])])).joined(
            separator: " ")
        #expect(!alone.contains("as well"), "nothing more is said when the crash is all")
    }

    @Test("text wraps between words to the terminal's width", arguments: [50, 60, 100])
    func wrapsToWidth(columns: Int) throws {
        let style = Style(colors: false, unicode: false, columns: columns)
        let workspace = try Workspace(progress: ProgressLine(style: style, isTerminal: false), environment: [:])
        let long = TestIssue(
            comment: "largestVerticalDistance(from: day, to: line)\n  expected: 0\n  got:      0.772\n"
                + String(
                    repeating: "Compare only the columns that both lines reach, at the column's middle. ", count: 3),
            fileID: "LineGraphTests/YPositionTests.swift", line: 12)
        let lines = ResultText(style: style, workspace: workspace).explanation(of: Self.exercise([(.failed, [long])]))
        // A line may be longer only when it is one word that cannot be broken.
        let tooLong = lines.filter { $0.count > columns && $0.trimmingCharacters(in: .whitespaces).contains(" ") }
        #expect(tooLong.isEmpty, "\(tooLong)")
        #expect(lines.contains { $0.count > columns - 12 }, "the width is used, not a narrower one")
        let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(words(lines.joined(separator: " ")).contains(words(long.comment)), "no word is cut in two: \(lines)")
    }

    @Test("exercises listed together line their states up after the longest title")
    func nameColumns() {
        let short = Self.exercise([(.passed, [])])
        let long = ExerciseReport(id: "5.6", title: "Largest triangle, three buckets", tests: short.tests)
        let columns = ResultText.nameColumns(for: [short, long])
        let lines = [short, long].map { text.line(for: $0, nameColumns: columns) }
        #expect(Set(lines.map { $0.range(of: "passed")!.lowerBound.utf16Offset(in: $0) }).count == 1, "\(lines)")
        #expect(lines[1].contains("buckets passed"), "one space after the longest title: \(lines)")
    }

    @Test("a crash without a known call still shows the test's input")
    func crashWithoutCall() {
        let crash = TestIssue(comment: "", summary: "crashed", arguments: "[]")
        let lines = text.explanation(of: Self.exercise([(.didNotFinish, [crash])]))
        #expect(lines.contains("  with the input []"))
        #expect(lines.contains { $0.contains("Swift stopped your code without saying why") })
    }

    @Test("an exercise whose used exercise fails says to fix that one first, and where")
    func dependency() throws {
        let chapter = try #require(workbookCatalog.chapter(named: "1"))
        var failing = Self.exercise([
            (.failed, [TestIssue(comment: "wrong")]), (.passed, []), (.failed, [TestIssue(comment: "wrong")]),
        ])
        failing = ExerciseReport(id: "1.2", title: "Horizontal position", tests: failing.tests)
        let text = self.text.dependencyWarning(exercise: "1.4", uses: [failing], in: chapter)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(
            text.contains("1.4 uses your code from 1.2 Horizontal position, which fails 2 of 3 tests: fix 1.2 first"),
            "\(text)")
        #expect(text.contains("Chapters/01-LineGraph/XPosition.swift"), "it names the file to open: \(text)")
    }

    @Test("a test that ran on is told apart from a crash")
    func ranOn() {
        let stopped = TestIssue(comment: "", summary: "ran for over 10 seconds without finishing")
        let lines = text.explanation(of: Self.exercise([(.timedOut, [stopped])]))
        #expect(lines.first == "1.3 Vertical position - \"test 0\" ran on without end")
        #expect(lines.contains("  The test ran for over 10 seconds without finishing, so the workbook stopped it."))
        #expect(lines.contains { $0.contains("loop whose condition never turns false") })
        #expect(!lines.contains { $0.contains("Swift said") }, "nothing crashed, so Swift said nothing")
    }

    @Test("the next exercise is the first that does not pass")
    func next() {
        let passed = Self.exercise([(.passed, [])])
        let failing = ExerciseReport(
            id: "1.4", title: "The line", tests: Self.exercise([(.failed, [Self.wrong])]).tests)
        #expect(ResultText.next(in: [passed, failing])?.id == "1.4")
        #expect(ResultText.next(in: [passed]) == nil, "nothing is next when everything passes")
        #expect(text.tally(of: [passed, failing]) == "1 of 2 exercises pass")
    }
}

@Suite("Naming files by the paths a student opens")
struct FilePathTests {
    static func workspace(_ environment: [String: String]) throws -> Workspace {
        let style = Style(colors: false, unicode: false)
        return try Workspace(progress: ProgressLine(style: style, isTerminal: false), environment: environment)
    }

    @Test(
        "a chapter's file is under Chapters/, or Solutions/ when the solutions are built",
        arguments: [
            ([String: String](), "Chapters/01-LineGraph/YPosition.swift"),
            (["WORKBOOK_SOURCES": "chapters"], "Chapters/01-LineGraph/YPosition.swift"),
            (["WORKBOOK_SOURCES": "solutions"], "Solutions/01-LineGraph/YPosition.swift"),
        ])
    func chapterFile(environment: [String: String], path: String) throws {
        #expect(try Self.workspace(environment).path(forFileID: "LineGraph/YPosition.swift") == path)
    }

    @Test("a test file is under Tests/, and other files keep their name")
    func otherFiles() throws {
        let workspace = try Self.workspace([:])
        #expect(
            workspace.path(forFileID: "LineGraphTests/YPositionTests.swift")
                == "Tests/LineGraphTests/YPositionTests.swift")
        #expect(workspace.path(forFileID: "Swift/ClosedRange.swift") == "Swift/ClosedRange.swift")
    }
}

@Suite("One spelling of every path")
struct ReadablePathTests {
    @Test(
        "a source location's file is spelled as the path the student opens",
        arguments: [
            (
                "Not implemented yet: scale it (LineGraph/YPosition.swift:43)",
                "Not implemented yet: scale it (Chapters/01-LineGraph/YPosition.swift:43)"
            ),
            ("LineGraphTests/XPositionTests.swift:22", "Tests/LineGraphTests/XPositionTests.swift:22"),
            ("Chapters/01-LineGraph/YPosition.swift:5", "Chapters/01-LineGraph/YPosition.swift:5"),
            ("no path here", "no path here"),
        ])
    func readable(text: String, expected: String) throws {
        let style = Style(colors: false, unicode: false)
        let root = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
        let workspace = Workspace(root: root, progress: ProgressLine(style: style, isTerminal: false), environment: [:])
        #expect(workspace.readablePaths(in: text) == expected)
    }
}
