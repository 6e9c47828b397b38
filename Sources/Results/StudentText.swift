/// Text a submission chose (its folder's name, its files' names, what its code printed
/// or crashed with), made into data a report can show: every character that a terminal,
/// an XML parser or a browser would act on rather than show is written out as Swift
/// writes it in a string literal, and the text is cut to a length, saying how much went.
///
/// ```
/// StudentText.name("\u{1B}[2K74/74\nalice")   // #"\u{1B}[2K74/74\nalice"#: plain characters
/// StudentText.message(crashOutput)             // lines kept, 2,000 characters at most:
///                                              // "...…(cut: 48120 more characters)"
/// ```
///
/// The one scheme for every report (``SubmissionGrade/shownInReports``), so the same name
/// reads the same on the terminal, in JUnit, JSON, HTML and the platforms' files. It is
/// idempotent: text made safe once is unchanged the second time, as when shards' reports,
/// already safe, are merged. A backslash is therefore kept as it is.
public enum StudentText {
    /// The most characters of a name (a submission, a file) a report shows.
    public static let nameLimit = 200
    /// The most characters of a message (a test's, a crash's, a note) a report shows.
    public static let messageLimit = 2_000

    /// One line: line breaks and tabs are escaped too (`\n`, `\t`, `\r`).
    public static func name(_ text: String) -> String {
        cut(escaped(text, keepingLines: false), to: nameLimit)
    }

    /// Lines and tabs kept; a carriage return, which would let a line overwrite the one
    /// a terminal showed, is escaped with the rest.
    public static func message(_ text: String) -> String {
        cut(escaped(text, keepingLines: true), to: messageLimit)
    }

    /// `text` with every scalar that ``needsEscape(_:keepingLines:)`` names written as
    /// `\u{1B}` (or `\n`, `\t`, `\r`).
    public static func escaped(_ text: String, keepingLines: Bool) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLines: keepingLines) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar, keepingLines: keepingLines) else {
                result.append(scalar)
                continue
            }
            result.append(contentsOf: spelled(scalar).unicodeScalars)
        }
        return String(result)
    }

    /// Whether `scalar` is one a reader's program would act on: a control character (C0,
    /// DEL, C1: escape sequences, a carriage return that rewrites a line, a character XML
    /// cannot hold), a noncharacter (U+FFFE and U+FFFF make an XML file unreadable), or
    /// a character that reorders text (U+202E shows "fdp.exe" as "exe.pdf").
    static func needsEscape(_ scalar: Unicode.Scalar, keepingLines: Bool) -> Bool {
        if keepingLines, scalar == "\n" || scalar == "\t" { return false }
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        default: return scalar.properties.isNoncharacterCodePoint
        }
    }

    private static func spelled(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\t": "\\t"
        case "\r": "\\r"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// `text` cut so that it and the mark of the cut are at most `limit` characters.
    static func cut(_ text: String, to limit: Int) -> String {
        let count = text.count
        guard count > limit else { return text }
        // The mark's length depends on the number in it; the number of digits of the
        // whole count is never less than that of what is cut.
        let markLength = "…(cut:  more characters)".count + String(count).count
        let kept = max(0, limit - markLength)
        return text.prefix(kept) + "…(cut: \(count - kept) more characters)"
    }
}
