import Course
import PreviewProtocol
import Renderer
import Runner

/// `workbook list`, the default: every chapter with its exercises and the student's
/// progress, and what to do next.
struct ListCommand {
    let workspace: Workspace
    let output: Output

    /// What is known of one chapter: its exercises' results, or why there are none.
    private enum ChapterState {
        case results([ExerciseReport])
        case notCompiling(errors: [String])
    }

    func run() throws -> ExitCode {
        let style = workspace.style
        let text = ResultText(style: style, workspace: workspace)
        let chapters = workspace.catalog.chapters
        let states = try states(of: chapters)
        var next: (Chapter, ExerciseReport)?
        var notCompiling: [Chapter] = []
        // One column for every chapter's states, past the longest title.
        let nameColumns = ResultText.nameColumns(for: states.values.flatMap { state -> [ExerciseReport] in
            if case .results(let exercises) = state { exercises } else { [] }
        })

        output.line(style.bold("Chart Workbook") + style.paint("  \(chapters.count) chapter\(chapters.count == 1 ? "" : "s")", .gray))
        output.line("")
        for problem in workspace.catalog.problems {
            output.line(style.paint(" " + problem, .red))
            output.line("")
        }
        for chapter in chapters {
            switch states[chapter] {
            case .notCompiling(let errors):
                output.line(" \(chapter.number)  \(style.bold(chapter.title.padded(toColumns: 16))) " + style.paint("does not compile", .red))
                // The first error with its line of code and caret; the notes come with `test`.
                if let first = errors.first {
                    output.lines(first.split(separator: "\n").prefix(3).map { "    " + $0 })
                }
                output.line("    The other chapters are not affected. 'swift run workbook test \(chapter.number)' shows every error.")
                output.line("")
                notCompiling.append(chapter)
            case .results(let exercises):
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
            let place = chapter.skeletonPath(of: exercise.id) ?? "Chapters/\(chapter.folder)/"
            output.line("Next: exercise \(exercise.id) \(exercise.title), in \(place).")
            output.line("      Read Chapters/\(chapter.folder)/README.md, then check your work with")
            output.line("      " + style.bold("swift run workbook test \(exercise.id)"))
            output.line("      and see what your code draws with " + style.bold("swift run workbook preview \(chapter.number)"))
        } else if let first = chapters.first {
            output.line(style.paint("Every exercise passes. Congratulations!", .green))
            output.line("See your charts with " + style.bold("swift run workbook preview \(first.number)") + ", or all of them with "
                + style.bold("swift run workbook demo") + ".")
        }
        return .success
    }

    /// Each chapter's saved results where its files are unchanged; the others are tested
    /// together, in one run, and their results saved.
    private func states(of chapters: [Chapter]) throws -> [Chapter: ChapterState] {
        let cache = ResultsCache(workspace: workspace)
        var states: [Chapter: ChapterState] = [:]
        for chapter in chapters {
            if let saved = cache.currentResults(for: chapter) { states[chapter] = .results(saved) }
        }
        let stale = chapters.filter { !states.keys.contains($0) }
        guard !stale.isEmpty else { return states }
        let fingerprints = Dictionary(uniqueKeysWithValues: stale.map { ($0, cache.fingerprint(of: $0)) })
        let task = stale.count == 1
            ? "Checking \(stale[0].heading(unicode: workspace.style.unicode))" : "Checking \(stale.count) chapters"
        let outcome = try workspace.runTests(of: stale, task: task, logName: "list")
        for chapter in stale {
            if let errors = outcome.notCompiling[chapter] {
                states[chapter] = .notCompiling(errors: errors)
            } else if case .completed(let report) = outcome.result {
                let exercises = ExerciseReport.exercises(in: report, testTarget: chapter.testTarget)
                cache.save(exercises, for: chapter, fingerprint: fingerprints[chapter]!)
                states[chapter] = .results(exercises)
            } else {
                // The build failed outside every chapter: the workbook's own files.
                states[chapter] = .notCompiling(errors: outcome.result.buildErrors ?? [])
            }
        }
        return states
    }
}
