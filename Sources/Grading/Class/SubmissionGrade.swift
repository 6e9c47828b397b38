/// What grading made of one submission: each exercise, the score, and the files that
/// differ from the instructor's.
///
/// ```
/// grade.score       // 26
/// grade.maxScore    // 39
/// grade.status      // "fail": some exercise did not pass
/// grade.changedFiles   // ["Tests/LineGraphTests/ValueRangeTests.swift"]
/// ```
public struct SubmissionGrade: Sendable, Codable, Equatable {
    /// The folder as it was given on the command line, "alice/".
    public var submission: String
    /// Every exercise of the instructor's chapters, in course order.
    public var exercises: [ExerciseGrade]
    /// Files of the submission outside its chapters' code that differ from the
    /// instructor's (tests, manifest, chapter descriptions, support code). They were not
    /// used: the instructor's were.
    public var changedFiles: [String] = []
    /// Why the submission could not be graded at all, such as a missing Chapters folder.
    public var problem: String?
    /// Files of the submission that were not used, each with the reason:
    /// "Chapters/01-LineGraph/Link.swift (a symbolic link)".
    public var ignoredFiles: [String] = []
    /// What the grader noticed beyond the tests' outcomes: a limit that was hit, output
    /// that was dropped, results that were tampered with.
    public var notes: [String] = []
    /// Whether it was built and tested in a sandbox.
    public var sandboxed = true
    /// Each of the submission's chapter files with its token fingerprints, by path
    /// ("Chapters/01-LineGraph/XPosition.swift"), to find copies (``FileFingerprint``,
    /// ``CopyFinder``).
    public var fingerprints: [String: FileFingerprint] = [:]
    /// Each chapter's chart as the submission's own code draws it, when charts were drawn.
    public var charts: [ChapterChart] = []
    /// What the submissions are compared with: the reference solutions' charts and
    /// fingerprints. A run keeps it on its first submission only, so that a class's
    /// report carries it once, and merged reports still have it.
    public var reference: GradingReference?

    /// How ``problem`` begins when the tools failed, not the student: `--resume` grades
    /// such a submission again.
    static let gradingFailed = "Grading failed: "

    /// Whether the tools failed to grade it (a build folder that could not be made, say),
    /// so that it has no grade of the student's work.
    public var toolsFailed: Bool { problem?.hasPrefix(Self.gradingFailed) == true }

    public var score: Int { exercises.reduce(0) { $0 + $1.points } }
    public var maxScore: Int { exercises.reduce(0) { $0 + $1.maxPoints } }

    /// The points of one chapter, and what it is worth.
    public func score(ofChapter number: Int) -> (points: Int, max: Int) {
        let chapter = exercises.filter { $0.chapter == number }
        return (chapter.reduce(0) { $0 + $1.points }, chapter.reduce(0) { $0 + $1.maxPoints })
    }

    /// As Exercism's results.json version 3: "error" when the submission could not be
    /// graded at all, "pass" when every exercise passes, otherwise "fail".
    public var status: String {
        if problem != nil { return "error" }
        return exercises.allSatisfy { $0.status == .pass } ? "pass" : "fail"
    }
}
