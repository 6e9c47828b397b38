import Contracts
import Course
import Foundation
import Platform
import Results
import Runner

/// Grades submissions one at a time in a shared ``GradingPackage``: only each
/// submission's chapter code is taken, and the instructor's tests judge it.
///
/// ```
/// let grader = Grader(workspace: instructor)
/// let grade = try grader.grade(URL(fileURLWithPath: "alice"), as: "alice/")
/// grade.score   // 26 of 39
/// ```
///
/// A chapter that does not compile is set aside (``ChapterResults``) and costs only its
/// own points; the runner survives a crash or an endless loop, which cost only the
/// exercise they are in.
public struct Grader {
    /// The instructor's workbook: its chapters, manifest, tests and support code.
    public let workspace: Workspace
    let package: GradingPackage
    /// `nil`: `--no-sandbox`.
    public let sandbox: Sandbox?
    public var limits = Sandbox.Limits()
    public var timeLimits = WatchedRun.TimeLimits(total: 15 * 60, quiet: 10, perTest: 60)
    /// Whether each chapter's chart is drawn with the submission's code, for the class
    /// report; it costs a run of the preview program per chapter.
    public var drawsCharts = false
    /// The reference solutions' declarations by chapter, compiled once for every submission.
    private let references = LockedValue<[Int: Set<PublicDeclarations.Declaration>]>([:])
    /// The seed of the held-out inputs, printed in the report so that a run can be made again.
    public var seed = HeldOutInputs.newSeed()
    /// The reference solutions' answers to them, found once for every submission. A
    /// class's graders share them (``ClassGrading``), found before any is graded.
    var referenceAnswers = LockedValue<[UInt64: ReferenceAnswers]>([:])
    /// The limits of the reference's probe; ``limits`` when `nil`. A test starves it with them.
    public var referenceProbeLimits: Sandbox.Limits?
    /// The preview programs built from the reference solutions, which draw every chart,
    /// by build folder. A class's graders share them (``ClassGrading``), so that the
    /// reference's own charts, drawn after the class in the first job's folder, start no
    /// build.
    public var referencePreviews = LockedValue<[String: URL]>([:])
    /// The reference as data, where the workbook carries one instead of the solutions (the
    /// Classroom 50 bundle's): its inputs, answers, declarations and charts are used, and
    /// its seed is the run's.
    public let recorded: RecordedReference?

    /// - Parameter recorded: The workbook's recorded reference (``RecordedReference/read(in:)``),
    ///   where it has one instead of the solutions.
    public init(workspace: Workspace, sandbox: Sandbox?, recorded: RecordedReference? = nil) {
        self.workspace = workspace
        self.recorded = recorded
        let package = GradingPackage(instructor: workspace.root)
        self.package = package
        self.sandbox = sandbox.map { sandbox in
            var sandbox = sandbox
            if case .success(let lease) = package.user { sandbox.user = lease.user }
            return sandbox
        }
        if let recorded { seed = recorded.seed }
    }

    /// Whether the workbook in `root` can grade: it has the solutions (the instructor's
    /// edition) or a recorded reference.
    public static func canGrade(in workspace: Workspace) -> Bool {
        workspace.edition == .instructors
            || FileManager.default.fileExists(
                atPath: workspace.root.appendingPathComponent(WorkbookLayout.recordedReferenceFile).path)
    }

    /// Grades the submission in `folder`, shown as `name`.
    ///
    /// - Parameter progress: Called a few times a second while the tests build and run.
    public func grade(_ folder: URL, as name: String, progress: (RunProgress) -> Void = { _ in }) throws
        -> SubmissionGrade
    {
        let catalog = workspace.catalog
        var grade = SubmissionGrade(submission: name, exercises: [])
        grade.sandboxed = sandbox != nil
        grade.notes += limitsNotEnforced()
        grade.changedFiles = SubmissionChanges.files(in: folder, comparedWith: workspace.root, catalog: catalog)
        grade.ignoredFiles = SubmissionChanges.ignored(in: folder, comparedWith: workspace.root, catalog: catalog)
        let chapters = folder.appendingPathComponent(WorkbookLayout.chapters)
        // A link is not followed (it could reach another student's Chapters/, or any
        // folder of this machine), so a Chapters/ that is one holds nothing to grade.
        let linked = GradingPackage.isLink(chapters)
        guard !linked, FileManager.default.fileExists(atPath: chapters.path) else {
            grade.problem =
                linked
                ? "\(WorkbookLayout.chapters) in \(name) is a symbolic link, which grading does not follow, so there was nothing to grade."
                : "There is no \(WorkbookLayout.chapters) folder in \(name), so there was nothing to grade."
            grade.exercises = catalog.chapters.flatMap { Self.grades(of: $0, status: .notRun, message: grade.problem!) }
            return grade
        }
        var times = StepTimes()
        defer {
            try? Data(times.text.utf8).write(
                to: package.logs.appendingPathComponent("\(Self.logName(for: name))-steps.log"))
        }
        let missing = try times.time("taking the submission's chapters") {
            grade.fingerprints = FileFingerprint.chapterFiles(in: chapters, catalog: catalog)
            try package.prepare(catalog: catalog)
            return try package.load(submission: folder, catalog: catalog)
        }
        let present = catalog.chapters.filter { !missing.contains($0) }
        // Every time limit of the submission comes from the reference's times.
        let reference = try times.time("the reference's answers (once a run)") { try answersOfReference() }
        var run = SubmissionRun(
            package: package, sandbox: sandbox, logs: package.logs, name: Self.logName(for: name),
            timeLimit: timeLimits.total)
        run.limits = limits
        run.timeLimits.quiet = timeLimits.quiet
        run.timeLimits.perTest = timeLimits.perTest
        (run.testsTimeLimit, run.testsLimitBasis) = reference.budget.tests(quiet: timeLimits.quiet)
        run.manifest.chapters = workspace.manifest.chapters
        if missing.isEmpty {
            run.chapterModules = Dictionary(
                uniqueKeysWithValues: present.map {
                    ($0.module, package.root.appendingPathComponent(WorkbookLayout.skeletonFolder(of: $0)))
                })
        }
        let results = ChapterResults(workspace: workspace)
        let built =
            present.isEmpty
            ? nil
            : try times.time("building, once a chapter set aside") {
                try results.settingBrokenChaptersAside(
                    { setAside in
                        try run.build(setAside: setAside.union(missing.map(\.number)), progress: progress)
                    }, buildErrors: \.errors, suspects: present)
            }
        let compiled = built.map { outcome in present.filter { outcome.notCompiling[$0] == nil } } ?? []
        // A chapter that declares more than the solution could answer the tests itself.
        let extra =
            built?.result.errors == nil
            ? try times.time("checking the declarations") { try extraDeclarations(of: compiled) } : [:]
        let testing = compiled.filter { extra[$0] == nil }
        var tests: SubmissionRun.TestResult?
        var judgements: [String: AnswerJudgement] = [:]
        if case .built(let binary) = built?.result, !testing.isEmpty {
            judgements = try judge(testing, run: run, reference: reference, times: &times)
            // A chapter whose every exercise was too slow for the grader's inputs would only
            // be slow in its tests too: its suites are not run.
            let slow = testing.filter { $0.exercises.allSatisfy { judgements[$0.id]?.verdict == .tooSlow } }
            let tested = testing.filter { !slow.contains($0) }
            tests =
                tested.isEmpty
                ? SubmissionRun.TestResult()
                : try times.time("running the tests") {
                    try run.test(binary, modules: tested.map(\.testTarget), progress: progress)
                }
        }
        if drawsCharts {
            grade.charts = times.time("drawing the charts") {
                charts(
                    of: catalog.chapters, drawable: built?.result.errors == nil ? testing : [], run: run,
                    missing: missing, budget: reference.budget)
            }
        }
        if let tampered = tests?.tampered {
            grade.notes.append("results tampered with: \(tampered)")
        }
        grade.notes += tests?.notes ?? []
        let hasLinks = grade.ignoredFiles.contains { $0.hasSuffix("(\(GradingPackage.symbolicLink))") }

        for chapter in catalog.chapters {
            if missing.contains(chapter) {
                grade.exercises += Self.grades(
                    of: chapter, status: .notRun,
                    message:
                        "The submission has no \(WorkbookLayout.skeletonFolder(of: chapter))\(hasLinks ? " (its symbolic links were ignored)" : "")."
                )
            } else if let errors = built?.notCompiling[chapter] {
                grade.exercises += Self.grades(
                    of: chapter, status: .doesNotCompile,
                    message: Self.compileMessage(
                        errors, chapter: chapter, linksIgnored: hasLinks,
                        hiding: package.filesHidingErrors(of: chapter)))
            } else if let names = extra[chapter] {
                grade.exercises += Self.grades(
                    of: chapter, status: .extraDeclarations,
                    message: Self.extraDeclarationsMessage(names, chapter: chapter))
            } else if let tampered = tests?.tampered {
                grade.exercises += Self.grades(
                    of: chapter, status: .tampered, message: "Results tampered with: \(tampered).")
            } else if let tests {
                let reports = results.exercises(of: chapter, in: tests.report)
                grade.exercises += chapter.exercises.map { exercise in
                    let tested = Self.grade(of: exercise, in: chapter, report: reports.first { $0.id == exercise.id })
                    return Self.judged(tested, by: judgements[exercise.id])
                }
            } else {
                // The build failed where no chapter is to blame: the instructor's own code.
                let errors = built?.result.errors ?? []
                grade.problem = "The workbook did not build, and no chapter is to blame: " + Self.firstError(errors)
                grade.exercises += Self.grades(of: chapter, status: .notRun, message: grade.problem!)
            }
        }
        return grade
    }

    /// The grader's verdict on each exercise of `chapters`, from the probe the submission's
    /// build made, run on the held-out inputs in the sandbox, against the reference's answers.
    private func judge(
        _ chapters: [Chapter], run: SubmissionRun, reference: ReferenceAnswers, times: inout StepTimes
    ) throws -> [String: AnswerJudgement] {
        let inputs = recorded?.inputs ?? HeldOutInputs(seed: seed)
        let calls = inputs.calls(of: Set(chapters.flatMap(\.exercises).map(\.id)))
        guard !calls.isEmpty else { return [:] }
        guard let program = package.program(GradingPackage.probeProduct, in: package.buildFolder) else {
            throw GradingError(message: "the build made no \(GradingPackage.probeProduct) program")
        }
        var probe = probeRun(program, folder: "submission")
        probe.callLimit = reference.budget.call
        (probe.totalLimit, probe.totalLimitBasis) = Self.within(
            run, reference.budget.answers, reference.budget.explained(TimeBudget.answersLimit))
        let results = try times.time("asking the probe the held-out inputs") {
            try probe.results(of: calls, exercise: inputs.exercise(ofCall:))
        }
        return AnswerJudgement.judge(
            inputs, exercises: Set(chapters.flatMap(\.exercises).map(\.id)), answers: results,
            reference: reference.results)
    }

    /// The reference solutions' answers to the run's held-out inputs, found once: the
    /// recorded reference's, or those of a probe built from the solutions.
    ///
    /// - Throws: ``UnansweredReference`` when the reference gave no value for some input:
    ///   then nothing can be judged, and the run stops.
    func answersOfReference() throws -> ReferenceAnswers {
        try requireOwnUser()
        let inputs = recorded?.inputs ?? HeldOutInputs(seed: seed)
        return try referenceAnswers.value(for: inputs.seed) {
            if let recorded { return try ReferenceAnswers(results: recorded.results, of: inputs) }
            try package.prepare(catalog: workspace.catalog)
            return try referenceResults(of: inputs)
        }
    }

    /// What the sandbox could not hold this submission to, in the words of its notes.
    private func limitsNotEnforced() -> [String] {
        guard let sandbox else { return [] }
        var notes: [String] = []
        if !sandbox.dropsRoot {
            notes.append(
                "Processes were counted against the grader's own user: only a grader that is root runs each job as a user of its own."
            )
        }
        if limits.holdsMemoryInControlGroup, let reason = MemoryControlGroup.unavailableReason {
            notes.append(
                "Memory was held by the grader's watch alone, a tenth of a second apart, not by a control group (\(reason)); /tmp was sized to \(WatchedRun.Limit.size(limits.temporaryFolderBytes)), and socket buffers and memory-only files were not counted; the processor was shared by session, not by sandbox."
            )
        }
        return notes
    }

    /// Stops the grading when a root grader's sandbox would run as a user that other
    /// slots share: one submission could then use up another's process limit.
    private func requireOwnUser() throws {
        guard sandbox?.dropsRoot == true, case .failure(let error) = package.user else { return }
        throw GradingError(message: "no sandbox user of its own for this grading slot: \(error)")
    }

    /// The reference solutions' answers to every input, from a probe built from them.
    private func referenceResults(of inputs: HeldOutInputs) throws -> ReferenceAnswers {
        // A run of its own: the reference's build is not the first submission's time.
        let program = try buildReference(GradingPackage.probeProduct)
        var probe = probeRun(program, folder: "reference")
        probe.limits = referenceProbeLimits ?? limits
        probe.callLimit = 60
        probe.totalLimit = 15 * 60
        let started = Date()
        let results = try probe.results(of: inputs.calls, exercise: inputs.exercise(ofCall:))
        return try ReferenceAnswers(results: results, of: inputs, answering: Date().timeIntervalSince(started))
    }

    /// A step's time limit, `seconds`, within what is left of the submission's own time
    /// (which its builds have used some of), and what it came from.
    static func within(_ run: SubmissionRun, _ seconds: TimeInterval, _ basis: String) -> (TimeInterval, String) {
        let left = max(1, run.deadline.timeIntervalSinceNow)
        guard left < seconds else { return (seconds, basis) }
        return (left, "what was left of the submission's \(WatchedRun.Limit.duration(run.timeLimits.total))")
    }

    private func probeRun(_ program: URL, folder: String) -> ProbeRun {
        var probe = ProbeRun(
            program: program, scratch: package.probeFolder.appendingPathComponent(folder), sandbox: sandbox)
        probe.readable = SubmissionRun.toolchainFolders(of: SwiftExecutable.path())
        probe.limits = limits
        return probe
    }

    /// The grade the tests gave, held to the grader's verdict on the answers: a suite's
    /// pass earns nothing by itself, since the process that reported it ran the student's code.
    ///
    /// A test's own failure keeps its status and its teaching message, with the verdict
    /// after it. An exercise whose tests did not run (the suites' time ran out on another
    /// exercise, or every answer was too slow) is graded by its answers alone, so that
    /// the grade does not hang on how loaded the machine was. No verdict, or one on not
    /// every input (``AnswerJudgement/Verdict/notJudged``), is "not run", and says it was
    /// not judged: it earns nothing.
    static func judged(_ tested: ExerciseGrade, by verdict: AnswerJudgement?) -> ExerciseGrade {
        // No verdict is no agreement: the tests' pass alone is the student's code's word.
        let judgement =
            verdict
            ?? AnswerJudgement(
                exercise: tested.id, verdict: .notJudged, inputs: 0, wrong: 0,
                example: "the grader has no verdict on its answers")
        let decides = tested.status == .pass || tested.status == .notRun
        let status: GradeStatus =
            switch judgement.verdict {
            case _ where !decides: tested.status
            case .agrees: .pass
            case .tooSlow: .timedOut
            case .crashed: .crashed
            case .notImplemented, .disagrees: .fail
            case .notJudged: .notRun
            }
        let message =
            switch (judgement.verdict, tested.status) {
            case (.agrees, .notRun): ""
            case (.agrees, _): tested.message
            case (.notJudged, .pass), (.notJudged, .notRun):
                "Not judged, so it earns nothing: \(judgement.example)."
            case (_, .pass): ExerciseGrade.passesItsTestsOnlyMessage + judgement.summary + "."
            case (_, .notRun): "Its tests did not run, and on the grader's inputs it is \(judgement.summary)."
            default:
                tested.message + (tested.message.isEmpty ? "" : " ") + "On the grader's inputs: \(judgement.summary)."
            }
        var judged = ExerciseGrade(
            id: tested.id, title: tested.title, chapter: tested.chapter, status: status,
            maxPoints: tested.maxPoints, message: message)
        judged.likelyMistake = tested.likelyMistake
        judged.judgement = judgement
        return judged
    }

    /// The public and package declarations of each chapter's module (as this submission's
    /// build made it) that its reference solution lacks, by name, for the chapters that have any.
    private func extraDeclarations(of chapters: [Chapter]) throws -> [Chapter: [String]] {
        let check = PublicDeclarations(
            modules: package.buildFolder.appendingPathComponent("debug/Modules"),
            scratch: package.logs.deletingLastPathComponent().appendingPathComponent("declarations"))
        let listings = ModuleListings(check: check)
        var extra: [Chapter: [String]] = [:]
        for chapter in chapters {
            let reference = try references.value(for: chapter.number) {
                if let recorded { return recorded.declarations(of: chapter.module) }
                let folder = workspace.root.appendingPathComponent(WorkbookLayout.solutionFolder(of: chapter))
                return try check.compiled(module: chapter.module, sources: PublicDeclarations.sources(in: folder))
            }
            do {
                let found =
                    PublicDeclarations.names(of: try listings.declarations(of: chapter.module).subtracting(reference))
                    + (try listings.foreignSymbols(
                        module: chapter.module,
                        objects: package.buildFolder.appendingPathComponent("debug/\(chapter.module).build"),
                        sources: package.root.appendingPathComponent(WorkbookLayout.skeletonFolder(of: chapter))))
                if !found.isEmpty { extra[chapter] = found }
            } catch let tooLarge as FileTooLarge {
                // The chapter made its own listing too large to check: it is not tested.
                extra[chapter] = ["(what it declares could not be checked: \(tooLarge))"]
            }
        }
        return extra
    }

    /// What a student reads for a chapter with declarations beyond the solution's.
    static func extraDeclarationsMessage(_ names: [String], chapter: Chapter) -> String {
        let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        return
            "\(WorkbookLayout.skeletonFolder(of: chapter)) declares public names or symbols the exercises do not have: \(shown). "
            + "The tests could call them in place of their own, so the chapter's tests were not run. "
            + "Make them internal (remove `public` or `package`, and any `@_cdecl` or `@_silgen_name`) and submit again."
    }

    /// Each chapter's chart, drawn from the submission's answers by the reference
    /// solutions' preview (``SubmissionRun/replayedCharts(of:drawnBy:answering:)``), or
    /// why there is none.
    private func charts(
        of chapters: [Chapter], drawable: [Chapter], run: SubmissionRun, missing: [Chapter], budget: TimeBudget
    ) -> [ChapterChart] {
        var drawn: [ChapterChart] = []
        if !drawable.isEmpty {
            do {
                guard let probe = package.program(GradingPackage.probeProduct, in: package.buildFolder) else {
                    throw GradingError(message: "the build made no \(GradingPackage.probeProduct) program")
                }
                let preview = try referencePreviews.value(for: package.referenceBuildFolder.path) {
                    try buildReference(GradingPackage.previewProduct)
                }
                var answering = probeRun(probe, folder: "charts")
                answering.callLimit = budget.call
                (answering.totalLimit, answering.totalLimitBasis) = Self.within(
                    run, budget.answers, budget.explained(TimeBudget.answersLimit))
                drawn = run.replayedCharts(of: drawable, drawnBy: preview, answering: answering)
            } catch {
                drawn = drawable.map {
                    ChapterChart(chapter: $0.number, problem: "The chart could not be drawn: \(error)")
                }
            }
        }
        return chapters.map { chapter in
            if let chart = drawn.first(where: { $0.chapter == chapter.number }) { return chart }
            let why =
                missing.contains(chapter)
                ? "The submission has no \(WorkbookLayout.skeletonFolder(of: chapter))"
                : "Chapter \(chapter.number) does not compile"
            return ChapterChart(chapter: chapter.number, problem: why + ", so its chart cannot be drawn.")
        }
    }

    /// The program `product` built from the reference solutions, in a run of its own.
    private func buildReference(_ product: String, progress: (RunProgress) -> Void = { _ in }) throws -> URL {
        var run = SubmissionRun(package: package, sandbox: sandbox, logs: package.logs, name: "reference")
        run.limits = limits
        run.manifest.chapters = workspace.manifest.chapters
        switch try run.buildReference(product, chapters: workspace.catalog.chapters.map(\.number), progress: progress) {
        case .built(let program): return program
        case .failed(let errors):
            throw GradingError(message: "the reference solutions did not build: " + Self.firstError(errors))
        }
    }

    /// What the class is compared with: the reference solutions' fingerprints, and
    /// their charts when ``drawsCharts`` (the preview built once from the solutions).
    public func reference(progress: (RunProgress) -> Void = { _ in }) -> GradingReference {
        let catalog = workspace.catalog
        var reference = GradingReference(
            fingerprints: FileFingerprint.chapterFiles(
                in: workspace.root.appendingPathComponent(WorkbookLayout.solutions), catalog: catalog),
            skeletons: FileFingerprint.chapterFiles(
                in: workspace.root.appendingPathComponent(WorkbookLayout.chapters), catalog: catalog))
        reference.seed = recorded?.seed ?? seed
        guard drawsCharts else { return reference }
        if let recorded {
            reference.charts = recorded.charts
            return reference
        }
        do {
            try package.prepare(catalog: workspace.catalog)
            let program = try referencePreviews.value(for: package.referenceBuildFolder.path) {
                try buildReference(GradingPackage.previewProduct, progress: progress)
            }
            var run = SubmissionRun(package: package, sandbox: sandbox, logs: package.logs, name: "reference")
            run.limits = limits
            reference.charts = run.charts(of: catalog.chapters, drawnBy: program)
        } catch {
            reference.charts = catalog.chapters.map {
                ChapterChart(chapter: $0.number, problem: "The reference chart could not be drawn: \(error)")
            }
        }
        return reference
    }

    /// The reference as data, for a grader that carries no solutions (``RecordedReference``):
    /// the answers of the probe built from the solutions to the held-out inputs of
    /// ``seed``, each chapter's public declarations, and the reference's charts.
    public func recordedReference(progress: (RunProgress) -> Void = { _ in }) throws -> RecordedReference {
        try package.prepare(catalog: workspace.catalog)
        let inputs = HeldOutInputs(seed: seed)
        let answers = try referenceResults(of: inputs)
        let check = PublicDeclarations(
            modules: package.referenceBuildFolder.appendingPathComponent("debug/Modules"),
            scratch: package.logs.deletingLastPathComponent().appendingPathComponent("declarations"))
        var declarations: [String: Set<PublicDeclarations.Declaration>] = [:]
        for chapter in workspace.catalog.chapters {
            let folder = workspace.root.appendingPathComponent(WorkbookLayout.solutionFolder(of: chapter))
            declarations[chapter.module] = try check.compiled(
                module: chapter.module, sources: PublicDeclarations.sources(in: folder))
        }
        var drawing = self
        drawing.drawsCharts = true
        let charts = drawing.reference(progress: progress).charts
        return RecordedReference(inputs: inputs, results: answers.results, declarations: declarations, charts: charts)
    }

    /// The grade of a submission that could not be graded because the tools failed, not
    /// the student: every exercise not run, with the error.
    public func failedGrade(of name: String, error: any Error) -> SubmissionGrade {
        let problem = SubmissionGrade.gradingFailed + "\(error)"
        var grade = SubmissionGrade(
            submission: name,
            exercises: workspace.catalog.chapters.flatMap {
                Self.grades(of: $0, status: .notRun, message: problem)
            })
        grade.problem = problem
        grade.sandboxed = sandbox != nil
        return grade
    }

    /// Gives the grading package's slot back for the next run.
    public func release() {
        package.release()
    }

    /// The message for a chapter that does not compile: its own first error, or, when
    /// only the instructor's files that use it complain, that the chapter lacks what they
    /// need, so that the instructor's files are never blamed.
    static func compileMessage(_ errors: [String], chapter: Chapter, linksIgnored: Bool, hiding: [String] = [])
        -> String
    {
        let folder = WorkbookLayout.skeletonFolder(of: chapter)
        if let own = errors.first(where: { $0.hasPrefix(folder + "/") }) {
            return firstError([own])
        }
        // The errors name other files, but the build fails with this chapter in it: a file
        // that says its lines are elsewhere, or names its symbols itself, is the one to look at.
        if !hiding.isEmpty {
            return
                "The build fails with \(folder) in it, and \(hiding.map { "\(folder)/\($0)" }.joined(separator: ", ")) "
                + "moves where the compiler reports its errors or names its symbols itself "
                + "(#sourceLocation, @_silgen_name, @_cdecl): " + firstError(errors)
        }
        let reason = linksIgnored ? " (its symbolic links were ignored)" : ""
        return "\(folder) lacks what the workbook uses of it\(reason): " + firstError(errors)
    }

    /// Every exercise of `chapter` with the same status and message.
    static func grades(of chapter: Chapter, status: GradeStatus, message: String) -> [ExerciseGrade] {
        chapter.exercises.map {
            ExerciseGrade(
                id: $0.id, title: $0.title, chapter: chapter.number, status: status, maxPoints: $0.points,
                message: message)
        }
    }

    /// One exercise's grade from its tests' results, `nil` when none of them ran.
    static func grade(of exercise: Chapter.Exercise, in chapter: Chapter, report: ExerciseReport?) -> ExerciseGrade {
        let make = { (status: GradeStatus, message: String) in
            ExerciseGrade(
                id: exercise.id, title: exercise.title, chapter: chapter.number, status: status,
                maxPoints: exercise.points, message: message)
        }
        guard let report else { return make(.notRun, "No test of exercise \(exercise.id) ran.") }
        let problem = report.firstProblem
        let testName = problem?.test.title ?? ""
        let explanation = problem?.issues.first?.explanation ?? ""
        switch report.status {
        case .passed:
            return make(.pass, "")
        case .notRun:
            return make(.notRun, "No test of exercise \(exercise.id) ran.")
        case .notStarted:
            return make(.notImplemented, explanation)
        case .failing:
            var grade = make(.fail, "\"\(testName)\": " + explanation)
            grade.likelyMistake =
                problem?.issues.lazy.compactMap { LikelyMistakeMessage.firstName(in: $0.comment) }.first
            return grade
        case .crashed:
            guard let problem else { return make(.crashed, "") }
            if problem.outcome == .timedOut {
                return make(
                    .timedOut, "\"\(testName)\" " + (problem.issues.first?.summary ?? "ran on without finishing") + ".")
            }
            let reason = problem.issues.first?.crash?.reason ?? problem.issues.first?.comment ?? ""
            return make(.crashed, "\"\(testName)\" crashed" + (reason.isEmpty ? "." : ": \(reason)"))
        }
    }

    /// The name of a submission's logs in `.build/workbook/grade/1/runs`: "alice" for
    /// "class/alice/", so that each submission keeps its own.
    public static func logName(for submission: String) -> String {
        let last = submission.split(separator: "/").last.map(String.init) ?? "submission"
        return String(last.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    }

    /// The compiler's first error, on one line.
    static func firstError(_ errors: [String]) -> String {
        errors.first?.split(separator: "\n").first.map(String.init) ?? "the build failed"
    }
}
