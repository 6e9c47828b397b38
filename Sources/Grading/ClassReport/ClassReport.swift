import Course

/// What the class report shows, worked out from the grades alone (nothing is built or
/// run): each exercise's pass count, the class's most common likely mistakes, a row per
/// student, each student's charts beside the expected ones, and code that is much like the
/// reference solutions' or another submission's, names changed or not. ``ClassReportPage`` writes it as HTML.
///
/// ```
/// let report = ClassReport(grades: grades, chapters: catalog.chapters)
/// report.passCounts[0]   // 1.1 Value range: 27 of 30 passed
/// report.mistakes[0]     // "unflipped y axis" in 1.3, by 9 students
/// report.copies[0]       // alice/ and bob/: chapters 1 and 3, with the runs that match
/// report.groups[0]      // alice/, bob/ and carol/ hold one copy
/// ```
public struct ClassReport: Sendable {
    /// How many of the class passed one exercise.
    public struct PassCount: Sendable, Equatable {
        public let id: String
        public let title: String
        public let passed: Int
        /// The submissions graded, including those that could not be.
        public let total: Int
    }

    /// One likely mistake in one exercise, and the students who made it.
    public struct MistakeCount: Sendable, Equatable {
        public let name: String
        /// The exercise's ID, "1.3".
        public let exercise: String
        public let exerciseTitle: String
        /// The submissions that made it, in class order.
        public let students: [String]
    }

    public let chapters: [Chapter]
    public let grades: [SubmissionGrade]
    public let passCounts: [PassCount]
    /// Most students first.
    public let mistakes: [MistakeCount]
    /// Pairs whose code is much alike (``CopyFinder``): those with the reference
    /// solutions first, then the most alike.
    public let copies: [SimilarPair]
    /// The flagged submissions in groups that hold one copy, in class order.
    public let groups: [CopyGroup]
    /// The reference solutions' charts and fingerprints, from whichever grade holds them.
    public let reference: GradingReference?

    public init(grades: [SubmissionGrade], chapters: [Chapter]) {
        self.chapters = chapters
        self.grades = grades
        reference = grades.lazy.compactMap(\.reference).first
        passCounts = Self.passCounts(grades, chapters: chapters)
        mistakes = Self.mistakes(grades, chapters: chapters)
        copies = CopyFinder().pairs(in: grades, reference: reference)
        groups = CopyGroup.groups(of: copies, order: grades.map(\.submission))
    }

    /// The expected chart of a chapter, if the reference drew one.
    public func expectedChart(ofChapter number: Int) -> ChapterChart? {
        reference?.charts.first { $0.chapter == number }
    }

    /// The flagged pairs that `submission` is one of.
    public func copies(of submission: String) -> [SimilarPair] {
        copies.filter { $0.first == submission || $0.second == submission }
    }

    /// A submission's file, or the reference solution's when `submission` is `nil`.
    public func file(_ path: String, of submission: String?) -> FileFingerprint? {
        guard let submission else { return reference?.fingerprints[path] }
        return grades.first { $0.submission == submission }?.fingerprints[path]
    }

    static func passCounts(_ grades: [SubmissionGrade], chapters: [Chapter]) -> [PassCount] {
        chapters.flatMap(\.exercises).map { exercise in
            let passed = grades.filter { grade in
                grade.exercises.contains { $0.id == exercise.id && $0.status == .pass }
            }
            return PassCount(id: exercise.id, title: exercise.title, passed: passed.count, total: grades.count)
        }
    }

    static func mistakes(_ grades: [SubmissionGrade], chapters: [Chapter]) -> [MistakeCount] {
        var students: [String: [String]] = [:]
        var order: [(name: String, exercise: ExerciseGrade)] = []
        for grade in grades {
            for exercise in grade.exercises {
                guard let name = exercise.likelyMistake else { continue }
                let key = exercise.id + "\t" + name.lowercased()
                if students[key] == nil { order.append((name, exercise)) }
                if students[key]?.contains(grade.submission) != true {
                    students[key, default: []].append(grade.submission)
                }
            }
        }
        let course = chapters.flatMap(\.exercises).map(\.id)
        let counts = order.map { name, exercise in
            MistakeCount(
                name: name, exercise: exercise.id, exerciseTitle: exercise.title,
                students: students[exercise.id + "\t" + name.lowercased()] ?? [])
        }
        return counts.sorted { left, right in
            if left.students.count != right.students.count { return left.students.count > right.students.count }
            let (l, r) = (course.firstIndex(of: left.exercise) ?? .max, course.firstIndex(of: right.exercise) ?? .max)
            return l != r ? l < r : left.name < right.name
        }
    }
}
