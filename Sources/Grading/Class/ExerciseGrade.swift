/// One exercise of one submission, graded: its status, points and first message.
///
/// ```
/// let grade = ExerciseGrade(id: "1.3", title: "Vertical position", chapter: 1,
///                           status: .fail, maxPoints: 2, message: "expected: 200 ...")
/// grade.points   // 0: the points come only when every test passes
/// ```
public struct ExerciseGrade: Sendable, Codable, Equatable {
    /// "1.3"
    public let id: String
    /// "Vertical position"
    public let title: String
    /// The chapter's number, for the table's columns.
    public let chapter: Int
    public let status: GradeStatus
    /// What the exercise is worth, from the instructor's chapter.json.
    public let maxPoints: Int
    /// The first problem, as the tests explain it; empty when it passes.
    public var message: String
    /// The likely mistake that message names, "unflipped y axis"; `nil` when it names none.
    public var likelyMistake: String? = nil
    /// The grader's verdict on the exercise's answers to its held-out inputs; `nil` when
    /// the answers were not asked for (the chapter did not compile, say).
    public var judgement: AnswerJudgement? = nil

    /// How the message begins when the tests passed and the answers did not: what the
    /// process that ran the student's code said of itself is not borne out.
    public static let passesItsTestsOnlyMessage = "Passes its tests, but the grader's own inputs say otherwise: "

    /// Whether its tests passed while its answers to the held-out inputs did not.
    public var passesItsTestsOnly: Bool { status != .pass && message.hasPrefix(Self.passesItsTestsOnlyMessage) }

    /// All of the exercise's points when every test passes, otherwise none.
    public var points: Int { status == .pass ? maxPoints : 0 }

    /// "1.3 Vertical position"
    public var name: String { "\(id) \(title)" }
}
