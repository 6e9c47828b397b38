import Course
import PreviewProtocol
import Runner

/// `workbook test`: runs a chapter's tests on the student's code and explains the results.
struct TestCommand {
    let workspace: Workspace
    let selection: Selection
    let output: Output

    func run() throws -> ExitCode {
        let text = ResultText(style: workspace.style, workspace: workspace)
        var allPass = true
        for chapter in selection.chapters(in: workspace.catalog) {
            let heading = chapter.heading(unicode: workspace.style.unicode)
            let outcome = try results(of: chapter, heading: heading)
            if let errors = outcome.notCompiling[chapter] {
                output.line(workspace.style.bold(heading))
                output.lines(compileErrorText(errors, consequence: "so no test could run", style: workspace.style))
                output.line("")
                allPass = false
                continue
            }
            guard case .completed(let report) = outcome.result else {
                output.line(workspace.style.bold(heading))
                output.lines(compileErrorText(outcome.result.buildErrors ?? [], consequence: "so no test could run", style: workspace.style))
                return .failure
            }
            let exercises = ExerciseReport.exercises(in: report, testTarget: chapter.testTarget)
            var shown = exercises
            if case .exercise(let id, _) = selection {
                shown = exercises.filter { $0.id == id }
                if shown.isEmpty { throw noSuchExercise(id, in: chapter) }
            }
            output.line(workspace.style.bold(heading))
            let nameColumns = ResultText.nameColumns(for: shown)
            output.lines(shown.map { text.line(for: $0, nameColumns: nameColumns) })
            if shown.count > 1 { output.line("  " + text.tally(of: shown)) }
            if let next = ResultText.next(in: shown) {
                allPass = false
                output.line("")
                output.lines(text.explanation(of: next))
            }
            let warnings = text.warningText(report.warnings.filter { $0.hasPrefix("Chapters/\(chapter.folder)/") })
            if !warnings.isEmpty {
                output.line("")
                output.lines(warnings)
            }
            if case .exercise(let id, _) = selection {
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
            output.line(workspace.style.paint("Everything you asked about passes. Well done!", .green))
        }
        return allPass ? .success : .failure
    }

    /// Runs the tests that the selection needs from `chapter`.
    ///
    /// For one exercise, the chapter's saved results name the suites of the exercise and
    /// of those it uses, and only those run: a student waits for one exercise, not nine.
    /// Without saved results, or when they are out of date and a suite is gone, the whole
    /// chapter runs, and its results are saved for `workbook list`.
    private func results(of chapter: Chapter, heading: String) throws -> ChapterIsolation.Outcome<RunResult> {
        let cache = ResultsCache(workspace: workspace)
        if case .exercise(let id, _) = selection, let saved = cache.savedResults(for: chapter) {
            let wanted = [id] + chapter.exercisesUsed(by: id).map(\.id)
            let suiteIDs = wanted.compactMap { wantedID in saved.first { $0.id == wantedID }?.suiteID }
            if suiteIDs.count == wanted.count {
                let outcome = try workspace.runTests(of: [chapter], task: "Testing \(heading)", logName: chapter.slug) {
                    $0.filter = suiteIDs.map(SwiftTestInvocation.pattern(matching:))
                }
                if case .completed(let report) = outcome.result,
                   ExerciseReport.exercises(in: report, testTarget: chapter.testTarget).contains(where: { $0.id == id }) {
                    return outcome
                }
            }
        }
        let fingerprint = cache.fingerprint(of: chapter)
        let outcome = try workspace.runTests(of: [chapter], task: "Testing \(heading)", logName: chapter.slug)
        if outcome.notCompiling[chapter] == nil, case .completed(let report) = outcome.result {
            cache.save(ExerciseReport.exercises(in: report, testTarget: chapter.testTarget), for: chapter, fingerprint: fingerprint)
        }
        return outcome
    }

    private func noSuchExercise(_ id: String, in chapter: Chapter) -> UsageError {
        UsageError(
            "Chapter \(chapter.number) has no exercise \(id). Its exercises are "
                + chapter.exercises.map(\.id).joined(separator: ", ") + ".",
            subcommand: .test)
    }
}
