import Course
import Foundation
import Testing
import ToolTestSupport

@testable import Results
@testable import WorkbookCommands

/// A temporary copy of the workbook for tests that build and run real student code:
/// Package.swift and every chapter's folders are copied, Sources/ is a link to the real
/// one (whose previews need every chapter's module).
struct WorkbookCopy: Sendable {
    let folder = TemporaryFolder(prefix: "workbook-copy")
    var root: URL { folder.root }

    init() throws {
        let real = workbookRoot
        let manager = FileManager.default
        for folder in ["Chapters", "Solutions", "Tests"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try manager.copyItem(
            at: real.appendingPathComponent("Package.swift"), to: root.appendingPathComponent("Package.swift"))
        try manager.createSymbolicLink(
            at: root.appendingPathComponent("Sources"), withDestinationURL: real.appendingPathComponent("Sources"))
        for chapter in workbookCatalog.chapters {
            for path in ["Chapters/\(chapter.folder)", "Solutions/\(chapter.folder)", "Tests/\(chapter.testTarget)"] {
                try manager.copyItem(at: real.appendingPathComponent(path), to: root.appendingPathComponent(path))
            }
        }
    }

    /// The workbook as the tool sees it, with the student's code from Chapters/.
    func workspace() -> Workspace { folder.workspace() }

    func write(_ path: String, _ text: String) throws { try folder.write(path, text) }

    /// Puts the solution of `file` in the student's place.
    func solve(_ file: String, in chapter: Chapter) throws {
        let solution = try String(
            contentsOf: root.appendingPathComponent("Solutions/\(chapter.folder)/\(file)"), encoding: .utf8)
        try write("Chapters/\(chapter.folder)/\(file)", solution)
    }

    /// Runs a program and returns what it wrote to standard output, then to standard
    /// error, and how it ended.
    func run(_ executable: URL, arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = root.appendingPathComponent("program-output.txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return text
            + "\n(exit \(process.terminationStatus), \(process.terminationReason == .exit ? "exited" : "signal"))"
    }

    func remove() { folder.remove() }
}
