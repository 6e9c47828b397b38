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
        let root = ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let catalog = root.map(ChapterCatalog.init(root:)) ?? ChapterCatalog(chapters: [])
        let invocation: Invocation
        do {
            invocation = try parse(arguments, catalog: catalog)
        } catch {
            reportUsageError(error, style: Style(color: .auto, ascii: false, isTerminal: isatty(2) == 1, environment: environment))
            return ExitCode.usage.rawValue
        }
        let style = Style(
            color: invocation.color, ascii: invocation.ascii, isTerminal: isatty(1) == 1, environment: environment,
            columns: TerminalSize.current(environment: environment).columns)
        let output = Output()
        let workspace = { () throws(WorkspaceError) -> Workspace in
            guard let root else { throw WorkspaceError.notFound }
            return Workspace(root: root, progress: ProgressLine(style: style, isTerminal: isatty(2) == 1))
        }
        do {
            // The first `swift run workbook` (a list) checks the toolchain before it builds;
            // `test` and `watch` explain the same problems from their build errors.
            if invocation.command == .list, let root, let paragraph = FirstRunCheck.run(root: root, style: style) {
                output.lines(paragraph)
                return ExitCode.failure.rawValue
            }
            switch invocation.command {
            case .help(let topic):
                output.line(Help.text(for: topic, catalog: catalog))
                return ExitCode.success.rawValue
            case .list: return try ListCommand(workspace: workspace(), style: style, output: output).run().rawValue
            case .test(let selection): return try TestCommand(workspace: workspace(), style: style, selection: selection, output: output).run().rawValue
            case .verify(let onlySkeletons):
                return try VerifyCommand(workspace: workspace(), style: style, output: output, onlySkeletons: onlySkeletons).run().rawValue
            case .preview(let request):
                return try ChartCommand(workspace: workspace(), style: style, kind: .preview(request), output: output).run().rawValue
            case .explore(let request):
                return try ChartCommand(workspace: workspace(), style: style, kind: .explore(request), output: output).run().rawValue
            case .demo(let options):
                return try ChartCommand(workspace: workspace(), style: style, kind: .demo(options), output: output).run().rawValue
            case .bench: return try BenchCommand(workspace: workspace(), style: style, output: output).run().rawValue
            case .grade(let request): return try GradeCommand(workspace: workspace(), style: style, request: request, output: output).run().rawValue
            case .autograder(let request): return try AutograderCommand(workspace: workspace(), request: request, style: style).run().rawValue
            case .edition(let folder): return try EditionCommand(workspace: workspace(), style: style, outputPath: folder, output: output).run().rawValue
            case .hint(let id, let chapter): return try HintCommand(workspace: workspace(), style: style, exercise: id, chapter: chapter, output: output).run().rawValue
            case .watch(let chapter):
                let workspace = try workspace()
                guard let chosen = chapter ?? WatchCommand.chapterToDo(in: workspace) else {
                    throw UsageError("This workbook has no chapters to watch.", subcommand: .watch)
                }
                return try WatchCommand(workspace: workspace, style: style, chapter: chosen, output: output).run().rawValue
            case .doctor(let json): return try DoctorCommand(root: root, style: style, json: json, output: output).run().rawValue
            case .reset(let request): return try ResetCommand(workspace: workspace(), style: style, request: request, output: output).run().rawValue
            }
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
        ["Usage: " + Help.usage(of: subcommand), "  See 'workbook \(subcommand.map { "help \($0.rawValue)" } ?? "--help")' for more."]
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
