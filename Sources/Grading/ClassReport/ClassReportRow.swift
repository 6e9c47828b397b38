import Results

/// One student's row of the class report: the submission, the score, and for each
/// chapter its points and each exercise's status in words, with what the grader noticed
/// and the files flagged as copies beneath.
///
/// ```
/// ClassReportRow(grade: alice, report: report).html
/// // <tr><th scope="row">alice/</th><td class="number">26 of 39</td><td><div class="points">7 of 9</div>
/// // <span class="status status-pass">1.1 pass</span> ...
/// ```
struct ClassReportRow {
    let grade: SubmissionGrade
    let report: ClassReport

    var html: String {
        let chapters = report.chapters.map { chapterCell($0.number) }.joined()
        return "<tr><th scope=\"row\">\(MarkupText.escaped(grade.submission))\(remarks)</th>"
            + "<td class=\"number\">\(grade.score) of \(grade.maxScore)</td>\(chapters)</tr>"
    }

    private func chapterCell(_ number: Int) -> String {
        let (points, maximum) = grade.score(ofChapter: number)
        let statuses = grade.exercises.filter { $0.chapter == number }.map(status).joined(separator: " ")
        return "<td><div class=\"points\">\(points) of \(maximum)</div>\(statuses)</td>"
    }

    private func status(_ exercise: ExerciseGrade) -> String {
        let words = MarkupText.escaped("\(exercise.id) \(exercise.status.label)")
        let title = MarkupText.escaped(
            exercise.message.isEmpty ? exercise.name : "\(exercise.name): \(exercise.message)")
        return "<span class=\"status status-\(exercise.status.rawValue)\" title=\"\(title)\">\(words)</span>"
    }

    /// The problem, notes, changed files and copies, each on a line of its own.
    private var remarks: String {
        var lines = [grade.problem].compactMap { $0 } + grade.notes
        lines += grade.changedFiles.map { "changed, not used: \($0)" }
        if !grade.sandboxed { lines.append("graded without a sandbox") }
        lines += copyRemarks
        return lines.map { "<div class=\"remark\">\(MarkupText.escaped($0))</div>" }.joined()
    }

    /// "much like the reference solutions' code (9 files; ...)", "much like bob/'s code
    /// (2 files; ...)": the lines themselves are under Similar code.
    private var copyRemarks: [String] {
        report.copies(of: grade.submission).map { pair in
            let other = pair.first == grade.submission ? pair.second.map { "\($0)'s" } : "\(pair.first)'s"
            let whom = other ?? "the reference solutions'"
            let count = pair.files.count == 1 ? "1 file" : "\(pair.files.count) files"
            return "much like \(whom) code (\(count); see Similar code)"
        }
    }
}
