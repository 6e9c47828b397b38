import Course
import Foundation

/// The lines of the reference solutions that tell something of their code: what a
/// students' edition, or anything published to students, must not hold.
///
/// ```
/// let lines = try SolutionLines(of: root)
/// lines.found(in: "let fraction = (value - minimum) / (maximum - minimum)")   // ["01-LineGraph/YPosition.swift"]
/// lines.found(in: "} else {")                                                  // []: says nothing
/// ```
///
/// A line of a solution file counts when, trimmed, it is longer than a closing brace, is
/// not a comment, names at least two things that are not Swift keywords (so `} else {`,
/// `return nil` and `self.init(` do not count), and is in no skeleton: a line that a
/// skeleton shows, in its code or its doc comment, is the student's already.
public struct SolutionLines: Sendable {
    /// Each counted line, with the solution files it is in.
    public let lines: [String: [String]]

    public init(of root: URL) throws {
        let chapters = ChapterCatalog(root: root).chapters
        var shown: Set<String> = []
        var counted: [String: [String]] = [:]
        for chapter in chapters {
            for file in try Self.swiftFiles(in: root.appendingPathComponent(WorkbookLayout.skeletonFolder(of: chapter)))
            {
                for line in file.text.split(separator: "\n") { shown.insert(Self.uncommented(line)) }
            }
        }
        for chapter in chapters {
            for file in try Self.swiftFiles(in: root.appendingPathComponent(WorkbookLayout.solutionFolder(of: chapter)))
            {
                for line in file.text.split(separator: "\n") {
                    let text = line.trimmingCharacters(in: .whitespaces)
                    guard text.count > 1, !text.hasPrefix("//"), !shown.contains(text), Self.nameCount(in: text) >= 2
                    else { continue }
                    let place = "\(chapter.folder)/\(file.name)"
                    if counted[text]?.contains(place) != true { counted[text, default: []].append(place) }
                }
            }
        }
        lines = counted
    }

    /// The solution files that `line` is a counted line of; empty when it is none.
    public func found(in line: some StringProtocol) -> [String] {
        lines[line.trimmingCharacters(in: .whitespaces)] ?? []
    }

    /// Each counted line in the text files of `folder`, as "path:line: text (from file)".
    public func found(inFilesOf folder: URL) -> [String] {
        let manager = FileManager.default
        guard let walker = manager.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var found: [String] = []
        let base = folder.standardizedFileURL.path
        for case let file as URL in walker {
            let path = file.standardizedFileURL.path
            if path.contains("/.build/") || path.contains("/.git/") { continue }
            guard let data = manager.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                continue
            }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let sources = self.found(in: line)
                guard !sources.isEmpty else { continue }
                found.append(
                    "\(path.dropFirst(base.count + 1)):\(number + 1): \(line.trimmingCharacters(in: .whitespaces)) (from \(sources[0]))"
                )
            }
        }
        return found
    }

    static let keywords: Set<Substring> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async", "await", "some", "any",
    ]

    /// How many names that are not keywords `line` holds, outside string literals.
    static func nameCount(in line: String) -> Int {
        var outside = ""
        var inString = false
        for character in line {
            if character == "\"" { inString.toggle() }
            outside.append(inString || character == "\"" ? " " : character)
        }
        let words = outside.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return words.filter { $0.first?.isNumber == false && !keywords.contains($0) }.count
    }

    /// A skeleton's line as the student reads it: trimmed, without `///` or `//`.
    static func uncommented(_ line: Substring) -> String {
        var text = line.trimmingCharacters(in: .whitespaces)
        for marker in ["///", "//"] where text.hasPrefix(marker) {
            text = String(text.dropFirst(marker.count)).trimmingCharacters(in: .whitespaces)
            break
        }
        return text
    }

    static func swiftFiles(in folder: URL) throws -> [(name: String, text: String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return try names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
    }
}
