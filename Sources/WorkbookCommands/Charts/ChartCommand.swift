import Foundation
import PreviewProtocol
import Renderer
import Runner

/// `workbook preview`, `demo` and `explore`: builds the preview program and lets it draw.
///
/// The preview program is built with the chapter code (the student's for `preview` and
/// `explore`, the reference solutions for `demo`), so code that does not compile is
/// reported here with the compiler's errors, and code that crashes or never returns
/// stops only the preview, which this command then explains.
struct ChartCommand {
    enum Kind: Equatable {
        case preview(ChartRequest)
        case demo(ChartOptions)
        case explore(ChartRequest)
    }

    let workspace: Workspace
    let kind: Kind
    let output: Output
    var environment = ProcessInfo.processInfo.environment

    /// How long a still preview may take before it counts as an endless loop.
    static let timeLimit: TimeInterval = 30

    func run() throws -> Int32 {
        let settings: ChartSettings
        do {
            settings = try ChartSettings(
                options: options, style: workspace.style, environment: environment,
                terminal: TerminalSize.current(environment: environment))
        } catch let error as UsageError {
            throw UsageError(error.message, subcommand: kind.subcommand)
        }
        if case .explore = kind, isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1 {
            throw ExploreNeedsTerminal()
        }
        let request = try previewRequest(settings: settings)

        var build = ProductBuild(product: "workbook-preview", packageDirectory: workspace.root, environment: environment)
        if case .demo = kind {
            // The demo draws the reference solutions, whatever state the chapters are in.
            build.sources = "solutions"
            build.scratchPath = workspace.toolDirectory.appendingPathComponent("reference")
        }
        let task = kind.isDemo ? "Building the reference charts" : "Building the preview of your code"
        let executable: URL
        switch try workspace.build(build, task: task, logName: "preview-build") {
        case .built(let url):
            executable = url
        case .failed(let errors, _):
            output.lines(compileErrorText(errors, consequence: "so the chart cannot be drawn", style: workspace.style))
            return 1
        }

        var program = ProgramRun(
            executable: executable, arguments: ["--request", try request.encodedArgument()],
            timeLimit: kind.isStill ? Self.timeLimit : nil)
        // The preview's error output is kept in a file and shown afterwards: the explorer's
        // screen vanishes when it ends, and a crash's stack trace is noise to a student.
        let errorFile = workspace.toolDirectory.appendingPathComponent("runs/preview-errors.log")
        let terminal = kind.isInteractive ? TerminalState.save() : nil
        if !kind.isDemo { program.standardErrorFile = errorFile }
        let outcome = try program.run()
        if kind.isInteractive, outcome != .exited(status: 0) { terminal?.restore() }
        if !kind.isDemo, let said = try? String(contentsOf: errorFile, encoding: .utf8), !said.isEmpty {
            FileHandle.standardError.write(Data(withoutStackTrace(said).utf8))
        }
        return report(outcome)
    }

    /// The exit code for how the preview program ended, with a word on anything unusual.
    private func report(_ outcome: ProgramRun.Outcome) -> Int32 {
        let style = workspace.style
        switch outcome {
        case .exited(let status):
            // The preview program said what was wrong; add the usage, as for our own errors.
            // (After an endless loop, status 70, it has said all there is to say.)
            if status == 64 { Workbook.reportUsage(of: kind.subcommand) }
            return status
        case .crashed(signal: SIGINT):
            return 130
        case .crashed:
            if kind.isDemo {
                output.line(style.paint("The demo stopped: the reference solutions crashed.", .red))
                output.line("That is a bug in the workbook itself; `swift run workbook verify` shows where.")
            } else {
                output.line(style.paint("Your code crashed while the preview drew the chart.", .red))
                output.line("The lines above say which function and why; `swift run workbook test \(chapterNumber)` "
                    + "shows the input that makes it crash.")
            }
            return 1
        case .stoppedAfterTimeLimit:
            output.line(style.paint("The preview was stopped after \(Int(Self.timeLimit)) seconds.", .red))
            output.line("Your code may be stuck in an endless loop. `swift run workbook test \(chapterNumber)` finds which exercise.")
            return 1
        }
    }

    private var options: ChartOptions {
        switch kind {
        case .preview(let request), .explore(let request): request.options
        case .demo(let options): options
        }
    }

    private var chapterNumber: Int {
        switch kind {
        case .preview(let request), .explore(let request): request.chapter.number
        case .demo: 0
        }
    }

    func previewRequest(settings: ChartSettings) throws -> PreviewRequest {
        let mode: PreviewRequest.Mode
        var chartRequest: ChartRequest?
        switch kind {
        case .preview(let request): (mode, chartRequest) = (.preview, request)
        case .explore(let request): (mode, chartRequest) = (.explore, request)
        case .demo: mode = .demo
        }
        return PreviewRequest(
            mode: mode, chapter: chapterNumber, dataset: chartRequest?.dataset,
            csvPath: chartRequest?.csvPath.map(absolutePath), compare: chartRequest?.compare ?? false,
            selection: chartRequest?.selection,
            tap: chartRequest?.tap,
            size: settings.size, sizeIsFixed: settings.sizeIsFixed, canvas: settings.canvas,
            colors: settings.colors, svgPath: options.svgPath.map(absolutePath))
    }

    private func absolutePath(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).path
    }
}

extension ChartCommand.Kind {
    var subcommand: Subcommand {
        switch self {
        case .preview: .preview
        case .demo: .demo
        case .explore: .explore
        }
    }

    var isDemo: Bool {
        if case .demo = self { true } else { false }
    }

    /// A still chart, which should be drawn in moments; the others wait for the user.
    var isStill: Bool {
        if case .preview = self { true } else { false }
    }

    /// A full-screen program that reads keys.
    var isInteractive: Bool {
        if case .explore = self { true } else { false }
    }
}

struct ExploreNeedsTerminal: Error, CustomStringConvertible {
    var description: String {
        "explore reads the arrow keys, so it needs a terminal for input and output. "
            + "For a chart in a file or a pipe, use `workbook preview`."
    }
}
