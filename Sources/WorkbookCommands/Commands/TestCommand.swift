import Runner

/// `workbook test`: runs a chapter's tests on the student's code and explains the results.
struct TestCommand {
    let workspace: Workspace
    let selection: Selection
    let output: Output

    func run() throws -> Int32 {
        let text = ResultText(style: workspace.style, workspace: workspace)
        let cache = ResultsCache(workspace: workspace)
        var allPass = true
        for chapter in selection.chapters {
            let heading = chapter.heading(unicode: workspace.style.unicode)
            let exerciseSuite = try suiteOfSelectedExercise(in: chapter, cache: cache)
            var invocation = workspace.invocation(testing: [chapter])
            if let exerciseSuite { invocation.filter = [SwiftTestInvocation.pattern(matching: exerciseSuite)] }
            let result = try workspace.run(invocation, task: "Testing \(heading)", logName: chapter.slug)
            guard case .completed(let report, _) = result else {
                output.line(workspace.style.bold(heading))
                output.lines(compileErrorText(result))
                return 1
            }
            let exercises = ExerciseReport.exercises(in: report, testTarget: chapter.testTarget)
            if exerciseSuite == nil { cache.save(exercises, for: chapter) }

            var shown = exercises
            if case .exercise(let id, _) = selection {
                shown = exercises.filter { $0.id == id }
                if shown.isEmpty {
                    let known = exercises.map(\.id).joined(separator: ", ")
                    throw UsageError("Chapter \(chapter.number) has no exercise \(id). Its exercises are \(known).", subcommand: .test)
                }
            }
            output.line(workspace.style.bold(heading))
            output.lines(shown.map(text.line))
            if shown.count > 1 { output.line("  " + text.tally(of: shown)) }
            if let next = ResultText.next(in: shown) {
                allPass = false
                output.line("")
                output.lines(text.explanation(of: next))
            }
            output.line("")
        }
        if allPass {
            output.line(workspace.style.paint("Everything you asked about passes. Well done!", .green))
        }
        return allPass ? 0 : 1
    }

    /// The suite of the exercise asked for, from the chapter's last results, so that only
    /// its tests run; `nil` to run the whole chapter. An exercise the chapter does not have
    /// is a usage error, found before anything is built.
    private func suiteOfSelectedExercise(in chapter: Chapter, cache: ResultsCache) throws(UsageError) -> String? {
        guard case .exercise(let id, _) = selection, let outline = cache.lastResults(for: chapter) else {
            return nil
        }
        guard let exercise = outline.first(where: { $0.id == id }) else {
            let known = outline.map(\.id).joined(separator: ", ")
            throw UsageError("Chapter \(chapter.number) has no exercise \(id). Its exercises are \(known).", subcommand: .test)
        }
        return exercise.suiteID
    }

    /// What to say when the student's code does not compile.
    private func compileErrorText(_ result: RunResult) -> [String] {
        guard case .buildFailed(let errors, _) = result else { return [] }
        let style = workspace.style
        let manifest = errors.contains { $0.contains("Package.swift") }
        var lines = [style.paint(
            manifest ? "  Package.swift could not be read, so no test could run."
                : "  Your code does not compile yet, so no test could run.", .red)]
        if errors.isEmpty {
            lines.append("  The build log says why: .build/workbook/runs/")
        } else {
            lines.append("  The compiler says:")
            lines.append("")
            lines += errors.prefix(8).map { "    " + $0 }
            if errors.count > 8 { lines.append("    (and \(errors.count - 8) more)") }
        }
        lines.append("")
        lines.append("  Fix the first error first: later ones often follow from it.")
        if errors.contains(where: { $0.contains("DurationProtocol") || ($0.contains("'Int'") && $0.contains("CGFloat")) }) {
            lines.append("  Swift does not mix Int and CGFloat in arithmetic: convert first, as in CGFloat(index).")
        }
        return lines
    }
}
