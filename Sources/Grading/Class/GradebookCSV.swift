import Course

/// The grades as a gradebook to import into Canvas or Moodle: a row per student, with the
/// total and each chapter's points, as CSV (RFC 4180).
///
/// ```
/// student,total,Chapter 1,Chapter 2
/// alice,24,13,11
/// "o'neil, bob",13,13,0
/// '=HYPERLINK(""x""),0,0,0
/// ```
///
/// The student is the submission folder's own name (`alice` for `submissions/alice/`),
/// the name a course's roster usually gives it. A field that holds a comma, a quote or a
/// line break is quoted, its quotes doubled; one that begins with `=`, `+`, `-` or `@`
/// gets a `'` first, so that a spreadsheet shows it rather than running it as a formula.
/// Give it grades already shown as reports show them (``SubmissionGrade/shownInReports``).
public enum GradebookCSV {
    public static func text(_ grades: [SubmissionGrade], chapters: [Chapter]) -> String {
        var rows = [["student", "total"] + chapters.map { "Chapter \($0.number)" }]
        for grade in grades {
            let folder = grade.submission.split(separator: "/").last.map(String.init) ?? grade.submission
            rows.append([folder, "\(grade.score)"] + chapters.map { "\(grade.score(ofChapter: $0.number).points)" })
        }
        // RFC 4180 ends every record with CRLF, the last one included.
        return rows.map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
    }

    /// One field, safe from a spreadsheet's formulas and quoted where RFC 4180 asks.
    static func field(_ text: String) -> String {
        let safe = text.first.map { "=+-@".contains($0) } == true ? "'" + text : text
        guard safe.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
            return safe
        }
        return "\"" + safe.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
