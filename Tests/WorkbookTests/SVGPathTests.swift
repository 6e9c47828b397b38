import Foundation
import PreviewProtocol
import Renderer
import Testing
import ToolTestSupport

@testable import Results
@testable import WorkbookCommands

/// `preview --svg` into a folder that cannot take the file is told before the preview's
/// build, in words that say what to do: it used to come after half a minute of building,
/// as "The file doesn't exist."
@Suite("Where `--svg` may write")
struct SVGPathTests {
    @Test("a missing folder and a folder in place of a file are refused, with what to do; a writable folder is taken")
    func problems() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try folder.write("old.svg", "<svg/>")
        let missing = folder.root.appendingPathComponent("charts/line.svg").path
        let noFolder = try #require(ChartCommand.problem(writingTo: missing))
        #expect(
            noFolder.contains("there is no folder \(folder.root.appendingPathComponent("charts").path)")
                && noFolder.contains("mkdir -p"))
        let isFolder = try #require(ChartCommand.problem(writingTo: folder.root.path))
        #expect(isFolder.contains("that is a folder") && isFolder.contains("chart.svg"))
        #expect(ChartCommand.problem(writingTo: folder.root.appendingPathComponent("line.svg").path) == nil)
        #expect(
            ChartCommand.problem(writingTo: folder.root.appendingPathComponent("old.svg").path) == nil,
            "an existing file is replaced")
    }

    @Test("the preview's request stops with a usage error of `preview` before anything is built")
    func refusedBeforeTheBuild() throws {
        let workbook = TemporaryFolder()
        defer { workbook.remove() }
        try workbook.write("Chapters/.keep", "")
        let (command, settings, _) = try lineGraphPreview(in: workbook.root) { request in
            request.options.svgPath = workbook.root.appendingPathComponent("no/such/folder/chart.svg").path
        }
        let error = try #require(throws: UsageError.self) { try command.previewRequest(settings: settings) }
        #expect(error.subcommand == .preview && error.message.hasPrefix("--svg "), "\(error)")
    }
}
