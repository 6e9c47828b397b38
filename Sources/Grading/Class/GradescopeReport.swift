import Foundation

/// One submission's grade as Gradescope's `results.json`: the score, the grader's notes
/// for the whole submission, and a test per exercise with the message a student reads.
/// `gradescope-results.schema.json`, beside this file, is its schema, written from
/// Gradescope's autograder specification; the tool's tests hold the output to it.
///
/// ```
/// {"score": 26, "execution_time": 52, "output": "Changed files, not used: Tests/...",
///  "output_format": "text", "visibility": "visible", "tests": [
///   {"number": "1.3", "name": "Vertical position", "score": 0, "max_score": 2,
///    "status": "failed", "output": "\"puts the maximum on the top edge\": expected: 0 ...",
///    "output_format": "text", "tags": ["fail", "chapter 1"], "visibility": "visible"}, ...]}
/// ```
///
/// Gradescope grades one submission per container, so the file holds one object, not
/// an array. Every text is marked `"text"`: the default for the top-level output
/// (`simple_format`) renders HTML, and the notes hold file names the student chose.
public enum GradescopeReport {
    /// When students see the tests, as Gradescope's `visibility` says it.
    public enum Visibility: String, Sendable, CaseIterable, Codable {
        /// Always (Gradescope's default).
        case visible
        /// Never; only the instructor sees them.
        case hidden
        /// After the due date (the late due date, where late submissions are allowed).
        case afterDueDate = "after_due_date"
        /// When the instructor publishes the grades.
        case afterPublished = "after_published"
    }

    struct Results: Codable, Equatable {
        let score: Int
        let executionTime: Int?
        let output: String
        let outputFormat: String
        let visibility: String
        let tests: [Test]

        enum CodingKeys: String, CodingKey {
            case score, executionTime = "execution_time", output, outputFormat = "output_format", visibility, tests
        }
    }

    struct Test: Codable, Equatable {
        let number: String
        let name: String
        let score: Int
        let maxScore: Int
        /// "passed" or "failed".
        let status: String
        /// The message a student reads.
        let output: String
        let outputFormat: String
        /// The workbook's finer status and the chapter: "crashed", "chapter 1".
        let tags: [String]
        let visibility: String

        enum CodingKeys: String, CodingKey {
            case number, name, score, maxScore = "max_score", status, output, outputFormat = "output_format", tags,
                visibility
        }
    }

    static func results(_ grade: SubmissionGrade, visibility: Visibility, executionTime: Int?) -> Results {
        Results(
            score: grade.score, executionTime: executionTime, output: notes(of: grade).joined(separator: "\n"),
            outputFormat: "text", visibility: visibility.rawValue,
            tests: grade.exercises.map { exercise in
                Test(
                    number: exercise.id, name: exercise.title, score: exercise.points, maxScore: exercise.maxPoints,
                    status: exercise.status == .pass ? "passed" : "failed",
                    output: exercise.status == .pass ? "Every test of \(exercise.id) passes." : exercise.message,
                    outputFormat: "text", tags: [exercise.status.label, "chapter \(exercise.chapter)"],
                    visibility: visibility.rawValue)
            })
    }

    /// What the grader has to say about the whole submission, a line each: why it could
    /// not be graded, limits hit, tampering, files changed or ignored, no sandbox.
    static func notes(of grade: SubmissionGrade) -> [String] {
        var lines: [String] = []
        if let problem = grade.problem { lines.append(problem) }
        lines += grade.notes.map { "Note: " + $0 + "." }
        if !grade.changedFiles.isEmpty {
            lines.append(
                "Changed files, not used (the instructor's were): " + grade.changedFiles.joined(separator: ", "))
        }
        if !grade.ignoredFiles.isEmpty { lines.append("Ignored: " + grade.ignoredFiles.joined(separator: ", ")) }
        if !grade.sandboxed { lines.append("Not sandboxed: the instructor graded without a sandbox.") }
        if lines.isEmpty { lines.append("\(grade.score) of \(grade.maxScore) points.") }
        return lines
    }

    /// The file's text, pretty-printed with sorted keys so that two runs compare.
    ///
    /// - Parameter executionTime: Seconds the grading took, when known.
    public static func text(_ grade: SubmissionGrade, visibility: Visibility = .visible, executionTime: Int? = nil)
        throws -> String
    {
        try ReportJSON.text(results(grade, visibility: visibility, executionTime: executionTime))
    }
}
