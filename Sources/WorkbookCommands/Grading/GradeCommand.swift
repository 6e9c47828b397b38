import Contracts
import Course
import Foundation
import PreviewProtocol
import Results
import Runner

/// What `workbook grade` was asked to do.
struct GradeRequest: Equatable, Sendable {
    /// The report's form.
    enum Format: String, CaseIterable, Sendable {
        case table, json, junit, html

        /// Whether grading draws each chapter's chart: for the class report, and in JSON so
        /// that shards merge into a report.
        var drawsCharts: Bool { self == .html || self == .json }
    }

    /// The submissions' folders, as typed.
    var submissions: [String]
    var format = Format.table
    /// A file for the report instead of standard output.
    var outputPath: String?
    /// Whether each submission is built and tested in a ``Sandbox``; `--no-sandbox` turns it off.
    var sandboxed = true
}

/// `workbook grade SUBMISSION...`: grades each submission's Chapters/ against the
/// instructor's tests and reports the points.
///
/// ```
/// $ swift run workbook grade alice/ bob/ --format json --output grades.json
/// 1 of 2 · alice/
/// 2 of 2 · bob/
/// ```
///
/// Exits with 0 whenever the grading ran, whatever the scores.
struct GradeCommand {
    let workspace: Workspace
    let style: Style
    let request: GradeRequest
    let output: Output
    /// The folder the submissions' paths are relative to.
    var currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    /// The sandbox to grade in; `nil` finds the best this machine has.
    var sandbox: Sandbox?
    /// Limits for each submission, the defaults unless a test asks for smaller ones.
    var limits = Sandbox.Limits()
    var timeLimits = WatchedRun.TimeLimits(total: 15 * 60, quiet: 10, perTest: 60)

    func run() throws -> ExitCode {
        let folders = request.submissions.map(resolve)
        if let missing = zip(request.submissions, folders).first(where: { !isFolder($0.1) }) {
            throw UsageError("There is no folder '\(missing.0)' to grade.", subcommand: .grade)
        }
        let sandbox = request.sandboxed ? self.sandbox ?? Sandbox.find() : nil
        if request.sandboxed && sandbox == nil {
            throw UsageError("""
                Grading runs each submission in a sandbox, and none can be had here. Install one:
                  \(Sandbox.installAdvice)
                or grade without one, trusting every submission, with --no-sandbox.
                """, subcommand: .grade)
        }
        var grader = Grader(workspace: workspace, sandbox: sandbox)
        defer { grader.release() }
        grader.limits = limits
        grader.timeLimits = timeLimits
        grader.drawsCharts = request.format.drawsCharts
        if sandbox == nil {
            Workbook.standardError(style.paint("Warning: ", .yellow)
                + "grading without a sandbox: each submission's code runs with your permissions.")
        }
        var grades: [SubmissionGrade] = []
        var failures: [String] = []
        for (index, (name, folder)) in zip(request.submissions, folders).enumerated() {
            let progress = workspace.progress
            progress.start("\(index + 1) of \(folders.count) \(style.unicode ? "·" : "-") \(name)")
            do {
                grades.append(try grader.grade(folder, as: name, progress: progress.update))
            } catch {
                // The tools failed, not the student: say so, and go on with the others.
                failures.append("\(name): \(error)")
                grades.append(grader.failedGrade(of: name, error: error))
            }
            // The reference comes once, with the first submission (see `SubmissionGrade.reference`).
            if grades.count == 1 { grades[0].reference = grader.reference(progress: progress.update) }
            progress.finish()
            // The file holds every submission graded so far, valid after each one, so that
            // an interrupted run keeps what it finished.
            if let path = request.outputPath { try write(grades, to: resolve(path)) }
        }
        if let path = request.outputPath {
            Workbook.standardError("Wrote the grades of \(grades.count) submission\(grades.count == 1 ? "" : "s") to \(path).")
        } else {
            output.line(try text(grades, forFile: false))
        }
        for failure in failures { Workbook.standardError(style.paint("Error: ", .red) + failure) }
        return failures.count == folders.count ? .failure : .success
    }

    private func text(_ grades: [SubmissionGrade], forFile: Bool) throws -> String {
        switch request.format {
        case .table: GradeTable(chapters: workspace.catalog.chapters, style: forFile ? Style(colors: false, unicode: style.unicode) : style)
            .lines(grades).joined(separator: "\n")
        case .json: try ResultsJSON.text(grades)
        case .junit: JUnitReport.text(grades)
        case .html: ClassReportPage.text(ClassReport(grades: grades, chapters: workspace.catalog.chapters))
        }
    }

    /// Writes the report whole to a file beside `file`, then moves it into place: a
    /// reader never sees half a report.
    private func write(_ grades: [SubmissionGrade], to file: URL) throws {
        try Data((try text(grades, forFile: true) + "\n").utf8).write(to: file, options: .atomic)
    }

    /// A path as typed, from the current folder unless it is absolute.
    private func resolve(_ path: String) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)).standardizedFileURL
    }

    private func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
