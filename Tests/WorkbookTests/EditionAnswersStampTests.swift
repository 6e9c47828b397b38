import Foundation
import PreviewProtocol
import Testing
import ToolTestSupport

@testable import WorkbookCommands

/// The stamp under which `workbook edition` keeps the reference's recorded answers: the
/// answers are reused only while the program that drew them and the charts asked for
/// are the same.
@Suite("The recorded answers' stamp")
struct EditionAnswersStampTests {
    @Test("the same program and request give the same stamp; a relinked program or other charts do not")
    func stamp() throws {
        let folder = TemporaryFolder(prefix: "answers-stamp")
        defer { folder.remove() }
        try folder.write("workbook-preview", "a program")
        let program = folder.root.appendingPathComponent("workbook-preview")
        let chapters = workbookCatalog.chapters
        let request = ChartRequest(mode: .record, chapters: chapters)
        let first = try EditionCommand.stamp(of: program, request: request)
        #expect(try EditionCommand.stamp(of: program, request: request) == first)

        var elsewhere = request
        elsewhere.expectedAnswersPath = "/tmp/other.partial"
        #expect(
            try EditionCommand.stamp(of: program, request: elsewhere) == first,
            "where the answers are written is not part of what they are")

        let fewer = ChartRequest(mode: .record, chapters: Array(chapters.dropLast()))
        #expect(try EditionCommand.stamp(of: program, request: fewer) != first, "other charts, other answers")

        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: program.path)
        #expect(try EditionCommand.stamp(of: program, request: request) != first, "a program linked again")
        try folder.write("workbook-preview", "another program")
        #expect(try EditionCommand.stamp(of: program, request: request) != first, "a program of another size")
    }
}
