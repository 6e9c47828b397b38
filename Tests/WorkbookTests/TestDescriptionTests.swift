import Contracts
import Foundation
import Testing

@testable import Runner

@Suite("Test IDs and filters")
struct TestDescriptionTests {
    @Test(
        "filterID drops a function's source location",
        arguments: [
            (
                "LineGraphTests.XPositionTests/firstPoint(rect:count:)/XPositionTests.swift:10:6",
                "LineGraphTests.XPositionTests/firstPoint(rect:count:)"
            ),
            ("M.S/f()/File.swift:1:2", "M.S/f()"),
            ("M.Outer/Inner/f()/File.swift:12:5", "M.Outer/Inner/f()"),
            ("M.S/f()", "M.S/f()"),
            ("M.S/f(a:)/notes.txt", "M.S/f(a:)/notes.txt"),
        ])
    func functionFilterID(id: String, filterID: String) {
        let test = TestDescription(id: id, name: "f()", isSuite: false)
        #expect(test.filterID == filterID)
    }

    @Test("a suite's filterID is its ID", arguments: ["M.S", "M.Outer/Inner"])
    func suiteFilterID(id: String) {
        #expect(TestDescription(id: id, name: "S", isSuite: true).filterID == id)
    }

    @Test(
        "a test is part of the suite it is declared in, however deep",
        arguments: [
            ("M.S/f()/F.swift:1:2", true),
            ("M.S/Inner/f()/F.swift:1:2", true),
            ("M.S", true),
            ("M.Sx/f()/F.swift:1:2", false),
            ("M.T/f()/F.swift:1:2", false),
            ("N.S/f()/F.swift:1:2", false),
        ])
    func isPart(id: String, expected: Bool) {
        let suite = TestDescription(id: "M.S", name: "S", isSuite: true)
        #expect(TestDescription(id: id, name: "f()", isSuite: false).isPart(of: suite) == expected)
    }
}

@Suite("Building the swift test invocation")
struct SwiftTestInvocationTests {
    static let root = URL(fileURLWithPath: "/work/pkg")

    @Test("by default runs every test and writes the event stream")
    func defaultArguments() {
        let invocation = SwiftTestInvocation(packageDirectory: Self.root)
        #expect(
            invocation.arguments(eventStreamPath: "/tmp/e.jsonl") == [
                "test", "--package-path", "/work/pkg", "--event-stream-output-path", "/tmp/e.jsonl",
                "--event-stream-version", "0", "--disable-xctest",
            ])
    }

    @Test("adds the scratch path, then each filter and skip pattern")
    func fullArguments() {
        var invocation = SwiftTestInvocation(packageDirectory: Self.root)
        invocation.scratchPath = URL(fileURLWithPath: "/work/pkg/.build/workbook/verify")
        invocation.filter = ["^LineGraphTests\\.", "^WorkbookTests\\."]
        invocation.skip = ["crash"]
        #expect(
            invocation.arguments(eventStreamPath: "e.jsonl") == [
                "test", "--package-path", "/work/pkg", "--event-stream-output-path", "e.jsonl",
                "--event-stream-version", "0", "--disable-xctest",
                "--scratch-path", "/work/pkg/.build/workbook/verify",
                "--filter", "^LineGraphTests\\.", "--filter", "^WorkbookTests\\.",
                "--skip", "crash",
            ])
    }

    @Test(
        "passes the environment on, with the manifest's settings in place of the caller's",
        arguments: [
            (
                ManifestSettings.Sources.skeletons,
                ["PATH": "/usr/bin", "SWIFT_BACKTRACE": CrashReport.backtraceSetting, "WORKBOOK_ANNOUNCE_CALLS": "1"]
            ),
            (
                .solutions,
                [
                    "PATH": "/usr/bin", "WORKBOOK_SOURCES": "solutions",
                    "SWIFT_BACKTRACE": CrashReport.backtraceSetting, "WORKBOOK_ANNOUNCE_CALLS": "1",
                ]
            ),
            (
                .mistake("unflipped-y-axis"),
                [
                    "PATH": "/usr/bin", "WORKBOOK_SOURCES": "mistake:unflipped-y-axis",
                    "SWIFT_BACKTRACE": CrashReport.backtraceSetting, "WORKBOOK_ANNOUNCE_CALLS": "1",
                ]
            ),
        ])
    func environment(sources: ManifestSettings.Sources, expected: [String: String]) {
        var invocation = SwiftTestInvocation(packageDirectory: Self.root)
        invocation.manifest.sources = sources
        #expect(
            invocation.environment(from: [
                "PATH": "/usr/bin", "WORKBOOK_SOURCES": "solutions", "WORKBOOK_SET_ASIDE": "2",
            ]) == expected)
    }

    @Test("sets the crash backtracer up to place frames in files, unless the caller chose a setting")
    func backtracer() {
        let invocation = SwiftTestInvocation(packageDirectory: Self.root)
        let setting = invocation.environment(from: [:])["SWIFT_BACKTRACE"] ?? ""
        #expect(
            setting.contains("enable=yes") && setting.contains("interactive=no"),
            "the student's line comes from the backtrace")
        #expect(
            setting.contains("registers=none") && setting.contains("images=none"),
            "and nothing a student would not read")
        #expect(
            invocation.environment(from: ["SWIFT_BACKTRACE": "enable=yes"])["SWIFT_BACKTRACE"] == "enable=yes",
            "the caller's own setting stands")
    }

    @Test(
        "the pattern for a filter ID matches that ID, with its regex characters escaped",
        arguments: [
            "LineGraphTests.XPositionTests/firstPoint(rect:count:)",
            "M.S/f()",
            "M.S/a+b*c?[d]{e}|f^g$h\\i",
        ])
    func patternMatchesItsID(filterID: String) throws {
        let regex = try NSRegularExpression(pattern: SwiftTestInvocation.pattern(matching: filterID))
        #expect(Self.matches(regex, filterID), "the pattern matches the test it was made for")
    }

    @Test("the pattern also matches the full ID with its source location, as --skip sees it")
    func patternMatchesFullID() throws {
        let regex = try NSRegularExpression(pattern: SwiftTestInvocation.pattern(matching: "M.S/f()"))
        #expect(Self.matches(regex, "M.S/f()/File.swift:12:5"), "swift test matches the ID with its location")
    }

    @Test(
        "the pattern for a filter ID matches no other test",
        arguments: [
            "M.S/f()x", "XM.S/f()", "MxS/f()", "M.S/f", "M.S/g()", "M.S/ff()",
        ])
    func patternMatchesNothingElse(other: String) throws {
        let regex = try NSRegularExpression(pattern: SwiftTestInvocation.pattern(matching: "M.S/f()"))
        #expect(!Self.matches(regex, other), "'\(other)' is another test")
    }

    private static func matches(_ regex: NSRegularExpression, _ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

@Suite("Finding a test's suite")
struct SuiteIDTests {
    @Test(
        "the suite is the part of the ID before the first slash",
        arguments: [
            (
                "LineGraphTests.SummaryTests/sampleData(dataset:expected:)/SummaryTests.swift:12:6",
                "LineGraphTests.SummaryTests"
            ),
            ("LineGraphTests.SummaryTests/noValues()", "LineGraphTests.SummaryTests"),
            ("LineGraphTests.SummaryTests", "LineGraphTests.SummaryTests"),
        ])
    func suiteID(id: String, suite: String) {
        #expect(TestDescription(id: id, name: "t", isSuite: false).suiteID == suite)
    }
}
