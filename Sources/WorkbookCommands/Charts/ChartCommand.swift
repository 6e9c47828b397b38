import Contracts
import Course
import Foundation
import Platform
import PreviewProtocol
import Renderer
import Results
import Runner
import SampleData

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
    let style: Style
    let kind: Kind
    let output: Output
    var environment = ProcessInfo.processInfo.environment
    /// Stops the build and the preview program when set (`watch`'s status, on a save).
    var stop: LockedValue<Bool>?

    /// How long a still preview may take before it counts as an endless loop.
    static let timeLimit: TimeInterval = 30

    func run() throws -> ExitCode {
        let settings: ChartSettings
        do {
            settings = try ChartSettings(
                options: options, style: style, environment: environment,
                terminal: TerminalSize.current(environment: environment))
        } catch let error as UsageError {
            throw UsageError(error.message, subcommand: kind.subcommand)
        }
        if case .explore = kind, isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1 {
            throw ExploreNeedsTerminal()
        }
        // The data is read while the program builds; a bad file stops the build.
        let dataCheck = DataCheck(kind)
        try dataCheck.problemFound(within: 0.1)
        var building = self
        building.stop = stop ?? dataCheck.failed
        let build = { (solutions: Bool, task: String) throws -> URL? in
            do {
                return try building.buildProgram(solutions: solutions, task: task)
            } catch is CancellationError {
                try dataCheck.result()
                throw CancellationError()
            }
        }
        var request = try previewRequest(settings: settings)
        let studentsEdition = workspace.edition == .students
        if studentsEdition && (kind.isDemo || request.compare) {
            try dataCheck.result()
            try drawFromRecordedAnswers(&request)
        } else if request.compare {
            // The expected parts come from the reference solutions, built as for the demo.
            guard let reference = try build(true, "Building the reference solutions to compare with") else {
                return .failure
            }
            request.referenceProgram = reference.path
        }
        let task = kind.isDemo ? "Building the reference charts" : "Building the preview of your code"
        let executable = try build(kind.isDemo && !studentsEdition, task)
        try dataCheck.result()
        guard let executable else { return .failure }

        var program = ProgramRun(
            executable: executable, arguments: ["--request", try request.encodedArgument()],
            timeLimit: kind.isStill ? Self.timeLimit : nil)
        // The preview's error output is kept in a file and shown afterwards: the explorer's
        // screen vanishes when it ends, and a crash's backtrace is read, not shown.
        let errorFile = workspace.runsDirectory.appendingPathComponent("preview-errors.log")
        let terminal = kind.isInteractive ? TerminalState.save() : nil
        if !kind.isDemo { program.standardErrorFile = errorFile }
        // Ctrl-C leaves the chart; the terminal is put back before the exit code is given.
        program.reportsCtrlC = true
        let outcome = try program.run()
        if kind.isInteractive, outcome != .exited(status: 0) { terminal?.restore() }
        let said = kind.isDemo ? "" : (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        if case .crashed(let signal) = outcome, signal != SIGINT, !kind.isDemo {
            let lines = previewCrashText(errorOutput: said, packageDirectory: workspace.root, chapter: chapterNumber)
            for (index, line) in lines.enumerated() {
                output.lines(
                    wrapped(line, width: style.columns, continuationIndent: 2).map {
                        index < 2 ? style.paint($0, .red) : $0
                    })
            }
            return .failure
        }
        if !said.isEmpty { FileHandle.standardError.write(Data(said.utf8)) }
        return report(outcome)
    }

    /// The exit code for how the preview program ended, with a word on anything unusual.
    ///
    /// Stuck code ends with ``ExitCode/stuck`` whichever watch caught it: the program's own
    /// (status 70, passed on) or this command's time limit.
    func report(_ outcome: ProgramRun.Outcome) -> ExitCode {
        let style = style
        switch outcome {
        case .exited(let status):
            // The preview program said what was wrong; add the usage, as for our own errors.
            // (After an endless loop, status 70, it has said all there is to say.)
            let code = ExitCode(passingOn: status)
            if code == .usage { Workbook.reportUsage(of: kind.subcommand) }
            return code
        case .crashed(signal: SIGINT):
            return .interrupted
        case .crashed:
            // The student's crashes are told before this; here only the demo's remain.
            output.line(style.paint("The demo stopped: the reference solutions crashed.", .red))
            output.line("That is a bug in the workbook itself; `swift run workbook verify` shows where.")
            return .failure
        case .stoppedAfterTimeLimit:
            output.line(style.paint("The preview was stopped after \(Int(Self.timeLimit)) seconds.", .red))
            output.line(
                "Your code may be stuck in an endless loop. `swift run workbook test \(chapterNumber)` finds which exercise."
            )
            return .stuck
        }
    }

    var options: ChartOptions {
        switch kind {
        case .preview(let request), .explore(let request): request.options
        case .demo(let options): options
        }
    }

    var chapterNumber: Int { kind.chapter?.number ?? 0 }

    /// Builds the preview program, from the reference solutions or from the student's
    /// code. Another chapter that does not compile is set aside; if the chapter to draw
    /// does not, its errors are shown and there is no program. `referenceConsequence` is
    /// what a failed build of the reference solutions keeps from being done, for its message.
    func buildProgram(solutions: Bool, task: String, referenceConsequence: String? = nil) throws -> URL? {
        var build = ProductBuild(
            product: "workbook-preview", packageDirectory: workspace.root,
            environment: environment)
        // In `.build`, beside the tool that the student's `swift run` built, and with its
        // settings: the tests' builds have a folder of their own, which a preview's build
        // would make SwiftPM plan again (see `Workspace.invocation(testing:)`).
        build.manifest = workspace.manifest
        build.stop = stop
        if solutions {
            // The reference solutions, whatever state the chapters are in.
            build.manifest.sources = .solutions
            build.scratchPath = workspace.root.appendingPathComponent(WorkbookLayout.referenceBuild)
        }
        let logName = solutions ? "reference-build" : "preview-build"
        var outcome = try ChapterResults(workspace: workspace).build(build, task: task, logName: logName)
        if solutions, case .failed(let errors, _) = outcome.result, errors.isEmpty {
            // The solutions compile (verify proves it): a build of them that stops without a
            // compiler error was stopped from outside, most often by another build at the
            // same time. Once more, then the reason.
            outcome = try ChapterResults(workspace: workspace).build(build, task: task + ", again", logName: logName)
        }
        let drawn = kind.chapter.flatMap { outcome.notCompiling[$0] }
        switch outcome.result {
        case .built(let executable) where drawn == nil:
            return executable
        case .built where solutions:
            output.lines(referenceFailure(errors: drawn ?? [], log: nil, referenceConsequence))
        case .built:
            output.lines(compileErrorText(drawn ?? [], consequence: "so the chart cannot be drawn", style: style))
        case .failed(let errors, let log) where solutions:
            output.lines(referenceFailure(errors: drawn ?? errors, log: log, referenceConsequence))
        case .failed(let errors, _):
            output.lines(compileErrorText(drawn ?? errors, consequence: "so the chart cannot be drawn", style: style))
        }
        return nil
    }

    /// Why the reference solutions did not build, for the instructor: never "your code".
    private func referenceFailure(errors: [String], log: URL?, _ consequence: String?) -> [String] {
        let logFile = log ?? workspace.runsDirectory.appendingPathComponent("reference-build.log")
        return referenceBuildFailureText(
            errors: errors, log: (try? String(contentsOf: logFile, encoding: .utf8)) ?? "",
            logPath: "\(WorkbookLayout.runs)/\(logFile.lastPathComponent)",
            consequence: consequence
                ?? (kind.isDemo ? "so the reference charts cannot be drawn" : "so the expected charts cannot be drawn"),
            style: style)
    }

    /// In the students' edition, which has no solutions: the expected charts and the demo
    /// are drawn from the reference's answers recorded when the edition was made, at the
    /// largest recorded size that fits (see `EditionCharts`).
    private func drawFromRecordedAnswers(_ request: inout ChartRequest) throws {
        if request.csvPath != nil {
            throw UsageError(
                "--compare with --csv needs the reference solutions, which the students' edition does not have: "
                    + "it compares the built-in datasets (--dataset).", subcommand: kind.subcommand)
        }
        guard let size = EditionCharts.size(fitting: request.drawing.size) else {
            let smallest = EditionCharts.smallest
            throw UsageError(
                "In the students' edition the expected charts are drawn at \(smallest.columns) columns and \(smallest.rows) rows or more; "
                    + "this chart has \(request.drawing.columns) and \(request.drawing.rows). Make the window larger, or leave out --width and --height.",
                subcommand: kind.subcommand)
        }
        request.drawing.size = size
        request.expectedAnswersPath = workspace.root.appendingPathComponent(WorkbookLayout.expectedAnswersFile).path
    }

    /// The request as the preview program receives it: how to draw here, and paths that
    /// do not depend on the program's folder.
    func previewRequest(settings: ChartSettings) throws -> ChartRequest {
        var request =
            switch kind {
            case .preview(let request), .explore(let request): request
            case .demo: ChartRequest(mode: .demo, chapters: workspace.catalog.chapters)
            }
        request.mode = kind.mode
        request.options = options
        request.drawing = settings
        request.csvPath = request.csvPath.map(absolutePath)
        request.options.svgPath = try request.options.svgPath.map(absolutePath).map(writableSVGPath)
        return request
    }

    /// `path`, when an SVG file can be written there: told before any build, with what to
    /// do, rather than after it with the system's words.
    func writableSVGPath(_ path: String) throws -> String {
        if let problem = Self.problem(writingTo: path) {
            throw UsageError("--svg \(path): \(problem)", subcommand: kind.subcommand)
        }
        return path
    }

    /// Why a file cannot be written at `path`, with what to do, or `nil` when it can.
    static func problem(writingTo path: String) -> String? {
        let manager = FileManager.default
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return
                "that is a folder; name a file in it, such as \(URL(fileURLWithPath: path).appendingPathComponent("chart.svg").path)."
        }
        guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            return
                "there is no folder \(folder); make it first (mkdir -p '\(folder)'), or name a file in a folder that exists."
        }
        guard manager.isWritableFile(atPath: folder) else {
            return
                "the folder \(folder) cannot be written by you; name a file in a folder you can write, such as this one."
        }
        return nil
    }

    private func absolutePath(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).path
    }
}

extension ChartCommand.Kind {
    /// What `preview` and `explore` draw; `nil` for the demo.
    var chartRequest: ChartRequest? {
        switch self {
        case .preview(let request), .explore(let request): request
        case .demo: nil
        }
    }

    /// The one chapter drawn; `nil` for the demo, which draws them all.
    var chapter: Chapter? { chartRequest?.chapter }

    /// What the preview program is asked to do.
    var mode: ChartRequest.Mode {
        switch self {
        case .preview: .preview
        case .demo: .demo
        case .explore: .explore
        }
    }

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

/// The user's data file cannot be read: said with its line, and ``ExitCode/dataError``.
struct DataFileError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

struct ExploreNeedsTerminal: Error, CustomStringConvertible {
    var description: String {
        "explore reads the arrow keys, so it needs a terminal for input and output. "
            + "For a chart in a file or a pipe, use `workbook preview`."
    }
}
