import Contracts
import Foundation
import Runner
import Testing

@testable import TestSupport

/// TestSupport's destinations for announcements, reached for a test.
enum CallAnnouncementFile {
    static func destination(_ path: String) -> CallAnnouncement.Destination { .init(.file(path: path)) }
    static func write(_ line: String, to destination: CallAnnouncement.Destination) { destination.write(line) }
}

@Suite("Reading what Swift said at a crash")
struct CrashReportTests {
    static let package = URL(fileURLWithPath: "/work/main")

    /// Output of Swift 6.3's backtracer, as a debug test build prints it, shortened.
    static let indexOutOfRange = """
        WORKBOOK-TEST\tLineGraphTests.LinePointsTests/workedExamples(_:)
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

        *** Signal 4: Backtracing from 0x7f6395d6df7f... done ***

        *** Program crashed: Illegal instruction at 0x00007f6395d6df7f ***

        Thread 0 "swiftpm-testing-helper" crashed:

          0      0x00007f6395d6df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          1 [ra] 0x00007f6395ef961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
          2 [ra] 0x00007f63964bbf65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
          3 [ra] 0x000055994a1b3bdf linePoints(for:in:) + 1022 in ChartWorkbookPackageTests.xctest at /work/main/Chapters/01-LineGraph/LinePoints.swift:31:24
          4 [ra] 0x000055994a1b374e LinePointsTests.workedExamples(_:) + 77 in ChartWorkbookPackageTests.xctest at /work/main/Tests/LineGraphTests/LinePointsTests.swift:27:13
        """

    static let overflow = """
        *** Signal 4: Backtracing from 0x5555b9986267... done ***

        *** Swift runtime failure: arithmetic overflow ***

        Thread 0 "Crash" crashed:

          0 [inlined] 0x00005555b9986267 Swift runtime failure: arithmetic overflow in Tests at /work/main/Chapters/01-LineGraph/Summary.swift
          1           0x00005555b9986267 summary(of:) + 2695 in Tests at /work/main/Chapters/01-LineGraph/Summary.swift:9:41
        """

    @Test(
        "the reason, and the student's innermost frame relative to the package, never a library's file",
        arguments: [
            (indexOutOfRange, "Index out of range", "Chapters/01-LineGraph/LinePoints.swift:31:24"),
            (overflow, "arithmetic overflow", "Chapters/01-LineGraph/Summary.swift:9:41"),
            (
                "Crash/main.swift:7: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
                "Unexpectedly found nil while unwrapping an Optional value", nil
            ),
        ])
    func reads(output: String, reason: String, location: String?) {
        let report = CrashReport(output: output, packageDirectory: Self.package)
        #expect(report.reason == reason)
        #expect(report.location == location)
    }

    /// Swift 6.3.1's backtrace of 3.7's slip, percentile(20, ...) for percentile(0.20, ...):
    /// 3.1's function crashes, called from the student's new code.
    static let crashInFinishedFunction = """
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

        *** Program crashed: Illegal instruction at 0x00007f361056df7f ***

        Thread 0 "crash" crashed:

          0               0x00007f361056df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          1 [ra]          0x00007f36106f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
          2 [ra]          0x00007f3610bf4286 specialized Array.subscript.getter + 85 in libswiftSwiftOnoneSupport.so
          3 [ra]          0x0000555db5d33517 percentile(_:ofSorted:) + 1430 in crash at /work/main/Chapters/03-Boxplot/Percentile.swift:39:18
          4 [ra]          0x0000555db5d33648 closure #1 in thresholds(of:) + 71 in crash at /work/main/Chapters/03-Boxplot/PriceLevel.swift:41:24
          5 [ra] [thunk]  0x0000555db5d33672 partial apply for closure #1 in thresholds(of:) + 17 in crash at //<compiler-generated>
          6 [ra] [system] 0x0000555db5d33a60 Collection.map<A, B>(_:) + 991 in crash at //<compiler-generated>
          7 [ra]          0x0000555db5d33e41 thresholds(of:) + 192 in crash at /work/main/Chapters/03-Boxplot/PriceLevel.swift:41:18
          8 [ra]          0x0000555db5d33fe9 PriceLevelTests.levels() + 104 in crash at /work/main/Tests/BoxplotTests/PriceLevelTests.swift:20:7
        """

    @Test("every frame in the student's files is kept, innermost first, so the chain of calls can be shown")
    func frames() {
        let report = CrashReport(output: Self.crashInFinishedFunction, packageDirectory: Self.package)
        #expect(report.location == "Chapters/03-Boxplot/Percentile.swift:39:18")
        #expect(
            report.frames == [
                "Chapters/03-Boxplot/Percentile.swift:39:18",
                "Chapters/03-Boxplot/PriceLevel.swift:41:24",
                "Chapters/03-Boxplot/PriceLevel.swift:41:18",
            ], "no library, generated or test frame")
    }

    @Test("output without a crash in it reports nothing")
    func nothing() {
        #expect(CrashReport(output: "Building...\nTest run started.\n", packageDirectory: Self.package).isEmpty)
    }

    @Test("the last call announced after the last test started is the one that was running")
    func lastCall() throws {
        let output = """
            WORKBOOK-TEST\tA/first()
            WORKBOOK-CALL\txPosition(index: 0, count: 2, in: .zero)\t0
            WORKBOOK-TEST\tA/second()
            WORKBOOK-CALL\tlinePoints(for: [1, 2], in: .zero)\t[(0, 0), (0, 0)]
            WORKBOOK-CALL\tlinePoints(for: [], in: .zero)\t
            Fatal error: Index out of range
            """
        let call = try #require(AnnouncedCall(output: output))
        #expect(call == AnnouncedCall(call: "linePoints(for: [], in: .zero)", expected: nil))
        #expect(
            AnnouncedCall(output: "WORKBOOK-CALL\tf()\t1\nWORKBOOK-TEST\tA/third()\n") == nil,
            "a test that announced no call of its own gets none of the test before it")
    }

    @Test("the lines TestSupport announces are read back as the call that ran; a plain swift test announces none")
    func markers() {
        let lines =
            AnnouncementLine.test("A/first()").text
            + AnnouncementLine.call("f(\"a\tb\nc\")", expected: "[1,\n2]").text + "Fatal error\n"
        #expect(
            AnnouncedCall(output: lines) == AnnouncedCall(call: "f(\"a b c\")", expected: "[1, 2]"),
            "tabs and newlines inside a field become spaces")
        #expect(AnnouncedCall(output: lines + AnnouncementLine.test("A/second()").text) == nil)
        #expect(
            SwiftTestInvocation(packageDirectory: URL(fileURLWithPath: "/")).environment(from: [:])[
                ManifestSettings.Name.announceCalls] != nil,
            "the tool's runs announce their calls; a plain swift test does not")
    }
}

@Suite("Announcing calls to a file, so that a stopped run keeps its last call")
struct CallFileTests {
    @Test("announcements written to the file named by the setting are read back as the running call")
    func file() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("calls-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let destination = CallAnnouncementFile.destination(path)
        CallAnnouncementFile.write(
            "WORKBOOK-TEST\tBarChartTests.CurrentHourTests/index(day:hoursAfterMidnight:expected:)\n", to: destination)
        CallAnnouncementFile.write(
            "WORKBOOK-CALL\tbarIndex(containing: Date(timeIntervalSince1970: 1768395600), hourStarts: the 24 hours of Wed 14 Jan 2026 in Europe/Amsterdam)\t14\n",
            to: destination)
        let call = try #require(AnnouncedCall(output: try String(contentsOfFile: path, encoding: .utf8)))
        #expect(call.call.hasPrefix("barIndex(containing: "), "the call as Swift, not the test's arguments")
        #expect(call.expected == "14")
    }
}
