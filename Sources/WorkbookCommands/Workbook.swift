import Contracts
import Course
import Foundation
import Platform
import PreviewProtocol
import Renderer
import Results
import Runner

/// The `workbook` command: parses the arguments, runs the subcommand, and returns the
/// exit code, one of ``ExitCode``.
public enum Workbook {
    public static func main(_ arguments: [String]) -> Int32 {
        Termination.stopChildrenWhenAsked()
        let environment = ProcessInfo.processInfo.environment
        // The chapters come from the workbook's descriptions; outside a workbook there are
        // none, and help still works.
        let root = ChapterCatalog.workbookRoot(
            containing: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let catalog = root.map(ChapterCatalog.init(root:)) ?? ChapterCatalog(chapters: [])
        let invocation: Invocation
        do {
            invocation = try parse(arguments, catalog: catalog)
        } catch {
            reportUsageError(
                error, style: Style(color: .auto, ascii: false, isTerminal: isatty(2) == 1, environment: environment))
            return ExitCode.usage.rawValue
        }
        let style = Style(
            color: invocation.color, ascii: invocation.ascii, isTerminal: isatty(1) == 1, environment: environment,
            columns: TerminalSize.current(environment: environment).columns)
        let context = CommandContext(root: root, catalog: catalog, style: style, output: Output())
        do {
            return try invocation.command.value.run(context).rawValue
        } catch let error as UsageError {
            reportUsageError(error, style: style)
            return ExitCode.usage.rawValue
        } catch let error as DataFileError {
            standardError(style.paint("Error: ", .red) + error.message)
            return ExitCode.dataError.rawValue
        } catch {
            standardError(style.paint("Error: ", .red) + "\(error)")
            return ExitCode.failure.rawValue
        }
    }

    /// "Error: ..." then "Usage: ..." on standard error, as command-line tools do.
    static func reportUsageError(_ error: UsageError, style: Style) {
        for line in usageErrorLines(error, style: style) { standardError(line) }
    }

    /// "Usage: ..." and where to read more, on standard error.
    static func reportUsage(of subcommand: Subcommand?) {
        for line in usageLines(of: subcommand) { standardError(line) }
    }

    /// What ``reportUsageError(_:style:)`` writes, line by line.
    static func usageErrorLines(_ error: UsageError, style: Style) -> [String] {
        [style.paint("Error: ", .red) + error.message] + usageLines(of: error.subcommand)
    }

    /// What ``reportUsage(of:)`` writes, line by line.
    static func usageLines(of subcommand: Subcommand?) -> [String] {
        [
            "Usage: " + Help.usage(of: subcommand),
            "  See 'workbook \(subcommand.map { "help \($0.rawValue)" } ?? "--help")' for more.",
        ]
    }

    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

extension ExitCode {
    /// The code a program of ours (the preview, the benchmark) ended with, passed on
    /// unchanged; a status that is none of ours counts as a failure.
    init(passingOn status: Int32) {
        self = ExitCode(rawValue: status) ?? .failure
    }
}
