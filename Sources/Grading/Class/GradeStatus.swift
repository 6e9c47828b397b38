import Results

/// How an exercise of a submission came out when graded.
///
/// ```
/// GradeStatus.timedOut.label          // "timed out"
/// GradeStatus.doesNotCompile.results  // "error", as Exercism's results.json says it
/// ```
public enum GradeStatus: String, Sendable, Codable, Equatable, CaseIterable {
    /// Every test of the exercise passes.
    case pass
    /// A test fails on a result of the student's.
    case fail
    /// Every test stops at a `todo`: the skeleton is untouched.
    case notImplemented
    /// A test crashed (an index out of range, a `fatalError`).
    case crashed
    /// A test ran on without end and was stopped.
    case timedOut
    /// The chapter's code does not compile, so none of its tests could run.
    case doesNotCompile
    /// No test of the exercise ran: the submission lacks the chapter, say.
    case notRun
    /// The code under test wrote results of its own, so none of its results count.
    case tampered
    /// The chapter declares public names the reference solution does not, which the tests
    /// could call in place of their own (``PublicDeclarations``), so its tests are not run.
    case extraDeclarations

    /// The words in the reports: "not implemented".
    public var label: String {
        switch self {
        case .pass: "pass"
        case .fail: "fail"
        case .notImplemented: "not implemented"
        case .crashed: "crashed"
        case .timedOut: "timed out"
        case .doesNotCompile: "does not compile"
        case .notRun: "not run"
        case .tampered: "results tampered with"
        case .extraDeclarations: "extra public declarations"
        }
    }

    /// The status in Exercism's results.json version 3: "pass", "fail", or "error" when
    /// the test could not give a result at all.
    public var results: String {
        switch self {
        case .pass: "pass"
        case .fail, .notImplemented: "fail"
        case .crashed, .timedOut, .doesNotCompile, .notRun, .tampered, .extraDeclarations: "error"
        }
    }
}
