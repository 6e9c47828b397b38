import Results

/// The class report's "Similar code" section: each flagged pair (``CopyFinder``), with
/// every flagged file's matching lines side by side, each escaped.
///
/// ```
/// ClassReportCopies.section(report)
/// // <section id="copies"><h2>Similar code</h2> ... <h3>alice/ and bob/: 97 % alike ...</h3>
/// // <table> ... <td><pre class="fragment">4  guard count &gt; 1 ...</pre></td> ...
/// ```
enum ClassReportCopies {
    static let explanation =
        "Chapter code that is much like the reference solutions' or another submission's once names, "
        + "comments and layout are set aside (the skeletons' code is left out). A flag asks for a look; it is not proof "
        + "of copying: a short exercise has few ways to be right, and two honest students can write the same lines."

    static func section(_ report: ClassReport) -> String {
        guard !report.copies.isEmpty else {
            return
                "<section id=\"copies\">\n<h2>Similar code</h2>\n<p>No submission's chapter code is much like the reference "
                + "solutions' or another submission's.</p>\n</section>"
        }
        return """
            <section id="copies">
            <h2>Similar code</h2>
            <p>\(MarkupText.escaped(explanation))</p>
            \(report.copies.map { pair(report, $0) }.joined(separator: "\n"))
            </section>
            """
    }

    /// "alice/ and bob/: 97 % alike over all their chapter files", then a row per fragment.
    static func pair(_ report: ClassReport, _ pair: SimilarPair) -> String {
        let second = pair.second ?? "the reference solutions"
        let heading =
            pair.isWholeSubmission
            ? "\(pair.first) and \(second): \(percent(pair.similarity)) alike over all their chapter files"
            : "\(pair.first) and \(second): \(pair.files.count == 1 ? "1 file" : "\(pair.files.count) files") alike"
        let rows = pair.files.flatMap { file in
            let first = report.file(file.path, of: pair.first)
            let other = report.file(file.path, of: pair.second)
            return file.fragments.map { fragment in
                "<tr><td class=\"path\">\(MarkupText.escaped(file.path))<br>\(percent(file.similarity)) alike"
                    + "\(file.isIdentical ? ", byte for byte" : "")</td>"
                    + "<td>\(lines(fragment.firstLines, of: first))</td><td>\(lines(fragment.secondLines, of: other))</td></tr>"
            }
        }
        guard !rows.isEmpty else {
            return "<div class=\"similar\">\n<h3>\(MarkupText.escaped(heading))</h3>\n"
                + "<p>No one file is alike enough to show; the files together are.</p>\n</div>"
        }
        return """
            <div class="similar">
            <h3>\(MarkupText.escaped(heading))</h3>
            <table>
            <thead><tr><th>File</th><th>\(MarkupText.escaped(pair.first))</th><th>\(MarkupText.escaped(second))</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>
            </div>
            """
    }

    /// The lines, numbered, in a `<pre>`; a file the report does not hold shows nothing.
    static func lines(_ range: ClosedRange<Int>, of file: FileFingerprint?) -> String {
        let all = file?.text.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        let shown = range.clamped(to: 1...max(all.count, 1)).compactMap { number in
            number <= all.count ? "\(number)  \(all[number - 1])" : nil
        }
        return "<pre class=\"fragment\">\(MarkupText.escaped(shown.joined(separator: "\n")))</pre>"
    }

    /// "97 %".
    static func percent(_ share: Double) -> String {
        "\(Int((share * 100).rounded())) %"
    }
}
