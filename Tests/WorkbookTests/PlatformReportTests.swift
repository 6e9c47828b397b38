import Foundation
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results
@testable import WorkbookCommands

/// A submission with every status, a changed test, an ignored link and a limit hit.
private let alice: SubmissionGrade = {
    var grade = SubmissionGrade(
        submission: "alice/",
        exercises: [
            ExerciseGrade(id: "1.1", title: "Value range", chapter: 1, status: .pass, maxPoints: 1, message: ""),
            ExerciseGrade(
                id: "1.2", title: "Horizontal position", chapter: 1, status: .fail, maxPoints: 2,
                message: "\"spreads points\": expected: 300 <got> 150"),
            ExerciseGrade(
                id: "1.3", title: "Vertical position", chapter: 1, status: .notImplemented, maxPoints: 2,
                message: "Not implemented yet: 1.3"),
            ExerciseGrade(
                id: "1.6", title: "Grid lines", chapter: 1, status: .crashed, maxPoints: 1,
                message: "\"grid\" crashed: Index out of range"),
            ExerciseGrade(
                id: "2.1", title: "Bar height", chapter: 2, status: .doesNotCompile, maxPoints: 3,
                message: "BarHeight.swift:4:9: error"),
        ], changedFiles: ["Tests/LineGraphTests/ValueRangeTests.swift"])
    grade.ignoredFiles = ["Chapters/01-LineGraph/Link.swift (a symbolic link)"]
    grade.notes = ["used more than 2 GB of memory"]
    return grade
}()

private func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
}

@Suite("Grading: Gradescope's results.json")
struct GradescopeReportTests {
    @Test("follows the schema written from Gradescope's specification, a test per exercise")
    func followsSchema() throws {
        let text = try GradescopeReport.text(alice, visibility: .afterDueDate, executionTime: 52)
        let problems = JSONSchemaValidator.problems(
            of: try json(text), against: try gradingSchema("gradescope-results.schema.json"))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(text)")
        let results = try JSONDecoder().decode(GradescopeReport.Results.self, from: Data(text.utf8))
        #expect(results.score == 1 && results.executionTime == 52 && results.visibility == "after_due_date")
        #expect(results.tests.map(\.number) == ["1.1", "1.2", "1.3", "1.6", "2.1"], "number is the exercise's ID")
        #expect(results.tests.map(\.status) == ["passed", "failed", "failed", "failed", "failed"])
        #expect(results.tests.map(\.maxScore) == [1, 2, 2, 1, 3] && results.tests.map(\.score) == [1, 0, 0, 0, 0])
        #expect(
            results.tests.allSatisfy { $0.visibility == "after_due_date" }, "every test is hidden until the due date")
        #expect(
            results.tests[1].output == "\"spreads points\": expected: 300 <got> 150",
            "the student reads the tests' message")
        #expect(results.tests[3].tags == ["crashed", "chapter 1"], "the finer status is a tag")
    }

    @Test("the grader's notes go in the top-level output, a line each")
    func notes() throws {
        var unsandboxed = alice
        unsandboxed.sandboxed = false
        let lines = try JSONDecoder().decode(
            GradescopeReport.Results.self, from: Data(try GradescopeReport.text(unsandboxed).utf8)
        )
        .output.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "Note: used more than 2 GB of memory.",
                "Changed files, not used (the instructor's were): Tests/LineGraphTests/ValueRangeTests.swift",
                "Ignored: Chapters/01-LineGraph/Link.swift (a symbolic link)",
                "Not sandboxed: the instructor graded without a sandbox.",
            ], "\(lines)")
        var nothing = SubmissionGrade(submission: "bob/", exercises: [])
        nothing.problem = "There is no Chapters folder in bob/, so there was nothing to grade."
        #expect(GradescopeReport.notes(of: nothing) == [nothing.problem!])
    }

    @Test(
        "the schema refuses what Gradescope would not read",
        arguments: [
            #"{"score": 0, "output": "", "visibility": "visible", "tests": [{"number": "1.1", "name": "x", "score": 0, "max_score": 1, "status": "pass", "output": "", "visibility": "visible"}]}"#,
            #"{"score": 0, "output": "", "visibility": "visible", "tests": [{"number": "1.1", "name": "x", "score": 0, "status": "failed", "output": "", "visibility": "visible"}]}"#,
            #"{"score": 0, "output": "", "visibility": "later", "tests": []}"#,
            #"{"score": 0, "output": "", "visibility": "visible", "tests": [{"number": "1.1", "name": "x", "score": 0, "max-score": 1, "max_score": 1, "status": "failed", "output": "", "visibility": "visible"}]}"#,
            #"{"score": "1", "output": "", "visibility": "visible", "tests": []}"#,
            #"{"output": "", "visibility": "visible", "tests": []}"#,
            #"{"score": 0, "output": "", "output_format": "markdown", "visibility": "visible", "tests": []}"#,
        ])
    func schemaCatches(text: String) throws {
        #expect(
            !JSONSchemaValidator.problems(
                of: try json(text), against: try gradingSchema("gradescope-results.schema.json")
            ).isEmpty,
            "\(text) is not valid")
    }
}

@Suite("Grading: Classroom 50's result.json")
struct Classroom50ReportTests {
    static let runner = [
        "CLASSROOM": "cs-principles", "ASSIGNMENT": "charts", "ASSIGNMENT_TYPE": "individual", "OWNER": "alice",
        "USERNAME": "alice", "SUBMISSION_TAG": "submit/2026-06-01T14-32-05Z-a1b2c3d",
        "COMMIT_URL": "https://github.com/org/cs-principles-charts-alice/commit/a1b2c3d",
        "RELEASE_URL": "https://github.com/org/cs-principles-charts-alice/releases/tag/submit%2F2026",
        "REVIEW_URL": "https://github.com/org/cs-principles-charts-alice/compare/000...a1b2c3d",
        "GITHUB_ACTOR": "alice", "GITHUB_ACTOR_ID": "1234", "GITHUB_REPOSITORY": "org/cs-principles-charts-alice",
        "GITHUB_SHA": "a1b2c3d",
    ]
    static let now = Date(timeIntervalSince1970: 1_780_324_391)  // 2026-06-01T14:33:11Z

    @Test("follows the schema written from the contract, with the identity from the runner's environment")
    func followsSchema() throws {
        let text = try Classroom50Report.text(alice, environment: Self.runner, now: Self.now)
        let value = try json(text)
        let problems = JSONSchemaValidator.problems(
            of: value, against: try gradingSchema("classroom50-result.schema.json"))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(text)")
        let object = try #require(value as? [String: Any])
        #expect(object["schema"] as? String == "classroom50/result/v1")
        #expect(object["score"] as? Int == 1 && object["max-score"] as? Int == 9)
        for (key, variable) in [
            ("classroom", "CLASSROOM"), ("assignment", "ASSIGNMENT"), ("assignment_type", "ASSIGNMENT_TYPE"),
            ("owner", "OWNER"), ("submission", "SUBMISSION_TAG"), ("commit", "COMMIT_URL"),
            ("release", "RELEASE_URL"), ("review", "REVIEW_URL"),
        ] {
            #expect(object[key] as? String == Self.runner[variable], "\(key) comes from \(variable)")
        }
        #expect(object["datetime"] as? String == "2026-06-01T14:33:11Z")
        let submitter = try #require(object["submitted_by"] as? [String: Any])
        #expect(submitter["username"] as? String == "alice" && submitter["id"] as? Int == 1234)
        let tests = try #require(object["tests"] as? [[String: Any]])
        #expect(
            tests.map { $0["test-name"] as? String } == [
                "1.1 Value range", "1.2 Horizontal position", "1.3 Vertical position", "1.6 Grid lines",
                "2.1 Bar height",
            ])
        #expect(tests.map { $0["passed"] as? Bool } == [true, false, false, false, false])
        #expect(tests.map { $0["max-score"] as? Int } == [1, 2, 2, 1, 3])
    }

    @Test(
        "what the environment lacks is left out; the commit comes from GitHub's own variables when the runner gives none"
    )
    func partialEnvironment() throws {
        let github = [
            "GITHUB_SERVER_URL": "https://github.example", "GITHUB_REPOSITORY": "org/repo", "GITHUB_SHA": "abc123",
            "GITHUB_ACTOR": "bob", "CLASSROOM": "",
        ]
        let text = try Classroom50Report.text(alice, environment: github, now: Self.now)
        let object = try #require(try json(text) as? [String: Any])
        #expect(
            JSONSchemaValidator.problems(of: object, against: try gradingSchema("classroom50-result.schema.json"))
                .isEmpty, "\(text)")
        #expect(object["commit"] as? String == "https://github.example/org/repo/commit/abc123")
        #expect(
            object["review"] as? String == "https://github.example/org/repo/commit/abc123",
            "the review falls back to the commit")
        for key in ["classroom", "assignment", "assignment_type", "owner", "submission", "release"] {
            #expect(object[key] == nil, "\(key) is left out, not empty: \(text)")
        }
        let submitter = try #require(object["submitted_by"] as? [String: Any])
        #expect(submitter["username"] as? String == "bob" && submitter["id"] is NSNull, "no GITHUB_ACTOR_ID: null")
        #expect(try Classroom50Report.text(alice, environment: [:], now: Self.now).contains("submitted_by") == false)
    }

    @Test(
        "the schema refuses what the contract does not allow",
        arguments: [
            #"{"schema": "classroom50/result/v2", "score": 0, "max-score": 1, "tests": []}"#,
            #"{"schema": "classroom50/result/v1", "score": 0, "tests": []}"#,
            #"{"schema": "classroom50/result/v1", "score": 0, "max_score": 1, "max-score": 1, "tests": []}"#,
            #"{"schema": "classroom50/result/v1", "score": 0, "max-score": 1, "tests": [{"test-name": "a", "passed": "true", "score": 0, "max-score": 1}]}"#,
            #"{"schema": "classroom50/result/v1", "score": 0, "max-score": 1, "tests": [{"name": "a", "passed": true, "score": 0, "max-score": 1}]}"#,
            #"{"schema": "classroom50/result/v1", "score": 0.5, "max-score": 1, "tests": []}"#,
            #"{"schema": "classroom50/result/v1", "score": 0, "max-score": 1, "datetime": "2026-06-01 14:33", "tests": []}"#,
            #"{"schema": "classroom50/result/v1", "score": 0, "max-score": 1, "assignment_type": "solo", "tests": []}"#,
            #"{"schema": "classroom50/result/v1", "score": 0, "max-score": 1, "submitted_by": {"username": "a", "id": "12"}, "tests": []}"#,
        ])
    func schemaCatches(text: String) throws {
        #expect(
            !JSONSchemaValidator.problems(
                of: try json(text), against: try gradingSchema("classroom50-result.schema.json")
            ).isEmpty,
            "\(text) is not valid")
    }
}

@Suite("Grading: a file per submission for the platforms' formats")
struct PerSubmissionFilesTests {
    @Test(
        "one submission writes the file --output names; several need a folder, a file each; a clash of names is refused"
    )
    func files() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let one = try #require(
            try PerSubmissionFiles(
                request: GradeRequest(submissions: ["alice/"], format: .gradescope),
                folder: folder.root.appendingPathComponent("results.json")))
        #expect(one.file(for: "alice/") == folder.root.appendingPathComponent("results.json"))
        #expect(
            try PerSubmissionFiles(request: GradeRequest(submissions: ["a/", "b/"], format: .json), folder: nil) == nil,
            "the other formats hold every submission")
        #expect(throws: GradeRequestError.self, "several need --output") {
            try PerSubmissionFiles(request: GradeRequest(submissions: ["a/", "b/"], format: .classroom50), folder: nil)
        }
        #expect(throws: GradeRequestError.self, "two folders of the same name would overwrite each other") {
            try PerSubmissionFiles(
                request: GradeRequest(submissions: ["x/alice/", "y/alice/"], format: .gradescope), folder: folder.root)
        }
        let several = try #require(
            try PerSubmissionFiles(
                request: GradeRequest(submissions: ["class/alice/", "class/bob/"], format: .gradescope),
                folder: folder.root.appendingPathComponent("out")))
        #expect(several.file(for: "class/bob/") == folder.root.appendingPathComponent("out/bob.json"))
        #expect(FileManager.default.isFolder(folder.root.appendingPathComponent("out")), "the folder is made")
        try folder.write("taken", "")
        #expect(throws: GradeRequestError.self, "a file is not a folder") {
            try PerSubmissionFiles(
                request: GradeRequest(submissions: ["a/", "b/"], format: .gradescope),
                folder: folder.root.appendingPathComponent("taken"))
        }
    }

    @Test("the command line reads the formats, --visibility and the autograder subcommand")
    func parsing() throws {
        var request = GradeRequest(submissions: ["a/"], format: .gradescope, outputPath: "r.json")
        request.visibility = .afterDueDate
        #expect(
            try parse(["grade", "a/", "--format", "gradescope", "--output", "r.json", "--visibility", "after_due_date"])
                .command == .grade(request))
        #expect(
            try parse(["autograder", "gradescope", "--output", "a.zip", "--no-sandbox"]).command
                == .autograder(AutograderRequest(platform: .gradescope, outputPath: "a.zip", sandboxed: false)))
        #expect(
            try parse(["autograder", "classroom50", "--output", "dir"]).command
                == .autograder(AutograderRequest(platform: .classroom50, outputPath: "dir")))
        for wrong in [
            ["autograder", "gradescope"], ["autograder", "moodle", "--output", "x"], ["autograder", "--output", "x"],
            ["autograder", "classroom50", "--output", "d", "--visibility", "hidden"],
            ["grade", "a/", "--visibility", "later"],
        ] {
            #expect(throws: UsageError.self, "\(wrong) is refused") { try parse(wrong) }
        }
    }
}
