import Foundation
import Runner
import Testing

@testable import Grading
@testable import Platform

@Suite("Finding the processes a test run started")
struct ProcessTreeTests {
    /// `ps -A -o pid= -o ppid=` output: 10 started 11 and 12, 11 started 13; 20 is unrelated.
    static let listing = """
            1     0
           10     1
           11    10
           12    10
           13    11
           20     1
        """

    @Test("finds children and grandchildren, parents first")
    func descendants() throws {
        let found = ProcessTree.descendants(of: 10, inListing: Self.listing)
        #expect(Set(found) == [11, 12, 13], "every process below 10, and nothing else")
        let eleven = try #require(found.firstIndex(of: 11) as Int?)
        let thirteen = try #require(found.firstIndex(of: 13) as Int?)
        #expect(eleven < thirteen, "a parent comes before its child, so killing in reverse kills children first")
    }

    @Test("a process without children has no descendants")
    func leaf() {
        #expect(ProcessTree.descendants(of: 13, inListing: Self.listing).isEmpty)
        #expect(ProcessTree.descendants(of: 99, inListing: Self.listing).isEmpty, "an unknown process has none either")
    }

    @Test("the live listing shows this test process with its parent")
    func liveListing() {
        let line = "\(getpid()) \(getppid())"
        let lines = ProcessTree.processListing().split(whereSeparator: \.isNewline)
            .map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains(line), "a line '\(line)' for this process")
    }

    @Test("reads the live process table")
    func liveTable() {
        #expect(ProcessTree.descendants(of: 1).count > 0, "process 1 has started at least this test process")
    }
}

@Suite("The sandbox wrapper's count of processes left behind")
struct SandboxWrapperCountTests {
    /// The wrapper's script with `/proc` moved to `folder`, run around `/bin/true`; what it
    /// reports on descriptor 4.
    static func report(withProcessFolder folder: URL) throws -> String {
        let script = WatchedRun.wrapper[2].replacingOccurrences(of: "/proc", with: folder.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec 4>&1\n" + script, "workbook-sandbox", "/bin/true"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("counts the numbered entries but the namespace's first process, where there is a /proc")
    func counts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for entry in ["self", "1", "7", "8", "sys"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(entry), withIntermediateDirectories: true)
        }
        #expect(try Self.report(withProcessFolder: folder) == "WORKBOOK-SANDBOX status=0 processes=2\n")
    }

    @Test("says unknown where there is no /proc, rather than counting the unmatched pattern as one process")
    func unknownWithoutProc() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-proc-\(UUID().uuidString)")
        #expect(try Self.report(withProcessFolder: missing) == "WORKBOOK-SANDBOX status=0 processes=unknown\n")
    }
}
