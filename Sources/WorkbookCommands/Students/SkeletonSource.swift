import Course
import Foundation
import Platform

/// Finds an exercise's skeleton as it was committed: the newest version of the file in
/// git's history that still holds a `todo(`, so that a student who committed their own
/// code still gets the skeleton back, not their commit.
///
/// ```
/// let skeleton = try SkeletonSource(root: root).skeleton(of: "Chapters/01-LineGraph/YPosition.swift")
/// ```
///
/// The students' edition keeps the skeletons in `Edition/Skeletons/`, and they come from
/// there. Elsewhere a copy without git (a zip, say) has no history to take it from; the
/// error says so and what to do instead.
struct SkeletonSource {
    let root: URL

    enum Failure: Error, CustomStringConvertible {
        case noGit(String)
        case notFound(String)

        var description: String {
            switch self {
            case .noGit(let path):
                "The skeleton of \(path) comes from git, and this folder is not a git checkout (or git is not installed). "
                    + "Copy the file from a fresh download of the workbook instead."
            case .notFound(let path):
                "git's history has no skeleton of \(path): no committed version of it holds a todo(...)."
            }
        }
    }

    /// The skeleton's text of the file at `path`, relative to the workbook's folder.
    func skeleton(of path: String) throws -> String {
        // The students' edition keeps its skeletons as it was made, with git or without.
        if path.hasPrefix(WorkbookLayout.chapters + "/"),
            let kept = try? String(
                contentsOf: root.appendingPathComponent(
                    WorkbookLayout.editionSkeletons + path.dropFirst(WorkbookLayout.chapters.count)),
                encoding: .utf8)
        {
            return kept
        }
        guard let log = git(["log", "--format=%H", "--", path]) else { throw Failure.noGit(path) }
        for commit in log.split(separator: "\n") {
            if let text = git(["show", "\(commit):\(path)"]), Self.isSkeleton(text) { return text }
        }
        throw Failure.notFound(path)
    }

    /// Whether the file is still a skeleton: its functions end in `todo(...)`.
    static func isSkeleton(_ text: String) -> Bool {
        text.contains("todo(")
    }

    /// What git printed, or `nil` when it failed or is not there.
    private func git(_ arguments: [String]) -> String? {
        guard let run = try? CapturedRun(["/usr/bin/env", "git", "-C", root.path] + arguments).run(), run.succeeded
        else { return nil }
        return run.outputText
    }
}
