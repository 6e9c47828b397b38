import ExerciseSupport
import Foundation
import TestSupport
import Testing
import ToolTestSupport

/// A type for the suites that `Test.__type` describes below.
private struct SomeExerciseTests {}

/// A suite as the `@Suite` macro declares it, with this display name.
///
/// `Test.__type` is the entry point that the macro's expansion calls; it is the only way
/// to get a suite's `Test` without running a misdeclared suite for real.
private func suite(displayName: String?) -> Test {
    Test.__type(SomeExerciseTests.self, displayName: displayName, traits: [], sourceLocation: #_sourceLocation)
}

/// A test file of chapter 1, as the trait finds its description from it; the file need
/// not exist.
private let lineGraphTestFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("LineGraphTests/YPositionTests.swift").path

private let verticalPosition = Exercise.exercise("1.3", filePath: lineGraphTestFile)

@Suite("The Exercise trait")
struct ExerciseTraitTests {
    @Test("names the exercise by its ID alone, and applies to every test of its suite")
    func identity() {
        #expect(verticalPosition.id == "1.3")
        #expect(verticalPosition.isRecursive, "the trait applies to every test of the suite")
        #expect(Exercise.exercise("1.3").filePath == #filePath, "the test file is the caller's")
    }

    @Test("accepts a suite whose display name is the exercise's, as chapter.json names it")
    func acceptsMatchingSuite() async throws {
        let title = try #require(workbookCatalog.chapter(named: "1")?.exercise("1.3")?.title)
        await #expect(throws: Never.self) {
            try await verticalPosition.prepare(for: suite(displayName: "1.3 \(title)"))
        }
    }

    @Test(
        "rejects a suite named otherwise, naming both names and how to declare it",
        arguments: [
            ("1.4 Vertical position", #""1.4 Vertical position""#),
            ("1.3 Vertical Position", #""1.3 Vertical Position""#),
            ("Vertical position", #""Vertical position""#),
            (String?.none, "missing"),
        ])
    func rejectsMisnamedSuite(displayName: String?, shown: String) async throws {
        let error = try await #require(throws: (any Error).self) {
            try await verticalPosition.prepare(for: suite(displayName: displayName))
        }
        #expect(
            String(describing: error) == """
                The suite of exercise 1.3 must be declared as @Suite("1.3 Vertical position", .exercise("1.3")), \
                as Chapters/01-LineGraph/chapter.json names it, but its display name is \(shown).
                """)
    }

    @Test("rejects an exercise that the chapter's description does not list")
    func rejectsUnlistedExercise() async throws {
        let error = try await #require(throws: (any Error).self) {
            try await Exercise.exercise("1.99", filePath: lineGraphTestFile).prepare(
                for: suite(displayName: "1.99 Extra"))
        }
        #expect(
            String(describing: error)
                == #"The suite "1.99 Extra" declares exercise 1.99, which Chapters/01-LineGraph/chapter.json does not list."#
        )
    }

    @Test("rejects an exercise suite outside every chapter's test folder")
    func rejectsSuiteOutsideChapters() async throws {
        let error = try await #require(throws: (any Error).self) {
            try await Exercise.exercise("1.3").prepare(for: suite(displayName: "1.3 Vertical position"))
        }
        #expect(
            String(describing: error).hasPrefix(
                "Tests/WorkbookTests/ExerciseTraitTests.swift declares the suite of exercise 1.3, but it is in no chapter's test folder"
            ),
            "\(error)")
    }

    @Test("checks nothing where the test program runs away from its sources, as in the grader's sandbox")
    func noWorkbook() async {
        let away = Exercise.exercise(
            "1.3", filePath: "/nonexistent-\(UUID().uuidString)/Tests/LineGraphTests/YPositionTests.swift")
        await #expect(throws: Never.self) {
            try await away.prepare(for: suite(displayName: "1.3 Anything"))
        }
    }

    @Test("does not check the names of test functions")
    func ignoresFunctions() async throws {
        let test = try #require(Test.current)
        await #expect(throws: Never.self, "a function's display name is its own business") {
            try await verticalPosition.prepare(for: test)
        }
    }

    @Test("after a todo, drops the failures that follow and reports the todo instead")
    func todoReplacesFailures() async throws {
        let test = try #require(Test.current)
        let line = #line + 3
        try await withKnownIssue {
            try await verticalPosition.provideScope(for: test, testCase: Test.Case.current) {
                let y: Double = todo("measure up from rect.maxY")
                #expect(y == 200, "compares the stand-in: noise the trait drops")
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "Not implemented yet: measure up from rect.maxY (WorkbookTests/ExerciseTraitTests.swift:\(line))"
            ]
        }
    }

    @Test("reports the todo when a #require on the stand-in stops the test")
    func todoAfterRequire() async throws {
        let test = try #require(Test.current)
        try await withKnownIssue {
            try await verticalPosition.provideScope(for: test, testCase: Test.Case.current) {
                let index: Int = todo("round to the nearest point")
                _ = try #require([10, 20].indices.contains(index) ? index : nil, "noise the trait drops")
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.hasPrefix("Not implemented yet: round to the nearest point (") == true
        }
    }

    @Test("lets a failure through when no todo was reached")
    func failuresWithoutTodo() async throws {
        let test = try #require(Test.current)
        try await withKnownIssue {
            try await verticalPosition.provideScope(for: test, testCase: Test.Case.current) {
                #expect(1 + 1 == 3, "a real failure")
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["a real failure"]
        }
    }

    @Test("runs the test with a log of its own, and records nothing when the test passes")
    func passingTest() async throws {
        let test = try #require(Test.current)
        let ran = Ran()
        try await verticalPosition.provideScope(for: test, testCase: Test.Case.current) {
            #expect(NotImplementedLog.current != nil, "todo calls in the test are logged")
            ran.mark()
        }
        #expect(ran.value, "the test's body ran")
        #expect(NotImplementedLog.current == nil, "the log ends with the test")
    }
}

/// A flag a `@Sendable` closure can set.
private final class Ran: @unchecked Sendable {
    private let lock = NSLock()
    private var ran = false
    func mark() { lock.withLock { ran = true } }
    var value: Bool { lock.withLock { ran } }
}

/// The trait on a real suite: the suite runs only if its display name passes the check,
/// and its tests run inside the trait's scope.
@Suite("1.3 Vertical position", .exercise("1.3", filePath: lineGraphTestFile))
struct RealExerciseSuiteTests {
    @Test("a test of an exercise suite runs with a not-implemented log")
    func logInScope() {
        #expect(NotImplementedLog.current != nil)
    }
}
