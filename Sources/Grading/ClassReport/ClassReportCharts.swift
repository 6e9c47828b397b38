import Results

/// One student's charts in the class report: for each chapter, the chart their answers
/// draw beside the expected one, or in its place why it could not be drawn.
///
/// ```
/// ClassReportCharts(grade: alice, report: report).html
/// // <section class="student-charts"><h3>alice/</h3><div class="chart-pair"> ...
/// // <img src="data:image/svg+xml;base64,..." alt="alice/, chapter 1, as their answers draw it"> ...
/// ```
///
/// The student's SVG is an `<img>`, where no script runs; the expected chart is drawn by
/// the class once in the page's style (``ClassReportStyle``), not once per student.
struct ClassReportCharts {
    let grade: SubmissionGrade
    let report: ClassReport

    var html: String {
        let name = MarkupText.escaped(grade.submission)
        let pairs = report.chapters.map { pair(ofChapter: $0.number, title: $0.title) }
        return "<section class=\"student-charts\">\n<h3>\(name)</h3>\n\(pairs.joined(separator: "\n"))\n</section>"
    }

    private func pair(ofChapter number: Int, title: String) -> String {
        let heading = MarkupText.escaped("Chapter \(number): \(title)")
        return """
            <div class="chart-pair"><h4>\(heading)</h4>\
            <figure class="student-chart">\(studentChart(number))<figcaption>Their answers</figcaption></figure>\
            <figure class="expected-chart">\(expectedChart(number))<figcaption>Expected</figcaption></figure></div>
            """
    }

    private func studentChart(_ number: Int) -> String {
        guard let chart = grade.charts.first(where: { $0.chapter == number }) else {
            return "<p class=\"no-chart\">No chart was drawn.</p>"
        }
        guard let svg = chart.svg else {
            return "<p class=\"no-chart\">\(MarkupText.escaped(chart.problem ?? "No chart was drawn."))</p>"
        }
        let alt = MarkupText.escaped("\(grade.submission), chapter \(number), as their answers draw it")
        return "<img class=\"chart\" src=\"\(HTMLText.imageSource(svg: svg))\" alt=\"\(alt)\">"
    }

    private func expectedChart(_ number: Int) -> String {
        guard let chart = report.expectedChart(ofChapter: number) else {
            return "<p class=\"no-chart\">No expected chart was drawn.</p>"
        }
        guard chart.svg != nil else {
            return "<p class=\"no-chart\">\(MarkupText.escaped(chart.problem ?? "No expected chart was drawn."))</p>"
        }
        return
            "<div class=\"chart \(ClassReportStyle.expectedClass(ofChapter: number))\" role=\"img\" aria-label=\"Chapter \(number), as the reference solutions draw it\"></div>"
    }
}
