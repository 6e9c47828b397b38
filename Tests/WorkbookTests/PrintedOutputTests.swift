import Contracts
import Foundation
import Testing
import ToolTestSupport

@testable import Results
@testable import Runner
@testable import WorkbookCommands

/// What the student's code printed: passed on by the test process with its announcements,
/// read back by test, and shown under a failing test as the student's, a screenful at most.
/// The end-to-end proof, through a real `swift test`, is StudentPrintTests.
@Suite("What the student's code printed, passed on and shown")
struct PrintedOutputTests {
    static let test = "LineGraphTests.ValueRangeTests/flat()/ValueRangeTests.swift:12:6"

    @Test(
        "a piece of printed text crosses on one line and comes back exactly",
        arguments: [
            "lowest 3.0\n", "a\tb\\n not a line break\n", "\u{1B}[31mred\u{1B}[0m\r\n", "line\u{2028}separator",
            "\u{85}next line\u{0B}\u{0C}", "温度 🌧\n\n", "", "ends in a backslash \\",
        ])
    func roundTrip(text: String) {
        let line = AnnouncementLine.printed(test: Self.test, text: text).text
        #expect(line.hasSuffix("\n"))
        #expect(
            line.dropLast().split(whereSeparator: \.isNewline).count == 1, "one line by any reader's count: \(line)")
        #expect(AnnouncementLine(line: line.dropLast()) == .printed(test: Self.test, text: text))
    }

    @Test("what was not passed on is counted")
    func cutRoundTrip() {
        let line = AnnouncementLine.printedCut(test: Self.test, bytes: 120_000).text
        #expect(line == "WORKBOOK-PRINTED-CUT\t\(Self.test)\t120000\n")
        #expect(AnnouncementLine(line: line.dropLast()) == .printedCut(test: Self.test, bytes: 120_000))
    }

    @Test("each test's pieces are joined in order, apart from other tests' and from the calls")
    func byTest() {
        let other = "LineGraphTests.XPositionTests/single()"
        let announcements =
            [
                AnnouncementLine.test(Self.test), .printed(test: Self.test, text: "one\n"),
                .call("valueRange(of: [3, 3])", expected: "3...3"), .test(other), .printed(test: other, text: "x\n"),
                .printed(test: Self.test, text: "two\n"), .printedCut(test: Self.test, bytes: 10),
                .printedCut(test: Self.test, bytes: 5),
            ]
            .map(\.text).joined() + "Swift/Array.swift:12: Fatal error\n"
        #expect(
            PrintedOutput.byTest(in: announcements) == [
                Self.test: PrintedOutput(text: "one\ntwo\n", bytesCut: 15), other: PrintedOutput(text: "x\n"),
            ])
        #expect(
            AnnouncedCall(output: announcements) == nil, "the printed lines are no call: the last test announced none")
    }

    @Test("a parameterized test's cases are told apart, and named by their arguments in the order they started")
    func cases() throws {
        let announcements = [
            AnnouncementLine.test(Self.test), .printed(test: Self.test, text: "first\n"), .test(Self.test),
            .test(Self.test), .printed(test: Self.test, text: "third\n"), .printedCut(test: Self.test, bytes: 7),
        ]
        .map(\.text).joined()
        var report = TestRunReport()
        report.casesStarted = [Self.test: ["[1]", "[2]", "[3]"]]
        report.attachPrinted(from: announcements)
        let printed = try #require(report.printed[Self.test])
        #expect(
            printed.cases == [
                .init(arguments: "[1]", text: "first\n"), .init(arguments: "[2]", text: ""),
                .init(arguments: "[3]", text: "third\n", bytesCut: 7),
            ])
        #expect(printed.ofCase("[3]").cases == [.init(arguments: "[3]", text: "third\n", bytesCut: 7)])
        #expect(printed.ofCase(nil) == printed && printed.ofCase("[9]") == printed, "unknown: every case")
        #expect((printed.text, printed.bytesCut) == ("first\nthird\n", 7))
        report.casesStarted = [Self.test: ["[1]", "[2]"]]
        report.attachPrinted(from: announcements)
        #expect(report.printed[Self.test]?.cases.allSatisfy { $0.arguments == nil } == true, "counts differ: unnamed")
    }

    @Test("what the case that crashed or ran on printed, left in its file, is the last announced case's")
    func runningCase() throws {
        let folder = TemporaryFolder(prefix: "prints")
        defer { folder.remove() }
        try folder.write("prints.out", String(repeating: "i = 0\n", count: 1_000))
        let left = try #require(PrintedOutput.Case(leftIn: folder.root.appendingPathComponent("prints.out")))
        #expect(left.text.utf8.count == PrintedLimit.perCase && left.text.hasPrefix("i = 0\ni = 0\n"))
        #expect(left.bytesCut == 6_000 - PrintedLimit.perCase)
        try folder.write("empty.out", "")
        #expect(PrintedOutput.Case(leftIn: folder.root.appendingPathComponent("empty.out")) == nil)
        #expect(PrintedOutput.Case(leftIn: folder.root.appendingPathComponent("missing.out")) == nil)

        let other = "LineGraphTests.XPositionTests/single()"
        let announcements = [
            AnnouncementLine.test(other), .printed(test: other, text: "x\n"), .test(Self.test), .test(Self.test),
        ]
        .map(\.text).joined()
        let printed = PrintedOutput.byTest(in: announcements, runningCase: .init(text: "before\n", bytesCut: 3))
        #expect(printed[other] == PrintedOutput(text: "x\n"))
        #expect(printed[Self.test]?.cases == [.init(text: ""), .init(text: "before\n", bytesCut: 3)])
    }

    @Test("a later run's outcome brings its test's output; a forgotten outcome takes it away")
    func merge() {
        var first = TestRunReport(outcomes: [Self.test: .didNotFinish])
        first.printed = [Self.test: PrintedOutput(text: "before the crash\n")]
        var copy = first
        copy.forgetUnfinished()
        #expect(copy.printed.isEmpty)
        var later = TestRunReport(outcomes: [Self.test: .failed], finished: true)
        later.printed = [Self.test: PrintedOutput(text: "again\n")]
        copy.merge(later)
        #expect(copy.printed == later.printed)
        first.merge(later)
        #expect(first.printed == [Self.test: PrintedOutput(text: "before the crash\n")], "the crash stays on record")
    }

    // MARK: Shown

    private func text(colors: Bool = false, unicode: Bool = true, columns: Int = 80) throws -> ResultText {
        let style = Style(colors: colors, unicode: unicode, columns: columns)
        let workspace = try Workspace(progress: ProgressLine(style: style, isTerminal: false), environment: [:])
        return ResultText(style: style, workspace: workspace)
    }

    private func exercise(_ outcome: TestOutcome, printed: PrintedOutput?) -> ExerciseReport {
        let issue = TestIssue(comment: "valueRange(of: [3, 3])\n  expected: 3...3\n  got:      0...1")
        let test = TestResult(
            test: TestDescription(id: Self.test, name: "flat()", displayName: "a flat line", isSuite: false),
            outcome: outcome, issues: outcome == .passed ? [] : [issue], printed: printed)
        return ExerciseReport(id: "1.1", title: "Value range", tests: [test])
    }

    @Test("a failing test shows what the code printed, under a heading, each line marked as the student's")
    func shownUnderFailure() throws {
        let lines = try text().explanation(
            of: exercise(.failed, printed: PrintedOutput(text: "lowest 3.0\n\nhighest 3.0\n")))
        let printed = Array(lines.drop { $0 != "  Your code printed:" })
        #expect(printed == ["  Your code printed:", "    │ lowest 3.0", "    │ ", "    │ highest 3.0"], "\(lines)")
        #expect(lines[lines.count - printed.count - 1] == "", "a blank line before the heading")
        let plain = try text(unicode: false).explanation(of: exercise(.failed, printed: PrintedOutput(text: "x\n")))
        #expect(plain.suffix(2) == ["  Your code printed:", "    | x"], "the gutter in ASCII with --ascii")
    }

    @Test("a failing case of a parameterized test shows what that case printed")
    func failingCase() throws {
        let issue = TestIssue(
            comment: "valueRange(of: [3, 3])\n  expected: 3...3\n  got:      0...1", arguments: "[3, 3]")
        let printed = PrintedOutput(cases: [
            .init(arguments: "[1, 2]", text: "passing case\n"), .init(arguments: "[3, 3]", text: "failing case\n"),
        ])
        let test = TestResult(
            test: TestDescription(id: Self.test, name: "edgeCases(values:)", isSuite: false), outcome: .failed,
            issues: [issue], printed: printed)
        let lines = try text().explanation(of: ExerciseReport(id: "1.1", title: "Value range", tests: [test]))
        #expect(lines.suffix(2) == ["  Your code printed:", "    │ failing case"], "\(lines)")
    }

    @Test("a test that printed nothing shows no heading, and a passing exercise no explanation at all")
    func quiet() throws {
        let text = try text()
        #expect(!text.explanation(of: exercise(.failed, printed: nil)).isEmpty)
        #expect(!text.explanation(of: exercise(.failed, printed: nil)).contains("  Your code printed:"))
        #expect(
            !text.explanation(of: exercise(.failed, printed: PrintedOutput(text: ""))).contains("  Your code printed:"))
        #expect(text.explanation(of: exercise(.passed, printed: PrintedOutput(text: "hello\n"))).isEmpty)
    }

    @Test("the student's text is data: escapes written out, the gutter alone in colour")
    func escaped() throws {
        let printed = PrintedOutput(text: "\u{1B}[2J\u{1B}[31mred\rover\n")
        let plain = try text().printedText(printed)
        #expect(plain.last == #"    │ \u{1B}[2J\u{1B}[31mred\rover"#)
        #expect(try text().printedText(PrintedOutput(text: "a\r\nb\r\n")).suffix(2) == ["    │ a", "    │ b"])
        let colored = try text(colors: true).printedText(printed)
        #expect(colored.last == "    \u{1B}[90m│\u{1B}[0m " + #"\u{1B}[2J\u{1B}[31mred\rover"#)
    }

    @Test("a screenful at most: long lines wrapped, tabs set, the rest counted")
    func screenful() throws {
        let many = (1...50).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let lines = try text().printedText(PrintedOutput(text: many, bytesCut: 4_000))
        #expect(lines.count == 2 + ResultText.printedRows + 1)
        #expect(lines[2] == "    │ line 1" && lines[lines.count - 2] == "    │ line 20")
        #expect(lines.last == "    (30 more lines and 4000 more bytes not shown)")
        let long = try text(columns: 40).printedText(PrintedOutput(text: String(repeating: "ab", count: 40)))
        #expect(
            long.dropFirst(2) == [
                "    │ " + String(repeating: "ab", count: 17), "    │ " + String(repeating: "ab", count: 17),
                "    │ " + String(repeating: "ab", count: 6),
            ])
        #expect(ResultText.expandingTabs("a\tbc\td") == "a       bc      d")
    }
}
