import Results

/// The class's pass count of each exercise as a horizontal bar chart, in inline SVG: a
/// row per exercise, its bar as long as the share of the class that passed it, and the
/// count in words beside it, so that the chart reads without colour.
///
/// ```
/// PassCountChart(counts: report.passCounts).svg
/// // <svg ... role="img" aria-label="Pass count of each exercise"> ... 1.1 Value range ... 27 of 30 ...
/// ```
struct PassCountChart {
    let counts: [ClassReport.PassCount]

    static let rowHeight = 22
    static let labelWidth = 320
    static let barWidth = 460
    static let width = labelWidth + barWidth + 110

    var svg: String {
        let height = max(1, counts.count) * Self.rowHeight + 8
        let rows = counts.enumerated().map { index, count in row(count, top: 4 + index * Self.rowHeight) }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" class="pass-counts" width="\(Self.width)" height="\(height)" \
            viewBox="0 0 \(Self.width) \(height)" role="img" aria-label="Pass count of each exercise">
            \(rows.joined(separator: "\n"))
            </svg>
            """
    }

    private func row(_ count: ClassReport.PassCount, top: Int) -> String {
        let share = count.total == 0 ? 0 : Double(count.passed) / Double(count.total)
        let length = Int((share * Double(Self.barWidth)).rounded())
        let middle = top + Self.rowHeight / 2 + 5
        let label = MarkupText.escaped("\(count.id) \(count.title)")
        let words = "\(count.passed) of \(count.total) passed"
        return """
            <g class="pass-count"><title>\(label): \(words)</title>\
            <text x="\(Self.labelWidth - 8)" y="\(middle)" text-anchor="end">\(label)</text>\
            <rect x="\(Self.labelWidth)" y="\(top + 3)" width="\(Self.barWidth)" height="\(Self.rowHeight - 6)" class="bar-track"/>\
            <rect x="\(Self.labelWidth)" y="\(top + 3)" width="\(length)" height="\(Self.rowHeight - 6)" class="bar"/>\
            <text x="\(Self.labelWidth + Self.barWidth + 8)" y="\(middle)">\(words)</text></g>
            """
    }
}
