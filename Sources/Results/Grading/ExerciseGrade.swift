/// One exercise of one submission, graded: its status, points and first message.
///
/// ```
/// let grade = ExerciseGrade(id: "1.3", title: "Vertical position", chapter: 1,
///                           status: .fail, maxPoints: 2, message: "expected: 200 ...")
/// grade.points   // 0: the points come only when every test passes
/// ```
struct ExerciseGrade: Sendable, Codable, Equatable {
    /// "1.3"
    let id: String
    /// "Vertical position"
    let title: String
    /// The chapter's number, for the table's columns.
    let chapter: Int
    let status: GradeStatus
    /// What the exercise is worth, from the instructor's chapter.json.
    let maxPoints: Int
    /// The first problem, as the tests explain it; empty when it passes.
    let message: String

    /// All of the exercise's points when every test passes, otherwise none.
    var points: Int { status == .pass ? maxPoints : 0 }

    /// "1.3 Vertical position"
    var name: String { "\(id) \(title)" }
}
