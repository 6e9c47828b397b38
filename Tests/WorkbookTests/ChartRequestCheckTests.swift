import Course
import Foundation
import PreviewProtocol
import Testing
import ToolTestSupport

@testable import Results
@testable import WorkbookCommands

@Suite("Bad chart requests are refused before anything is built")
struct ChartRequestCheckTests {
    /// Runs `preview` with `change` applied to a request for chapter 1, in a workbook whose
    /// manifest cannot be built: any error but the one expected would come from a build.
    private func preview(_ change: (inout ChartRequest) -> Void) throws {
        let workbook = TemporaryFolder()
        defer { workbook.remove() }
        try workbook.write("Package.swift", "this manifest is never read: the request is refused first\n")
        try workbook.write("Chapters/.keep", "")
        let style = Style(colors: false, unicode: false)
        let workspace = Workspace(
            root: workbook.root, progress: ProgressLine(style: style, isTerminal: false), environment: [:])
        var request = ChartRequest(chapter: lineGraph)
        request.options = ChartOptions(width: 80, height: 24)
        change(&request)
        _ = try ChartCommand(workspace: workspace, style: style, kind: .preview(request), output: Output { _ in }).run()
    }

    @Test("a CSV file with a bad line is a data error naming the file and the line")
    func badCSV() throws {
        let workbook = TemporaryFolder()
        defer { workbook.remove() }
        try workbook.write("rain.csv", "Month,Rain (mm)\nJan,68\nFeb,lots\n")
        let path = workbook.root.appendingPathComponent("rain.csv").path
        let error = try #require(throws: DataFileError.self) { try preview { $0.csvPath = path } }
        #expect(error.message.hasPrefix(path + ": ") && error.message.contains("line 3"), "\(error.message)")
    }

    @Test("a CSV file that does not exist is a data error")
    func missingCSV() throws {
        let error = try #require(throws: DataFileError.self) { try preview { $0.csvPath = "/nonexistent/rain.csv" } }
        #expect(error.message.hasPrefix("/nonexistent/rain.csv: "))
    }

    @Test("a selection outside the data is a usage error that says how many points there are")
    func selectionOutOfRange() throws {
        let error = try #require(throws: UsageError.self) { try preview { $0.selection = 12 } }
        #expect(
            error
                == UsageError(
                    "--select 12 is out of range: 'temperature' has 12 points, numbered 0 to 11.", subcommand: .preview)
        )
    }
}
