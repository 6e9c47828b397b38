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
        let maxScore: Int
        /// Files that differ from the instructor's and were not used.
        let changedFiles: [String]
        /// Files that were not used, each with the reason.
        let ignoredFiles: [String]
        /// Limits hit, output dropped, results tampered with.
        let notes: [String]
        /// Whether the submission was built and tested in a sandbox.
        let sandboxed: Bool
        let tests: [Test]
        /// Each chapter file with its token fingerprints, by path; absent when none was read.
        var fingerprints: [String: FileFingerprint]?
        /// The copy finder's flags that name this submission, as data. Not read back: a
        /// merged report works them out again from every shard's fingerprints.
        var similar: [Similar]?
        /// Each chapter's chart as the submission draws it, when charts were drawn.
        var charts: [ChapterChart]?
        /// The reference solutions' charts and fingerprints, on a run's first submission.
        var reference: GradingReference?

        enum CodingKeys: String, CodingKey {
            case submission, version, status, message, score
            case maxScore = "max_score", changedFiles = "changed_files", ignoredFiles = "ignored_files"
            case notes, sandboxed, tests, fingerprints, similar, charts, reference
        }
    }

    /// A flag of ``CopyFinder``: another submission, or the reference solutions, holding
    /// much the same code as this one in some chapters.
    struct Similar: Codable, Equatable {
        /// The other submission; absent for the reference solutions.
        var with: String?
        let referenceSolutions: Bool
        /// The most alike flagged chapter's similarity, from 0 to 1, to three places.
        let similarity: Double
        let chapters: [Chapter]

        enum CodingKeys: String, CodingKey {
            case with, referenceSolutions = "reference_solutions", similarity, chapters
        }

        struct Chapter: Codable, Equatable {
            /// "01-LineGraph".
            let chapter: String
            let similarity: Double
            /// The share of this submission's own code in the matched runs, and of the other's.
            let share: Double
            let otherShare: Double
            let declarations: Int
            let sameTokens: Bool
            let runs: [Run]

            enum CodingKeys: String, CodingKey {
                case chapter, similarity, share, otherShare = "other_share", declarations, sameTokens = "same_tokens",
                    runs
            }
        }

        /// Lines of this submission and of the other that hold the same tokens, in any file.
        struct Run: Codable, Equatable {
            let path: String
            /// First and last line.
            let lines: [Int]
            let otherPath: String
            let otherLines: [Int]
            let tokens: Int
            /// How many of the class hold it, these two included.
            let holders: Int

            enum CodingKeys: String, CodingKey {
                case path, lines, otherPath = "other_path", otherLines = "other_lines", tokens, holders
            }
        }

        /// The pair as `submission` sees it: its own lines first.
        init(_ pair: SimilarPair, seenBy submission: String) {
            let mine = pair.first == submission
            with = mine ? pair.second : pair.first
            referenceSolutions = pair.isReferenceSolution
            similarity = Self.rounded(pair.similarity)
            chapters = pair.chapters.map { chapter in
                Chapter(
                    chapter: chapter.folder, similarity: Self.rounded(chapter.similarity),
                    share: Self.rounded(mine ? chapter.firstShare : chapter.secondShare),
                    otherShare: Self.rounded(mine ? chapter.secondShare : chapter.firstShare),
                    declarations: chapter.declarations, sameTokens: chapter.isSameTokens,
                    runs: chapter.runs.map { run in
                        let own = mine ? (run.firstPath, run.firstLines) : (run.secondPath, run.secondLines)
                        let other = mine ? (run.secondPath, run.secondLines) : (run.firstPath, run.firstLines)
                        return Run(
                            path: own.0, lines: [own.1.lowerBound, own.1.upperBound], otherPath: other.0,
                            otherLines: [other.1.lowerBound, other.1.upperBound], tokens: run.tokens,
                            holders: run.holders ?? 0)
                    })
            }
        }

        static func rounded(_ similarity: Double) -> Double { (similarity * 1000).rounded() / 1000 }
    }

    /// One exercise's object.
    struct Test: Codable, Equatable {
        let name: String
        let taskID: String
        /// "pass", "fail" or "error".
        let status: String
        let message: String
        let score: Int
        let maxScore: Int
        /// The workbook's finer status: "not implemented", "crashed", "timed out", ...
        let grade: String
        /// The likely mistake the message names, "unflipped y axis"; absent when none.
        var likelyMistake: String?
        /// The grader's verdict on the answers to its held-out inputs; absent when none were asked for.
        var judgement: AnswerJudgement?

        enum CodingKeys: String, CodingKey {
            case name, taskID = "task_id", status, message, score, maxScore = "max_score", grade
            case likelyMistake = "likely_mistake", judgement
        }
    }

    static func submissions(_ grades: [SubmissionGrade]) -> [Submission] {
        let pairs = CopyFinder().pairs(in: grades, reference: grades.lazy.compactMap(\.reference).first)
        return grades.map { grade in
            let similar = pairs.filter { $0.first == grade.submission || $0.second == grade.submission }
            return Submission(
                submission: grade.submission, version: 3, status: grade.status, message: grade.problem,
                score: grade.score, maxScore: grade.maxScore, changedFiles: grade.changedFiles,
                ignoredFiles: grade.ignoredFiles, notes: grade.notes, sandboxed: grade.sandboxed,
                tests: grade.exercises.map { exercise in
                    Test(
                        name: exercise.name, taskID: exercise.id, status: exercise.status.results,
                        message: exercise.message, score: exercise.points, maxScore: exercise.maxPoints,
                        grade: exercise.status.label, likelyMistake: exercise.likelyMistake,
                        judgement: exercise.judgement)
                },
                fingerprints: grade.fingerprints.isEmpty ? nil : grade.fingerprints,
                similar: similar.isEmpty ? nil : similar.map { Similar($0, seenBy: grade.submission) },
                charts: grade.charts.isEmpty ? nil : grade.charts,
                reference: grade.reference)
        }
    }

    /// The grades a report holds, read back: `grade --merge` joins shards' reports, and
    /// `grade --resume` goes on from one.
    ///
    /// ```
    /// let grades = try ResultsJSON.grades(from: Data(contentsOf: shard1))
    /// grades.map(\.submission)   // ["alice/", "bob/"]
    /// ```
    ///
    /// - Throws: ``ResultsJSON/ReadError`` when `data` is not such a report.
    public static func grades(from data: Data) throws(ReadError) -> [SubmissionGrade] {
        let submissions: [Submission]
        do {
            submissions = try JSONDecoder().decode([Submission].self, from: data)
        } catch {
            throw ReadError(reason: Self.reason(error))
        }
        return try submissions.map { submission throws(ReadError) in
            var grade = SubmissionGrade(
                submission: submission.submission, exercises: try submission.tests.map(exercise))
            grade.problem = submission.message
            grade.changedFiles = submission.changedFiles
            grade.ignoredFiles = submission.ignoredFiles
            grade.notes = submission.notes
            grade.sandboxed = submission.sandboxed
            grade.fingerprints = submission.fingerprints ?? [:]
            grade.charts = submission.charts ?? []
            grade.reference = submission.reference
            return grade
        }
    }

    /// Why a file could not be read as grades.
    public struct ReadError: Error, CustomStringConvertible {
        /// "tests[2].grade: 'passed' is not a status of the workbook's"
        public let reason: String
        public var description: String { "it is not a report of workbook grade --format json (\(reason))" }
    }

    /// One exercise's grade from its object: the chapter is the ID's first number, and the
    /// title is the name after the ID.
    private static func exercise(_ test: Test) throws(ReadError) -> ExerciseGrade {
        guard let status = GradeStatus.allCases.first(where: { $0.label == test.grade }) else {
            throw ReadError(
                reason: "exercise \(test.taskID) has the grade '\(test.grade)', which the workbook never gives")
        }
        guard let chapter = test.taskID.split(separator: ".").first.flatMap({ Int($0) }) else {
            throw ReadError(reason: "'\(test.taskID)' is not an exercise ID such as 1.3")
        }
        let title =
            test.name.hasPrefix(test.taskID + " ") ? String(test.name.dropFirst(test.taskID.count + 1)) : test.name
        return ExerciseGrade(
            id: test.taskID, title: title, chapter: chapter, status: status,
            maxPoints: test.maxScore, message: test.message, likelyMistake: test.likelyMistake,
            judgement: test.judgement)
    }

    /// A decoding error in a few words, with where in the file it is.
    private static func reason(_ error: any Error) -> String {
        let path = { (context: DecodingError.Context) in
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?: return "\(path(context)).\(key.stringValue) is missing"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "\(path(context)): \(context.debugDescription)"
        case .dataCorrupted(let context)?:
            return context.codingPath.isEmpty ? "not JSON" : "\(path(context)): \(context.debugDescription)"
        default: return "\(error)"
        }
    }

    /// The whole report, pretty-printed with sorted keys so that two runs compare.
    public static func text(_ grades: [SubmissionGrade]) throws -> String {
        try ReportJSON.text(submissions(grades))
    }
}

extension ResultsJSON.Submission {
    /// As synthesised, but `similar` read only when it has this version's shape: a
    /// report written before the flags were per chapter (#47) still merges and resumes,
    /// its flags worked out again.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        submission = try container.decode(String.self, forKey: .submission)
        version = try container.decode(Int.self, forKey: .version)
        status = try container.decode(String.self, forKey: .status)
        message = try container.decodeIfPresent(String.self, forKey: .message)
        score = try container.decode(Int.self, forKey: .score)
        maxScore = try container.decode(Int.self, forKey: .maxScore)
        changedFiles = try container.decode([String].self, forKey: .changedFiles)
        ignoredFiles = try container.decode([String].self, forKey: .ignoredFiles)
        notes = try container.decode([String].self, forKey: .notes)
        sandboxed = try container.decode(Bool.self, forKey: .sandboxed)
        tests = try container.decode([ResultsJSON.Test].self, forKey: .tests)
        fingerprints = try container.decodeIfPresent([String: FileFingerprint].self, forKey: .fingerprints)
        similar = try? container.decodeIfPresent([ResultsJSON.Similar].self, forKey: .similar)
        charts = try container.decodeIfPresent([ChapterChart].self, forKey: .charts)
        reference = try container.decodeIfPresent(GradingReference.self, forKey: .reference)
    }
}
