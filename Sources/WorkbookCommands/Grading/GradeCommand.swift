import Course
import Foundation
import PreviewProtocol

/// What `workbook grade` was asked to do.
struct GradeRequest: Equatable, Sendable {
    /// The report's form.
    enum Format: String, CaseIterable, Sendable {
        case table, json, junit
    }

    /// The submissions' folders, as typed.
    var submissions: [String]
    var format = Format.table
    /// A file for the report instead of standard output.
    var outputPath: String?
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
    let request: GradeRequest
    let output: Output
    /// The folder the submissions' paths are relative to.
    var currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    func run() throws -> Int32 {
        let folders = request.submissions.map(resolve)
        if let missing = zip(request.submissions, folders).first(where: { !isFolder($0.1) }) {
            throw UsageError("There is no folder '\(missing.0)' to grade.", subcommand: .grade)
        }
        let grader = Grader(workspace: workspace)
        var grades: [SubmissionGrade] = []
        var failures: [String] = []
        for (index, (name, folder)) in zip(request.submissions, folders).enumerated() {
            let progress = workspace.progress
            progress.start("\(index + 1) of \(folders.count) \(workspace.style.unicode ? "·" : "-") \(name)")
            defer { progress.finish() }
            do {
                grades.append(try grader.grade(folder, as: name, progress: progress.update))
            } catch {
                // The tools failed, not the student: say so, and go on with the others.
                failures.append("\(name): \(error)")
                var grade = SubmissionGrade(submission: name, exercises: workspace.catalog.chapters.flatMap {
                    Grader.grades(of: $0, status: .notRun, message: "Grading failed: \(error)")
                })
                grade.problem = "Grading failed: \(error)"
                grades.append(grade)
            }
        }
        let text = switch request.format {
        case .table: GradeTable(chapters: workspace.catalog.chapters, style: request.outputPath == nil ? workspace.style : Style(colors: false, unicode: workspace.style.unicode))
            .lines(grades).joined(separator: "\n")
        case .json: try ResultsJSON.text(grades)
        case .junit: JUnitReport.text(grades)
        }
        if let path = request.outputPath {
            let file = resolve(path)
            try Data((text + "\n").utf8).write(to: file)
            Workbook.standardError("Wrote the grades of \(grades.count) submission\(grades.count == 1 ? "" : "s") to \(path).")
        } else {
            output.line(text)
        }
        for failure in failures { Workbook.standardError(workspace.style.paint("Error: ", .red) + failure) }
        return failures.count == folders.count ? ExitCode.failure.rawValue : ExitCode.success.rawValue
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
