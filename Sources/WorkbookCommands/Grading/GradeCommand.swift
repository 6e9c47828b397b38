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
        case table, json, junit, gradescope, classroom50

        /// Whether the format holds one submission: Gradescope's and Classroom 50's.
        var isPerSubmission: Bool { self == .gradescope || self == .classroom50 }
    }

    /// The submissions' folders, as typed.
    var submissions: [String]
    var format = Format.table
    /// A file for the report instead of standard output.
    var outputPath: String?
    /// Whether each submission is built and tested in a ``Sandbox``; `--no-sandbox` turns it off.
    var sandboxed = true
    /// When students see the tests, for `--format gradescope`.
    var visibility = GradescopeReport.Visibility.visible
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
    /// Where `--format classroom50` reads the runner's variables.
    var environment = ProcessInfo.processInfo.environment

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
        let perSubmission = try PerSubmissionFiles(request: request, folder: request.outputPath.map(resolve))
        var grader = Grader(workspace: workspace, sandbox: sandbox)
        defer { grader.release() }
        grader.limits = limits
        grader.timeLimits = timeLimits
        if sandbox == nil {
            Workbook.standardError(style.paint("Warning: ", .yellow)
                + "grading without a sandbox: each submission's code runs with your permissions.")
        }
        var grades: [SubmissionGrade] = []
        var failures: [String] = []
        // How long each took, for --format gradescope.
        var seconds: [String: Int] = [:]
        for (index, (name, folder)) in zip(request.submissions, folders).enumerated() {
            let progress = workspace.progress
            progress.start("\(index + 1) of \(folders.count) \(style.unicode ? "·" : "-") \(name)")
            let start = Date()
            do {
                grades.append(try grader.grade(folder, as: name, progress: progress.update))
            } catch {
                // The tools failed, not the student: say so, and go on with the others.
                failures.append("\(name): \(error)")
                grades.append(grader.failedGrade(of: name, error: error))
            }
            seconds[name] = Int(Date().timeIntervalSince(start).rounded())
            progress.finish()
            if let perSubmission, let file = perSubmission.file(for: name) {
                try Data((try text(grades.suffix(1), forFile: true, seconds: seconds) + "\n").utf8).write(to: file, options: .atomic)
            } else if let path = request.outputPath {
                // The file holds every submission graded so far, valid after each one, so that
                // an interrupted run keeps what it finished.
                try write(grades, to: resolve(path))
            }
        }
        if let perSubmission, perSubmission.isFolder, let path = request.outputPath {
            Workbook.standardError("Wrote the grades of \(grades.count) submission\(grades.count == 1 ? "" : "s") to \(path), a file each.")
        } else if let path = request.outputPath {
            Workbook.standardError("Wrote the grades of \(grades.count) submission\(grades.count == 1 ? "" : "s") to \(path).")
        } else {
            output.line(try text(grades, forFile: false, seconds: seconds))
        }
        for failure in failures { Workbook.standardError(style.paint("Error: ", .red) + failure) }
        return failures.count == folders.count ? .failure : .success
    }

    /// The report of `grades`; a per-submission format (``GradeRequest/Format/isPerSubmission``)
    /// is given one grade at a time.
    ///
    /// - Parameter seconds: How long each submission took to grade, for `--format gradescope`.
    private func text<Grades: Collection<SubmissionGrade>>(_ grades: Grades, forFile: Bool, seconds: [String: Int] = [:]) throws -> String {
        let all = Array(grades)
        switch request.format {
        case .table: return GradeTable(chapters: workspace.catalog.chapters, style: forFile ? Style(colors: false, unicode: style.unicode) : style)
            .lines(all).joined(separator: "\n")
        case .json: return try ResultsJSON.text(all)
        case .junit: return JUnitReport.text(all)
        case .gradescope, .classroom50:
            return try all.map { grade in
                request.format == .gradescope
                    ? try GradescopeReport.text(grade, visibility: request.visibility, executionTime: seconds[grade.submission])
                    : try Classroom50Report.text(grade, environment: environment)
            }.joined(separator: "\n")
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
        Self.isFolder(url)
    }

    static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// Where a per-submission format (Gradescope's, Classroom 50's) writes: the one file
/// `--output` names for one submission, or, for several, a file each in the folder it
/// names, `DIR/<name>.json`, since each platform's file holds one submission.
struct PerSubmissionFiles {
    /// The file, or the folder of files.
    let output: URL?
    let isFolder: Bool
    /// Each submission's file name, "alice.json".
    let names: [String: String]

    /// `nil` for the other formats.
    init?(request: GradeRequest, folder output: URL?) throws(UsageError) {
        guard request.format.isPerSubmission else { return nil }
        self.output = output
        isFolder = request.submissions.count > 1
        var names: [String: String] = [:]
        if isFolder {
            guard let output else {
                throw UsageError(
                    "--format \(request.format.rawValue) writes one submission's file, and \(request.submissions.count) were given: "
                        + "name a folder with --output DIR, for DIR/<submission>.json each.", subcommand: .grade)
            }
            var seen: [String: String] = [:]
            for submission in request.submissions {
                let name = Grader.logName(for: submission) + ".json"
                if let other = seen[name] {
                    throw UsageError("'\(other)' and '\(submission)' would both be written to \(name); rename one of the folders.", subcommand: .grade)
                }
                seen[name] = submission
                names[submission] = name
            }
            if FileManager.default.fileExists(atPath: output.path), !GradeCommand.isFolder(output) {
                throw UsageError("--output \(output.lastPathComponent) is a file; for several submissions it must name a folder.", subcommand: .grade)
            }
            do {
                try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            } catch {
                throw UsageError("The folder \(output.path) cannot be made: \(error.localizedDescription)", subcommand: .grade)
            }
        }
        self.names = names
    }

    /// The file of `submission`; `nil` when the report goes to standard output.
    func file(for submission: String) -> URL? {
        guard let output else { return nil }
        return isFolder ? output.appendingPathComponent(names[submission] ?? Grader.logName(for: submission) + ".json") : output
    }
}
