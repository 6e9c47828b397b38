import Contracts
import Foundation
import Platform
import Results

/// One run of `workbook grade`: the submissions of its shard graded, those an earlier run
/// graded kept (`--resume`), or earlier reports joined (`--merge`), and the report
/// written after each submission, so that an interrupted run keeps what it finished.
///
/// ```
/// var run = GradingRun(workspace: instructor, request: request)
/// let plan = try run.plan()                       // what to grade, checked before any build
/// let outcome = try run.grade(plan) { event in }  // the report written as it goes
/// ```
///
/// The command around it draws the progress, the table format and the notices.
public struct GradingRun {
    public let workspace: Workspace
    public let request: GradeRequest
    /// The folder the submissions' paths are relative to.
    public var currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// Where `--format classroom50` reads the runner's variables.
    public var environment = ProcessInfo.processInfo.environment
    /// The sandbox to grade in; `nil` finds the best this machine has.
    public var sandbox: Sandbox?
    /// Limits for each submission, the defaults unless a test asks for smaller ones.
    public var limits = Sandbox.Limits()
    public var timeLimits = WatchedRun.TimeLimits(total: 15 * 60, quiet: 10, perTest: 60)
    /// The limits of the reference's probe (``Grader/referenceProbeLimits``).
    public var referenceProbeLimits: Sandbox.Limits?
    /// The text of `--format table`, drawn by the command for its terminal; `forFile`
    /// when it goes to a file, without colour.
    public var table: (_ grades: [SubmissionGrade], _ forFile: Bool) -> String = { _, _ in "" }
    /// What the instructor is told on the way, on standard error.
    public var notify: (Notice) -> Void = { _ in }

    /// A line for the instructor: the command prints a warning or an error with its label.
    public enum Notice: Equatable {
        case note(String)
        case warning(String)
    }

    /// What the run made: the report for standard output, when no file was named, and
    /// where the tools failed, not the student, to be told after the report.
    public struct Outcome {
        public var report: String?
        /// "alice/: the reference solutions' probe did not build", one per submission.
        public var toolFailures: [String] = []
        /// Whether the tools failed on every submission they graded.
        public var failed = false
    }

    /// What a run grades, decided before anything is built.
    public struct Plan {
        /// The submissions of the shard, in its order.
        public let names: [String]
        /// Those not already graded by the run it resumes.
        public let toGrade: [String]
        let earlier: [SubmissionGrade]
        let sandbox: Sandbox?
        let perSubmission: PerSubmissionFiles?
    }

    public init(workspace: Workspace, request: GradeRequest) {
        self.workspace = workspace
        self.request = request
    }

    /// What to grade: the request checked (the folders, the sandbox, the output file), and
    /// the grades of the run it resumes read, before anything is built.
    public func plan() throws -> Plan {
        if let missing = request.submissions.first(where: { !FileManager.default.isFolder(resolve($0)) }) {
            throw GradeRequestError("There is no folder '\(StudentText.name(missing))' to grade.")
        }
        let names = request.shard.map { $0.part(of: request.submissions) } ?? request.submissions
        let earlier = try request.resuming ? gradesToResume() : []
        // A submission the tools failed to grade is graded again. The file holds each
        // name as reports show it (``StudentText``).
        let graded = Set(earlier.filter { !$0.toolsFailed }.map(\.submission))
        let toGrade = names.filter { !graded.contains(StudentText.name($0)) }
        if request.resuming, let path = request.outputPath {
            notify(
                .note(
                    "\(path) has \(names.count - toGrade.count) of these \(names.count) submissions graded already; grading the other \(toGrade.count)."
                ))
        }
        let sandbox = try chosenSandbox()
        let perSubmission = try PerSubmissionFiles(
            request: request, submissions: names, folder: request.outputPath.map(resolve))
        try checkOutputFile(perSubmission)
        warnOfTooManyJobs()
        return Plan(names: names, toGrade: toGrade, earlier: earlier, sandbox: sandbox, perSubmission: perSubmission)
    }

    /// Grades the plan's submissions, as many at once as `--jobs` says, writing the report
    /// after each; `progress` hears each submission start, move on and finish.
    public func grade(_ plan: Plan, progress: (ClassGrading.Event) -> Void) throws -> Outcome {
        let grading = try classGrading(plan)
        var record = GradedSoFar(run: self, plan: plan)
        try grading.grade(plan.toGrade.map { .init(name: $0, folder: resolve($0)) }) { event in
            progress(event)
            record.handle(event)
        }
        if let writeError = record.writeError { throw writeError }
        var grades = record.grades
        // What the class is compared with comes once, on the first submission (see
        // `SubmissionGrade.reference`), unless an earlier run of --resume brought it.
        if !grades.isEmpty, !grades.contains(where: { $0.reference != nil }) {
            workspace.progress.start("The reference solutions")
            grades[0].reference = grading.reference(progress: workspace.progress.update)
            workspace.progress.finish()
        }
        return Outcome(
            report: try report(grades, in: plan.perSubmission, seconds: record.seconds), toolFailures: record.failures,
            failed: !plan.toGrade.isEmpty && record.failures.count == plan.toGrade.count)
    }

    /// Joins the reports of `--format json` that the request names, and writes them in
    /// its format. Nothing is built or run.
    public func merge() throws -> Outcome {
        var grades: [SubmissionGrade] = []
        var source: [String: String] = [:]
        for path in request.submissions {
            for grade in try Self.readGrades(resolve(path), named: path) {
                if let other = source[grade.submission] {
                    throw GradeRequestError(
                        "\(StudentText.name(grade.submission)) is graded in both '\(other)' and '\(path)'; give each submission's grades once."
                    )
                }
                source[grade.submission] = path
                if let first = grades.first, first.exercises.map(\.id) != grade.exercises.map(\.id) {
                    throw GradeRequestError(
                        "'\(source[first.submission]!)' and '\(path)' were graded against different exercises, so they cannot be joined."
                    )
                }
                grades.append(grade)
            }
        }
        // The order of one run over the whole class: by name, as the shards are cut.
        let order = Shard("1/1")!.part(of: grades.map(\.submission))
        let bySubmission = Dictionary(uniqueKeysWithValues: grades.map { ($0.submission, $0) })
        let perSubmission = try PerSubmissionFiles(
            request: request, submissions: order, folder: request.outputPath.map(resolve))
        try checkOutputFile(perSubmission)
        return Outcome(report: try report(order.map { bySubmission[$0]! }, in: perSubmission))
    }

    /// The grades of `names` in their order, then those of the earlier run that are not
    /// among them: nothing an earlier run graded is lost. An earlier run's file holds each
    /// name as reports show it, so names are compared so.
    public static func ordered(earlier: [SubmissionGrade], fresh: [String: SubmissionGrade], names: [String])
        -> [SubmissionGrade]
    {
        let earlierByName = Dictionary(
            earlier.map { (StudentText.name($0.submission), $0) }, uniquingKeysWith: { first, _ in first })
        let listed = Set(names.map(StudentText.name))
        return names.compactMap { fresh[$0] ?? earlierByName[StudentText.name($0)] }
            + earlier.filter { !listed.contains(StudentText.name($0.submission)) }
    }

    // MARK: Before grading

    /// The request's sandbox, or none with `--no-sandbox` (and a warning).
    private func chosenSandbox() throws(GradeRequestError) -> Sandbox? {
        guard request.sandboxed else {
            notify(.warning("grading without a sandbox: each submission's code runs with your permissions."))
            return nil
        }
        guard let sandbox = sandbox ?? Sandbox.find() else {
            throw GradeRequestError(
                """
                Grading runs each submission in a sandbox, and none can be had here. Install one:
                  \(Sandbox.installAdvice)
                or grade without one, trusting every submission, with --no-sandbox.
                """)
        }
        return sandbox
    }

    /// The grader for the plan, with the request's jobs and seed.
    private func classGrading(_ plan: Plan) throws -> ClassGrading {
        var grading = try ClassGrading(workspace: workspace, sandbox: plan.sandbox)
        grading.limits = limits
        grading.timeLimits = timeLimits
        grading.referenceProbeLimits = referenceProbeLimits
        grading.jobs = request.jobs
        grading.drawsCharts = request.format.drawsCharts
        // A resumed run must draw the inputs its first part drew, or the parts disagree.
        if let seed = request.seed ?? plan.earlier.lazy.compactMap({ $0.reference?.seed }).first {
            // A recorded reference answers the inputs of its own seed only.
            if let recorded = grading.recorded, recorded.seed != seed {
                throw GradeRequestError(
                    "This workbook grades with recorded answers, to the inputs of seed \(recorded.seed) only, not \(seed)."
                )
            }
            grading.seed = seed
        }
        return grading
    }

    /// Refuses an `--output` file that cannot be written, before anything is graded: the
    /// report is first written after the first submission, and the error would otherwise
    /// come only at the end, after the whole class was graded for nothing. A folder of
    /// files each (``PerSubmissionFiles``) is made as needed, and is checked there.
    private func checkOutputFile(_ perSubmission: PerSubmissionFiles?) throws(GradeRequestError) {
        guard let path = request.outputPath, perSubmission?.isFolder != true else { return }
        let file = resolve(path)
        if FileManager.default.isFolder(file) {
            throw GradeRequestError(
                "--output \(path) is a folder; name a file, such as \(path.hasSuffix("/") ? path : path + "/")grades.\(request.format.fileExtension)."
            )
        }
        let folder = file.deletingLastPathComponent()
        guard FileManager.default.isFolder(folder) else {
            throw GradeRequestError(
                "--output \(path) is in a folder that is not there, \(folder.path); make it first, or name a file in another."
            )
        }
    }

    /// Says so when `--jobs` asks for more builds at once than the machine has cores, or
    /// memory at about 2 GB a build: the jobs then only take turns, each slower.
    private func warnOfTooManyJobs() {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let gigabytes = Int(ProcessInfo.processInfo.physicalMemory >> 30)
        let room = max(1, min(cores, gigabytes / 2))
        guard request.jobs > room else { return }
        notify(
            .warning(
                "--jobs \(request.jobs) on \(cores) cores and \(gigabytes) GB of memory: there is room for about \(room) builds at once, and more jobs only take turns."
            ))
    }

    /// The grades in the output file that `--resume` goes on from; none when there is no
    /// such file yet.
    private func gradesToResume() throws -> [SubmissionGrade] {
        guard let path = request.outputPath else { return [] }
        let file = resolve(path)
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        return try Self.readGrades(file, named: path)
    }

    /// The grades in a report of `--format json`, or an error that says what is wrong
    /// with the file, so that nothing is overwritten.
    private static func readGrades(_ file: URL, named path: String) throws(GradeRequestError) -> [SubmissionGrade] {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw GradeRequestError("There is no report '\(path)' to read.")
        }
        do {
            return try ResultsJSON.grades(from: data)
        } catch {
            throw GradeRequestError("'\(path)' cannot be read back: \(error).")
        }
    }

    // MARK: The report

    /// Writes the report to the output file (a file each, for a per-submission format);
    /// without one, returns it for standard output.
    ///
    /// - Parameter seconds: How long each submission took to grade, for `--format gradescope`.
    func report(_ grades: [SubmissionGrade], in perSubmission: PerSubmissionFiles?, seconds: [String: Int] = [:]) throws
        -> String?
    {
        let count = "\(grades.count) submission\(grades.count == 1 ? "" : "s")"
        guard let path = request.outputPath else {
            return Self.ended(try text(grades, forFile: false, seconds: seconds))
        }
        if let perSubmission {
            try writeEach(grades, in: perSubmission, seconds: seconds)
            notify(.note("Wrote the grades of \(count) to \(path)\(perSubmission.isFolder ? ", a file each" : "")."))
        } else {
            try write(grades, to: resolve(path))
            notify(.note("Wrote the grades of \(count) to \(path)."))
        }
        return nil
    }

    /// Writes each grade to its own file, whole, as ``write(_:to:)`` does.
    func writeEach(_ grades: [SubmissionGrade], in files: PerSubmissionFiles, seconds: [String: Int]) throws {
        for grade in grades {
            guard let file = files.file(for: grade.submission) else { continue }
            try OutputFile.write(Data(Self.ended(try text([grade], forFile: true, seconds: seconds)).utf8), to: file)
        }
    }

    /// Writes the report whole to a file beside `file`, then moves it into place: a
    /// reader never sees half a report. A device or a FIFO is written as it is (``OutputFile``).
    func write(_ grades: [SubmissionGrade], to file: URL) throws {
        try OutputFile.write(Data(Self.ended(try text(grades, forFile: true)).utf8), to: file)
    }

    /// The report of `grades`; a per-submission format (``GradeRequest/Format/isPerSubmission``)
    /// is given one grade at a time.
    private func text(_ grades: [SubmissionGrade], forFile: Bool, seconds: [String: Int] = [:]) throws -> String {
        // The one place where grades become a report's text, so the one place where the
        // text a submission chose is made safe to show, in every format.
        let all = grades.map(\.shownInReports)
        let seconds = Dictionary(
            seconds.map { (StudentText.name($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        let chapters = workspace.catalog.chapters
        switch request.format {
        case .table: return table(all, forFile)
        case .json: return try ResultsJSON.text(all)
        case .junit: return JUnitReport.text(all)
        case .html: return ClassReportPage.text(ClassReport(grades: all, chapters: chapters))
        case .csv: return GradebookCSV.text(all, chapters: chapters)
        case .gradescope:
            return try all.map {
                try GradescopeReport.text($0, visibility: request.visibility, executionTime: seconds[$0.submission])
            }
            .joined(separator: "\n")
        case .classroom50:
            return try all.map { try Classroom50Report.text($0, environment: environment) }.joined(separator: "\n")
        }
    }

    /// A report's text with a line break at its end: CSV ends its records with its own.
    private static func ended(_ text: String) -> String {
        // By bytes: "\r\n" is one Character, which hasSuffix("\n") would not match.
        text.utf8.last == UInt8(ascii: "\n") ? text : text + "\n"
    }

    /// A path as typed, from the current folder unless it is absolute.
    func resolve(_ path: String) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path))
            .standardizedFileURL
    }
}

/// The grades a run has made so far, written to the output file after each, and the
/// failures of the tools, told at the end.
private struct GradedSoFar {
    let run: GradingRun
    let plan: GradingRun.Plan
    var fresh: [String: SubmissionGrade] = [:]
    var failures: [String] = []
    var writeError: (any Error)?
    /// When each started, and how long each took, for --format gradescope.
    var started: [Int: Date] = [:]
    var seconds: [String: Int] = [:]

    var grades: [SubmissionGrade] { GradingRun.ordered(earlier: plan.earlier, fresh: fresh, names: plan.names) }

    mutating func handle(_ event: ClassGrading.Event) {
        if case .started(let index) = event { started[index] = Date() }
        // A grade made while the tool is being stopped is of a killed build, not of the
        // student's work: it is not kept, so that --resume grades that submission again.
        guard case .finished(let index, let grade, let failure) = event, !Termination.isStopping else { return }
        // The tools failed, not the student: say so at the end, and go on with the others.
        if let failure { failures.append(StudentText.message("\(grade.submission): \(failure)")) }
        fresh[grade.submission] = grade
        seconds[grade.submission] = started[index].map { Int(Date().timeIntervalSince($0).rounded()) }
        // The file holds every submission graded so far, valid after each one, so that
        // an interrupted run keeps what it finished, and --resume goes on from there.
        guard writeError == nil, let path = run.request.outputPath else { return }
        do {
            if let perSubmission = plan.perSubmission {
                try run.writeEach([grade], in: perSubmission, seconds: seconds)
            } else {
                try run.write(grades, to: run.resolve(path))
            }
        } catch { writeError = error }
    }
}
