import Foundation
import Platform
import Testing

@testable import Grading

/// Nothing a student's build or run writes is read whole by the grader unless it is small.
@Suite("Bounded reads of what a student's build or run wrote")
struct BoundedReadTests {
    @Test("a file larger than the limit is refused before a byte is read, and named")
    func tooLarge() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        // A sparse file that claims 1 TB: reading it whole would never end.
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("{}".utf8)))
        #expect(truncate(file.path, 1 << 40) == 0)
        let error = try #require(throws: FileTooLarge.self) {
            try BoundedFile.read(file, atMost: ModuleListings.largestListing, what: "the ABI dump of LineGraph")
        }
        #expect(error.description == "the ABI dump of LineGraph is larger than 8 MB, so it was not read")
        #expect(truncate(file.path, 2) == 0)
        #expect(try BoundedFile.read(file, atMost: 2, what: "it") == Data("{}".utf8))
    }

    @Test("a link is not followed")
    func link() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("abi.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/etc/hostname")
        #expect(throws: (any Error).self) { try BoundedFile.read(link, atMost: 1 << 20, what: "the ABI dump") }
    }

    @Test("a named pipe in a file's place is refused at once, not waited on for a writer")
    func namedPipe() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("chart-1.svg")
        #expect(mkfifo(pipe.path, 0o666) == 0)
        // Read on a thread of its own: the open that waits for a writer would hold this test.
        let read = LockedValue<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let said: String
            do {
                _ = try BoundedFile.read(pipe, atMost: 1 << 20, what: "the chart")
                said = "read"
            } catch {
                said = "\(error)"
            }
            read.withLock { $0 = said }
            done.signal()
        }
        guard done.wait(timeout: .now() + 10) == .success else {
            // Let the waiting open go, so that the thread ends.
            let writer = open(pipe.path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            Issue.record("the read waited 10 s for a writer that never comes")
            return
        }
        #expect(
            read.withLock { $0 }?.contains("is not a regular file") == true,
            "\(String(describing: read.withLock { $0 }))")
    }

    @Test("a stream beyond its limit is read and dropped, not kept, and counted")
    func progressCapped() throws {
        var run = SupervisedRun(["/bin/sh", "-c", "head -c 1000000 /dev/zero >&3"], output: .captured(limit: 1024))
        run.progressChannel = .pipe(descriptor: 3)
        run.progressLimit = 1000
        let result = try run.run()
        #expect(result.progress.count == 1000 && result.droppedProgress == 999_000)
    }
}
