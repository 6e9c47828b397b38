import Course
import Grading
import Results

/// The grades as a table for the terminal: a row per submission, a column per chapter,
/// and the total; then a note per submission on what cost points beyond wrong answers.
///
/// ```
/// submission   Ch 1    Ch 2    Ch 4    total
/// full/        13/13   11/11   15/15   39/39
/// mixed/       11/13    0/11 ✘ 15/15   26/39
///
/// mixed/: chapter 2 does not compile; 1.6 crashed; 1.7 timed out
/// ```
struct GradeTable {
    let chapters: [Chapter]
    let style: Style

    func lines(_ grades: [SubmissionGrade]) -> [String] {
        let first = max(10, grades.map { $0.submission.count }.max() ?? 0) + 2
        let cell = 9
        var rows = [
            style.bold("submission".padded(first) + chapters.map { "Ch \($0.number)".padded(cell) }.joined() + "total")
        ]
        for grade in grades {
            var row = grade.submission.padded(first)
            for chapter in chapters {
                let (points, max) = grade.score(ofChapter: chapter.number)
                let broken = grade.exercises.contains { $0.chapter == chapter.number && $0.status == .doesNotCompile }
                row += ("\(points)/\(max)" + (broken ? (style.unicode ? " ✘" : " x") : "")).padded(cell)
            }
            row += "\(grade.score)/\(grade.maxScore)"
            rows.append(row)
        }
        let notes = grades.compactMap(note)
        if !notes.isEmpty { rows += [""] + notes }
        if let seed = grades.lazy.compactMap({ $0.reference?.seed }).first {
            rows += [
                "", style.paint("Held-out inputs drawn from seed \(seed); --seed \(seed) draws them again.", .gray),
            ]
        }
        return rows
    }

    /// What went wrong beyond wrong answers: a chapter that does not compile, a crash,
    /// an endless loop, a file that differs from the instructor's.
    func note(for grade: SubmissionGrade) -> String? {
        var parts: [String] = []
        if let problem = grade.problem { parts.append(problem) }
        for chapter in chapters
        where grade.exercises.contains(where: { $0.chapter == chapter.number && $0.status == .doesNotCompile }) {
            parts.append("chapter \(chapter.number) does not compile")
        }
        for exercise in grade.exercises where exercise.status == .crashed || exercise.status == .timedOut {
            parts.append("\(exercise.id) \(exercise.status.label)")
        }
        for exercise in grade.exercises where exercise.passesItsTestsOnly {
            parts.append("\(exercise.id) passes its tests but not the held-out inputs")
        }
        parts += grade.notes
        if !grade.changedFiles.isEmpty {
            parts.append("changed, not used: " + grade.changedFiles.joined(separator: ", "))
        }
        if !grade.ignoredFiles.isEmpty {
            parts.append("ignored: " + grade.ignoredFiles.joined(separator: ", "))
        }
        if !grade.sandboxed { parts.append("not sandboxed") }
        return parts.isEmpty ? nil : style.paint(grade.submission + ": ", .yellow) + parts.joined(separator: "; ")
    }
}

extension String {
    fileprivate func padded(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
