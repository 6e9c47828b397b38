import Course
import Foundation
import Testing
import ToolTestSupport

@testable import Grading

/// Each submission starts from a known state: the slot's chapter folders hold exactly its
/// files and the instructor's descriptions, whatever the one before it left there.
@Suite("A submission starts from a known state")
struct KnownStateTests {
    static let chapter = "\(WorkbookLayout.chapters)/\(lineGraph.folder)"
    static let catalog = ChapterCatalog(chapters: [lineGraph])

    /// An instructor's workbook of chapter 1 alone, with one skeleton file.
    static func instructor() throws -> TemporaryFolder {
        let instructor = TemporaryFolder(prefix: "workbook-known-state")
        try instructor.write("\(chapter)/\(WorkbookLayout.descriptionFile)", "{}")
        try instructor.write("\(chapter)/ValueRange.swift", "// the skeleton\n")
        return instructor
    }

    @Test("a folder named like a file is not taken, and the skeleton's file stands in its place")
    func folderNamedLikeAFile() throws {
        let instructor = try Self.instructor()
        defer { instructor.remove() }
        let attacker = TemporaryFolder(root: instructor.root.appendingPathComponent("class/folder"))
        try attacker.write("\(Self.chapter)/ValueRange.swift/Keep.swift", "let kept = 1\n")
        try attacker.write("\(Self.chapter)/XPosition.swift", "// the student's\n")
        let package = GradingPackage(instructor: instructor.root)
        defer { package.release() }

        #expect(try package.load(submission: attacker.root, catalog: Self.catalog).isEmpty)
        let loaded = TemporaryFolder(root: package.root)
        #expect(try loaded.text("\(Self.chapter)/ValueRange.swift") == "// the skeleton\n")
        #expect(
            SubmissionChanges.ignored(in: attacker.root, comparedWith: instructor.root, catalog: Self.catalog)
                == ["\(Self.chapter)/ValueRange.swift/Keep.swift (\(GradingPackage.fileLikeFolder))"],
            "the report names the folder")
    }

    @Test("whatever the slot holds from before (a folder where a file belongs, strays) is gone")
    func leavingsRemoved() throws {
        let instructor = try Self.instructor()
        defer { instructor.remove() }
        let student = TemporaryFolder(root: instructor.root.appendingPathComponent("class/next"))
        try student.write("\(Self.chapter)/ValueRange.swift", "// the student's\n")
        try student.write("\(Self.chapter)/Helpers/Shared.swift", "// a helper\n")
        let package = GradingPackage(instructor: instructor.root)
        defer { package.release() }
        let slot = TemporaryFolder(root: package.root)
        for path in ["ValueRange.swift/Keep.swift", "Stray.swift", ".hidden", "Empty/Deeper/x.swift", "Helpers.swift"] {
            try slot.write("\(Self.chapter)/\(path)", "left by an earlier submission\n")
        }
        try FileManager.default.createDirectory(
            at: package.root.appendingPathComponent("\(Self.chapter)/Lonely"), withIntermediateDirectories: true)

        #expect(try package.load(submission: student.root, catalog: Self.catalog).isEmpty)
        let folder = package.root.appendingPathComponent(Self.chapter)
        let entries = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.sorted()
        #expect(
            entries == ["Helpers", "Helpers/Shared.swift", "ValueRange.swift", WorkbookLayout.descriptionFile],
            "exactly the submission's files and the description")
        #expect(try slot.text("\(Self.chapter)/ValueRange.swift") == "// the student's\n")
    }
}
