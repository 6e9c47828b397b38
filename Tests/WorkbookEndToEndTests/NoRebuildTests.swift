import Course
import Foundation
import Testing
import ToolTestSupport

/// A build with no change compiles nothing, at a terminal or through a pipe, whichever
/// came before. SwiftPM gives the compiler `-color-diagnostics` only at a terminal, and a
/// module built whole (`-wmo`) was compiled again each time that flag came or went: every
/// `workbook` command at a terminal recompiled, because the tool's own builds write to a
/// log.
@Suite("No change, no compile")
struct NoRebuildTests {
    @Test("a second build compiles nothing, at a terminal after a pipe and the other way round")
    func noCompileWithoutChange() throws {
        let copy = try WorkbookCopy()
        defer { copy.remove() }
        let chapter = try #require(workbookCatalog.chapters.first)
        // One chapter and what it stands on (ExerciseSupport, TestSupport and the
        // optimised SampleData): the whole tool would take minutes here.
        let build = "WORKBOOK_ONLY=\(chapter.number) swift build --build-tests --package-path '\(copy.root.path)'"
        let first = try shell(build, atTerminal: true)
        #expect(first.contains("Build complete"), "the first build: \(first.suffix(2000))")
        for atTerminal in [false, true, false] {
            let again = try shell(build, atTerminal: atTerminal)
            let compiled = again.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).filter {
                $0.contains("Compiling") || $0.contains("remark:")
            }
            #expect(again.contains("Build complete"), "\(again.suffix(2000))")
            #expect(
                compiled.isEmpty,
                "with no change, \(atTerminal ? "at a terminal" : "through a pipe") it compiled: \(Set(compiled.map(String.init)).sorted().prefix(10))"
            )
        }
    }

    /// Runs `command` in a shell, at a terminal that `script` makes or with its output to a
    /// file, and returns what it printed.
    private func shell(_ command: String, atTerminal: Bool) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "no-rebuild-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let quoted = "'" + command.replacingOccurrences(of: "'", with: "'\\''") + "'"
        #if os(Linux)
            let terminal = "script -qec \(quoted) /dev/null"
        #else
            let terminal = "script -q /dev/null sh -c \(quoted)"
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", (atTerminal ? terminal : command) + " > '\(output.path)' 2>&1 < /dev/null"]
        try process.run()
        process.waitUntilExit()
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }
}
