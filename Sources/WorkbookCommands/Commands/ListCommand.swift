import Contracts
import Course
import PreviewProtocol
import Renderer
import Results

/// `workbook list`, the default: every chapter with its exercises and the student's
/// progress, and what to do next.
struct ListCommand {
    let workspace: Workspace
    let style: Style
    let output: Output

    func run() throws -> ExitCode {
        let text = ResultText(style: style, workspace: workspace)
        let chapters = workspace.catalog.chapters
        let states = try ChapterResults(workspace: workspace).current(of: chapters) { stale in
            stale.count == 1
                ? "Checking \(stale[0].heading(unicode: style.unicode))" : "Checking \(stale.count) chapters"
        }
        // A toolchain without Swift Testing breaks every chapter alike: say what to install.
        let errors = states.values.flatMap { state -> [String] in
            switch state {
            case .notCompiling(let errors), .workbookDoesNotBuild(let errors): errors
            default: []
            }
        }
        if let paragraph = FirstRunCheck.paragraph(forBuildErrors: errors, style: style) {
            output.lines(paragraph)
            return .failure
        }
        var next: (Chapter, ExerciseReport)?
        var notCompiling: [Chapter] = []
        // One column for every chapter's states, past the longest title.
        let nameColumns = ResultText.nameColumns(
            for: states.values.flatMap { state -> [ExerciseReport] in
                if case .tested(let exercises, _) = state { exercises } else { [] }
            })

        output.line(
            style.bold("Chart Workbook")
                + style.paint("  \(chapters.count) chapter\(chapters.count == 1 ? "" : "s")", .gray))
        output.line("")
        for problem in workspace.catalog.problems {
            output.line(style.paint(" " + problem, .red))
            output.line("")
        }
        for chapter in chapters {
            switch states[chapter] {
            case .notCompiling(let errors), .workbookDoesNotBuild(let errors):
                output.line(
                    " \(chapter.number)  \(style.bold(chapter.title.padded(toColumns: 16))) "
                        + style.paint("does not compile", .red))
                // The first error with its line of code and caret; the notes come with `test`.
                if let first = errors.first {
                    output.lines(first.split(separator: "\n").prefix(3).map { "    " + $0 })
                }
                output.line(
                    "    The other chapters are not affected. 'swift run workbook test \(chapter.number)' shows every error."
                )
                output.line("")
                notCompiling.append(chapter)
            case .tested(let exercises, _):
                let passed = exercises.filter { $0.status == .passed }.count
                output.line(
                    " \(chapter.number)  \(style.bold(chapter.title.padded(toColumns: 16))) "
                        + style.progressBar(passed, of: exercises.count) + "  " + text.tally(of: exercises))
                output.lines(exercises.map { "  " + text.line(for: $0, nameColumns: nameColumns) })
                output.line("")
                if next == nil, let exercise = ResultText.next(in: exercises) { next = (chapter, exercise) }
            case nil:
                break
            }
        }

        if let chapter = notCompiling.first {
            output.line("Next: make chapter \(chapter.number) compile again; the errors show with")
            output.line("      " + style.bold("swift run workbook test \(chapter.number)"))
        } else if let (chapter, exercise) = next {
            let place = chapter.skeletonPath(of: exercise.id) ?? WorkbookLayout.skeletonFolder(of: chapter) + "/"
            output.line("Next: exercise \(exercise.id) \(exercise.title), in \(place).")
            output.line("      Read \(WorkbookLayout.readmePath(of: chapter)), then check your work with")
            output.line("      " + style.bold("swift run workbook test \(exercise.id)"))
            output.line(
                "      and see what your code draws with " + style.bold("swift run workbook preview \(chapter.number)"))
        } else if let first = chapters.first {
            output.line(style.paint("Every exercise passes. Congratulations!", .green))
            output.line(
                "See your charts with " + style.bold("swift run workbook preview \(first.number)")
                    + ", or all of them with "
                    + style.bold("swift run workbook demo") + ".")
        }
        return .success
    }
}
