import Testing
import ToolTestSupport

@testable import Results
@testable import Runner
@testable import WorkbookCommands

/// The first "Likely mistake" a student reads is the right one: `test` starts with a
/// failure that names a mistake, and verify holds every named mistake to it.
@Suite("The first mistake a student reads")
struct FirstMistakeTests {
    static let plain = TestIssue(
        comment: "tickValues(from: 0, to: 10, count: 5)\n  expected: [0, 2.5, 5]\n  got:      [0, 2, 4]")
    static let roundedPower = TestIssue(
        comment: "tickValues(from: 0, to: 1000, count: 5)\n  expected: 200\n  got:      100\n"
            + "Likely mistake: rounding the power of ten. Take the floor of the logarithm.")
    static let otherMistake = TestIssue(
        comment: "selectedIndex(forTapAt: 100, ...)\n  expected: 0\n  got:      1\n"
            + "Likely mistake: rounding instead of truncating. Int(x) drops the fraction.")
    static let todo = TestIssue(comment: "Not implemented yet: write it (AxesAndScale/NiceDomain.swift:12)")

    static func exercise(_ results: [(TestOutcome, [TestIssue])]) -> ExerciseReport {
        ResultTextTests.exercise(results)
    }

    @Test("a failure that names a mistake is explained before an earlier one that names none")
    func mistakeFirst() {
        let exercise = Self.exercise([(.passed, []), (.failed, [Self.plain]), (.failed, [Self.roundedPower])])
        #expect(exercise.firstProblem?.test.title == "test 2")
        #expect(
            Self.exercise([(.failed, [Self.plain]), (.failed, [Self.plain])]).firstProblem?.test.title == "test 0",
            "without a named mistake, the first failure")
        #expect(
            Self.exercise([(.failed, [Self.roundedPower]), (.didNotFinish, [])]).firstProblem?.test.title == "test 1",
            "a crash still comes first: it has no result at all")
    }

    @Test("within one test, the issue that names a mistake is the one shown")
    func mistakeIssueFirst() {
        let result = Self.exercise([(.failed, [Self.todo, Self.plain, Self.roundedPower])]).tests[0]
        #expect(result.shownIssue == Self.roundedPower)
        #expect(
            Self.exercise([(.failed, [Self.todo, Self.plain])]).tests[0].shownIssue == Self.plain,
            "else the first that is not another exercise's todo")
    }

    @Test("the explanation a student reads starts with the named mistake")
    func explanation() throws {
        let style = Style(colors: false, unicode: false)
        let workspace = try Workspace(progress: ProgressLine(style: style, isTerminal: false), environment: [:])
        let lines = ResultText(style: style, workspace: workspace)
            .explanation(of: Self.exercise([(.failed, [Self.plain]), (.failed, [Self.roundedPower])]))
        #expect(lines.first == "1.3 Vertical position - \"test 1\"")
        #expect(lines.contains { $0.contains("Likely mistake: rounding the power of ten.") }, "\(lines)")
        #expect(lines.contains { $0.contains("1 more test of this exercise fails") })
    }

    @Test(
        "verify passes a mistake only when the first test shown names it",
        arguments: [
            ([(TestOutcome.failed, [roundedPower])], nil),
            ([(.failed, [plain]), (.failed, [roundedPower])], nil),
            (
                [(.failed, [otherMistake]), (.failed, [roundedPower])],
                "The first test shown, \"test 0\", fails and names \"rounding instead of truncating\" instead."
            ),
            (
                [(.failed, [otherMistake])],
                "The first test shown, \"test 0\", fails and names \"rounding instead of truncating\" instead."
            ),
            ([(.failed, [plain])], "The first test shown, \"test 0\", fails and names no mistake."),
            (
                [(.didNotFinish, []), (.failed, [roundedPower])],
                "The first test shown, \"test 0\", crashes and names no mistake."
            ),
            ([(.passed, [])], "Every test of the exercise passes: one of them should catch the mistake and name it."),
        ] as [([(TestOutcome, [TestIssue])], String?)])
    func verifyRule(results: [(TestOutcome, [TestIssue])], problem: String?) {
        #expect(VerifyChecks.whyNotNamedFirst("rounding the power of ten", by: Self.exercise(results)) == problem)
    }

    @Test("an exercise that did not run at all fails the rule")
    func missing() {
        #expect(VerifyChecks.whyNotNamedFirst("rounding the power of ten", by: nil) == "No test of the exercise ran.")
    }
}

@Suite("How verify ends")
struct VerifyEndingTests {
    @Test("the time of each part, then each failed check with its first detail, then the count as its last line")
    func ending() {
        let transcript = Transcript()
        let report = VerifyReport(style: .transcript, output: transcript.output)
        var tally = report.tally()
        tally.timing("descriptions") { $0.record(passed: 2, failed: 0, "the descriptions agree") }
        tally.timing("skeletons") { tally in
            tally.record(
                passed: 3, failed: 1, "1.1 Value range: 3 of 4 tests fail as not implemented",
                details: ["\"an empty array\" passes on the skeleton", "a second detail"])
        }
        #expect(report.finish(tally) == .failure)
        let lines = transcript.contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter
        { !$0.isEmpty }
        #expect(lines.last == "5 passed, 1 failed", "\(lines)")
        #expect(lines.contains("Took 0 s: descriptions 0 s, skeletons 0 s."), "\(lines)")
        let recap = lines.firstIndex(of: "What failed").map { lines[($0 + 1)...] }
        #expect(
            recap?.first
                == "  ✘ 1.1 Value range: 3 of 4 tests fail as not implemented: \"an empty array\" passes on the skeleton",
            "the failed check is repeated at the end, with its first detail: \(lines)")
        #expect(VerifyReport.duration(842) == "14 min 2 s" && VerifyReport.duration(48.4) == "48 s")
    }

    @Test("with nothing failed, no recap")
    func noRecap() {
        let transcript = Transcript()
        let report = VerifyReport(style: .transcript, output: transcript.output)
        var tally = report.tally()
        tally.record(passed: 1, failed: 0, "fine")
        #expect(report.finish(tally) == .success)
        #expect(!transcript.contents.contains("What failed") && transcript.contents.hasSuffix("1 passed, 0 failed\n"))
    }
}
