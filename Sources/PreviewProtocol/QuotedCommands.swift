import Course
import Foundation

/// A `swift run workbook …` command that a README quotes, in a code block or in inline
/// code, with where it stands and its arguments as the shell would split them.
///
/// ```
/// QuotedCommands.found(in: "```\nswift run workbook test 1     # the chapter\n```", file: "README.md")
/// // [QuotedCommand(file: "README.md", line: 2, text: "swift run workbook test 1", arguments: ["test", "1"])]
/// ```
///
/// The students' edition records the expected charts these commands ask for
/// (``EditionCharts``), and a test runs each of them there.
public struct QuotedCommand: Equatable, Hashable, Sendable {
    /// The README's path in the workbook, such as "Chapters/02-BarChart/README.md".
    public var file: String
    /// The line the command starts on, from 1.
    public var line: Int
    /// The command as quoted, without a trailing `# comment`.
    public var text: String
    /// What follows `swift run workbook`, split as a POSIX shell splits words.
    public var arguments: [String]

    public init(file: String, line: Int, text: String, arguments: [String]) {
        self.file = file
        self.line = line
        self.text = text
        self.arguments = arguments
    }
}

/// The commands and chapter options the workbook's READMEs quote.
public enum QuotedCommands {
    /// What a quoted command starts with.
    public static let prefix = ["swift", "run", "workbook"]

    /// The READMEs a student reads: the top one and each chapter's, as paths in the workbook.
    public static func readmes(of chapters: [Chapter]) -> [String] {
        [WorkbookLayout.readmeFile] + chapters.map(WorkbookLayout.readmePath(of:))
    }

    /// Every command quoted in the READMEs of the workbook at `root`, in the order they stand.
    /// A README that is missing quotes nothing.
    public static func all(in root: URL, chapters: [Chapter]) -> [QuotedCommand] {
        readmes(of: chapters).flatMap { path in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
                .map { found(in: $0, file: path) } ?? []
        }
    }

    /// The commands quoted in `markdown`: each line of a fenced code block that starts with
    /// `swift run workbook` (or `$ swift run workbook`), and each inline code span that does,
    /// a span's line breaks read as spaces, as Markdown reads them.
    public static func found(in markdown: String, file: String) -> [QuotedCommand] {
        var commands: [QuotedCommand] = []
        for (line, text) in codeTexts(in: markdown) {
            var command = text.trimmingCharacters(in: .whitespaces)
            if command.hasPrefix("$ ") { command.removeFirst(2) }
            guard let words = shellWords(command), words.starts(with: prefix) else { continue }
            commands.append(
                QuotedCommand(
                    file: file, line: line, text: withoutComment(command),
                    arguments: Array(words.dropFirst(prefix.count))))
        }
        return commands
    }

    /// Each chapter option that inline code in `markdown` gives a value, such as
    /// `` `--scroll 2024-07-29` ``, for `chapter`'s options that take any value: the
    /// text's examples, which a student combines with `--compare`. A placeholder, the
    /// value the option's usage names (`--drag x1,x2`), is no value.
    public static func optionValues(in markdown: String, of chapter: Chapter) -> [String: [String]] {
        var values: [String: [String]] = [:]
        for (_, text) in codeTexts(in: markdown, fenced: false) {
            guard let words = shellWords(text) else { continue }
            for (index, word) in words.enumerated() where word.hasPrefix("--") && index + 1 < words.count {
                let value = words[index + 1]
                guard let option = chapter.previewOption(String(word.dropFirst(2))), option.choices == nil,
                    value != option.value, !value.hasPrefix("-"), !(values[option.name] ?? []).contains(value)
                else { continue }
                values[option.name, default: []].append(value)
            }
        }
        return values
    }

    /// The texts of the fenced code blocks' lines (with `fenced`) and of the inline code
    /// spans outside them, each with the line it starts on.
    static func codeTexts(in markdown: String, fenced: Bool = true) -> [(line: Int, text: String)] {
        var texts: [(Int, String)] = []
        var fence: String?
        var paragraph: [(line: Int, text: String)] = []
        func spans() {
            texts += inlineSpans(in: paragraph)
            paragraph = []
        }
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed.hasPrefix(open) && trimmed.allSatisfy({ $0 == open.first }) {
                    fence = nil
                } else if fenced {
                    texts.append((index + 1, trimmed))
                }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                spans()
                fence = String(trimmed.prefix { $0 == trimmed.first })
                continue
            }
            if trimmed.isEmpty {
                spans()
            } else {
                paragraph.append((index + 1, line))
            }
        }
        spans()
        return texts
    }

    /// The inline code spans of one paragraph's lines: text between runs of backticks of
    /// the same length, a line break inside read as a space.
    private static func inlineSpans(in lines: [(line: Int, text: String)]) -> [(line: Int, text: String)] {
        var characters: [(line: Int, character: Character)] = []
        for (number, text) in lines {
            if !characters.isEmpty { characters.append((number, " ")) }
            characters += text.map { (number, $0) }
        }
        var spans: [(Int, String)] = []
        var index = 0
        while index < characters.count {
            guard characters[index].character == "`" else {
                index += 1
                continue
            }
            var run = 0
            while index + run < characters.count, characters[index + run].character == "`" { run += 1 }
            let start = index + run
            var end = start
            var closed: Int?
            while end < characters.count {
                if characters[end].character == "`" {
                    var closing = 0
                    while end + closing < characters.count, characters[end + closing].character == "`" { closing += 1 }
                    if closing == run {
                        closed = end
                        break
                    }
                    end += closing
                } else {
                    end += 1
                }
            }
            guard let closed else {
                index = start
                continue
            }
            let text = String(characters[start..<closed].map(\.character)).trimmingCharacters(in: .whitespaces)
            spans.append((characters[start < closed ? start : index].line, text))
            index = closed + run
        }
        return spans
    }

    /// `text` without a trailing `# comment` outside quotes.
    static func withoutComment(_ text: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in text.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                return String(text.prefix(offset)).trimmingCharacters(in: .whitespaces)
            }
            previous = character
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// `text` split into words as a POSIX shell splits them: whitespace between words,
    /// single and double quotes, a backslash, and `#` starting a comment at a word's start.
    /// `nil` when a quote is left open.
    public static func shellWords(_ text: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else {
                    word.append(character)
                }
                continue
            }
            switch character {
            case " ", "\t":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "#" where !inWord:
                return words
            case "\"", "'":
                quote = character
                inWord = true
            case "\\":
                escaped = true
                inWord = true
            default:
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil else { return nil }
        if inWord { words.append(word) }
        return words
    }
}
