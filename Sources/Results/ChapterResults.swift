import Course
import Foundation
import Runner

/// The chapters' results, as every command that shows them needs them: build or test, set
/// a chapter that does not compile aside so that it holds back only itself, group the
/// tests by exercise, and keep each chapter's results for the next time.
///
/// ```
/// let results = ChapterResults(workspace: workspace)
/// let states = try results.current(of: catalog.chapters) { stale in "Checking \(stale.count) chapters" }
/// states[lineGraph]   // .tested(exercises: [1.1 ..., 1.2 ...], warnings: []), saved for next time
/// let outcome = try results.test(lineGraph, exercise: "1.3", task: "Testing chapter 1")
/// ```
///
/// The commands present what it finds; it knows nothing of the terminal. Progress goes to
/// the workspace's ``Workspace/progress``, under the task named by the caller.
public struct ChapterResults {
    public let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    private var cache: ResultsCache { ResultsCache(workspace: workspace) }

    /// What came of one chapter's tests.
    public enum Outcome: Equatable, Sendable {
        /// Its tests ran: each exercise's results, and the compiler's warnings about the
        /// chapter's own skeletons.
        case tested(exercises: [ExerciseReport], warnings: [String])
        /// Its own code does not compile: the errors that blamed it. It was set aside, so
        /// that the other chapters still ran.
        case notCompiling(errors: [String])
        /// The workbook did not build, and no chapter is to blame: its own files.
        case workbookDoesNotBuild(errors: [String])
    }

    // MARK: Tests

    /// Each chapter's results: the saved ones where its files are unchanged, the others
    /// tested together in one run, and saved.
    ///
    /// - Parameter task: The progress task for the chapters that are tested, named by them.
    public func current(of chapters: [Chapter], task: ([Chapter]) -> String) throws -> [Chapter: Outcome] {
        let cache = self.cache
        var outcomes: [Chapter: Outcome] = [:]
        for chapter in chapters {
            if let saved = cache.currentResults(for: chapter) {
                outcomes[chapter] = .tested(exercises: saved, warnings: [])
            }
        }
        let stale = chapters.filter { outcomes[$0] == nil }
        guard !stale.isEmpty else { return outcomes }
        let fingerprints = Dictionary(uniqueKeysWithValues: stale.map { ($0, cache.fingerprint(of: $0)) })
        let run = try runTests(of: stale, task: task(stale), logName: "list")
        for chapter in stale {
            let outcome = outcome(of: chapter, in: run)
            if case .tested(let exercises, _) = outcome {
                cache.save(exercises, for: chapter, fingerprint: fingerprints[chapter]!)
            }
            outcomes[chapter] = outcome
        }
        return outcomes
    }

    /// Runs the tests of `chapter`, or with `exercise` those that one exercise needs.
    ///
    /// For one exercise, the chapter's saved results name the suites of the exercise and
    /// of those it uses, and only those run: a student waits for one exercise, not nine.
    /// Without saved results, or when they are out of date and a suite is gone, the whole
    /// chapter runs, and its results are saved for `workbook list`.
    public func test(_ chapter: Chapter, exercise: String? = nil, task: String) throws -> Outcome {
        let cache = self.cache
        if let id = exercise, let saved = cache.savedResults(for: chapter) {
            let wanted = [id] + chapter.exercisesUsed(by: id).map(\.id)
            let suiteIDs = wanted.compactMap { wantedID in saved.first { $0.id == wantedID }?.suiteID }
            if suiteIDs.count == wanted.count {
                let run = try runTests(of: [chapter], task: task, logName: chapter.slug) {
                    $0.filter = suiteIDs.map(SwiftTestInvocation.pattern(matching:))
                }
                let outcome = outcome(of: chapter, in: run)
                if case .tested(let exercises, _) = outcome, exercises.contains(where: { $0.id == id }) {
                    return outcome
                }
            }
        }
        let fingerprint = cache.fingerprint(of: chapter)
        let outcome = outcome(of: chapter, in: try runTests(of: [chapter], task: task, logName: chapter.slug))
        if case .tested(let exercises, _) = outcome {
            cache.save(exercises, for: chapter, fingerprint: fingerprint)
        }
        return outcome
    }

    /// The results last saved for `chapter`, however old: enough to know its exercises,
    /// and which of them fail.
    public func savedResults(for chapter: Chapter) -> [ExerciseReport]? {
        cache.savedResults(for: chapter)
    }

    /// A fingerprint of every file the chapter's results depend on: when it changes, the
    /// results may have.
    public func fingerprint(of chapter: Chapter) -> UInt64 {
        cache.fingerprint(of: chapter)
    }

    /// Runs the tests of `chapters`. A chapter that does not compile, whether one of these
    /// or another, is set aside, so that the others still run.
    ///
    /// - Parameter adjust: Changes to the invocation, such as a narrower filter.
    func runTests(
        of chapters: [Chapter], task: String, logName: String,
        adjust: (inout SwiftTestInvocation) -> Void = { _ in }
    ) throws -> ChapterIsolation.Outcome<RunResult> {
        try settingBrokenChaptersAside(
            { setAside in
                var invocation = workspace.invocation(testing: chapters)
                // What each test prints is kept, for the student to see under a failing
                // test. A print cannot say which test made it, so the tests run one at a
                // time (TestSupport's `PrintCapture` keeps them apart in any case); that
                // also pins a crash on one test in the first run, with no second one.
                invocation.capturesPrints = true
                invocation.parallel = false
                adjust(&invocation)
                invocation.manifest.setAside = setAside
                return try workspace.run(invocation, task: task, logName: logName)
            }, buildErrors: \.buildErrors)
    }

    /// Calls `attempt` with the chapters to set aside, none at first, then each chapter
    /// its build errors blame, until it builds (see ``ChapterIsolation``): every build of
    /// the tool, and the grader's, goes through here.
    package func settingBrokenChaptersAside<Result>(
        _ attempt: (Set<Int>) throws -> Result, buildErrors: (Result) -> [String]?, suspects: [Chapter] = []
    ) rethrows -> ChapterIsolation.Outcome<Result> {
        try ChapterIsolation(catalog: workspace.catalog).run(attempt, buildErrors: buildErrors, suspects: suspects)
    }

    /// What a run of the untouched skeletons' tests says of `chapters`, to record as
    /// ``SkeletonResults`` (by `workbook verify`).
    public func skeletonResults(of chapters: [Chapter], in report: TestRunReport) -> SkeletonResults {
        SkeletonResults(
            chapters: Dictionary(
                uniqueKeysWithValues: chapters.map { chapter in
                    (
                        chapter.slug,
                        SkeletonResults.Entry(
                            fingerprint: cache.skeletonFingerprint(of: chapter),
                            exercises: exercises(of: chapter, in: report))
                    )
                }))
    }

    /// A run's tests of `chapter`, grouped by exercise.
    public func exercises(of chapter: Chapter, in report: TestRunReport) -> [ExerciseReport] {
        ExerciseReport.exercises(in: report, testTarget: chapter.testTarget)
    }

    /// What a run with chapters set aside says of `chapter`.
    func outcome(of chapter: Chapter, in run: ChapterIsolation.Outcome<RunResult>) -> Outcome {
        if let errors = run.notCompiling[chapter] { return .notCompiling(errors: errors) }
        guard case .completed(let report) = run.result else {
            return .workbookDoesNotBuild(errors: run.result.buildErrors ?? [])
        }
        let own = WorkbookLayout.skeletonFolder(of: chapter) + "/"
        return .tested(
            exercises: exercises(of: chapter, in: report),
            warnings: report.warnings.filter { $0.hasPrefix(own) })
    }

    // MARK: Declarations

    /// What `chapter`'s module, as the last build of the tests made it, declares public or
    /// package beyond its reference solution (see ``PublicDeclarations``), by name: names
    /// that `workbook grade` gives the chapter no points for.
    ///
    /// The solution's declarations are found once and kept in `.build/workbook/declarations`,
    /// under the fingerprint of its files. So is the fingerprint of the last module found to
    /// declare nothing more: an edit inside a function leaves the module file as it was, so
    /// the loop's usual check lists the objects' symbols alone, in a few milliseconds.
    public func extraDeclarations(of chapter: Chapter) throws -> [String] {
        let modules = workspace.testsBuildFolder.appendingPathComponent("debug/Modules")
        let check = PublicDeclarations(
            modules: modules,
            scratch: workspace.root.appendingPathComponent(WorkbookLayout.declarations))
        let (reference, referenceKey) = try referenceDeclarations(of: chapter, check: check)
        var moduleKey = FNV1a()
        moduleKey.add(referenceKey)
        moduleKey.add(contentsOf: modules.appendingPathComponent("\(chapter.module).swiftmodule"))
        let clean = KeptMark(file: check.scratch.appendingPathComponent("\(chapter.module)-clean"))
        var extra: [String] = []
        if !clean.holds(moduleKey.value) {
            extra = PublicDeclarations.names(
                of: try check.extracted(module: chapter.module).filter { !reference.contains($0.identifier) })
            if extra.isEmpty { clean.keep(moduleKey.value) }
        }
        let objects = workspace.testsBuildFolder.appendingPathComponent("debug/\(chapter.module).build")
        return extra
            + (try check.foreignSymbols(
                module: chapter.module, objects: objects,
                sources: workspace.root.appendingPathComponent(WorkbookLayout.skeletonFolder(of: chapter))))
    }

    /// The identifiers of the reference solution's declarations, from the file kept for
    /// the solution's files as they are, or compiled and kept; and the key they are kept under.
    private func referenceDeclarations(of chapter: Chapter, check: PublicDeclarations) throws -> (Set<String>, String) {
        let folder = workspace.root.appendingPathComponent(WorkbookLayout.solutionFolder(of: chapter))
        let sources = try PublicDeclarations.sources(in: folder)
        var hash = FNV1a()
        for source in sources {
            hash.add(source.lastPathComponent)
            hash.add(contentsOf: source)
        }
        let key = "\(chapter.module)-\(String(hash.value, radix: 16))"
        let kept = check.scratch.appendingPathComponent("\(key).json")
        if let data = try? Data(contentsOf: kept),
            let identifiers = try? JSONDecoder().decode([String].self, from: data)
        {
            return (Set(identifiers), key)
        }
        let identifiers = try check.compiled(module: chapter.module, sources: sources).map(\.identifier)
        try? JSONEncoder().encode(identifiers.sorted()).write(to: kept, options: .atomic)
        return (Set(identifiers), key)
    }

    /// One fingerprint kept in a file: the last one known to pass a check. A file that
    /// cannot be read or written only means the check is done again.
    private struct KeptMark {
        let file: URL

        func holds(_ fingerprint: UInt64) -> Bool {
            (try? String(contentsOf: file, encoding: .utf8)) == String(fingerprint, radix: 16)
        }

        func keep(_ fingerprint: UInt64) {
            try? FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? String(fingerprint, radix: 16).write(to: file, atomically: true, encoding: .utf8)
        }
    }

    // MARK: Programs

    /// Builds a product of the workbook, such as the preview program. A chapter that does
    /// not compile is set aside, so that the program still builds from the others; the
    /// outcome says which were, with their errors.
    public func build(_ build: ProductBuild, task: String, logName: String) throws
        -> ChapterIsolation.Outcome<ProductBuildResult>
    {
        var build = build
        return try settingBrokenChaptersAside(
            { setAside in
                build.manifest.setAside = setAside
                return try workspace.build(build, task: task, logName: logName)
            }, buildErrors: \.buildErrors)
    }
}
