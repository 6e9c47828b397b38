import Foundation
import Testing

@testable import TestSupport

@Suite("Line diff")
struct LineDiffTests {
    @Test("equal texts give no diff", arguments: ["", "a", "a\nb\nc\n", "  indented\n\n"])
    func equal(text: String) {
        #expect(LineDiff.describe(expected: text, actual: text) == "", "\(text.debugDescription)")
    }

    @Test(
        "each kind of change, with context",
        arguments: [
            ("a\nb\nc", "a\nB\nc", "@@ line 1 @@\n  a\n- b\n+ B\n  c", "a changed line"),
            ("a\nb\nc", "a\nb\nx\nc", "@@ line 1 @@\n  a\n  b\n+ x\n  c", "an inserted line"),
            ("a\nb\nc", "a\nc", "@@ line 1 @@\n  a\n- b\n  c", "a removed line"),
            (
                "a\nb\nc", "x\ny\nz", "@@ line 1 @@\n- a\n- b\n- c\n+ x\n+ y\n+ z",
                "a changed block: removed lines first, then inserted ones"
            ),
            ("a\nb\nc", "a\nb\nc\n", "@@ line 2 @@\n  b\n  c\n+ ", "a final newline added"),
            ("a\nb\n", "a\nB\n", "@@ line 1 @@\n  a\n- b\n+ B", "a final newline in both ends the last line"),
            (
                "a\nb  \nc", "a\nb\nc",
                "@@ line 1 @@\n  a\n- b    (trailing spaces differ)\n+ b  (trailing spaces differ)\n  c",
                "only trailing spaces differ"
            ),
            (
                "a\nb\nc", "a\nb\t\nc",
                "@@ line 1 @@\n  a\n- b  (trailing spaces differ)\n+ b\t  (trailing spaces differ)\n  c",
                "a trailing tab"
            ),
        ])
    func change(expected: String, actual: String, diff: String, what: String) {
        #expect(LineDiff.describe(expected: expected, actual: actual) == diff, "\(what)")
    }

    /// "line 1" to "line 20".
    static let twentyLines = (1...20).map { "line \($0)" }

    /// The twenty lines with the given 1-based lines in capitals.
    static func twentyLines(changing changed: [Int]) -> String {
        twentyLines.enumerated()
            .map { changed.contains($0.offset + 1) ? $0.element.uppercased() : $0.element }
            .joined(separator: "\n")
    }

    @Test(
        "hunks start at the line number in the expected text, merging close changes",
        arguments: [
            ([10], 2, ["@@ line 8 @@"]),
            ([10], 0, ["@@ line 10 @@"]),
            ([1], 2, ["@@ line 1 @@"]),
            ([20], 2, ["@@ line 18 @@"]),
            ([3, 15], 2, ["@@ line 1 @@", "@@ line 13 @@"]),
            ([5, 9], 2, ["@@ line 3 @@"]),
            ([5, 10], 2, ["@@ line 3 @@"]),
            ([5, 11], 2, ["@@ line 3 @@", "@@ line 9 @@"]),
            ([5, 6], 0, ["@@ line 5 @@"]),
            ([5, 7], 0, ["@@ line 5 @@", "@@ line 7 @@"]),
        ])
    func hunkHeaders(changed: [Int], context: Int, headers: [String]) {
        let diff = LineDiff.describe(
            expected: Self.twentyLines.joined(separator: "\n"),
            actual: Self.twentyLines(changing: changed),
            context: context)
        let found = diff.split(separator: "\n").filter { $0.hasPrefix("@@") }.map(String.init)
        #expect(found == headers, "lines \(changed) changed, context \(context):\n\(diff)")
    }

    @Test("a hunk shows exactly the context asked for")
    func contextLines() {
        let diff = LineDiff.describe(
            expected: Self.twentyLines.joined(separator: "\n"),
            actual: Self.twentyLines(changing: [10]),
            context: 1)
        #expect(diff == "@@ line 9 @@\n  line 9\n- line 10\n+ LINE 10\n  line 11")
    }

    @Test("an insertion with no context is numbered by the expected line it comes before")
    func insertionHeader() {
        #expect(LineDiff.describe(expected: "a\nb", actual: "a\nb\nc", context: 0) == "@@ line 3 @@\n+ c")
        #expect(LineDiff.describe(expected: "a\nb", actual: "a\nx\nb", context: 0) == "@@ line 2 @@\n+ x")
        #expect(
            LineDiff.describe(expected: "a\nb\nc", actual: "a\nc\nx", context: 0)
                == "@@ line 2 @@\n- b\n@@ line 4 @@\n+ x")
    }

    @Test("every expected line is kept or removed, every actual line kept or inserted")
    func reconstructs() throws {
        let expected = "title\n温度 4.1\nrain 🌧\n\nend\nextra"
        let actual = "title\n温度 4.2\nrain 🌧\nnew\n\nend"
        let lines = LineDiff.describe(expected: expected, actual: actual, context: 100)
            .split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.first == "@@ line 1 @@", "one hunk covering everything")
        let body = lines.dropFirst()
        let rebuiltExpected = body.filter { !$0.hasPrefix("+ ") }.map { $0.dropFirst(2) }.joined(separator: "\n")
        let rebuiltActual = body.filter { !$0.hasPrefix("- ") }.map { $0.dropFirst(2) }.joined(separator: "\n")
        #expect(rebuiltExpected == expected, "the - and context lines spell the expected text")
        #expect(rebuiltActual == actual, "the + and context lines spell the actual text")
    }
}

@Suite("Snapshot files")
struct SnapshotFileTests {
    /// A fresh folder with a made-up test file in it, removed after `body`.
    func withTemporarySourceFile(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("SnapshotFileTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder.appendingPathComponent("ChartTests.swift").path)
    }

    func contents(of url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    @Test("the golden file is Snapshots/<name>.txt beside the source file")
    func location() {
        let file = SnapshotFile(named: "legend", besideSourceFile: "/repo/Tests/RendererTests/LegendTests.swift")
        #expect(file.url.path == "/repo/Tests/RendererTests/Snapshots/legend.txt")
    }

    @Test("a missing golden file is recorded, then matches")
    func recordsMissing() throws {
        try withTemporarySourceFile { source throws in
            let file = SnapshotFile(named: "chart", besideSourceFile: source)
            #expect(try file.compare("Rain ▇▇", recording: false) == .recorded(file.url))
            #expect(try contents(of: file.url) == "Rain ▇▇\n", "written with a final newline")
            #expect(try file.compare("Rain ▇▇", recording: false) == .matched)
            #expect(try file.compare("Rain ▇▇\n", recording: false) == .matched, "one final newline is the same")
        }
    }

    @Test("a different output is reported with a diff and leaves the golden file alone")
    func differs() throws {
        try withTemporarySourceFile { source throws in
            let file = SnapshotFile(named: "chart", besideSourceFile: source)
            _ = try file.compare("title\nRain ▇▇\nend", recording: false)
            let outcome = try file.compare("title\nRain ▇▇▇\nend", recording: false)
            #expect(outcome == .differs(diff: "@@ line 1 @@\n  title\n- Rain ▇▇\n+ Rain ▇▇▇\n  end"))
            #expect(try contents(of: file.url) == "title\nRain ▇▇\nend\n", "unchanged")
        }
    }

    @Test(
        "the comparison is exact: trailing spaces and blank lines count",
        arguments: [
            "Rain ▇▇ \nend", "Rain ▇▇\nend\n\n", "\nRain ▇▇\nend",
        ])
    func exact(actual: String) throws {
        try withTemporarySourceFile { source throws in
            let file = SnapshotFile(named: "chart", besideSourceFile: source)
            _ = try file.compare("Rain ▇▇\nend", recording: false)
            let outcome = try file.compare(actual, recording: false)
            guard case .differs(let diff) = outcome else {
                Issue.record("\(actual.debugDescription) should differ, got \(outcome)")
                return
            }
            #expect(!diff.isEmpty, "the diff shows the difference")
        }
    }

    @Test("recording rewrites the golden file")
    func recording() throws {
        try withTemporarySourceFile { source throws in
            let file = SnapshotFile(named: "nested/chart", besideSourceFile: source)
            _ = try file.compare("old", recording: true)
            #expect(try file.compare("new", recording: true) == .recorded(file.url))
            #expect(try contents(of: file.url) == "new\n")
            #expect(try file.compare("new", recording: false) == .matched)
        }
    }

    @Test("issue messages say what happened and what to do next")
    func messages() {
        let file = SnapshotFile(named: "legend", besideSourceFile: "/repo/Tests/RendererTests/LegendTests.swift")
        let path = "/repo/Tests/RendererTests/Snapshots/legend.txt"
        #expect(snapshotMessage(for: .matched, of: file, recording: false) == nil, "a match is no issue")
        #expect(
            snapshotMessage(for: .recorded(file.url), of: file, recording: false)
                == "Recorded a new snapshot at \(path); check it and run the tests again.")
        let recorded = snapshotMessage(for: .recorded(file.url), of: file, recording: true)
        #expect(recorded?.contains("WORKBOOK_RECORD=1") == true, "\(recorded ?? "nil")")
        #expect(
            snapshotMessage(for: .differs(diff: "@@ line 1 @@\n- a\n+ b"), of: file, recording: false)
                == "Snapshot 'legend' differs from \(path). Run with WORKBOOK_RECORD=1 to accept the new output.\n"
                + "@@ line 1 @@\n- a\n+ b")
    }

    @Test(
        "paths inside the current folder are shown relative to it",
        arguments: [
            ("/repo/Tests/Snapshots/a.txt", "/repo", "Tests/Snapshots/a.txt"),
            ("/repo/Tests/Snapshots/a.txt", "/repo/", "Tests/Snapshots/a.txt"),
            ("/repository/Tests/a.txt", "/repo", "/repository/Tests/a.txt"),
            ("/elsewhere/a.txt", "/repo", "/elsewhere/a.txt"),
        ])
    func relativePath(path: String, currentDirectory: String, shown: String) {
        #expect(displayPath(of: URL(fileURLWithPath: path), currentDirectory: currentDirectory) == shown)
    }
}
