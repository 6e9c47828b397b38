import Course
import Foundation
import Runner

/// What each chapter's tests say of its untouched skeletons, recorded by `workbook verify`
/// in ``WorkbookLayout/skeletonResults``: a fresh copy's first `workbook` shows every
/// chapter as not started from it, without building the suites.
///
/// ```
/// let recorded = SkeletonResults.read(in: root)
/// recorded?.exercises(of: lineGraph, fingerprint: fingerprint)   // nil once a file it stands on changed
/// ```
///
/// Each chapter's entry keeps the fingerprint of every file its skeleton's results stand
/// on (``ResultsCache/skeletonFingerprint(of:)``: the manifest, the chapter's skeletons,
/// tests and preview, and the shared sources, not the solutions, which a skeleton's build
/// leaves out), so an entry counts only while each of those files is as it was recorded.
public struct SkeletonResults: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public let fingerprint: UInt64
        public let exercises: [ExerciseReport]

        /// Each test keeps only the issue a student reads of it (``TestResult/shownIssue``),
        /// all a list shows: every case's issue would make the file megabytes.
        public init(fingerprint: UInt64, exercises: [ExerciseReport]) {
            self.fingerprint = fingerprint
            self.exercises = exercises.map { exercise in
                ExerciseReport(
                    id: exercise.id, title: exercise.title,
                    tests: exercise.tests.map { test in
                        TestResult(test: test.test, outcome: test.outcome, issues: test.shownIssue.map { [$0] } ?? [])
                    }, suiteID: exercise.suiteID)
            }
        }
    }

    /// Each chapter's entry, by its slug ("line-graph").
    public var chapters: [String: Entry]

    public init(chapters: [String: Entry] = [:]) {
        self.chapters = chapters
    }

    /// The recorded results in the workbook at `root`, or `nil` where there are none.
    public static func read(in root: URL) -> SkeletonResults? {
        let file = root.appendingPathComponent(WorkbookLayout.skeletonResults)
        return (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(SkeletonResults.self, from: $0) }
    }

    /// Writes the results where ``read(in:)`` finds them, sorted, so that a new recording
    /// differs from the last only where the results do.
    public func write(in root: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try (encoder.encode(self) + Data("\n".utf8)).write(
            to: root.appendingPathComponent(WorkbookLayout.skeletonResults), options: .atomic)
    }

    /// The recorded exercises of `chapter`, if the files they stand on are as they were.
    public func exercises(of chapter: Chapter, fingerprint: UInt64) -> [ExerciseReport]? {
        chapters[chapter.slug].flatMap { $0.fingerprint == fingerprint ? $0.exercises : nil }
    }

    /// The slugs of the chapters whose entries say something else in `other`: another
    /// fingerprint, or another outcome for a test, in whatever order the tests ran.
    public func chaptersDiffering(from other: SkeletonResults?) -> [String] {
        Set(chapters.keys).union(other.map { Array($0.chapters.keys) } ?? []).sorted().filter { slug in
            let (mine, theirs) = (chapters[slug], other?.chapters[slug])
            return mine?.fingerprint != theirs?.fingerprint || mine.map(Self.outcomes) != theirs.map(Self.outcomes)
        }
    }

    /// What an entry says of each test, order aside: "1.2 YPositionTests.top: failed, not implemented".
    private static func outcomes(of entry: Entry) -> [String] {
        entry.exercises.flatMap { exercise in
            exercise.tests.map {
                "\(exercise.id) \($0.test.id): \($0.outcome)\($0.issues.contains(where: \.isNotImplemented) ? ", not implemented" : "")"
            }
        }.sorted()
    }
}
