import Contracts
import Course
import Foundation
import PreviewProtocol
import Results

/// `workbook reset 1.3` or `workbook reset 1`: puts the skeleton back, after saving the
/// student's version in a new ``Backup`` folder that it names.
///
/// ```
/// $ swift run workbook reset 1.3
/// Reset exercise 1.3 to its skeleton? Your version of YPosition.swift is saved first. [y/N] y
/// Saved your version in Chapters/.backups/2026-12-01-101500/.
/// Chapters/01-LineGraph/YPosition.swift is the skeleton again.
/// ```
struct ResetCommand {
    let workspace: Workspace
    let style: Style
    let request: ResetRequest
    let output: Output
    /// Asks the question and says whether the answer is yes; by default on the terminal.
    var confirm: (String) -> Bool = ResetCommand.askOnTerminal
    var now = Date()

    func run() throws -> ExitCode {
        let (chapter, files, what): (Chapter, [String], String) =
            switch request.selection {
            case .exercise(let id, let chapter):
                (chapter, [chapter.exercise(id)?.file].compactMap { $0 }, "exercise \(id)")
            case .chapter(let chapter):
                (chapter, Array(Set(chapter.exercises.map(\.file))).sorted(), "chapter \(chapter.number)")
            case .everything: throw UsageError("'reset' takes one chapter or exercise.", subcommand: .reset)
            }
        let source = SkeletonSource(root: workspace.root)
        var changed: [(path: String, skeleton: String)] = []
        for file in files {
            let path = "\(WorkbookLayout.skeletonFolder(of: chapter))/\(file)"
            let skeleton: String
            do { skeleton = try source.skeleton(of: path) } catch {
                output.line(style.paint("Error: ", .red) + "\(error)")
                return .failure
            }
            let current = try? String(contentsOf: workspace.root.appendingPathComponent(path), encoding: .utf8)
            if current != skeleton { changed.append((path, skeleton)) }
        }
        guard !changed.isEmpty else {
            output.line("Nothing to reset: \(what) is the skeleton already.")
            return .success
        }
        let names = changed.map { ($0.path as NSString).lastPathComponent }.joined(separator: ", ")
        if !request.yes, !confirm("Reset \(what) to its skeleton? Your version of \(names) is saved first. [y/N] ") {
            output.line("Nothing was changed.")
            return .success
        }
        let backup = try Backup.create(in: workspace.root, at: now)
        for (path, _) in changed
        where FileManager.default.fileExists(atPath: workspace.root.appendingPathComponent(path).path) {
            try backup.save(path)
        }
        output.line("Saved your version in \(backup.path)/.")
        for (path, skeleton) in changed {
            try Data(skeleton.utf8).write(to: workspace.root.appendingPathComponent(path))
            output.line("\(path) is the skeleton again.")
        }
        return .success
    }

    /// Asks on the terminal; without one (a script, a pipe), the answer is no, so that
    /// nothing is overwritten unasked: such callers pass --yes.
    static func askOnTerminal(_ question: String) -> Bool {
        guard isatty(STDIN_FILENO) == 1 else {
            Workbook.standardError("Not on a terminal, so not asking: add --yes to reset without asking.")
            return false
        }
        FileHandle.standardError.write(Data(question.utf8))
        guard let answer = readLine() else { return false }
        return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
