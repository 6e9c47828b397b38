import Contracts
import Course
import Foundation
import Grading
import PreviewProtocol
import Results
import Runner

/// `workbook verify`, the maintainers' gate, run by CI.
///
/// It builds in a folder of its own and checks, in three runs and one more per common
/// mistake, that the exercises teach what they claim to:
/// 1. on the solutions every exercise test and every test of the tool passes;
/// 2. on the skeletons every exercise test fails with "Not implemented yet", and nothing
///    crashes;
/// 3. each mistake in Solutions/<chapter>/Mistakes/<name>/ fails a test whose message
///    says "Likely mistake: <name>", and that message is the first one `workbook test`
///    shows for the exercise whose file the mistake replaces.
///
/// It ends with the line "N passed, N failed", counting one check per test and per mistake.
struct VerifyCommand {
    let workspace: Workspace
    let style: Style
    let output: Output
    /// `verify --skeletons`: the descriptions and the skeletons alone, their results recorded.
    var onlySkeletons = false

    private var chapters: [Chapter] { workspace.catalog.chapters }
    private var descriptions: DescriptionCheck {
        DescriptionCheck(root: workspace.root, catalog: workspace.catalog, toolTestTargets: Self.toolTestFolders)
    }

    /// The test targets that check the workbook's own code rather than an exercise.
    static var toolTestFolders: [String] { WorkbookLayout.toolTestTargets.map(\.name) + [WorkbookLayout.toolTestSupport] }

    func run() throws -> ExitCode {
        var tally = VerifyTally(style: style, output: output)
        if workspace.edition == .students {
            return try verifyStudentsEdition(&tally)
        }
        if onlySkeletons {
            output.line(style.bold("Verifying Chart Workbook's skeletons") + ", and recording their results in \(WorkbookLayout.skeletonResults).")
            tally.timing("descriptions") { checkDescriptions(&$0) }
            try tally.timing("skeletons") { try checkSkeletons(&$0) }
            return tally.finish()
        }
        let mistakes = chapters.flatMap { chapter in mistakeNames(of: chapter).map { (chapter, $0) } }
        output.line(style.bold("Verifying Chart Workbook") + ": the solutions, the skeletons and \(mistakes.count) common mistakes.")
        output.line(style.paint("Builds go to \(WorkbookLayout.verifyBuild); the first build takes a few minutes.", .gray))
        output.line("")
        tally.timing("descriptions") { checkDescriptions(&$0) }
        try tally.timing("solutions and the tool's tests") { try checkSolutions(&$0) }
        try tally.timing("held-out inputs") { try checkHeldOutInputs(&$0) }
        try tally.timing("skeletons") { try checkSkeletons(&$0) }
        output.line("")
        output.line(style.bold("Common mistakes") + style.paint("  each must fail a test whose message names it", .gray))
        try tally.timing("\(mistakes.count) mistakes") { tally in
            for (chapter, mistake) in mistakes {
                try checkMistake(mistake, of: chapter, &tally)
            }
            for chapter in chapters {
                checkEveryNamedMistakeHasCode(chapter, &tally)
            }
        }

        return tally.finish()
    }

    /// What a students' copy can check without the solutions: the descriptions, and that
    /// every skeleton's tests fail as not implemented without a crash.
    private func verifyStudentsEdition(_ tally: inout VerifyTally) throws -> ExitCode {
        output.line(style.bold("Verifying Chart Workbook, the students' edition") + ": it has no solutions, so it checks the skeletons.")
        output.line(style.paint("The instructor's edition checks the solutions, the common mistakes and the tool.", .gray))
        output.line("")
        tally.timing("descriptions") { checkDescriptions(&$0) }
        try tally.timing("skeletons") { try checkSkeletons(&$0, sources: .editionSkeletons) }
        return tally.finish()
    }

    /// An invocation in the verify build folder, with the given sources.
    private func invocation(sources: ManifestSettings.Sources, chapters: [Chapter]?) -> SwiftTestInvocation {
        let scratchPath = workspace.root.appendingPathComponent(WorkbookLayout.verifyBuild)
        var invocation = chapters.map { workspace.invocation(testing: $0, scratchPath: scratchPath) }
            ?? SwiftTestInvocation(packageDirectory: workspace.root)
        if chapters == nil { invocation.manifest = workspace.manifest }
        invocation.manifest.sources = sources
        invocation.scratchPath = scratchPath
        invocation.timeLimit = 45 * 60
        // The tool's end-to-end tests build and grade temporary workbooks, each minutes
        // long; on a loaded 2-core machine two of them held both test threads with no test
        // ending for over 10 minutes.
        invocation.quietTimeLimit = 20 * 60
        return invocation
    }

    private func checkSolutions(_ tally: inout VerifyTally) throws {
        output.line("")
        output.line(style.bold("Solutions") + style.paint("  \(ManifestSettings.Name.sources)=\(ManifestSettings.Sources.solutions.setting): every test passes", .gray))
        let result = try workspace.run(
            invocation(sources: .solutions, chapters: nil), task: "Building and testing the solutions",
            logName: "verify-solutions")
        guard let report = tally.completed(result, what: "the solutions and the tool") else { return }
        for chapter in chapters {
            let exercises = tally.exercises(of: chapter, in: report)
            let disagreements = descriptions.suiteProblems(of: chapter, suites: exercises.map { ($0.id, $0.title) })
            tally.record(
                passed: disagreements.isEmpty ? 1 : 0, failed: disagreements.count,
                "\(chapter.heading(unicode: style.unicode)): its suites are the exercises its description lists",
                details: disagreements)
            for exercise in exercises {
                let failures = exercise.tests.filter { $0.outcome != .passed }
                tally.record(
                    passed: exercise.tests.count - failures.count, failed: failures.count,
                    "\(exercise.id) \(exercise.title): \(exercise.tests.count - failures.count) of \(exercise.tests.count) tests pass",
                    details: failures.map { describe($0) })
            }
        }
        for (target, description) in WorkbookLayout.toolTestTargets {
            let toolTests = report.tests.filter { !$0.isSuite && $0.id.hasPrefix(target + ".") }
            let toolFailures = toolTests.filter { report.outcome(of: $0.id) != .passed }
            tally.record(
                passed: toolTests.count - toolFailures.count, failed: toolFailures.isEmpty && toolTests.isEmpty ? 1 : toolFailures.count,
                "\(description): \(toolTests.count - toolFailures.count) of \(toolTests.count) pass",
                details: toolFailures.map { test in
                    describe(TestResult(test: test, outcome: report.outcome(of: test.id), issues: report.issues[test.id] ?? []))
                })
        }
    }

    /// The grader's held-out inputs: every exercise has some, and the solutions' probe, which
    /// the solutions' run built, answers each with a value, for a seed new each time.
    private func checkHeldOutInputs(_ tally: inout VerifyTally) throws {
        let check = HeldOutInputsCheck(catalog: workspace.catalog)
        let seed = HeldOutInputs.newSeed()
        output.line("")
        output.line(style.bold("Held-out inputs") + style.paint("  the grader's: the solutions answer every one (seed \(seed))", .gray))
        let mismatches = check.mismatches()
        tally.record(passed: mismatches.isEmpty ? 1 : 0, failed: mismatches.count, "every exercise has held-out inputs", details: mismatches)
        let build = workspace.root.appendingPathComponent(WorkbookLayout.verifyBuild)
        let probe = build.appendingPathComponent("debug/workbook-probe")
        guard FileManager.default.isExecutableFile(atPath: probe.path) else {
            tally.record(passed: 0, failed: 1, "the solutions' run built no probe program", details: [probe.path])
            return
        }
        let (calls, problems) = try check.unanswered(by: probe, seed: seed, scratch: build.appendingPathComponent("probe"))
        tally.record(passed: problems.isEmpty ? 1 : 0, failed: problems.isEmpty ? 0 : 1,
                     "the solutions answer \(calls - problems.count) of \(calls) inputs with a value", details: problems)
    }

    /// Every skeleton's tests fail as not implemented, and none crashes: the skeletons in
    /// Chapters/, or in the students' edition those it was made with (`sources`).
    private func checkSkeletons(_ tally: inout VerifyTally, sources: ManifestSettings.Sources = .skeletons) throws {
        output.line("")
        output.line(style.bold("Skeletons") + style.paint("  \(ManifestSettings.Name.sources)=\(sources.setting): every test fails with \"\(NotImplementedMessage.words)\"", .gray))
        let result = try workspace.run(
            invocation(sources: sources, chapters: chapters), task: "Building and testing the skeletons",
            logName: "verify-skeletons")
        guard let report = tally.completed(result, what: "the skeletons") else { return }
        for chapter in chapters {
            for exercise in tally.exercises(of: chapter, in: report) {
                let wrong = exercise.tests.filter { test in
                    test.outcome != .failed || !test.issues.contains(where: \.isNotImplemented)
                }
                tally.record(
                    passed: exercise.tests.count - wrong.count, failed: wrong.count,
                    "\(exercise.id) \(exercise.title): \(exercise.tests.count - wrong.count) of \(exercise.tests.count) tests fail as not implemented",
                    details: wrong.map { test in
                        test.outcome == .passed
                            ? "\"\(test.test.title)\" passes on the skeleton: it checks nothing the student writes"
                            : describe(test)
                    })
            }
        }
        if sources == .skeletons { checkRecordedSkeletonResults(report, &tally) }
    }

    /// The recorded skeletons' results (``SkeletonResults``) say what this run's do, for
    /// the files as they are now; where not, they are written anew, to be committed.
    private func checkRecordedSkeletonResults(_ report: TestRunReport, _ tally: inout VerifyTally) {
        let current = ChapterResults(workspace: workspace).skeletonResults(of: chapters, in: report)
        let differing = current.chaptersDiffering(from: SkeletonResults.read(in: workspace.root))
        let file = WorkbookLayout.skeletonResults
        guard !differing.isEmpty else {
            tally.record(passed: 1, failed: 0, "\(file) holds what the skeletons' tests say, for the files as they are")
            return
        }
        let written = (try? current.write(in: workspace.root)) != nil
        if onlySkeletons && written {
            tally.record(passed: 1, failed: 0, "\(file) recorded anew for \(differing.joined(separator: ", ")): commit it")
            return
        }
        tally.record(
            passed: 0, failed: 1, "\(file) is out of date for \(differing.joined(separator: ", "))",
            details: [written
                ? "verify wrote it anew from this run: commit it, so that a fresh copy's first list needs no build"
                : "and it could not be written; a fresh copy's first list will build the suites"])
    }

    private func checkMistake(_ mistake: String, of chapter: Chapter, _ tally: inout VerifyTally) throws {
        let name = mistake.replacingOccurrences(of: "-", with: " ")
        let result = try workspace.run(
            invocation(sources: .mistake(mistake), chapters: [chapter]),
            task: "Testing the mistake '\(name)'", logName: "verify-mistake-\(mistake)")
        guard let report = tally.completed(result, what: "the mistake '\(name)'", quiet: true) else { return }
        let exercises = ExerciseReport.exercises(in: report, testTarget: chapter.testTarget)
        let catching = exercises
            .flatMap(\.tests)
            .filter { test in test.outcome == .failed && test.issues.contains { $0.names(mistake: name) } }
        if let example = catching.first {
            tally.record(
                passed: 1, failed: 0,
                "\(name) (chapter \(chapter.number)): named by \(catching.count) failing test\(catching.count == 1 ? "" : "s"), such as \"\(example.test.title)\"")
        } else {
            tally.record(
                passed: 0, failed: 1, "\(name) (chapter \(chapter.number)): no failing test names it",
                details: ["Add a CommonMistake named \"\(name)\" to a test that this variant fails."])
        }
        checkNamedFirst(mistake, of: chapter, in: exercises, &tally)
    }

    /// The first "Likely mistake" a student reads must be the right one: for each exercise
    /// whose file the mistake's folder replaces, `workbook test <exercise>` starts its
    /// explanation with a test that names this mistake. The test is chosen as `test` chooses
    /// it, by `ExerciseReport.firstProblem` and `TestResult.shownIssue`.
    private func checkNamedFirst(_ mistake: String, of chapter: Chapter, in exercises: [ExerciseReport], _ tally: inout VerifyTally) {
        let name = mistake.replacingOccurrences(of: "-", with: " ")
        let files = descriptions.files(in: WorkbookLayout.mistakeFolder(mistake, of: chapter))
        let ids = files.compactMap { chapter.exercise(inFile: $0)?.id }
        guard !ids.isEmpty else {
            tally.record(
                passed: 0, failed: 1, "\(name) (chapter \(chapter.number)): replaces no exercise's file",
                details: ["Its files (\(files.joined(separator: ", "))) should be named as an exercise's skeleton file is."])
            return
        }
        for id in ids {
            let command = "workbook test \(id)"
            if let problem = Self.whyNotNamedFirst(name, by: exercises.first { $0.id == id }) {
                tally.record(
                    passed: 0, failed: 1, "\(name) (chapter \(chapter.number)): not named first by `\(command)`",
                    details: [problem])
            } else {
                tally.record(passed: 1, failed: 0, "\(name) (chapter \(chapter.number)): named first by `\(command)`")
            }
        }
    }

    /// Why the explanation `workbook test` gives of `exercise` does not start with the
    /// mistake `name`; `nil` when it does.
    static func whyNotNamedFirst(_ name: String, by exercise: ExerciseReport?) -> String? {
        guard let exercise, exercise.status != .notRun else { return "No test of the exercise ran." }
        guard let first = exercise.firstProblem else {
            return "Every test of the exercise passes: one of them should catch the mistake and name it."
        }
        if first.outcome == .failed, first.shownIssue?.names(mistake: name) == true { return nil }
        let what = switch first.outcome {
        case .didNotFinish: "crashes"
        case .timedOut: "runs on without end"
        default: "fails"
        }
        let named = first.shownIssue.flatMap { LikelyMistakeMessage.firstName(in: $0.comment) }
            .map { "names \"\($0)\" instead" } ?? "names no mistake"
        return "The first test shown, \"\(first.test.title)\", \(what) and \(named)."
    }

    /// Every mistake a chapter's tests can name must exist as code, or its check is never
    /// proven to fire. Names match without regard to case: "NaN" is "nan" in a folder name.
    private func checkEveryNamedMistakeHasCode(_ chapter: Chapter, _ tally: inout VerifyTally) {
        let named = Set(descriptions.testSources(of: chapter).flatMap(namedMistakes(in:)).map { $0.lowercased() })
        let withCode = Set(mistakeNames(of: chapter).map { $0.replacingOccurrences(of: "-", with: " ").lowercased() })
        let missing = named.subtracting(withCode).sorted()
        tally.record(
            passed: missing.isEmpty ? 1 : 0, failed: missing.count,
            "\(chapter.heading(unicode: style.unicode)): each of the \(named.count) mistakes its tests name exists as code",
            details: missing.map { "no folder \(WorkbookLayout.mistakeFolder($0.replacingOccurrences(of: " ", with: "-"), of: chapter))/" })
    }

    /// The names in `CommonMistake("name", ...)` calls of a test file.
    func namedMistakes(in source: String) -> [String] {
        let pattern = #"CommonMistake\(\s*"([^"]+)""#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: source, range: NSRange(source.startIndex..., in: source)).compactMap { match in
            Range(match.range(at: 1), in: source).map { String(source[$0]) }
        }
    }

    /// The names of the folders in Solutions/<chapter>/Mistakes/.
    private func mistakeNames(of chapter: Chapter) -> [String] {
        descriptions.subfolders(of: WorkbookLayout.mistakesFolder(of: chapter))
    }

    /// The chapters describe themselves, and each description must agree with the files
    /// on disk, or a chapter would drop out of the package, `list` or this check unnoticed.
    private func checkDescriptions(_ tally: inout VerifyTally) {
        let layout = descriptions.layoutProblems()
        tally.record(
            passed: layout.isEmpty ? 1 : 0, failed: layout.count,
            "\(chapters.count) chapter\(chapters.count == 1 ? "" : "s") describe\(chapters.count == 1 ? "s" : "") itself in Chapters/<folder>/chapter.json, and every chapter folder belongs to one",
            details: layout)
        for chapter in chapters {
            let problems = descriptions.problems(of: chapter)
            tally.record(
                passed: problems.isEmpty ? 1 : 0, failed: problems.count,
                "\(chapter.heading(unicode: style.unicode)): its description agrees with its files",
                details: problems)
        }
    }

    private func describe(_ result: TestResult) -> String {
        let what = switch result.outcome {
        case .didNotFinish: "crashed"
        case .timedOut: "ran on without end"
        default: result.outcome.rawValue
        }
        let first = result.issues.first?.explanation.split(separator: "\n").prefix(4).joined(separator: " / ") ?? ""
        return "\"\(result.test.title)\" \(what)" + (first.isEmpty ? "" : ": \(first)")
    }
}

/// Counts verify's checks and prints a line for each group of them.
struct VerifyTally {
    let style: Style
    let output: Output
    private(set) var passed = 0
    private(set) var failed = 0
    /// The summary line of each group with a failure, to repeat at the end: a log's last
    /// lines then say what failed, however long the run.
    private var failedChecks: [String] = []
    /// How long each part took, in order, for the summary: where verify's time goes.
    private var partTimes: [(part: String, seconds: TimeInterval)] = []

    init(style: Style, output: Output) {
        self.style = style
        self.output = output
    }

    mutating func record(passed: Int, failed: Int, _ summary: String, details: [String] = []) {
        self.passed += passed
        self.failed += failed
        if failed > 0 { failedChecks.append(summary + (details.first.map { ": \($0)" } ?? "")) }
        output.line("  \(style.checkMark(passed: failed == 0)) \(summary)")
        for detail in details.prefix(5) { output.line(style.paint("      \(detail)", .red)) }
        if details.count > 5 { output.line(style.paint("      (and \(details.count - 5) more)", .red)) }
    }

    /// Runs one part of verify, and notes how long it took.
    mutating func timing(_ part: String, _ body: (inout VerifyTally) throws -> Void) rethrows {
        let started = Date()
        defer { partTimes.append((part, Date().timeIntervalSince(started))) }
        try body(&self)
    }

    /// The time of each part, then what failed, then the last line, "N passed, N failed".
    func finish() -> ExitCode {
        output.line("")
        let total = partTimes.reduce(0) { $0 + $1.seconds }
        let parts = partTimes.map { "\($0.part) \(Self.duration($0.seconds))" }.joined(separator: ", ")
        for line in partTimes.isEmpty ? [] : wrapped("Took \(Self.duration(total)): \(parts).", width: style.columns, continuationIndent: 2) {
            output.line(style.paint(line, .gray))
        }
        output.line("")
        if !failedChecks.isEmpty {
            output.line(style.bold("What failed"))
            for check in failedChecks { output.line("  \(style.checkMark(passed: false)) " + String(check.prefix(500))) }
            output.line("")
        }
        output.line("\(passed) passed, \(failed) failed")
        return failed == 0 ? .success : .failure
    }

    /// "48 s", "14 min 2 s".
    static func duration(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded())
        return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
    }

    /// The report of a run that built and finished; a failed check otherwise.
    mutating func completed(_ result: RunResult, what: String, quiet: Bool = false) -> TestRunReport? {
        switch result {
        case .buildFailed(let errors, let log):
            record(passed: 0, failed: 1, "\(what) compile", details: errors.isEmpty ? ["see \(log.path)"] : errors)
            return nil
        case .completed(let report):
            let crashed = report.unfinishedFunctions
            if crashed.isEmpty {
                if !quiet { record(passed: 1, failed: 0, "\(what) run to the end without a crash") }
            } else {
                record(
                    passed: 0, failed: 1, "\(what): \(crashed.count) test\(crashed.count == 1 ? "" : "s") crashed or hung",
                    details: crashed.map { "\"\($0.title)\" (\($0.id))" })
            }
            return report
        }
    }

    /// A chapter's exercises; a failed check when it has none, or tests outside them.
    mutating func exercises(of chapter: Chapter, in report: TestRunReport) -> [ExerciseReport] {
        let exercises = ExerciseReport.exercises(in: report, testTarget: chapter.testTarget)
        let covered = Set(exercises.flatMap { $0.tests.map(\.test.id) })
        let strays = report.tests.filter {
            !$0.isSuite && $0.id.hasPrefix(chapter.testTarget + ".") && !covered.contains($0.id)
        }
        if exercises.isEmpty || !strays.isEmpty {
            record(
                passed: 0, failed: 1,
                "\(chapter.heading(unicode: style.unicode)): every test belongs to an exercise suite",
                details: exercises.isEmpty
                    ? ["no suite named like \"\(chapter.number).1 Title\" was found"]
                    : strays.map { "\"\($0.title)\" is outside any @Suite(\"N.N Title\", .exercise(...))" })
        }
        return exercises
    }
}

