import Contracts
import Course
import Foundation
import Grading
import Results

/// What `workbook autograder` was asked to write.
struct AutograderRequest: Equatable, Sendable {
    enum Platform: String, CaseIterable, Sendable {
        case gradescope, classroom50
    }

    var platform: Platform
    /// The zip (Gradescope) or the folder (Classroom 50), as typed.
    var outputPath: String
    /// `false`: `--no-sandbox`, each submission graded without one where none can be had.
    var sandboxed = true
    var visibility = GradescopeReport.Visibility.visible
}

/// `workbook autograder <platform> --output PATH`: writes what a grading platform runs,
/// carrying the instructor's workbook: Gradescope's zip (``GradescopeAutograder``) or
/// Classroom 50's folder (``Classroom50Autograder``).
///
/// ```
/// $ swift run workbook autograder gradescope --output autograder.zip
/// Wrote autograder.zip (1,204 files, 3.1 MB): upload it as the assignment's autograder.
/// ```
struct AutograderCommand {
    let workspace: Workspace
    let request: AutograderRequest
    /// How progress and messages look on standard error.
    var style = Style(colors: false, unicode: false)
    /// The folder `--output` is relative to.
    var currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// The Swift release the autograder installs where Swift is missing; `nil`: this
    /// machine's, from `swift --version`.
    var swiftVersion: String?

    func run() throws -> ExitCode {
        guard workspace.edition == .instructors else { throw NeedsInstructorsEdition(what: "An autograder") }
        let output =
            request.outputPath.hasPrefix("/")
            ? URL(fileURLWithPath: request.outputPath) : currentDirectory.appendingPathComponent(request.outputPath)
        let manager = FileManager.default
        if request.platform == .classroom50, manager.fileExists(atPath: output.path),
            !((try? manager.contentsOfDirectory(atPath: output.path))?.isEmpty ?? false)
        {
            throw UsageError(
                "--output \(request.outputPath) must be a new or empty folder: it exists and is not one.",
                subcommand: .autograder)
        }
        if request.platform == .gradescope, FileManager.default.isFolder(output) {
            throw UsageError(
                "--output \(request.outputPath) is a folder; name the zip to write, such as autograder.zip.",
                subcommand: .autograder)
        }
        if request.platform == .gradescope, !FileManager.default.isFolder(output.deletingLastPathComponent()) {
            throw UsageError(
                "--output \(request.outputPath) is in a folder that is not there, \(output.deletingLastPathComponent().path); make it first, or name a zip in another.",
                subcommand: .autograder)
        }
        let version = try swiftVersion ?? WorkbookSource.swiftVersion()
        guard
            let workbook = try request.platform == .classroom50
                ? publishedWorkbook() : WorkbookSource.files(of: workspace.root)
        else {
            return .failure
        }
        let size = ByteCountFormatter.string(
            fromByteCount: Int64(workbook.reduce(0) { $0 + $1.data.count }), countStyle: .file)
        switch request.platform {
        case .gradescope:
            let zip = GradescopeAutograder(
                swiftVersion: version, sandboxed: request.sandboxed, visibility: request.visibility
            )
            .zip(workbook: workbook)
            try OutputFile.write(zip.data(), to: output)
            Workbook.standardError(
                "Wrote \(request.outputPath) (\(zip.entries.count) files, \(size)): on Gradescope, upload it as "
                    + "the programming assignment's autograder (Configure Autograder, Zip file upload).")
        case .classroom50:
            let files = Classroom50Autograder(swiftVersion: version, sandboxed: request.sandboxed).files(
                workbook: workbook)
            try Classroom50Autograder.write(files, to: output)
            Workbook.standardError(
                "Wrote \(request.outputPath) (\(files.count) files, \(size)): copy it to "
                    + "<classroom>/autograders/<assignment>/ in the classroom's config repository; its README.md says what next."
            )
        }
        if !request.sandboxed {
            Workbook.standardError("Warning: it grades without a sandbox where none can be had (--no-sandbox).")
        }
        return .success
    }

    /// What the Classroom 50 bundle carries, which GitHub Pages publishes: the students'
    /// edition, and the reference as data (``RecordedReference``), for inputs of a seed
    /// chosen now; `nil` when the solutions do not build.
    private func publishedWorkbook() throws -> [WorkbookSource.File]? {
        let output = Output { FileHandle.standardError.write(Data($0.utf8)) }
        guard let answers = try EditionCommand.recordExpectedAnswers(workspace: workspace, style: style, output: output)
        else { return nil }
        let edition = try StudentsEdition(of: workspace.root, expectedAnswers: answers)
        let grader = Grader(workspace: workspace, sandbox: nil)
        defer { grader.release() }
        workspace.progress.start("Recording the reference's answers to the grader's inputs")
        let recorded = try grader.recordedReference(progress: workspace.progress.update)
        workspace.progress.finish()
        return edition.files + [
            WorkbookSource.File(path: WorkbookLayout.recordedReferenceFile, data: try recorded.encoded())
        ]
    }
}
