import Contracts
import Course
import Foundation
import PreviewProtocol
import Results

/// `workbook hint 1.3`: the exercise's next hint, with those shown before it.
///
/// ```
/// $ swift run workbook hint 1.3
/// 1.3 Vertical position · hint 2 of 3
///
///   1. First find how far up the value is, as a fraction: ...
///   2. Screen y grows downwards: ...
///
///   Ask again for the next hint: swift run workbook hint 1.3
/// ```
///
/// Hints come from the chapter's `chapter.json`, gentlest first; none holds the
/// solution's code (`verify` checks that).
struct HintCommand {
    let workspace: Workspace
    let style: Style
    let exercise: String
    let chapter: Chapter
    let output: Output

    /// Where the count of hints shown is kept.
    var progressFile: URL { workspace.root.appendingPathComponent(WorkbookLayout.hintProgress) }

    func run() throws -> ExitCode {
        guard let described = chapter.exercise(exercise) else {
            throw UsageError("Chapter \(chapter.number) has no exercise \(exercise).", subcommand: .hint)
        }
        guard !described.hints.isEmpty else {
            output.line(
                "Exercise \(exercise) has no hints yet. Read Chapters/\(chapter.folder)/README.md and the doc comment in \(chapter.skeletonPath(of: exercise) ?? "its file")."
            )
            return .success
        }
        var progress = HintProgress.load(from: progressFile)
        let shown = progress.reveal(exercise, available: described.hints.count)
        try progress.save(to: progressFile)
        output.line(
            style.bold(described.suiteName)
                + style.paint("  \(style.unicode ? "·" : "-") hint \(shown) of \(described.hints.count)", .gray))
        output.line("")
        for (index, hint) in described.hints.prefix(shown).enumerated() {
            let lines = wrapped(hint, width: style.columns - 5, continuationIndent: 0)
            let text = lines.enumerated().map {
                $0.offset == 0 ? "  \(index + 1). " + $0.element : "     " + $0.element
            }
            output.lines(index + 1 == shown ? text : text.map { style.paint($0, .gray) })
        }
        output.line("")
        if shown < described.hints.count {
            output.line("  Ask again for the next hint: " + style.bold("swift run workbook hint \(exercise)"))
        } else {
            output.line(
                "  That was the last hint. Check your code with " + style.bold("swift run workbook test \(exercise)")
                    + ": its message says what came back and what was expected.")
        }
        return .success
    }
}
