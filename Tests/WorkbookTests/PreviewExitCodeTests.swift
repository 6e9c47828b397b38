import Contracts
import Course
import Foundation
import PreviewProtocol
import Results
import Runner
import Testing
import ToolTestSupport

@testable import WorkbookCommands

@Suite("The preview's exit codes")
struct PreviewExitCodeTests {
    /// `workbook help` promises 70 for code that runs on without returning. The preview
    /// program's own watch exits 70; this command's 30-second limit once returned 1.
    @Test(
        "code that never returns ends with 70, whichever watch stopped it",
        arguments: [
            ProgramRun.Outcome.exited(status: ExitCode.stuck.rawValue), .stoppedAfterTimeLimit,
        ])
    func stuckCode(outcome: ProgramRun.Outcome) {
        let (command, _) = Self.preview()
        #expect(command.report(outcome) == .stuck)
    }

    @Test("the time limit says what happened and where to look")
    func timeLimitMessage() {
        let (command, transcript) = Self.preview()
        _ = command.report(.stoppedAfterTimeLimit)
        let text = transcript.contents
        #expect(text.contains("stopped after \(Int(ChartCommand.timeLimit)) seconds"), "\(text)")
        #expect(text.contains("swift run workbook test 1"), "\(text)")
    }

    @Test(
        "other endings keep their codes",
        arguments: [
            (ProgramRun.Outcome.exited(status: 0), ExitCode.success),
            (.exited(status: 1), .failure),
            (.exited(status: ExitCode.dataError.rawValue), .dataError),
            (.crashed(signal: SIGINT), .interrupted),
            (.crashed(signal: SIGTRAP), .failure),
        ])
    func otherEndings(outcome: ProgramRun.Outcome, code: ExitCode) {
        let (command, _) = Self.preview()
        #expect(command.report(outcome) == code)
    }

    /// A preview of chapter 1 whose output is kept, in a workbook that is never built.
    static func preview() -> (ChartCommand, Transcript) {
        let transcript = Transcript()
        let workspace = Workspace(
            root: URL(fileURLWithPath: "/nonexistent-workbook"),
            progress: ProgressLine(style: .transcript, isTerminal: false), environment: [:])
        let command = ChartCommand(
            workspace: workspace, style: .transcript, kind: .preview(ChartRequest(chapter: lineGraph)),
            output: transcript.output)
        return (command, transcript)
    }
}
