import Foundation

/// One submission's grade as Classroom 50's `result.json` (`classroom50/result/v1`): the
/// score, and a test per exercise, with the submission's identity taken from what the
/// runner puts in the environment. `classroom50-result.schema.json`, beside this file, is
/// its schema, written from the contract in the Classroom 50 wiki ("Autograders").
///
/// ```
/// {"schema": "classroom50/result/v1", "classroom": "cs-principles", "assignment": "charts",
///  "owner": "alice", "submission": "submit/2026-06-01T14-32-05Z-a1b2c3d",
///  "commit": "https://github.com/.../commit/a1b2c3d", "datetime": "2026-06-01T14:33:11Z",
///  "score": 26, "max-score": 39, "submitted_by": {"username": "alice", "id": 1234},
///  "tests": [{"test-name": "1.3 Vertical position", "passed": false, "score": 0, "max-score": 2}, ...]}
/// ```
///
/// An identity field the environment does not give is left out: the runner stamps
/// `owner` and `assignment_type` itself, and fills in what is missing.
public enum Classroom50Report {
    struct Result: Codable, Equatable {
        var schema = "classroom50/result/v1"
        var classroom: String?
        var assignment: String?
        var assignmentType: String?
        var owner: String?
        var submission: String?
        var commit: String?
        var release: String?
        var review: String?
        var datetime: String
        var score: Int
        var maxScore: Int
        var submittedBy: Submitter?
        var tests: [Test]

        enum CodingKeys: String, CodingKey {
            case schema, classroom, assignment, assignmentType = "assignment_type", owner, submission, commit, release,
                review, datetime, score
            case maxScore = "max-score"
            case submittedBy = "submitted_by", tests
        }
    }

    struct Submitter: Codable, Equatable {
        let username: String
        let id: Int?

        // `id` is written as null when the runner does not give it, as the contract says.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(username, forKey: .username)
            try container.encode(id, forKey: .id)
        }
    }

    struct Test: Codable, Equatable {
        let testName: String
        let passed: Bool
        let score: Int
        let maxScore: Int

        enum CodingKeys: String, CodingKey {
            case testName = "test-name"
            case passed, score
            case maxScore = "max-score"
        }
    }

    static func result(_ grade: SubmissionGrade, environment: [String: String], now: Date) -> Result {
        let value = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        // COMMIT_URL is the runner's; GitHub Actions' own variables make the same link.
        let commit =
            value("COMMIT_URL")
            ?? value("GITHUB_REPOSITORY").flatMap { repository in
                value("GITHUB_SHA").map {
                    "\(value("GITHUB_SERVER_URL") ?? "https://github.com")/\(repository)/commit/\($0)"
                }
            }
        return Result(
            classroom: value("CLASSROOM"), assignment: value("ASSIGNMENT"), assignmentType: value("ASSIGNMENT_TYPE"),
            owner: value("OWNER") ?? value("USERNAME"), submission: value("SUBMISSION_TAG"), commit: commit,
            release: value("RELEASE_URL"), review: value("REVIEW_URL") ?? commit,
            datetime: formatter.string(from: now), score: grade.score, maxScore: grade.maxScore,
            submittedBy: value("GITHUB_ACTOR").map {
                Submitter(username: $0, id: value("GITHUB_ACTOR_ID").flatMap { Int($0) })
            },
            tests: grade.exercises.map {
                Test(testName: $0.name, passed: $0.status == .pass, score: $0.points, maxScore: $0.maxPoints)
            })
    }

    /// The file's text, pretty-printed with sorted keys.
    ///
    /// - Parameter environment: Where the runner's variables are read: `CLASSROOM`,
    ///   `ASSIGNMENT`, `ASSIGNMENT_TYPE`, `OWNER` (or `USERNAME`), `SUBMISSION_TAG`,
    ///   `COMMIT_URL` (or GitHub's `GITHUB_SERVER_URL`, `GITHUB_REPOSITORY` and
    ///   `GITHUB_SHA`), `RELEASE_URL`, `REVIEW_URL`, `GITHUB_ACTOR` and `GITHUB_ACTOR_ID`.
    public static func text(_ grade: SubmissionGrade, environment: [String: String], now: Date = Date()) throws
        -> String
    {
        try ReportJSON.text(result(grade, environment: environment, now: now))
    }
}
