import Course
import Foundation
import PreviewProtocol
import Renderer
import ToolTestSupport

@testable import Results
@testable import WorkbookCommands

/// The chapters as a usage error lists them: "1 (line-graph), 4 (interactivity)".
let chapterList = workbookCatalog.chapters.map { "\($0.number) (\($0.slug))" }.joined(separator: ", ")

/// Parses `arguments` for this workbook's chapters.
func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    try parse(arguments, catalog: workbookCatalog)
}

extension Help {
    /// The help of `subcommand` in this workbook.
    static func text(for subcommand: Subcommand?) -> String {
        text(for: subcommand, catalog: workbookCatalog)
    }
}

/// A `preview` of chapter 1 in an empty workbook at `root`, 80 by 24, and the settings it
/// draws with: what a test of the request the preview program receives starts from.
func lineGraphPreview(in root: URL, adjusting adjust: (inout ChartRequest) -> Void = { _ in }) throws
    -> (command: ChartCommand, settings: ChartSettings, workspace: Workspace)
{
    let style = Style(colors: false, unicode: true)
    let workspace = Workspace(root: root, progress: ProgressLine(style: style, isTerminal: false), environment: [:])
    var request = ChartRequest(chapter: lineGraph)
    request.options = ChartOptions(width: 80, height: 24)
    adjust(&request)
    let command = ChartCommand(
        workspace: workspace, style: .transcript, kind: .preview(request), output: Output { _ in })
    let settings = try ChartSettings(
        options: request.options, style: style, environment: [:], terminal: TerminalSize(columns: 80, rows: 24))
    return (command, settings, workspace)
}
