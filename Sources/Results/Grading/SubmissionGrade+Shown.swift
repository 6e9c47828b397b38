/// A grade as every report shows it: each text the submission chose made safe by
/// ``StudentText``, so that no report format, written now or later, has to remember to.
///
/// ```
/// let grade = SubmissionGrade(submission: "\u{1B}[2Kalice/", exercises: [])
/// grade.shownInReports.submission   // #"\u{1B}[2Kalice/"#
/// JUnitReport.text(grades.map(\.shownInReports))
/// ```
///
/// `workbook grade` applies it once, where it turns grades into a report's text; the
/// scores and statuses are the grader's own and stay as they are.
extension SubmissionGrade {
    public var shownInReports: SubmissionGrade {
        var shown = SubmissionGrade(submission: StudentText.name(submission), exercises: exercises.map(\.shownInReports))
        shown.changedFiles = changedFiles.map(StudentText.name)
        shown.problem = problem.map(StudentText.message)
        shown.ignoredFiles = ignoredFiles.map(StudentText.name)
        shown.notes = notes.map(StudentText.message)
        shown.sandboxed = sandboxed
        shown.fingerprints = Dictionary(fingerprints.map { (StudentText.name($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        // The SVG is shown as an image, where nothing runs; why there is none is text.
        shown.charts = charts.map { ChapterChart(chapter: $0.chapter, svg: $0.svg, problem: $0.problem.map(StudentText.message)) }
        shown.reference = reference
        return shown
    }
}

extension ExerciseGrade {
    /// The message (which quotes what the student's code gave or printed) and the
    /// likely mistake named in it, made safe; the rest is the instructor's.
    var shownInReports: ExerciseGrade {
        ExerciseGrade(id: StudentText.name(id), title: StudentText.name(title), chapter: chapter, status: status,
                      maxPoints: maxPoints, message: StudentText.message(message),
                      likelyMistake: likelyMistake.map(StudentText.name))
    }
}
