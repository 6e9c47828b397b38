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
        let title = MarkupText.escaped(exercise.message.isEmpty ? exercise.name : "\(exercise.name): \(exercise.message)")
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

    /// "9 files are the reference solution's", "2 files are the same as bob/'s": the files
    /// themselves are listed under Identical files.
    private var copyRemarks: [String] {
        let copies = report.copies(of: grade.submission)
        let solutions = copies.filter(\.isReferenceSolution).count
        var lines = solutions == 0 ? [] : ["\(files(solutions)) the reference solution's (see Identical files)"]
        let others = Dictionary(grouping: copies.filter { !$0.isReferenceSolution }) {
            $0.students.filter { $0 != grade.submission }.joined(separator: ", ")
        }
        lines += others.keys.sorted().map { "\(files(others[$0]?.count ?? 0)) the same as \($0)'s (see Identical files)" }
        return lines
    }

    private func files(_ count: Int) -> String {
        count == 1 ? "1 file is" : "\(count) files are"
    }
}
