import Course
import Foundation
import Testing
import ToolTestSupport

/// What the workbook's own files promise a student about `reset`.
@Suite("The repository's files and reset")
struct RepositoryFilesTests {
    static func text(of path: String) throws -> String {
        let root = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("git ignores the backups that reset makes")
    func backupsIgnored() throws {
        let lines = try Self.text(of: ".gitignore").split(whereSeparator: \.isNewline).map(String.init)
        #expect(lines.contains("Chapters/.backups/"), "\(lines)")
    }

    @Test("the README says that reset needs --yes where it cannot ask")
    func resetYes() throws {
        let readme = try Self.text(of: "README.md")
        #expect(readme.contains("reset 1.3 --yes"), "a student without a terminal learns the flag")
    }
}
