import Dispatch
import Foundation
import Platform
import Results
import Runner

/// Grades a class, `jobs` submissions at a time, and hands over each grade the moment it
/// is made, so that a report can be written after every one.
///
/// ```
/// var grading = ClassGrading(workspace: instructor, sandbox: Sandbox.find())
/// grading.jobs = 2
/// grading.grade([.init(name: "alice/", folder: alice), .init(name: "bob/", folder: bob)]) { event in
///     if case .finished(let index, let grade, _) = event { print(index, grade.score) }
/// }
/// ```
///
/// Each job is a ``Grader`` with a grading package of its own (`.build/workbook/grade/1`,
/// `2`, ...), so jobs never share a build folder; the first submission of each job builds
/// the chapters, their suites and the probe, and the job's later ones rebuild only what
/// they change.
public struct ClassGrading {
    public let workspace: Workspace
    /// `nil`: `--no-sandbox`.
    public let sandbox: Sandbox?
    public var limits = Sandbox.Limits()
    public var timeLimits = WatchedRun.TimeLimits(total: 15 * 60, quiet: 10, perTest: 60)
    /// How many submissions are graded at once.
    public var jobs = 1
    /// The seed of the held-out inputs (``Grader/seed``), the same for every job.
    public var seed = HeldOutInputs.newSeed()
    /// Whether each chapter's chart is drawn with each submission's code (``Grader/drawsCharts``).
    public var drawsCharts = false

    /// The workbook's reference as data, where it carries one instead of the solutions
    /// (``RecordedReference``); its seed is then the run's.
    public let recorded: RecordedReference?
    /// The reference's preview programs the jobs built (``Grader/referencePreviews``).
    private let referencePreviews = LockedValue<[String: URL]>([:])
    /// The reference's answers, found before any job starts (``Grader/answersOfReference()``).
    private let referenceAnswers = LockedValue<[UInt64: ReferenceAnswers]>([:])
    /// The limits of the reference's probe (``Grader/referenceProbeLimits``).
    public var referenceProbeLimits: Sandbox.Limits?

    public init(workspace: Workspace, sandbox: Sandbox?) throws {
        self.workspace = workspace
        self.sandbox = sandbox
        recorded = try RecordedReference.read(in: workspace.root)
        if let recorded { seed = recorded.seed }
    }

    /// One submission: its folder, and its name as the reports show it.
    public struct Submission: Sendable {
        public let name: String
        public let folder: URL

        public init(name: String, folder: URL) {
            self.name = name
            self.folder = folder
        }
    }

    /// What happened to the submission at `index`.
    public enum Event {
        case started(index: Int)
        case progress(index: Int, RunProgress)
        /// Graded. `failure` says why the tools, not the student, failed, when they did:
        /// the grade then has every exercise not run.
        case finished(index: Int, SubmissionGrade, failure: String?)
    }

    /// Grades every submission, and returns when all are graded.
    ///
    /// The reference's answers to every held-out input come first: without them no
    /// submission is taken.
    ///
    /// - Parameter handle: Called for each event, from the jobs' threads, but never for
    ///   two events at once.
    /// - Throws: ``UnansweredReference``, or why the reference could not be built, before
    ///   any submission is graded.
    public func grade(_ submissions: [Submission], handle: (Event) -> Void) throws {
        guard !submissions.isEmpty else { return }
        let first = makeGrader()
        let reference = Result { try first.answersOfReference() }
        first.release()
        _ = try reference.get()
        withoutActuallyEscaping(handle) { handle in
            let queue = Queue(grading: self, submissions: submissions, handle: handle)
            DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, submissions.count))) { _ in queue.work() }
        }
    }

    /// What the class is compared with (``Grader/reference(progress:)``), made in a grading
    /// package of its own: the first free one, so after ``grade(_:handle:)`` the warm
    /// build of its first job.
    public func reference(progress: (RunProgress) -> Void = { _ in }) -> GradingReference {
        let grader = makeGrader()
        defer { grader.release() }
        return grader.reference(progress: progress)
    }

    /// A grader with the class's settings, in the first free grading package.
    private func makeGrader() -> Grader {
        var grader = Grader(workspace: workspace, sandbox: sandbox, recorded: recorded)
        grader.limits = limits
        grader.timeLimits = timeLimits
        grader.drawsCharts = drawsCharts
        grader.seed = seed
        grader.referencePreviews = referencePreviews
        grader.referenceAnswers = referenceAnswers
        grader.referenceProbeLimits = referenceProbeLimits
        return grader
    }

    /// What the jobs share: the next submission to take, and who hears of each event.
    /// Every use of it holds `lock`, which is why it may cross threads.
    private final class Queue: @unchecked Sendable {
        let grading: ClassGrading
        let submissions: [Submission]
        let handle: (Event) -> Void
        let lock = NSLock()
        var next = 0

        init(grading: ClassGrading, submissions: [Submission], handle: @escaping (Event) -> Void) {
            self.grading = grading
            self.submissions = submissions
            self.handle = handle
        }

        /// One job: a grader of its own, taking submissions until none is left.
        func work() {
            let grader = grading.makeGrader()
            defer { grader.release() }
            while let index = take() {
                let submission = submissions[index]
                let grade: SubmissionGrade
                var failure: String?
                do {
                    grade = try grader.grade(submission.folder, as: submission.name) { progress in
                        self.send(.progress(index: index, progress))
                    }
                } catch {
                    failure = "\(error)"
                    grade = grader.failedGrade(of: submission.name, error: error)
                }
                send(.finished(index: index, grade, failure: failure))
            }
        }

        /// The next submission, marked started; `nil` when every one is taken.
        private func take() -> Int? {
            lock.withLock {
                guard next < submissions.count else { return nil }
                defer { next += 1 }
                handle(.started(index: next))
                return next
            }
        }

        private func send(_ event: Event) {
            lock.withLock { handle(event) }
        }
    }
}
