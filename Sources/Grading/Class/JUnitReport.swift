import Results

/// The grades as JUnit XML, for CI and learning-management systems: one `<testsuite>` per
/// submission, one `<testcase>` per exercise.
///
/// ```
/// <testsuites name="workbook grade" tests="78" failures="40" errors="3">
///   <testsuite name="alice/" tests="26" failures="13" errors="3">
///     <properties><property name="score" value="26"/><property name="max_score" value="39"/></properties>
///     <testcase classname="alice/.Chapter 1" name="1.6 Grid lines"><error message="crashed" type="crashed">...</error></testcase>
/// ```
///
/// A fail or "not implemented" is a `<failure>`; a crash, endless loop or code that does
/// not compile is an `<error>`, as JUnit tells a wrong answer from a test that could not run.
public enum JUnitReport {
    public static func text(_ grades: [SubmissionGrade]) -> String {
        let count = { (status: String) in
            grades.reduce(0) { $0 + $1.exercises.filter { $0.status.results == status }.count }
        }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="workbook grade" tests="\#(grades.reduce(0) { $0 + $1.exercises.count })" failures="\#(count("fail"))" errors="\#(count("error"))">"#,
        ]
        for grade in grades {
            let failures = grade.exercises.filter { $0.status.results == "fail" }.count
            let errors = grade.exercises.filter { $0.status.results == "error" }.count
            lines.append(
                #"  <testsuite name="\#(MarkupText.escaped(grade.submission))" tests="\#(grade.exercises.count)" failures="\#(failures)" errors="\#(errors)">"#
            )
            lines.append(
                #"    <properties><property name="score" value="\#(grade.score)"/><property name="max_score" value="\#(grade.maxScore)"/></properties>"#
            )
            for exercise in grade.exercises {
                let open =
                    #"    <testcase classname="\#(MarkupText.escaped(grade.submission)).Chapter \#(exercise.chapter)" name="\#(MarkupText.escaped(exercise.name))""#
                switch exercise.status.results {
                case "pass":
                    lines.append(open + "/>")
                default:
                    let element = exercise.status.results == "fail" ? "failure" : "error"
                    lines.append(open + ">")
                    lines.append(
                        #"      <\#(element) message="\#(MarkupText.escaped(exercise.status.label))" type="\#(MarkupText.escaped(exercise.status.label))">\#(MarkupText.escaped(exercise.message))</\#(element)>"#
                    )
                    lines.append("    </testcase>")
                }
            }
            if let problem = grade.problem {
                lines.append("    <system-err>\(MarkupText.escaped(problem))</system-err>")
            }
            var out: [String] = grade.notes
            if !grade.changedFiles.isEmpty {
                out.append("Changed files, not used: " + grade.changedFiles.joined(separator: ", "))
            }
            if !grade.ignoredFiles.isEmpty { out.append("Ignored: " + grade.ignoredFiles.joined(separator: ", ")) }
            if !grade.sandboxed { out.append("Not sandboxed.") }
            if !out.isEmpty {
                lines.append("    <system-out>\(MarkupText.escaped(out.joined(separator: "\n")))</system-out>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n")
    }
}
