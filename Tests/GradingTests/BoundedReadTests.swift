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

    @Test("a stream beyond its limit is read and dropped, not kept, and counted")
    func progressCapped() throws {
        var run = SupervisedRun(["/bin/sh", "-c", "head -c 1000000 /dev/zero >&3"], output: .captured(limit: 1024))
        run.progressChannel = .pipe(descriptor: 3)
        run.progressLimit = 1000
        let result = try run.run()
        #expect(result.progress.count == 1000 && result.droppedProgress == 999_000)
    }
}
