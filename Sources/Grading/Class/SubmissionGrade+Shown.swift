import Results

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
    /// A copy with every text of the submission's made safe; what is the grader's own
    /// (scores, statuses, verdicts, fields added later) is copied as it is.
    public var shownInReports: SubmissionGrade {
        var shown = self
        shown.submission = StudentText.name(submission)
        shown.exercises = exercises.map(\.shownInReports)
        shown.changedFiles = changedFiles.map(StudentText.name)
        shown.problem = problem.map(StudentText.message)
        shown.ignoredFiles = ignoredFiles.map(StudentText.name)
        shown.notes = notes.map(StudentText.message)
        shown.fingerprints = Dictionary(
            fingerprints.map { (StudentText.name($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        // The SVG is shown as an image, where nothing runs; why there is none is text.
        shown.charts = charts.map {
            ChapterChart(chapter: $0.chapter, svg: $0.svg, problem: $0.problem.map(StudentText.message))
        }
        return shown
    }
}

extension ExerciseGrade {
    /// The message (which quotes what the student's code gave or printed), the likely
    /// mistake named in it and the judgement's example (the student's answer) made safe.
    var shownInReports: ExerciseGrade {
        var shown = self
        shown.message = StudentText.message(message)
        shown.likelyMistake = likelyMistake.map(StudentText.name)
        shown.judgement = judgement.map { judgement in
            AnswerJudgement(
                exercise: judgement.exercise, verdict: judgement.verdict, inputs: judgement.inputs,
                wrong: judgement.wrong, example: StudentText.message(judgement.example))
        }
        return shown
    }
}
