import Contracts
import Foundation
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results
@testable import WorkbookCommands

#if canImport(Glibc)
    import Glibc
#endif

/// What kind of thing is at `path`, without following a link: `S_IFCHR`, `S_IFIFO`, ...
private func kind(of path: String) -> mode_t? {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
}

/// Never the machine's own /dev/null: each test makes its device or FIFO in a folder of
/// its own, so that the old atomic write, which replaced them, harms nothing.
@Suite("Writing an output: never in place of what is not a file")
struct OutputFileTests {
    @Test("a file, absent or there, is written whole; a link to one is written through")
    func regularFiles() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try folder.write("old.txt", "a much longer old text")
        for name in ["new.txt", "old.txt"] {
            let file = folder.root.appendingPathComponent(name)
            try OutputFile.write(Data("report\n".utf8), to: file)
            #expect(try folder.text(name) == "report\n" && kind(of: file.path) == S_IFREG)
        }
        let link = folder.root.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "old.txt")
        try OutputFile.write(Data("through".utf8), to: link)
        let target = try folder.text("old.txt")
        #expect(kind(of: link.path) == S_IFLNK && target == "through", "the link stays a link")
    }

    @Test("a character device stays a device", .enabled(if: getuid() == 0, "mknod makes a device only as root"))
    func device() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.root, withIntermediateDirectories: true)
        let null = folder.root.appendingPathComponent("null")
        // The null device, major 1 and minor 3, as glibc's makedev (a macro Swift cannot
        // call) encodes numbers this small.
        #expect(mknod(null.path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0, "mknod: \(String(cString: strerror(errno)))")
        try OutputFile.write(Data("report\n".utf8), to: null)
        #expect(kind(of: null.path) == S_IFCHR, "still a character device")
    }

    @Test("a FIFO is written into, and stays a FIFO, through the command too")
    func fifo() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.root, withIntermediateDirectories: true)
        let fifo = folder.root.appendingPathComponent("fifo")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        // The reader opens first and without waiting, so that the writer's open does not
        // block; a write that replaced the FIFO leaves the reader with nothing, not stuck.
        let reader = open(fifo.path, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        try OutputFile.write(Data("report\n".utf8), to: fifo)
        #expect(kind(of: fifo.path) == S_IFIFO && Self.available(reader) == "report\n")

        try folder.write("shard.json", try ResultsJSON.text([SubmissionGrade(submission: "alice/", exercises: [])]))
        var request = GradeRequest(submissions: ["shard.json"], format: .table, outputPath: "fifo")
        request.merging = true
        var command = GradeCommand(
            workspace: Workspace(root: workbookRoot, environment: [:]), style: .transcript,
            request: request, output: Transcript().output)
        command.currentDirectory = folder.root
        #expect(try command.run() == .success)
        #expect(
            kind(of: fifo.path) == S_IFIFO && Self.available(reader).hasPrefix("submission"),
            "grade --output wrote into it")
    }

    /// What a non-blocking descriptor has to read now.
    private static func available(_ descriptor: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(descriptor, &buffer, buffer.count)
        return count > 0 ? String(decoding: buffer.prefix(count), as: UTF8.self) : ""
    }
}
