import Contracts
import Course
import ExerciseSupport
import Foundation
import Testing

/// A suite trait that marks a suite as the tests of one exercise, named by its ID alone:
/// the exercise's title and points are declared once, in its chapter's description
/// (`Chapters/<folder>/chapter.json`).
///
/// The suite's display name must read "<id> <title>", with the description's title, so
/// that `swift test` output and the `workbook` tool both name the exercise the same way;
/// the trait checks that it does, against the description beside the test file.
///
///     @Suite("1.3 Vertical position", .exercise("1.3"))
///     struct VerticalPositionTests { ... }
///
/// For every test in the suite the trait listens for ``todo(_:fileID:filePath:line:column:)``.
/// When the student's code reached a `todo`, the failed expectations that follow are noise
/// (they only compare a stand-in value), so the trait drops them and records one issue
/// instead: "Not implemented yet: <what to do> (File.swift:12)", pointing at the skeleton.
///
/// In a run the tool starts, it also takes what each test case writes to standard output
/// and passes it on, for `workbook test` to show under a failing test (see `PrintCapture`).
public struct Exercise: SuiteTrait, TestTrait, TestScoping {
    /// The exercise number within the course, such as "1.3".
    public let id: String
    /// The test file that declares the suite; the chapter's description is found from it.
    public let filePath: String

    public var isRecursive: Bool { true }

    public func prepare(for test: Test) async throws {
        guard test.isSuite else { return }
        if let problem = DescribedExercise(id: id, testFile: filePath).problem(id: id, displayName: test.displayName) {
            throw MisdeclaredExercise(message: problem)
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
        // What the case prints is taken while it runs, for the tool to show if the test
        // fails; cases take turns at it, and the test is announced once its turn has come.
        try await CallAnnouncement.capturingPrints(of: test.id.description) {
            CallAnnouncement.test(test.id.description)
            let log = NotImplementedLog()
            let dropsIssuesAfterTodo = IssueHandlingTrait.filterIssues { _ in log.entries.isEmpty }
            do {
                try await dropsIssuesAfterTodo.provideScope(for: test, testCase: testCase) {
                    try await NotImplementedLog.$current.withValue(log) {
                        try await function()
                    }
                }
            } catch  where !log.entries.isEmpty {
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
}

extension Trait where Self == Exercise {
    /// Marks a suite as the tests of exercise `id`, as its chapter's description lists it.
    ///
    /// - Parameter filePath: The test file; leave it out, and it is the caller's.
    public static func exercise(_ id: String, filePath: String = #filePath) -> Self {
        Exercise(id: id, filePath: filePath)
    }
}

/// What the chapter's description says of the exercise a suite declares, found from the
/// suite's test file: `<root>/Tests/<Module>Tests/...swift` belongs to the chapter whose
/// module is `<Module>`, described in `<root>/Chapters/<folder>/chapter.json`.
enum DescribedExercise: Equatable {
    /// The test file is in no workbook on disk: the test program runs away from its
    /// sources, as in `workbook grade`'s sandbox, which holds the test binary alone. There
    /// is nothing to check there; `verify` checked the same sources where they are.
    case noWorkbook
    /// The file is in no chapter's test folder, or that chapter's description cannot be read.
    case noChapter(file: String)
    /// The chapter's description does not list the exercise.
    case notListed(description: String)
    case described(title: String, description: String)

    init(id: String, testFile: String) {
        let file = URL(fileURLWithPath: testFile).standardizedFileURL
        guard let root = ChapterCatalog.workbookRoot(containing: file.deletingLastPathComponent()) else {
            self = .noWorkbook
            return
        }
        let relative = String(file.path.dropFirst(root.path.count + 1))
        guard
            let chapter = ChapterCatalog(root: root).chapters.first(where: {
                relative.hasPrefix("Tests/\($0.testTarget)/")
            })
        else {
            self = .noChapter(file: relative)
            return
        }
        let description = "Chapters/\(chapter.folder)/chapter.json"
        self =
            chapter.exercise(id).map { .described(title: $0.title, description: description) }
            ?? .notListed(description: description)
    }

    /// What is wrong with the suite of exercise `id` with this display name, in a sentence
    /// that names both sides; `nil` when nothing is.
    func problem(id: String, displayName: String?) -> String? {
        let shown = displayName.map { "\"\($0)\"" } ?? "missing"
        switch self {
        case .noWorkbook:
            return nil
        case .noChapter(let file):
            return "\(file) declares the suite of exercise \(id), but it is in no chapter's test folder "
                + "(Tests/<Module>Tests/), or that chapter's chapter.json cannot be read."
        case .notListed(let description):
            return "The suite \(shown) declares exercise \(id), which \(description) does not list."
        case .described(let title, let description):
            let expected = SuiteName.text(id: id, title: title)
            guard displayName != expected else { return nil }
            return "The suite of exercise \(id) must be declared as @Suite(\"\(expected)\", .exercise(\"\(id)\")), "
                + "as \(description) names it, but its display name is \(shown)."
        }
    }
}

struct MisdeclaredExercise: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
