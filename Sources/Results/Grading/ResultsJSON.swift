import Foundation

/// The grades as JSON: an array with one object per submission, in the shape of
/// Exercism's results.json version 3, with points. `results.schema.json`, beside this
/// file, is its schema, and the tool's tests hold the output to it.
///
/// ```
/// [{"submission": "alice/", "version": 3, "status": "fail", "score": 26, "max_score": 39,
///   "changed_files": [], "tests": [{"name": "1.1 Value range", "task_id": "1.1",
///   "status": "pass", "message": "", "score": 1, "max_score": 1, "grade": "pass"}, ...]}]
/// ```
public enum ResultsJSON {
    /// One submission's object.
    struct Submission: Codable, Equatable {
        let submission: String
        let version: Int
        let status: String
        /// Why the submission could not be graded at all; absent when it was.
        let message: String?
        let score: Int
        let max_score: Int
        /// Files that differ from the instructor's and were not used.
        let changed_files: [String]
        /// Files that were not used, each with the reason.
        let ignored_files: [String]
        /// Limits hit, output dropped, results tampered with.
        let notes: [String]
        /// Whether the submission was built and tested in a sandbox.
        let sandboxed: Bool
        let tests: [Test]
        /// A fingerprint of each chapter file, by path; absent in older reports.
        var fingerprints: [String: String]?
        /// Each chapter's chart as the submission draws it, when charts were drawn.
        var charts: [ChapterChart]?
        /// The reference solutions' charts and fingerprints, on a run's first submission.
        var reference: GradingReference?
    }

    /// One exercise's object.
    struct Test: Codable, Equatable {
        let name: String
        let task_id: String
        /// "pass", "fail" or "error".
        let status: String
        let message: String
        let score: Int
        let max_score: Int
        /// The workbook's finer status: "not implemented", "crashed", "timed out", ...
        let grade: String
        /// The likely mistake the message names, "unflipped y axis"; absent when none.
        var likely_mistake: String?
    }

    static func submissions(_ grades: [SubmissionGrade]) -> [Submission] {
        grades.map { grade in
            Submission(
                submission: grade.submission, version: 3, status: grade.status, message: grade.problem,
                score: grade.score, max_score: grade.maxScore, changed_files: grade.changedFiles,
                ignored_files: grade.ignoredFiles, notes: grade.notes, sandboxed: grade.sandboxed,
                tests: grade.exercises.map { exercise in
                    Test(name: exercise.name, task_id: exercise.id, status: exercise.status.results,
                         message: exercise.message, score: exercise.points, max_score: exercise.maxPoints,
                         grade: exercise.status.label, likely_mistake: exercise.likelyMistake)
                },
                fingerprints: grade.fingerprints.isEmpty ? nil : grade.fingerprints,
                charts: grade.charts.isEmpty ? nil : grade.charts,
                reference: grade.reference)
        }
    }

    /// The grades a report holds, read back: what `--merge` joins into any format.
    public static func grades(from data: Data) throws -> [SubmissionGrade] {
        try JSONDecoder().decode([Submission].self, from: data).map(\.submissionGrade)
    }

    /// The whole report, pretty-printed with sorted keys so that two runs compare.
    public static func text(_ grades: [SubmissionGrade]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(submissions(grades)), as: UTF8.self)
    }
}

extension ResultsJSON.Submission {
    /// The grade this object was written from.
    var submissionGrade: SubmissionGrade {
        var grade = SubmissionGrade(submission: submission, exercises: tests.map(\.exerciseGrade))
        grade.problem = message
        grade.changedFiles = changed_files
        grade.ignoredFiles = ignored_files
        grade.notes = notes
        grade.sandboxed = sandboxed
        grade.fingerprints = fingerprints ?? [:]
        grade.charts = charts ?? []
        grade.reference = reference
        return grade
    }
}

extension ResultsJSON.Test {
    /// The exercise's grade this object was written from: the title is the name after
    /// the ID, the chapter the ID's first number.
    var exerciseGrade: ExerciseGrade {
        let title = name.hasPrefix(task_id + " ") ? String(name.dropFirst(task_id.count + 1)) : name
        let chapter = Int(task_id.split(separator: ".").first ?? "") ?? 0
        let status = GradeStatus.allCases.first { $0.label == grade } ?? .notRun
        return ExerciseGrade(id: task_id, title: title, chapter: chapter, status: status, maxPoints: max_score,
                             message: message, likelyMistake: likely_mistake)
    }
}
