import Foundation
import Results

/// A folder of a test's own under the temporary directory, removed when the test is done.
///
/// ```swift
/// let workbook = TemporaryFolder()
/// defer { workbook.remove() }
/// try workbook.write("Chapters/01-LineGraph/chapter.json", "{}")   // makes the folders
/// ```
public struct TemporaryFolder: Sendable {
    public let root: URL

    /// A new folder, not yet made, named `<prefix>-<UUID>`.
    public init(prefix: String = "workbook") {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    /// An existing folder, such as one inside another temporary folder.
    public init(root: URL) {
        self.root = root
    }

    /// Writes `text` at `path` below the folder, making the folders on the way.
    public func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text of the file at `path` below the folder.
    public func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    public func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

extension TemporaryFolder {
    /// The workbook in this folder as the tool sees it, with no settings from the
    /// environment and no progress shown.
    public func workspace() -> Workspace {
        Workspace(root: root, environment: [:])
    }
}
