import Contracts
import ExerciseSupport
import Testing

/// A suite trait that marks a suite as the tests of one exercise.
///
/// The suite's display name must read "<id> <title>", so that `swift test` output and the
/// `workbook` tool both name the exercise the same way; the trait checks that it does.
///
///     @Suite("1.3 Vertical position", .exercise("1.3", "Vertical position", points: 2))
///     struct VerticalPositionTests { ... }
///
/// For every test in the suite the trait listens for ``todo(_:fileID:filePath:line:column:)``.
/// When the student's code reached a `todo`, the failed expectations that follow are noise
/// (they only compare a stand-in value), so the trait drops them and records one issue
/// instead: "Not implemented yet: <what to do> (File.swift:12)", pointing at the skeleton.
public struct Exercise: SuiteTrait, TestTrait, TestScoping {
    /// The exercise number within the course, such as "1.3".
    public let id: String
    /// A short title, such as "Vertical position".
    public let title: String
    /// How many points the exercise is worth when graded.
    public let points: Int

    /// The display name that the exercise's suite must have.
    public var displayName: String { SuiteName.text(id: id, title: title) }

    public var isRecursive: Bool { true }

    public func prepare(for test: Test) async throws {
        guard test.isSuite else { return }
        guard test.displayName == displayName else {
            throw MisdeclaredExercise(
                message: "The suite of exercise \(id) must be declared as "
                    + "@Suite(\"\(displayName)\", .exercise(...)), "
                    + "but its display name is \(test.displayName.map { "\"\($0)\"" } ?? "missing").")
        }
    }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else {
            try await function()
            return
        }
        CallAnnouncement.test(test.id.description)
        let log = NotImplementedLog()
        let dropsIssuesAfterTodo = IssueHandlingTrait.filterIssues { _ in log.entries.isEmpty }
        do {
            try await dropsIssuesAfterTodo.provideScope(for: test, testCase: testCase) {
                try await NotImplementedLog.$current.withValue(log) {
                    try await function()
                }
            }
        } catch where !log.entries.isEmpty {
            // A `#require` that failed on a stand-in value: the todo below says why.
        }
        for entry in log.entries {
            Issue.record(
                Comment(rawValue: entry.message),
                sourceLocation: SourceLocation(
                    fileID: entry.fileID, filePath: entry.filePath,
                    line: entry.line, column: entry.column))
        }
    }
}

extension Trait where Self == Exercise {
    /// Marks a suite as the tests of exercise `id`, worth `points` when graded.
    public static func exercise(_ id: String, _ title: String, points: Int) -> Self {
        Exercise(id: id, title: title, points: points)
    }
}

struct MisdeclaredExercise: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
