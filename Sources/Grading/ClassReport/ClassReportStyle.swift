/// The class report's style sheet, inline in the page, with each chapter's expected chart
/// as a class of its own, so that the page holds each expected SVG once however many
/// students are shown beside it.
///
/// ```
/// ClassReportStyle.css(expectedCharts: reference.charts)
/// // "body { font-family: ... } ... .expected-1 { background-image: url(\"data:image/svg+xml;base64,...\"); }"
/// ```
enum ClassReportStyle {
    /// "expected-1".
    static func expectedClass(ofChapter number: Int) -> String { "expected-\(number)" }

    static func css(expectedCharts: [ChapterChart]) -> String {
        let expected = expectedCharts.compactMap { chart in
            chart.svg.map {
                ".\(expectedClass(ofChapter: chart.chapter)) { background-image: url(\"\(HTMLText.imageSource(svg: $0))\"); }"
            }
        }
        return ([base] + expected).joined(separator: "\n")
    }

    static let base = """
        body { font-family: system-ui, sans-serif; margin: 24px; color: #1d1d1f; background: #fff; }
        h1 { margin-top: 0; }
        h2 { margin-top: 32px; border-bottom: 1px solid #ccc; padding-bottom: 4px; }
        table { border-collapse: collapse; }
        th, td { border: 1px solid #ccc; padding: 4px 8px; text-align: left; vertical-align: top; }
        thead th { background: #f2f2f2; }
        td.number { text-align: right; white-space: nowrap; }
        td.who, td.path, .remark { font-size: 0.9em; }
        .remark { color: #8a4b00; font-weight: normal; max-width: 260px; }
        .points { font-weight: 600; margin-bottom: 2px; }
        .status { display: inline-block; margin: 1px; padding: 0 4px; border-radius: 3px; font-size: 0.8em; white-space: nowrap; border: 1px solid #999; }
        .status-pass { background: #d9f2dc; border-color: #4a9e57; }
        .status-fail { background: #fbe0dd; border-color: #c0392b; }
        .status-notImplemented, .status-notRun { background: #eeeeee; }
        .status-crashed, .status-timedOut, .status-doesNotCompile, .status-tampered, .status-extraDeclarations { background: #fde7c2; border-color: #c77c00; }
        svg.pass-counts text { font-size: 13px; fill: #1d1d1f; }
        svg.pass-counts .bar-track { fill: #eeeeee; }
        svg.pass-counts .bar { fill: #3b7dd8; }
        .student-charts { border-top: 1px solid #ddd; margin-top: 16px; }
        .chart-pair { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; margin-bottom: 12px; }
        .chart-pair h4 { flex-basis: 100%; margin: 8px 0 0; }
        figure { margin: 0; }
        figcaption { font-size: 0.85em; color: #555; }
        .chart { display: block; width: 410px; height: 240px; border: 1px solid #ddd; background-color: #fff; }
        div.chart { background-size: contain; background-repeat: no-repeat; }
        .similar { border-top: 1px solid #ddd; margin-top: 16px; }
        .similar h3 { font-size: 1em; margin: 12px 0 6px; }
        .similar table { table-layout: fixed; width: 100%; }
        .similar td:first-child, .similar th:first-child { width: 22%; }
        pre.fragment { margin: 0; font-size: 0.8em; white-space: pre; overflow-x: auto; max-width: 100%; }
        .no-chart { width: 394px; min-height: 40px; padding: 8px; border: 1px dashed #c77c00; background: #fff8ec; margin: 0; }
        """
}
