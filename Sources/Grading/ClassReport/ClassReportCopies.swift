import Results

/// The class report's "Similar code" section: each group of submissions that hold one copy
/// (``CopyGroup``), shown once. For each member, the chapters flagged against the
/// reference solutions or another member, how much of the chapter the matched runs cover,
/// and the longest runs side by side with how many of the class hold them. A member whose
/// matched runs are another's, line for line, names that member instead of repeating them,
/// so that a class of copies makes a short page.
///
/// ```
/// ClassReportCopies.section(report)
/// // <section id="copies"><h2>Similar code</h2> ... <h3>Group 1: alice/, bob/ and the reference solutions</h3>
/// // ... <td><pre class="fragment">4  guard count &gt; 1 ...</pre></td> ...
/// ```
enum ClassReportCopies {
    /// The runs shown for one chapter of one member; the rest are counted.
    static let shownRuns = 3

    static let explanation =
        "Chapters holding long runs of the same code as the reference solutions' or another submission's, "
        + "in more than one function, whatever the files are called, once names, comments and layout are set aside. "
        + "The skeletons' code, runs shorter than a short exercise's whole answer, and code most of the class writes "
        + "count for nothing. A flag asks for a look; it is not proof of copying: read the lines, and ask the student."

    static func section(_ report: ClassReport) -> String {
        guard !report.groups.isEmpty else {
            return
                "<section id=\"copies\">\n<h2>Similar code</h2>\n<p>No submission's chapter code is much like the reference "
                + "solutions' or another submission's.</p>\n</section>"
        }
        return """
            <section id="copies">
            <h2>Similar code</h2>
            <p>\(MarkupText.escaped(explanation))</p>
            \(report.groups.enumerated().map { group($0.element, number: $0.offset + 1, report) }.joined(separator: "\n"))
            </section>
            """
    }

    /// "Group 1: alice/, bob/ and the reference solutions", then each member's flags.
    static func group(_ group: CopyGroup, number: Int, _ report: ClassReport) -> String {
        var shown: [String: String] = [:]  // the runs already shown, by what they match, and whose they are
        let members = group.members.compactMap { member -> String? in
            guard let pair = shownPair(of: member, in: group) else { return nil }
            return memberHTML(member, pair, report, shown: &shown)
        }
        return """
            <div class="similar">
            <h3>\(MarkupText.escaped("Group \(number): \(names(group))"))</h3>
            \(members.joined(separator: "\n"))
            </div>
            """
    }

    /// The members, and the reference solutions when one of them is flagged against them.
    static func names(_ group: CopyGroup) -> String {
        let all = group.members + (group.withReference ? ["the reference solutions"] : [])
        guard all.count > 1 else { return all.joined() }
        return all.dropLast().joined(separator: ", ") + " and " + all[all.count - 1]
    }

    /// The pair a member is shown with: against the reference solutions if flagged so,
    /// else against the first member it is flagged with.
    static func shownPair(of member: String, in group: CopyGroup) -> SimilarPair? {
        group.pairs.first { $0.first == member && $0.isReferenceSolution }
            ?? group.pairs.first { $0.first == member || $0.second == member }
    }

    static func memberHTML(_ member: String, _ pair: SimilarPair, _ report: ClassReport, shown: inout [String: String])
        -> String
    {
        let mine = pair.first == member
        let other = (mine ? pair.second : pair.first) ?? "the reference solutions"
        let chapters = pair.chapters.map { chapter -> String in
            let (own, theirs) =
                mine ? (chapter.firstShare, chapter.secondShare) : (chapter.secondShare, chapter.firstShare)
            let summary =
                "\(title(chapter.folder, report)): \(percent(own)) of \(member)'s code and \(percent(theirs)) of \(possessive(other)) "
                + "in \(chapter.runs.count) matched run\(chapter.runs.count == 1 ? "" : "s") over \(chapter.declarations) "
                + "declarations\(chapter.isSameTokens ? "; the very same tokens" : "")"
            let key =
                other + "\t" + chapter.folder + "\t"
                + chapter.runs.map { "\(mine ? $0.secondPath : $0.firstPath) \(mine ? $0.secondLines : $0.firstLines)" }
                .joined(separator: ";")
            if let earlier = shown[key] {
                return
                    "<li>\(MarkupText.escaped(summary)): the same runs as \(MarkupText.escaped(earlier))'s, shown above.</li>"
            }
            shown[key] = member
            return
                "<li>\(MarkupText.escaped(summary)).\n\(runsTable(chapter, mine: mine, member, other, pair, report))</li>"
        }
        return
            "<h4>\(MarkupText.escaped("\(member), with \(other)"))</h4>\n<ul>\n\(chapters.joined(separator: "\n"))\n</ul>"
    }

    /// The longest runs side by side, each with how many of the class hold it.
    static func runsTable(
        _ chapter: SimilarChapter, mine: Bool, _ member: String, _ other: String, _ pair: SimilarPair,
        _ report: ClassReport
    ) -> String {
        let otherName = mine ? pair.second : pair.first
        let rows = chapter.runs.prefix(shownRuns).map { run in
            let (ownPath, ownLines) = mine ? (run.firstPath, run.firstLines) : (run.secondPath, run.secondLines)
            let (otherPath, otherLines) = mine ? (run.secondPath, run.secondLines) : (run.firstPath, run.firstLines)
            let holders = run.holders ?? 0
            let rarity = holders <= 2 ? "no one else in the class" : "\(holders) of \(report.grades.count) submissions"
            return "<tr><td class=\"path\">\(run.tokens) tokens; held by \(rarity)</td>"
                + "<td>\(path(ownPath))\(lines(ownLines, of: report.file(ownPath, of: member)))</td>"
                + "<td>\(path(otherPath))\(lines(otherLines, of: report.file(otherPath, of: otherName)))</td></tr>"
        }
        let more = chapter.runs.dropFirst(shownRuns)
        let rest =
            more.isEmpty
            ? ""
            : "\n<p>And \(more.count) shorter run\(more.count == 1 ? "" : "s") of \(more.map(\.tokens).reduce(0, +)) tokens.</p>"
        return """
            <table>
            <thead><tr><th>Run</th><th>\(MarkupText.escaped(member))</th><th>\(MarkupText.escaped(other))</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>\(rest)
            """
    }

    /// "bob/'s", "the reference solutions'".
    static func possessive(_ name: String) -> String {
        name.hasSuffix("s") ? name + "'" : name + "'s"
    }

    /// "Chapter 1, Line graph", from the folder "01-LineGraph".
    static func title(_ folder: String, _ report: ClassReport) -> String {
        report.chapters.first { $0.folder == folder }.map { "Chapter \($0.number), \($0.title)" } ?? folder
    }

    /// The file's path in its chapter: "ValueRange.swift" of "Chapters/01-LineGraph/ValueRange.swift".
    static func path(_ path: String) -> String {
        "<div class=\"file\">\(MarkupText.escaped(path.split(separator: "/").dropFirst(2).joined(separator: "/")))</div>"
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
