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

    /// "in copy group 2 with bob/ and the reference solutions (chapters 1, 3; see Similar
    /// code)": the lines themselves are under Similar code.
    private var copyRemarks: [String] {
        report.groups.enumerated().compactMap { number, group in
            guard group.members.contains(grade.submission) else { return nil }
            let others =
                group.members.filter { $0 != grade.submission }
                + (group.withReference ? ["the reference solutions"] : [])
            let chapters = Set(
                group.pairs.filter { $0.first == grade.submission || $0.second == grade.submission }
                    .flatMap { $0.chapters.map(\.folder) })
            let numbers = report.chapters.filter { chapters.contains($0.folder) }.map { "\($0.number)" }
            let chapterList = "chapter\(numbers.count == 1 ? "" : "s") \(numbers.joined(separator: ", "))"
            let whom =
                others.count > 3
                ? "\(others.prefix(2).joined(separator: ", ")) and \(others.count - 2) more"
                : others.joined(separator: ", ")
            return "in copy group \(number + 1) with \(whom) (\(chapterList); see Similar code)"
        }
    }
}
