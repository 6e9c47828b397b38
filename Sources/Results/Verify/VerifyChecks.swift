import Contracts
import Course
import Foundation
import Platform
import Runner

/// What `workbook verify` checks, part by part, each recorded in a ``VerifyTally``:
/// the descriptions, the solutions and the tool's tests, the skeletons, and each common
/// mistake. The command around it prints the headings, the checks and the summary.
///
/// ```
/// let checks = VerifyChecks(workspace: workspace, unicode: true)
/// var tally = VerifyTally(unicode: true) { print($0.summary) }
/// checks.descriptions(&tally)
/// try checks.solutions(&tally)
/// ```
public struct VerifyChecks {
    public let workspace: Workspace
    /// Whether chapter headings may use Unicode.
    public let unicode: Bool
    /// `verify --skeletons`: the skeletons' results are written anew when they differ.
    public var recordsSkeletonResults = false

    public init(workspace: Workspace, unicode: Bool) {
        self.workspace = workspace
        self.unicode = unicode
    }

    /// The test targets that check the workbook's own code rather than an exercise.
    public static var toolTestFolders: [String] {
        WorkbookLayout.toolTestTargets.map(\.name) + [WorkbookLayout.toolTestSupport]
    }

    public var chapters: [Chapter] { workspace.catalog.chapters }

    var descriptionCheck: DescriptionCheck {
        DescriptionCheck(root: workspace.root, catalog: workspace.catalog, toolTestTargets: Self.toolTestFolders)
    }

    /// Where verify builds, `.build/workbook/verify`.
    public var buildFolder: URL { workspace.root.appendingPathComponent(WorkbookLayout.verifyBuild) }

    /// Every common mistake, with its chapter: the folders of Solutions/<chapter>/Mistakes/.
    public var mistakes: [(chapter: Chapter, name: String)] {
        chapters.flatMap { chapter in mistakeNames(of: chapter).map { (chapter, $0) } }
    }

    /// Every hint followed literally, with its chapter: the folders of
    /// Solutions/<chapter>/Hints/.
    public var hintVariants: [(chapter: Chapter, name: String)] {
        chapters.flatMap { chapter in
            descriptionCheck.subfolders(of: WorkbookLayout.hintsFolder(of: chapter)).map { (chapter, $0) }
        }
    }

    // MARK: The parts

    /// The chapters describe themselves, and each description must agree with the files
    /// on disk, or a chapter would drop out of the package, `list` or this check unnoticed.
    public func descriptions(_ tally: inout VerifyTally) {
        let layout = descriptionCheck.layoutProblems()
        tally.record(
            passed: layout.isEmpty ? 1 : 0, failed: layout.count,
            "\(chapters.count) chapter\(chapters.count == 1 ? "" : "s") describe\(chapters.count == 1 ? "s" : "") itself in Chapters/<folder>/chapter.json, and every chapter folder belongs to one",
            details: layout)
        for chapter in chapters {
            let problems = descriptionCheck.problems(of: chapter)
            tally.record(
                passed: problems.isEmpty ? 1 : 0, failed: problems.count,
                "\(chapter.heading(unicode: unicode)): its description agrees with its files",
                details: problems)
        }
    }

    /// The suites that run the texts' worked examples are what the texts say now: written
    /// anew where not, before the solutions' build runs them (`WorkedExampleSuite`).
    public func workedExamples(_ tally: inout VerifyTally) {
        do {
            let result = try WorkedExampleSuite.write(chapters, root: workspace.root)
            let summary =
                "\(result.examples) worked examples with \(result.results) results, in the chapters' doc comments and READMEs, are run with the solutions' tests"
            guard !result.written.isEmpty else { return tally.record(passed: 1, failed: 0, summary) }
            tally.record(
                passed: 0, failed: 1, summary,
                details: [
                    "\(WorkbookLayout.workedExamples) was out of date for chapter "
                        + result.written.map { String($0.number) }.joined(separator: ", ")
                        + ": verify wrote it anew from the texts; commit it"
                ])
        } catch {
            tally.record(
                passed: 0, failed: 1, "the worked examples' suites could not be written",
                details: ["\(error)"])
        }
    }

    /// Every exercise test passes on the solutions, and every test of the tool passes.
    public func solutions(_ tally: inout VerifyTally) throws {
        let result = try workspace.run(
            invocation(sources: .solutions, chapters: nil), task: "Building and testing the solutions",
            logName: "verify-solutions")
        guard let report = tally.completed(result, what: "the solutions and the tool") else { return }
        for chapter in chapters {
            let exercises = tally.exercises(of: chapter, in: report)
            let disagreements = descriptionCheck.suiteProblems(of: chapter, suites: exercises.map { ($0.id, $0.title) })
            tally.record(
                passed: disagreements.isEmpty ? 1 : 0, failed: disagreements.count,
                "\(chapter.heading(unicode: unicode)): its suites are the exercises its description lists",
                details: disagreements)
            for exercise in exercises {
                let failures = exercise.tests.filter { $0.outcome != .passed }
                tally.record(
                    passed: exercise.tests.count - failures.count, failed: failures.count,
                    "\(exercise.id) \(exercise.title): \(exercise.tests.count - failures.count) of \(exercise.tests.count) tests pass",
                    details: failures.map { Self.describe($0) })
            }
        }
        for (target, description) in WorkbookLayout.toolTestTargets {
            let toolTests = report.tests.filter { !$0.isSuite && $0.id.hasPrefix(target + ".") }
            let toolFailures = toolTests.filter { report.outcome(of: $0.id) != .passed }
            tally.record(
                passed: toolTests.count - toolFailures.count,
                failed: toolFailures.isEmpty && toolTests.isEmpty ? 1 : toolFailures.count,
                "\(description): \(toolTests.count - toolFailures.count) of \(toolTests.count) pass",
                details: toolFailures.map { test in
                    Self.describe(
                        TestResult(
                            test: test, outcome: report.outcome(of: test.id), issues: report.issues[test.id] ?? []))
                })
        }
    }

    /// Every skeleton's tests fail as not implemented, and none crashes: the skeletons in
    /// Chapters/, or in the students' edition those it was made with (`sources`).
    public func skeletons(_ tally: inout VerifyTally, sources: ManifestSettings.Sources = .skeletons) throws {
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
                            : Self.describe(test)
                    })
            }
        }
        if sources == .skeletons { recordedSkeletonResults(report, &tally) }
    }

    /// The mistake fails a test whose message names it, and that message is the first one
    /// `workbook test` shows for the exercise whose file the mistake replaces.
    public func mistake(_ mistake: String, of chapter: Chapter, _ tally: inout VerifyTally) throws {
        let name = mistake.replacingOccurrences(of: "-", with: " ")
        let result = try workspace.run(
            invocation(sources: .mistake(mistake), chapters: [chapter]),
            task: "Testing the mistake '\(name)'", logName: "verify-mistake-\(mistake)")
        guard let report = tally.completed(result, what: "the mistake '\(name)'", quiet: true) else { return }
        let exercises = ExerciseReport.exercises(in: report, testTarget: chapter.testTarget)
        let catching =
            exercises
            .flatMap(\.tests)
            .filter { test in test.outcome == .failed && test.issues.contains { $0.names(mistake: name) } }
        if let example = catching.first {
            tally.record(
                passed: 1, failed: 0,
                "\(name) (chapter \(chapter.number)): named by \(catching.count) failing test\(catching.count == 1 ? "" : "s"), such as \"\(example.test.title)\""
            )
        } else {
            tally.record(
                passed: 0, failed: 1, "\(name) (chapter \(chapter.number)): no failing test names it",
                details: ["Add a CommonMistake named \"\(name)\" to a test that this variant fails."])
        }
        namedFirst(mistake, of: chapter, in: exercises, &tally)
    }

    /// A hint that shows code, followed literally, leads to passing code: with the files of
    /// Solutions/<chapter>/Hints/<id>-<n>/ in place of the solution's, every test of the
    /// chapter passes. The folder's name must be an exercise's id and one of its hints.
    public func hint(_ name: String, of chapter: Chapter, _ tally: inout VerifyTally) throws {
        let folder = WorkbookLayout.hintFolder(name, of: chapter)
        if let problem = hintFolderProblem(name, of: chapter) {
            return tally.record(passed: 0, failed: 1, "\(folder): \(problem)")
        }
        let result = try workspace.run(
            invocation(sources: .hint(name), chapters: [chapter]),
            task: "Testing hint \(name) followed literally", logName: "verify-hint-\(name)")
        guard let report = tally.completed(result, what: "hint \(name) followed literally", quiet: true) else { return }
        let tests = ExerciseReport.exercises(in: report, testTarget: chapter.testTarget).flatMap(\.tests)
        let failures = tests.filter { $0.outcome != .passed }
        tally.record(
            passed: failures.isEmpty && !tests.isEmpty ? 1 : 0, failed: failures.isEmpty && !tests.isEmpty ? 0 : 1,
            "hint \(name) followed literally (chapter \(chapter.number)): \(tests.count - failures.count) of \(tests.count) tests pass",
            details: failures.map { Self.describe($0) })
    }

    /// Why a folder of Hints/ names no hint of the chapter ("1.6-3": exercise 1.6, hint 3),
    /// or replaces no file of that exercise; `nil` when it is sound.
    func hintFolderProblem(_ name: String, of chapter: Chapter) -> String? {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        guard parts.count == 2, let number = Int(parts[1]),
            let exercise = chapter.exercises.first(where: { $0.id == parts[0] })
        else { return "not named \"<exercise id>-<hint number>\", such as \"\(chapter.number).1-2\"" }
        guard exercise.hints.indices.contains(number - 1) else {
            return "exercise \(exercise.id) has \(exercise.hints.count) hints, not \(number)"
        }
        let files = descriptionCheck.files(in: WorkbookLayout.hintFolder(name, of: chapter))
        guard files.contains(exercise.file) else {
            return "holds no \(exercise.file), the file of exercise \(exercise.id)"
        }
        return nil
    }

    /// Every mistake a chapter's tests can name must exist as code, or its check is never
    /// proven to fire. Names match without regard to case: "NaN" is "nan" in a folder name.
    public func everyNamedMistakeHasCode(_ chapter: Chapter, _ tally: inout VerifyTally) {
        let named = Set(
            descriptionCheck.testSources(of: chapter).flatMap(Self.namedMistakes(in:)).map { $0.lowercased() })
        let withCode = Set(mistakeNames(of: chapter).map { $0.replacingOccurrences(of: "-", with: " ").lowercased() })
        let missing = named.subtracting(withCode).sorted()
        tally.record(
            passed: missing.isEmpty ? 1 : 0, failed: missing.count,
            "\(chapter.heading(unicode: unicode)): each of the \(named.count) mistakes its tests name exists as code",
            details: missing.map {
                "no folder \(WorkbookLayout.mistakeFolder($0.replacingOccurrences(of: " ", with: "-"), of: chapter))/"
            })
    }

    /// The code keeps the style `.swift-format` sets: `swift format lint --strict`, the
    /// toolchain's own, over every Swift file of Sources, Tests, Chapters and Solutions but
    /// the copy finder's fixtures, which are students' code as they wrote it.
    public func style(_ tally: inout VerifyTally) throws {
        let files = Self.styledFolders.flatMap { swiftFiles(in: $0) }
        let summary = "\(files.count) Swift files keep the style of .swift-format (swift format lint --strict)"
        // Without a file to read, the linter would read standard input.
        guard !files.isEmpty else { return tally.record(passed: 1, failed: 0, summary) }
        let lint = CapturedRun(
            [SwiftExecutable.path(), "format", "lint", "--strict", "--parallel"] + files.map(\.path),
            timeLimit: 5 * 60)
        let result = try lint.run()
        guard !result.succeeded else { return tally.record(passed: 1, failed: 0, summary) }
        var findings = result.errorText.split(whereSeparator: \.isNewline).map {
            $0.replacingOccurrences(of: workspace.root.path + "/", with: "")
        }
        if findings.isEmpty {
            findings = ["swift format lint ended with \(result.exitStatus.map { "status \($0)" } ?? "a signal")"]
        }
        tally.record(
            passed: 0, failed: findings.count, summary,
            details: findings + [
                "swift format format -i <file> mends most of them; Sources/README.md says why each rule is set"
            ])
    }

    /// The folders whose Swift files the style check reads.
    static let styledFolders = [
        WorkbookLayout.sources, WorkbookLayout.tests, WorkbookLayout.chapters, WorkbookLayout.solutions,
    ]

    /// The copy finder's fixtures: honest students' code, kept as they wrote it.
    static let unstyledFolder = "Tests/GradingTests/Fixtures/"

    /// The Swift files under `folder`, in order, but those of ``unstyledFolder``.
    private func swiftFiles(in folder: String) -> [URL] {
        let base = workspace.root.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && !$0.path.contains("/" + Self.unstyledFolder) }
            .sorted { $0.path < $1.path }
    }

    // MARK: Their parts

    /// An invocation in the verify build folder, with the given sources.
    private func invocation(sources: ManifestSettings.Sources, chapters: [Chapter]?) -> SwiftTestInvocation {
        var invocation =
            chapters.map { workspace.invocation(testing: $0, scratchPath: buildFolder) }
            ?? SwiftTestInvocation(packageDirectory: workspace.root)
        if chapters == nil { invocation.manifest = workspace.manifest }
        invocation.manifest.sources = sources
        invocation.scratchPath = buildFolder
        invocation.timeLimit = 45 * 60
        invocation.quietTimeLimit = 20 * 60
        if chapters == nil {
            // The tool's end-to-end tests build and grade temporary workbooks, each minutes
            // long; on a loaded 2-core machine two of them held both test threads with no
            // test ending for over 20 minutes. Their builds work, though, and a hung test
            // does not. Together they took 41.5 minutes in CI: the limit leaves room.
            invocation.quietCountsWork = true
            invocation.quietTimeLimit = 10 * 60
            invocation.timeLimit = 70 * 60
        }
        return invocation
    }

    /// The recorded skeletons' results (``SkeletonResults``) say what this run's do, for
    /// the files as they are now; where not, they are written anew, to be committed.
    private func recordedSkeletonResults(_ report: TestRunReport, _ tally: inout VerifyTally) {
        let current = ChapterResults(workspace: workspace).skeletonResults(of: chapters, in: report)
        let differing = current.chaptersDiffering(from: SkeletonResults.read(in: workspace.root))
        let file = WorkbookLayout.skeletonResults
        guard !differing.isEmpty else {
            tally.record(passed: 1, failed: 0, "\(file) holds what the skeletons' tests say, for the files as they are")
            return
        }
        let written = (try? current.write(in: workspace.root)) != nil
        if recordsSkeletonResults && written {
            tally.record(
                passed: 1, failed: 0, "\(file) recorded anew for \(differing.joined(separator: ", ")): commit it")
            return
        }
        tally.record(
            passed: 0, failed: 1, "\(file) is out of date for \(differing.joined(separator: ", "))",
            details: [
                written
                    ? "verify wrote it anew from this run: commit it, so that a fresh copy's first list needs no build"
                    : "and it could not be written; a fresh copy's first list will build the suites"
            ])
    }

    /// The first "Likely mistake" a student reads must be the right one: for each exercise
    /// whose file the mistake's folder replaces, `workbook test <exercise>` starts its
    /// explanation with a test that names this mistake. The test is chosen as `test` chooses
    /// it, by `ExerciseReport.firstProblem` and `TestResult.shownIssue`.
    private func namedFirst(
        _ mistake: String, of chapter: Chapter, in exercises: [ExerciseReport], _ tally: inout VerifyTally
    ) {
        let name = mistake.replacingOccurrences(of: "-", with: " ")
        let files = descriptionCheck.files(in: WorkbookLayout.mistakeFolder(mistake, of: chapter))
        let ids = files.compactMap { chapter.exercise(inFile: $0)?.id }
        guard !ids.isEmpty else {
            tally.record(
                passed: 0, failed: 1, "\(name) (chapter \(chapter.number)): replaces no exercise's file",
                details: [
                    "Its files (\(files.joined(separator: ", "))) should be named as an exercise's skeleton file is."
                ])
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
    public static func whyNotNamedFirst(_ name: String, by exercise: ExerciseReport?) -> String? {
        guard let exercise, exercise.status != .notRun else { return "No test of the exercise ran." }
        guard let first = exercise.firstProblem else {
            return "Every test of the exercise passes: one of them should catch the mistake and name it."
        }
        if first.outcome == .failed, first.shownIssue?.names(mistake: name) == true { return nil }
        let what =
            switch first.outcome {
            case .didNotFinish: "crashes"
            case .timedOut: "runs on without end"
            default: "fails"
            }
        let named =
            first.shownIssue.flatMap { LikelyMistakeMessage.firstName(in: $0.comment) }
            .map { "names \"\($0)\" instead" } ?? "names no mistake"
        return "The first test shown, \"\(first.test.title)\", \(what) and \(named)."
    }

    /// The names in `CommonMistake("name", ...)` calls of a test file.
    static func namedMistakes(in source: String) -> [String] {
        let pattern = #"CommonMistake\(\s*"([^"]+)""#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: source, range: NSRange(source.startIndex..., in: source)).compactMap { match in
            Range(match.range(at: 1), in: source).map { String(source[$0]) }
        }
    }

    /// The names of the folders in Solutions/<chapter>/Mistakes/.
    private func mistakeNames(of chapter: Chapter) -> [String] {
        descriptionCheck.subfolders(of: WorkbookLayout.mistakesFolder(of: chapter))
    }

    /// "\"maps zero\" failed: Expectation failed / ...", a test's result in one line.
    static func describe(_ result: TestResult) -> String {
        let what =
            switch result.outcome {
            case .didNotFinish: "crashed"
            case .timedOut: "ran on without end"
            default: result.outcome.rawValue
            }
        let first = result.issues.first?.explanation.split(separator: "\n").prefix(4).joined(separator: " / ") ?? ""
        return "\"\(result.test.title)\" \(what)" + (first.isEmpty ? "" : ": \(first)")
    }
}
