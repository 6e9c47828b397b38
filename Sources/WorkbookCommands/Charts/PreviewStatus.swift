import Foundation
import PreviewProtocol
import Renderer
import Results
import Runner

extension ChartCommand {
    /// The preview's one-line status for `watch`: which exercises the chapter's chart
    /// still waits for, from the preview program built with the student's code.
    ///
    /// ```
    /// preview: the chart waits for exercises 1.4, 1.7; `swift run workbook preview 1` shows the rest
    /// ```
    ///
    /// `nil` when the program cannot be built (the test results already show the compiler's
    /// errors). A preview that crashes or never returns says so in a line of its own.
    /// It shows no progress, since `watch` asks for it while the student reads the
    /// results, and ``stop`` ends it (throwing `CancellationError`) when a file is saved.
    func previewStatus() throws -> String? {
        guard case .preview = kind else { return nil }
        let quiet = ChartCommand(
            workspace: Workspace(root: workspace.root, environment: environment), style: style, kind: kind,
            output: Output { _ in }, environment: environment, stop: stop)
        guard let executable = try quiet.buildProgram(solutions: false, task: "Drawing the preview") else { return nil }
        let settings = try ChartSettings(
            options: options, style: style, environment: environment,
            terminal: TerminalSize.current(environment: environment))
        var request = try previewRequest(settings: settings)
        request.mode = .status
        let said = workspace.runsDirectory.appendingPathComponent("preview-status.log")
        var program = ProgramRun(
            executable: executable, arguments: ["--request", try request.encodedArgument()], timeLimit: 10)
        program.outputFile = said
        program.stop = stop
        switch try program.run() {
        case .exited(status: 0):
            let text = (try? String(contentsOf: said, encoding: .utf8)) ?? ""
            return text.split(whereSeparator: \.isNewline).last.map(String.init)
        case .exited, .crashed:
            return "preview: your code stops the chart; `swift run workbook preview \(chapterNumber)` says where"
        case .stoppedAfterTimeLimit:
            return
                "preview: your code never finishes drawing the chart; `swift run workbook test \(chapterNumber)` finds where"
        }
    }
}
