import Contracts
import Foundation
import Grading
import Results

/// `workbook grade SUBMISSION...`: grades each submission's Chapters/ against the
/// instructor's tests and reports the points.
///
/// ```
/// $ swift run workbook grade alice/ bob/ --format json --output grades.json
/// 1 of 2 · alice/
/// 2 of 2 · bob/
/// ```
///
/// With `--output`, the file is written again after each submission, so that it always
/// holds every grade made so far; `--resume` goes on from it. `--shard` grades a part of
/// the class, and `--merge` joins the parts' reports into any format. ``GradingRun`` does
/// all of that; the command draws its progress, its notices and the table.
///
/// Exits with 0 whenever the grading ran, whatever the scores; with an error, and nothing
/// graded, when the reference solutions did not answer every held-out input.
struct GradeCommand {
    let workspace: Workspace
    let style: Style
    let request: GradeRequest
    let output: Output
    /// The folder the submissions' paths are relative to.
    var currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// Where `--format classroom50` reads the runner's variables.
    var environment = ProcessInfo.processInfo.environment

    /// The sandbox to grade in; `nil` finds the best this machine has.
    var sandbox: Sandbox?
    /// Limits for each submission, the defaults unless a test asks for smaller ones.
    var limits = Sandbox.Limits()
    var timeLimits = WatchedRun.TimeLimits(total: 15 * 60, quiet: 10, perTest: 60)
    /// The limits of the reference's probe; `limits` when `nil`. A test starves it with them.
    var referenceProbeLimits: Sandbox.Limits?

    func run() throws -> ExitCode {
        guard Grader.canGrade(in: workspace) || request.merging else { throw NeedsInstructorsEdition(what: "Grading") }
        let run = gradingRun()
        do {
            let outcome: GradingRun.Outcome
            if request.merging {
                outcome = try run.merge()
            } else {
                let plan = try run.plan()
                let progress = ClassProgress(
                    reporter: workspace.progress, names: plan.toGrade, jobs: request.jobs, style: style)
                outcome = try run.grade(plan, progress: progress.handle)
            }
            if let report = outcome.report { output.raw(report) }
            for failure in outcome.toolFailures { Workbook.standardError(style.paint("Error: ", .red) + failure) }
            return outcome.failed ? .failure : .success
        } catch let error as GradeRequestError {
            throw UsageError(error.message, subcommand: .grade)
        }
    }

    /// The run, told how this command draws its table and its notices.
    private func gradingRun() -> GradingRun {
        var run = GradingRun(workspace: workspace, request: request)
        run.currentDirectory = currentDirectory
        run.environment = environment
        run.sandbox = sandbox
        run.limits = limits
        run.timeLimits = timeLimits
        run.referenceProbeLimits = referenceProbeLimits
        let chapters = workspace.catalog.chapters
        run.table = { [style] grades, forFile in
            GradeTable(chapters: chapters, style: forFile ? Style(colors: false, unicode: style.unicode) : style)
                .lines(grades).joined(separator: "\n")
        }
        run.notify = { [style] notice in
            switch notice {
            case .note(let text): Workbook.standardError(text)
            case .warning(let text): Workbook.standardError(style.paint("Warning: ", .yellow) + text)
            }
        }
        return run
    }
}
