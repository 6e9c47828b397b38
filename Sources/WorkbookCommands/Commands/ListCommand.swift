import Renderer
import Runner

/// `workbook list`, the default: every chapter with its exercises and the student's
/// progress, and what to do next.
struct ListCommand {
    let workspace: Workspace
    let output: Output

    func run() throws -> Int32 {
        let style = workspace.style
        let text = ResultText(style: style, workspace: workspace)
        let cache = ResultsCache(workspace: workspace)
        var next: (Chapter, ExerciseReport)?
        var notCompiling: [Chapter] = []

        output.line(style.bold("Chart Workbook") + style.paint("  \(Chapter.all.count) chapter\(Chapter.all.count == 1 ? "" : "s")", .gray))
        output.line("")
        for chapter in Chapter.all {
            let exercises: [ExerciseReport]
            if let saved = cache.currentResults(for: chapter) {
                exercises = saved
            } else {
                let fingerprint = cache.fingerprint(of: chapter)
                let result = try workspace.run(
                    workspace.invocation(testing: [chapter]),
                    task: "Checking \(chapter.heading(unicode: style.unicode))", logName: chapter.slug)
                guard case .completed(let report) = result else {
                    output.line(" \(chapter.number)  \(chapter.title.padded(toColumns: 16)) " + style.paint("does not compile", .red))
                    output.line("    Run 'swift run workbook test \(chapter.number)' to see the compiler's errors.")
                    output.line("")
                    notCompiling.append(chapter)
                    continue
                }
                exercises = ExerciseReport.exercises(in: report, testTarget: chapter.testTarget)
                cache.save(exercises, for: chapter, fingerprint: fingerprint)
            }
            let passed = exercises.filter { $0.status == .passed }.count
            output.line(
                " \(chapter.number)  \(style.bold(chapter.title.padded(toColumns: 16))) "
                    + style.progressBar(passed, of: exercises.count) + "  " + text.tally(of: exercises))
            output.lines(exercises.map { "  " + text.line(for: $0) })
            output.line("")
            if next == nil, let exercise = ResultText.next(in: exercises) { next = (chapter, exercise) }
        }

        if let chapter = notCompiling.first {
            output.line("Next: make chapter \(chapter.number) compile again; the errors show with")
            output.line("      " + style.bold("swift run workbook test \(chapter.number)"))
        } else if let (chapter, exercise) = next {
            let todo = exercise.tests.lazy.flatMap(\.issues).first(where: \.isNotImplemented)
            let place = todo?.fileID.map(workspace.path(forFileID:)) ?? "Chapters/\(chapter.folder)/"
            output.line("Next: exercise \(exercise.id) \(exercise.title), in \(place).")
            output.line("      Read Chapters/\(chapter.folder)/README.md, then check your work with")
            output.line("      " + style.bold("swift run workbook test \(exercise.id)"))
            output.line("      and see what your code draws with " + style.bold("swift run workbook preview \(chapter.number)"))
        } else {
            output.line(style.paint("Every exercise passes. Congratulations!", .green))
            output.line("See your charts with " + style.bold("swift run workbook preview 1") + ", or all of them with "
                + style.bold("swift run workbook demo") + ".")
        }
        return 0
    }
}
