import Contracts
import Course
import Foundation
import PreviewProtocol
import Results
import Runner

/// `workbook edition students --output FOLDER`: makes the students' edition, the
/// workbook without its answers, ready to become a class's template repository
/// (``StudentsEdition``).
///
/// ```
/// $ swift run workbook edition students --output ../chart-course
/// Wrote the students' edition to ../chart-course (412 files, 6.1 MB).
/// ```
///
/// The expected charts of `preview --compare` and the demo come with it as data: the
/// program built from the reference solutions draws every chart the edition carries and
/// records each answer its functions give.
struct EditionCommand {
    let workspace: Workspace
    let style: Style
    /// `--output`, as typed.
    let outputPath: String
    let output: Output
    var currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    func run() throws -> ExitCode {
        guard workspace.edition == .instructors else {
            throw UsageError(
                "This is the students' edition already; make it from the instructor's workbook, which has Solutions/.",
                subcommand: .edition)
        }
        let folder =
            outputPath.hasPrefix("/")
            ? URL(fileURLWithPath: outputPath) : currentDirectory.appendingPathComponent(outputPath)
        if folder.standardizedFileURL.path.hasPrefix(workspace.root.standardizedFileURL.path + "/")
            || folder.standardizedFileURL.path == workspace.root.standardizedFileURL.path
        {
            throw UsageError(
                "--output \(outputPath) is inside this workbook; name a folder outside it, such as ../chart-course.",
                subcommand: .edition)
        }
        do {
            try StudentsEdition.checkOutput(folder)
        } catch let error as FolderHoldsSomethingElse {
            throw UsageError(error.description, subcommand: .edition)
        }
        guard let answers = try Self.recordExpectedAnswers(workspace: workspace, style: style, output: output) else {
            return .failure
        }
        let edition = try StudentsEdition(of: workspace.root, expectedAnswers: answers)
        try edition.write(to: folder)
        let size = ByteCountFormatter.string(fromByteCount: Int64(edition.byteCount), countStyle: .file)
        output.line("Wrote the students' edition to \(outputPath) (\(edition.files.count) files, \(size)).")
        output.lines(
            wrapped(
                "Make that folder the assignment's template repository; keep this one, with Solutions/, private and grade "
                    + "with it. After a change here, run this again over the same folder and commit what changed: students "
                    + "take it with a git pull (Tests/README.md, \"Two editions\").",
                width: style.columns, continuationIndent: 0))
        return .success
    }

    /// The reference's answers to every chart the edition carries, as `DigestedAnswer`
    /// lines, from the preview program built from the solutions; `nil` when it does not build.
    ///
    /// The answers are kept in the runs folder with a stamp of the program that drew them
    /// and of the charts asked for: making the edition again, or the Classroom 50 bundle,
    /// with the same program reuses them rather than drawing every chart again.
    static func recordExpectedAnswers(workspace: Workspace, style: Style, output: Output) throws -> Data? {
        let builder = ChartCommand(workspace: workspace, style: style, kind: .demo(ChartOptions()), output: output)
        guard
            let program = try builder.buildProgram(
                solutions: true, task: "Building the reference solutions",
                referenceConsequence: "so the students' edition cannot be made")
        else { return nil }
        let runs = workspace.runsDirectory
        let file = runs.appendingPathComponent("edition-expected-answers.jsonl")
        let stampFile = runs.appendingPathComponent("edition-expected-answers.stamp")
        var request = ChartRequest(mode: .record, chapters: workspace.catalog.chapters)
        request.quotedCharts = quotedCharts(in: workspace)
        let stamp = try Self.stamp(of: program, request: request)
        let manager = FileManager.default
        if manager.contents(atPath: stampFile.path) == stamp, let kept = manager.contents(atPath: file.path) {
            return kept
        }
        try manager.createDirectory(at: runs, withIntermediateDirectories: true)
        // Written aside and then renamed, so that two runs at once never read half a file.
        let partial = runs.appendingPathComponent("edition-expected-answers-\(UUID().uuidString).partial")
        defer { try? manager.removeItem(at: partial) }
        request.expectedAnswersPath = partial.path
        workspace.progress.start("Recording the reference's answers for the expected charts")
        var run = ProgramRun(
            executable: program, arguments: ["--request", try request.encodedArgument()], timeLimit: nil)
        run.standardErrorFile = runs.appendingPathComponent("edition-errors.log")
        let outcome = try run.run()
        workspace.progress.finish()
        guard outcome == .exited(status: 0), let data = manager.contents(atPath: partial.path) else {
            let said =
                (try? String(contentsOf: runs.appendingPathComponent("edition-errors.log"), encoding: .utf8)) ?? ""
            throw EditionFailure(
                message: "The reference solutions could not draw the expected charts (\(outcome)). \(said)")
        }
        try? manager.removeItem(at: stampFile)
        guard rename(partial.path, file.path) == 0 else {
            throw EditionFailure(message: "Could not keep the reference's answers in \(file.path): errno \(errno).")
        }
        try stamp.write(to: stampFile, options: .atomic)
        return data
    }

    /// The charts the READMEs ask for beyond the lattice of choices (`EditionCharts`): each
    /// quoted `preview` or `explore` command's dataset and options, parsed as the tool
    /// parses them, and each option's value a chapter's README gives in its text. A
    /// student adds `--compare` to any of them, so all are recorded, compared or not.
    static func quotedCharts(in workspace: Workspace) -> [EditionCharts.QuotedChart] {
        let catalog = workspace.catalog
        var charts: [EditionCharts.QuotedChart] = []
        for command in QuotedCommands.all(in: workspace.root, chapters: catalog.chapters) {
            guard let invocation = try? parse(command.arguments, catalog: catalog) else { continue }
            let request: ChartRequest
            if let preview = invocation.command.value as? PreviewSubcommand {
                request = preview.request
            } else if let explore = invocation.command.value as? ExploreSubcommand {
                request = explore.request
            } else {
                continue
            }
            guard request.csvPath == nil, let chapter = request.chapter,
                let chart = EditionCharts.quoted(
                    chapter: chapter, dataset: request.dataset, options: request.chapterOptions)
            else { continue }
            charts.append(chart)
        }
        for chapter in catalog.chapters {
            guard
                let text = try? String(
                    contentsOf: workspace.root.appendingPathComponent(WorkbookLayout.readmePath(of: chapter)),
                    encoding: .utf8)
            else { continue }
            charts += EditionCharts.quoted(in: text, of: chapter)
        }
        var seen = Set<EditionCharts.QuotedChart>()
        return charts.filter { seen.insert($0).inserted }
    }

    /// The program's size and time of change, and the request without its output path.
    static func stamp(of program: URL, request: ChartRequest) throws -> Data {
        let values = try program.resolvingSymlinksInPath().resourceValues(forKeys: [
            .fileSizeKey, .contentModificationDateKey,
        ])
        let time = values.contentModificationDate?.timeIntervalSince1970 ?? 0
        var asked = request
        asked.expectedAnswersPath = nil
        return Data("\(values.fileSize ?? 0) \(time)\n\(try asked.encodedArgument())\n".utf8)
    }
}

struct EditionFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// A command that needs the solutions, run in the students' edition.
struct NeedsInstructorsEdition: Error, CustomStringConvertible {
    /// "Grading", as the sentence begins.
    let what: String
    var description: String {
        "\(what) needs the reference solutions, and this is the students' edition, which has none: "
            + "run it in the instructor's workbook, the one the students' edition was made from."
    }
}
