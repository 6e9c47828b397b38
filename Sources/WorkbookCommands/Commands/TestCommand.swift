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
            let result = try workspace.run(
                workspace.invocation(testing: [chapter]), task: "Testing \(heading)", logName: chapter.slug)
            guard case .completed(let report, _) = result else {
                output.line(workspace.style.bold(heading))
                output.lines(compileErrorText(result))
                return 1
            }
            let exercises = ExerciseReport.exercises(in: report, testTarget: chapter.testTarget)
            cache.save(exercises, for: chapter)

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

    /// What to say when the student's code does not compile.
    private func compileErrorText(_ result: RunResult) -> [String] {
        guard case .buildFailed(let errors, _) = result else { return [] }
        let style = workspace.style
        var lines = [style.paint("  Your code does not compile yet, so no test could run.", .red)]
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
        return lines
    }
}
