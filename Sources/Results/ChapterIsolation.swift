import Course
import Foundation
import Runner

/// Builds around a chapter that does not compile, so that it holds back only itself.
///
/// A build of the package compiles every chapter. When one of them has an error, the
/// compiler's messages name its files; that chapter is set aside (the manifest then builds
/// its module from the solutions and leaves out its tests) and the build is tried again,
/// until it succeeds or its errors blame no chapter that is not aside already:
///
/// ```
/// let outcome = try ChapterIsolation(catalog: catalog).run { setAside in
///     try workspace.run(invocation(setAside: setAside), ...)
/// }
/// outcome.result           // the tests of every chapter that compiles
/// outcome.notCompiling     // [chapter 2: ["Chapters/02-BarChart/BarHeight.swift:4:9: error: ..."]]
/// ```
///
/// - Complexity: one more build for each chapter that does not compile.
public struct ChapterIsolation {
    let catalog: ChapterCatalog

    /// What came of the attempts: the last one's result, and the chapters set aside with
    /// the errors that blamed each.
    public struct Outcome<Result> {
        public var result: Result
        public var notCompiling: [Chapter: [String]]
    }

    /// Calls `attempt` with the chapters to set aside, none at first, until it builds.
    ///
    /// - Parameters:
    ///   - attempt: One build or test run with the given chapter numbers set aside.
    ///   - buildErrors: The compiler's errors of a result whose build failed; `nil` when it built.
    ///   - suspects: Chapters to try setting aside when the errors blame none, as a grader
    ///     does with a submission's: code can hide where its error is (`#sourceLocation`,
    ///     a symbol of another module's name), and the instructor's files are not to blame
    ///     for what a submission's code broke. With all of them aside and the build sound,
    ///     each comes back in turn, and the one that breaks it again is blamed.
    func run<Result>(
        _ attempt: (Set<Int>) throws -> Result,
        buildErrors: (Result) -> [String]?,
        suspects: [Chapter] = []
    ) rethrows -> Outcome<Result> {
        var notCompiling: [Chapter: [String]] = [:]
        while true {
            let result = try attempt(Set(notCompiling.keys.map(\.number)))
            guard let errors = buildErrors(result) else {
                return Outcome(result: result, notCompiling: notCompiling)
            }
            let blamed = chaptersBlamed(by: errors).filter { notCompiling[$0.key] == nil }
            guard blamed.isEmpty else {
                notCompiling.merge(blamed) { old, _ in old }
                continue
            }
            let remaining = suspects.filter { notCompiling[$0] == nil }
            guard !remaining.isEmpty else { return Outcome(result: result, notCompiling: notCompiling) }
            return try blame(
                among: remaining, errors: errors, failed: result, notCompiling: notCompiling,
                attempt, buildErrors: buildErrors)
        }
    }

    /// Sets every suspect aside; if the build then succeeds, brings the suspects back one
    /// at a time, and blames each that breaks it again. One more build per suspect, and
    /// one at the end when the last was blamed.
    private func blame<Result>(
        among suspects: [Chapter], errors: [String], failed: Result, notCompiling: [Chapter: [String]],
        _ attempt: (Set<Int>) throws -> Result, buildErrors: (Result) -> [String]?
    ) rethrows -> Outcome<Result> {
        var notCompiling = notCompiling
        var aside = Set(notCompiling.keys.map(\.number))
        var sound = try attempt(aside.union(suspects.map(\.number)))
        // Still broken with every suspect aside: the instructor's own code.
        guard buildErrors(sound) == nil else { return Outcome(result: failed, notCompiling: notCompiling) }
        var soundIsCurrent = false
        for (index, suspect) in suspects.enumerated() {
            let untried = suspects[(index + 1)...].map(\.number)
            let result = try attempt(aside.union(untried))
            if let errors = buildErrors(result) {
                notCompiling[suspect] = errors.isEmpty ? ["the build failed with this chapter in it"] : errors
                aside.insert(suspect.number)
                soundIsCurrent = false
            } else {
                sound = result
                soundIsCurrent = true
            }
        }
        if !soundIsCurrent { sound = try attempt(aside) }
        return Outcome(result: sound, notCompiling: notCompiling)
    }

    /// The chapters whose files the errors name, each with its own errors.
    ///
    /// A chapter's files are the ones it owns (``WorkbookLayout/ownedPaths(of:)``): its
    /// skeletons or solutions, its tests and its preview. A test that calls a renamed
    /// function fails in the test, but the chapter is to blame. An error in the shared
    /// sources is no chapter's: setting one aside would not mend it, nor would it mend a
    /// toolchain without Swift Testing, whose error names every chapter's tests in turn.
    func chaptersBlamed(by errors: [String]) -> [Chapter: [String]] {
        var blamed: [Chapter: [String]] = [:]
        for error in errors where !ToolchainDiagnosis.isToolchainError(error) {
            guard let chapter = WorkbookLayout.owner(of: error, in: catalog.chapters) else { continue }
            blamed[chapter, default: []].append(error)
        }
        return blamed
    }
}

extension RunResult {
    /// The compiler's errors when the build failed, `nil` when the tests ran.
    public var buildErrors: [String]? {
        if case .buildFailed(let errors, _) = self { errors } else { nil }
    }
}

extension ProductBuildResult {
    /// The compiler's errors when the build failed, `nil` when it built.
    public var buildErrors: [String]? {
        if case .failed(let errors, _) = self { errors } else { nil }
    }
}
