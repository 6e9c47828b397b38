import Contracts
import Course
import PreviewProtocol
import Results
import Runner

/// `workbook test`: runs a chapter's tests on the student's code and explains the results.
struct TestCommand {
    let workspace: Workspace
    let style: Style
    let selection: Selection
    let output: Output

    func run() throws -> ExitCode {
        let text = ResultText(style: style, workspace: workspace)
        let results = ChapterResults(workspace: workspace)
        var allPass = true
        for chapter in selection.chapters(in: workspace.catalog) {
            let heading = chapter.heading(unicode: style.unicode)
            var exercise: String?
            if case .exercise(let id, _) = selection { exercise = id }
            let exercises: [ExerciseReport]
            let warnings: [String]
            switch try results.test(chapter, exercise: exercise, task: "Testing \(heading)") {
            case .notCompiling(let errors):
                output.line(style.bold(heading))
                output.lines(compileErrorText(errors, consequence: "so no test could run", style: style))
                output.line("")
                allPass = false
                continue
            case .workbookDoesNotBuild(let errors):
                output.line(style.bold(heading))
                output.lines(compileErrorText(errors, consequence: "so no test could run", style: style))
                return .failure
            case .tested(let tested, let chapterWarnings):
                (exercises, warnings) = (tested, chapterWarnings)
            }
            var shown = exercises
            if let id = exercise {
                shown = exercises.filter { $0.id == id }
                if shown.isEmpty { throw noSuchExercise(id, in: chapter) }
            }
            output.line(style.bold(heading))
            let nameColumns = ResultText.nameColumns(for: shown)
            output.lines(shown.map { text.line(for: $0, nameColumns: nameColumns) })
            if shown.count > 1 { output.line("  " + text.tally(of: shown)) }
            if let next = ResultText.next(in: shown) {
                allPass = false
                output.line("")
                output.lines(text.explanation(of: next))
            }
            // Advice only: where the compiler's tools are missing, the tests speak alone.
            let publicNames = text.publicNamesWarning((try? results.extraDeclarations(of: chapter)) ?? [], in: chapter)
            if !publicNames.isEmpty {
                output.line("")
                output.lines(publicNames)
            }
            let warningText = text.warningText(warnings)
            if !warningText.isEmpty {
                output.line("")
                output.lines(warningText)
            }
            if let id = exercise {
                let used = Set(chapter.exercisesUsed(by: id).map(\.id))
                let failing = exercises.filter { used.contains($0.id) && $0.status != .passed }
                if !failing.isEmpty {
                    allPass = false
                    output.line("")
                    output.lines(text.dependencyWarning(exercise: id, uses: failing, in: chapter))
                }
            }
            output.line("")
        }
        if allPass {
            output.line(style.paint("Everything you asked about passes. Well done!", .green))
        }
        return allPass ? .success : .failure
    }

    private func noSuchExercise(_ id: String, in chapter: Chapter) -> UsageError {
        UsageError(
            "Chapter \(chapter.number) has no exercise \(id). Its exercises are "
                + chapter.exercises.map(\.id).joined(separator: ", ") + ".",
            subcommand: .test)
    }
}
