import Contracts
import Course
import Foundation
import Platform
import Results
import Runner

/// Builds one submission and runs the instructor's tests on it, each in a ``Sandbox``.
///
/// The build sees the instructor's workbook read-only and writes only its build folder;
/// no student code runs while it builds. The tests then run from the test binary alone,
/// read-only, in a sandbox with the system's programs and libraries and nothing of the
/// workbook: no solution and no test source is there to read or to copy. The results come
/// through a pipe (``WatchedRun``) and are checked (``EventStreamAudit``); a retry after a
/// crash runs the same binary again, so nothing the code did can change what is graded.
///
/// ```
/// let run = SubmissionRun(package: package, sandbox: sandbox, logs: logs, name: "alice")
/// let outcome = try ChapterIsolation(catalog: catalog).run({ try run.build(setAside: $0) }, buildErrors: \.errors)
/// let tests = try run.test(binary, modules: ["LineGraphTests"])
/// ```
struct SubmissionRun {
    let package: GradingPackage
    /// `nil`: `--no-sandbox`, the commands run as they are.
    let sandbox: Sandbox?
    var limits = Sandbox.Limits()
    var timeLimits = WatchedRun.TimeLimits(total: 15 * 60, quiet: 10, perTest: 60)
    /// When the whole submission's time is up: every build (one more for each chapter set
    /// aside) and every test run share ``WatchedRun/TimeLimits/total``, so that no
    /// submission holds the class for longer.
    let deadline: Date
    /// How long the compiler may spend on one expression before it gives up with an error
    /// that names the student's line, rather than holding the build for minutes.
    static let expressionTimeLimit = 10
    /// Every run of the suites together, retries after crashes included. The suites earn
    /// nothing alone (the grader judges the answers), so they are not waited on for longer.
    var testsTimeLimit: TimeInterval = 3 * 60
    /// Where ``testsTimeLimit`` comes from (``TimeBudget``), for the note that says it stopped them.
    var testsLimitBasis = "the grader's"
    /// Settings for the instructor's manifest, such as the chapters it should find.
    var manifest = ManifestSettings()
    /// Where the logs of each step go, written by the grader.
    let logs: URL
    let name: String
    /// How to start Swift.
    var swift = SwiftExecutable.path()
    /// The chapters of a whole submission, by module, and their folders in the package:
    /// where they can be compiled alone (``build(setAside:progress:)``).
    var chapterModules: [String: URL] = [:]

    enum BuildResult {
        case built(binary: URL)
        case failed(errors: [String])

        var errors: [String]? {
            if case .failed(let errors) = self { errors } else { nil }
        }
    }

    /// What the tests did, and what the grader noticed on the way.
    struct TestResult {
        var report = TestRunReport()
        /// Why the results cannot be trusted, if they cannot.
        var tampered: String?
        /// Limits hit and output dropped, for the report: "printed more than 10 MB (the rest was dropped)".
        var notes: [String] = []
    }

    init(package: GradingPackage, sandbox: Sandbox?, logs: URL, name: String, timeLimit: TimeInterval = 15 * 60) {
        self.package = package
        self.sandbox = sandbox
        self.logs = logs
        self.name = name
        timeLimits.total = timeLimit
        deadline = Date().addingTimeInterval(timeLimit)
    }

    /// The time left of the submission's, at least a second.
    private var timeLeft: TimeInterval { max(1, deadline.timeIntervalSinceNow) }

    /// Builds the package and its tests with the chapters in `setAside` left out.
    ///
    /// Where no chapter is set aside and the suites' objects can stay as they are, only the
    /// chapters are compiled and the programs linked (``rebuiltChapters(progress:)``).
    func build(setAside: Set<Int>, progress: (RunProgress) -> Void = { _ in }) throws -> BuildResult {
        let whole = setAside.isEmpty && !chapterModules.isEmpty && interfacesAreAllTheSuitesSee
        if whole, let built = try rebuiltChapters(progress: progress) { return built }
        SuiteInterfaces.forget(in: package.buildFolder)
        var settings = submissionSettings
        settings.setAside = setAside
        let built = try build(
            ["--build-tests"], settings: settings, in: package.buildFolder, log: "build", progress: progress
        ) {
            package.testBinary().map(BuildResult.built) ?? .failed(errors: ["The build made no test program."])
        }
        // The suites and the probe were compiled against these interfaces, or against
        // modules whose interfaces read the same (SwiftPM compiles them again wherever a
        // chapter's module file changed).
        if whole, case .built = built, let interfaces = try? chapterInterfaces() {
            try? SuiteInterfaces(stamp: suitesStamp(), interfaces: interfaces).write(to: package.buildFolder)
        }
        return built
    }

    /// The manifest's settings for a submission's build: its own chapters, resilient, and
    /// of the programs the probe alone, since the reference's preview draws its charts.
    private var submissionSettings: ManifestSettings {
        var settings = manifest
        settings.sources = .skeletons
        settings.probeOnly = true
        settings.libraryEvolution = true
        return settings
    }

    /// Whether the suites and the probe can use the chapter modules only as their
    /// interfaces say: not where the instructor's code imports one with `@testable`, which
    /// names its internal declarations too, and no interface prints those.
    private var interfacesAreAllTheSuitesSee: Bool {
        package.testableImports.isDisjoint(with: chapterModules.keys)
    }

    /// What the suites of a whole build (no chapter set aside) are built from besides the
    /// chapters (``SuiteInterfaces/stamp(settings:swift:buildFolder:instructor:names:)``).
    private func suitesStamp() -> String {
        let environment = submissionSettings.environment(from: baseEnvironment()).map { "\($0.key)=\($0.value)" }
            .sorted()
        return SuiteInterfaces.stamp(
            settings: environment + ToolchainFlags.ofThisMachine + ["\(Self.expressionTimeLimit)"], swift: swift,
            buildFolder: package.buildFolder, instructor: package.instructor,
            names: [WorkbookLayout.manifest] + GradingPackage.linked)
    }

    /// The submission's chapter modules compiled by the last build's own commands, and the
    /// programs linked again with them, the suites' objects kept (``ChapterRebuild``): two
    /// seconds where SwiftPM would compile every suite again. `nil` where that would not be
    /// sound or does not work, and the caller builds the usual way: there is no record of
    /// what the suites were compiled against (``SuiteInterfaces``: the last build set a
    /// chapter aside, or failed, or the instructor's files changed since), a chapter's files
    /// or interface (``ModuleInterface``) are not those the suites were compiled against, or
    /// a chapter does not compile (the usual build finds which).
    private func rebuiltChapters(progress: (RunProgress) -> Void) throws -> BuildResult? {
        var said: [String] = []
        var times = StepTimes()
        defer {
            try? Data((said + [times.text]).joined(separator: "\n").utf8).write(
                to: logs.appendingPathComponent("\(name)-chapters-build.log"))
        }
        guard
            let kept = times.time(
                "reading the record", { SuiteInterfaces.read(from: package.buildFolder, stamp: suitesStamp()) })
        else {
            said.append(
                "Built by SwiftPM: no record of what the suites were compiled against (\(SuiteInterfaces.whyNone)).")
            return nil
        }
        guard
            let plan = times.time(
                "reading SwiftPM's plan",
                {
                    (try? BuildManifest(contentsOf: package.buildFolder.appendingPathComponent("debug.yaml")))
                        .flatMap { ChapterRebuild(manifest: $0, modules: chapterModules) }
                })
        else {
            said.append("Built by SwiftPM: \(ChapterRebuild.whyNone).")
            return nil
        }
        let compiled = try times.time("compiling the chapters") {
            try runBuildScript(plan.compileScript, in: package.buildFolder, progress: progress)
        }
        said.append(String(decoding: compiled.output, as: UTF8.self))
        guard compiled.limitHit == nil, compiled.exitStatus == 0 else {
            said.append("Built by SwiftPM: a chapter did not compile alone.")
            return nil
        }
        let interfaces: [String: ModuleInterface]
        do {
            interfaces = try times.time("comparing the interfaces") { try chapterInterfaces() }
        } catch {
            said.append("Built by SwiftPM: \(error).")
            return nil
        }
        guard interfaces == kept else {
            let changed = interfaces.keys.filter { interfaces[$0] != kept[$0] }.sorted()
            said.append(
                "Built by SwiftPM: the interfaces of \(changed.joined(separator: ", ")) are not those the suites were compiled against."
            )
            return nil
        }
        let linked = try times.time("linking") {
            try runBuildScript(plan.linkScript, in: package.buildFolder, progress: progress)
        }
        said.append(String(decoding: linked.output, as: UTF8.self))
        guard linked.limitHit == nil, linked.exitStatus == 0, let binary = package.testBinary() else {
            said.append("Built by SwiftPM: the programs did not link.")
            return nil
        }
        said.append("Built alone: \(chapterModules.keys.sorted().joined(separator: ", ")); the suites kept.")
        return .built(binary: binary)
    }

    /// The interface the compiler printed of each chapter module the last build wrote.
    private func chapterInterfaces() throws -> [String: ModuleInterface] {
        let modules = package.buildFolder.appendingPathComponent("debug/Modules")
        var interfaces: [String: ModuleInterface] = [:]
        for module in chapterModules.keys {
            interfaces[module] = try ModuleInterface(module: module, in: modules)
        }
        return interfaces
    }

    /// Builds `product` (the preview program, or the probe) from the reference solutions,
    /// in a build folder of its own: the charts the class's are compared with, and the
    /// answers the class's must agree with. Every chapter is set aside, so built from its
    /// solutions: `WORKBOOK_SOURCES=solutions` would bring in the tool's own test targets,
    /// which an instructor's copy need not have. The renderer and the previews are not
    /// optimised (``ManifestSettings/unoptimisedPreviews``): the class's charts are small,
    /// and the optimiser was half of the first submission's wait for the preview.
    func buildReference(_ product: String, chapters: [Int], progress: (RunProgress) -> Void = { _ in }) throws
        -> BuildResult
    {
        var settings = manifest
        settings.sources = .skeletons
        settings.setAside = Set(chapters)
        settings.unoptimisedPreviews = true
        return try build(
            ["--product", product], settings: settings, in: package.referenceBuildFolder,
            log: "reference-build-\(product)", progress: progress
        ) {
            let program = package.program(product, in: package.referenceBuildFolder)
            return program.map(BuildResult.built) ?? .failed(errors: ["The build made no \(product) program."])
        }
    }

    /// The limits of a build step, from the submission's: the compiler is not the
    /// student's code, and may use what a build needs, but the student's code drives it,
    /// so its memory has a limit too (``Sandbox/Limits/buildMemoryBytes``).
    static func buildLimits(_ limits: Sandbox.Limits) -> Sandbox.Limits {
        var buildLimits = limits
        buildLimits.processes = max(2048, limits.processes)
        buildLimits.memoryBytes = limits.buildMemoryBytes
        buildLimits.addressSpaceBytes = max(64 << 30, limits.addressSpaceBytes)
        buildLimits.outputBytes = max(limits.outputBytes, 10 << 20)
        return buildLimits
    }

    /// Runs `swift build` with `options` in `buildFolder`, sandboxed with the workbook
    /// read-only and only the build folder writable.
    private func build(
        _ options: [String], settings: ManifestSettings, in buildFolder: URL, log: String,
        progress: (RunProgress) -> Void, made: () -> BuildResult
    ) throws -> BuildResult {
        let environment = settings.environment(from: baseEnvironment())
        let threshold = [
            "-Xswiftc", "-Xfrontend", "-Xswiftc", "-solver-expression-time-threshold=\(Self.expressionTimeLimit)",
        ]
        // The sandbox's home is new each run, so SwiftPM's shared cache would compile the
        // manifest again for every build (3 to 5 s); the build folder keeps it instead.
        let arguments =
            [swift, "build"] + options + threshold
            + ["--package-path", package.root.path, "--scratch-path", buildFolder.path, "--manifest-cache", "local"]
            + ToolchainFlags.ofThisMachine
        let run = try buildStep(arguments, environment: environment, in: buildFolder, progress: progress)
        let output = String(decoding: run.output, as: UTF8.self)
        try? run.output.write(to: logs.appendingPathComponent("\(name)-\(log).log"))
        if let limit = run.limitHit {
            return .failed(errors: ["The build was stopped: it \(limit.message)."])
        }
        guard run.exitStatus == 0 else {
            let errors = BuildErrors.extract(from: output, packageDirectory: package.root)
            return .failed(
                errors: errors.isEmpty ? [output.split(separator: "\n").suffix(3).joined(separator: "\n")] : errors)
        }
        return made()
    }

    /// Runs `script` with `/bin/sh` as a step of a build in `buildFolder`, in the sandbox
    /// where there is one.
    private func runBuildScript(_ script: String, in buildFolder: URL, progress: (RunProgress) -> Void) throws
        -> WatchedRun
    {
        try buildStep(["/bin/sh", "-c", script], environment: baseEnvironment(), in: buildFolder, progress: progress)
    }

    /// Runs one step of a build (the compiler, not the student's code), sandboxed with the
    /// workbook read-only and only `buildFolder` writable.
    private func buildStep(
        _ arguments: [String], environment: [String: String], in buildFolder: URL,
        progress: (RunProgress) -> Void
    ) throws -> WatchedRun {
        let buildLimits = Self.buildLimits(limits)
        let command: [String]
        if var sandbox {
            try FileManager.default.createDirectory(at: buildFolder, withIntermediateDirectories: true)
            sandbox.give(buildFolder)
            sandbox.writable = [buildFolder]
            sandbox.readable = [package.instructor] + package.linkedFolders
            sandbox.limits = buildLimits
            command = sandbox.command(arguments, environment: environment)
        } else {
            command = arguments
        }
        return try WatchedRun.run(
            command, runsAs: sandbox?.runsAs, limits: buildLimits, timeLimits: .init(total: timeLeft),
            environment: sandbox == nil ? environment : [:], progress: progress)
    }

    /// Runs the tests of `modules` in `binary`, again after each crash (``CrashBisection``,
    /// as a student's `workbook test` does), until every test has an outcome.
    func test(_ binary: URL, modules: [String], progress: (RunProgress) -> Void = { _ in }) throws -> TestResult {
        let deadline = min(self.deadline, Date().addingTimeInterval(testsTimeLimit))
        var result = TestResult()
        var known: Set<String>?
        let report = try CrashBisection(deadline: deadline).run { attempt in
            var arguments = [
                binary.path, "--testing-library", "swift-testing",
                "--event-stream-output-path", "/dev/fd/3", "--event-stream-version", "0",
            ]
            if !attempt.parallel { arguments.append("--no-parallel") }
            for module in modules {
                arguments += ["--filter", "^" + NSRegularExpression.escapedPattern(for: module) + "\\."]
            }
            for pattern in attempt.skip { arguments += ["--skip", pattern] }
            var timeLimits = self.timeLimits
            timeLimits.total = max(1, deadline.timeIntervalSinceNow)
            var run = try runTests(arguments, binary: binary, timeLimits: timeLimits, progress: progress)
            // The tests' own limit, not the submission's, stopped them: name it.
            if case .total? = run.limitHit, deadline < self.deadline {
                run.limitHit = .step(seconds: testsTimeLimit, step: "its tests", basis: testsLimitBasis)
            }
            try? run.output.write(to: logs.appendingPathComponent("\(name)-\(attempt.number)-output.log"))
            try? run.events.write(to: logs.appendingPathComponent("\(name)-\(attempt.number)-events.jsonl"))
            let status = sandbox == nil ? run.exitStatus ?? run.signal.map { 128 + $0 } : run.commandStatus
            note(run, in: &result)
            if let problem = EventStreamAudit.problem(
                in: run.events, modules: modules, known: known, commandStatus: status)
            {
                result.tampered = problem
                return nil
            }
            if known == nil { known = EventStreamAudit.declaredTests(in: run.events) }
            return self.report(of: run, quietLimit: timeLimits.quiet)
        }
        result.report = report
        return result
    }

    /// What one run of the tests found, with the tests it stopped or that crashed named
    /// as such.
    private func report(of run: WatchedRun, quietLimit: TimeInterval?) -> TestRunReport {
        var report = TestRunReport(eventStream: String(decoding: run.events, as: UTF8.self))
        guard !report.finished else { return report }
        let output = String(decoding: run.output, as: UTF8.self)
        let call = AnnouncedCall(output: output)
        switch run.limitHit {
        case .quiet, .testTime, .total, .step:
            report.markUnfinishedAsTimedOut(after: quietLimit ?? 0, in: call)
            replaceLastIssue(of: &report, with: run.limitHit!.message)
        case .memory, .processes, .events:
            report.recordCrash(CrashReport(output: "", packageDirectory: package.root), in: call)
            replaceLastIssue(of: &report, with: run.limitHit!.message)
        case nil:
            report.recordCrash(CrashReport(output: output, packageDirectory: package.root), in: call)
        }
        return report
    }

    /// One run of the test binary.
    private func runTests(
        _ arguments: [String], binary: URL, timeLimits: WatchedRun.TimeLimits, progress: (RunProgress) -> Void
    ) throws -> WatchedRun {
        var environment = ManifestSettings(announceCalls: .standardError).environment(
            from: ["PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": CrashReport.backtraceSetting, "LANG": "C.UTF-8"])
        guard var sandbox else {
            environment = baseEnvironment().merging(environment) { _, new in new }
            return try WatchedRun.run(
                arguments, runsAs: nil, limits: limits, timeLimits: timeLimits,
                environment: environment, progress: progress)
        }
        sandbox.minimalSystem = true
        sandbox.readable = Self.toolchainFolders(of: swift)
        // At a path of its own, so that the instructor's is not in the mount table or argv.
        var arguments = arguments
        if sandbox.renamesPaths {
            arguments[0] = Self.insideFolder + "/" + binary.lastPathComponent
            sandbox.readableAt = [arguments[0]: binary]
        } else {
            sandbox.readable.append(binary)
        }
        sandbox.writable = []
        sandbox.hidden = []
        sandbox.limits = limits
        let command = sandbox.command(WatchedRun.wrapper + arguments, environment: environment)
        return try WatchedRun.run(
            command, runsAs: sandbox.runsAs, limits: limits, timeLimits: timeLimits, environment: [:],
            progress: progress)
    }

    /// The folder the test binary is in inside the sandbox, under its own name.
    static let insideFolder = "/workbook"

    /// What the report should say of a run besides its tests' outcomes.
    private func note(_ run: WatchedRun, in result: inout TestResult) {
        var notes: [String] = []
        if run.droppedOutput > 0 {
            notes.append("printed more than \(WatchedRun.Limit.size(limits.outputBytes)) (the rest was dropped)")
        }
        if let limit = run.limitHit { notes.append(limit.message) }
        if let left = run.leftBehind, left > 0 {
            notes.append(
                "left \(left) process\(left == 1 ? "" : "es") running after its tests; the sandbox stopped \(left == 1 ? "it" : "them")"
            )
        }
        for note in notes where !result.notes.contains(note) { result.notes.append(note) }
    }

    /// Puts `message` in place of the summary the runner gave the tests that were stopped.
    private func replaceLastIssue(of report: inout TestRunReport, with message: String) {
        for test in report.unfinishedFunctions {
            guard var issues = report.issues[test.id], let last = issues.popLast() else { continue }
            issues.append(TestIssue(comment: message, summary: message, arguments: last.arguments, call: last.call))
            report.issues[test.id] = issues
        }
    }

    /// PATH and the manifest's settings, and nothing else of the grader's environment:
    /// no token or key of the instructor's reaches the student's code.
    private func baseEnvironment() -> [String: String] {
        manifest.environment(from: [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8",
        ])
    }

    /// The toolchain that holds `swift`, ["/opt/swift/usr"] for "/opt/swift/usr/bin/swift",
    /// or none when it is the system's own /usr: the folders a sandbox must let a
    /// program read for Swift's libraries.
    static func toolchainFolders(of swift: String) -> [URL] {
        let real = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
        let usr = real.deletingLastPathComponent().deletingLastPathComponent()
        return usr.path == "/usr" ? [] : [usr]
    }
}
