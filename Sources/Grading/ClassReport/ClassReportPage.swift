import Results

/// The class report as one HTML page that needs nothing from the network: the styles
/// are inline, the charts inline SVG or `data:` images, and there is no script at all
/// (the page's Content-Security-Policy forbids any, and every resource but `data:` images).
///
/// ```
/// let html = ClassReportPage.text(ClassReport(grades: grades, chapters: catalog.chapters))
/// // <!DOCTYPE html> ... <h2>Pass count of each exercise</h2><svg ...> ...
/// // <h2>Most common likely mistakes</h2> ... <td>unflipped y axis</td><td>1.3 Vertical position</td><td>9</td> ...
/// ```
///
/// Whatever a student controls is escaped (``MarkupText``), and the charts their code drew
/// are `<img>` elements: a browser runs no script inside an image.
public enum ClassReportPage {
    public static func text(_ report: ClassReport) -> String {
        let sections = [
            summary(report), passCounts(report), mistakes(report), students(report), ClassReportCopies.section(report),
            charts(report),
        ]
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Class report</title>
            <style>
            \(ClassReportStyle.css(expectedCharts: report.reference?.charts ?? []))
            </style>
            </head>
            <body>
            <h1>Class report</h1>
            \(sections.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    static func summary(_ report: ClassReport) -> String {
        let count = report.grades.count
        let maximum = report.grades.map(\.maxScore).max() ?? 0
        let average = count == 0 ? 0 : Double(report.grades.map(\.score).reduce(0, +)) / Double(count)
        let averageText = (average * 10).rounded() / 10
        let seed =
            report.reference?.seed.map {
                " Answers judged on the held-out inputs of seed \($0) (<code>--seed \($0)</code> draws them again)."
            } ?? ""
        return
            "<p class=\"summary\">\(count) submission\(count == 1 ? "" : "s"), an average of \(averageText) of \(maximum) points.\(seed)</p>"
    }

    static func passCounts(_ report: ClassReport) -> String {
        """
        <section id="pass-counts">
        <h2>Pass count of each exercise</h2>
        \(PassCountChart(counts: report.passCounts).svg)
        </section>
        """
    }

    static func mistakes(_ report: ClassReport) -> String {
        guard !report.mistakes.isEmpty else {
            return
                "<section id=\"mistakes\">\n<h2>Most common likely mistakes</h2>\n<p>No test named a likely mistake.</p>\n</section>"
        }
        let rows = report.mistakes.map { mistake in
            let exercise = MarkupText.escaped("\(mistake.exercise) \(mistake.exerciseTitle)")
            let who = mistake.students.map(MarkupText.escaped).joined(separator: ", ")
            return "<tr><td class=\"mistake\">\(MarkupText.escaped(mistake.name))</td><td>\(exercise)</td>"
                + "<td class=\"number\">\(mistake.students.count)</td><td class=\"who\">\(who)</td></tr>"
        }
        return """
            <section id="mistakes">
            <h2>Most common likely mistakes</h2>
            <p>What the tests named most often: worth going over in the next lecture.</p>
            <table>
            <thead><tr><th>Likely mistake</th><th>Exercise</th><th>Students</th><th>Who</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>
            </section>
            """
    }

    static func students(_ report: ClassReport) -> String {
        let headings = report.chapters.map { "<th>\($0.number) \(MarkupText.escaped($0.title))</th>" }.joined()
        let rows = report.grades.map { ClassReportRow(grade: $0, report: report).html }
        return """
            <section id="students">
            <h2>Students</h2>
            <table class="students">
            <thead><tr><th>Submission</th><th>Score</th>\(headings)</tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>
            </section>
            """
    }

    static func charts(_ report: ClassReport) -> String {
        let drawn = report.grades.filter { !$0.charts.isEmpty }
        guard !drawn.isEmpty else {
            return
                "<section id=\"charts\">\n<h2>Charts</h2>\n<p>No charts were drawn: grade with --format html or json to draw them.</p>\n</section>"
        }
        return """
            <section id="charts">
            <h2>Charts</h2>
            <p>Each chapter's chart as the student's own code draws it, beside the chart the reference solutions draw.</p>
            \(drawn.map { ClassReportCharts(grade: $0, report: report).html }.joined(separator: "\n"))
            </section>
            """
    }
}
