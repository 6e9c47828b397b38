import Foundation

/// Picks the compiler's error messages out of a build log, each with the line of code
/// it is about, a caret under the place, and the compiler's notes.
///
/// The compiler repeats each error (once per build step that saw it) and surrounds it with
/// progress lines; a student needs each error once, with its file and line, with the
/// package folder left off the path, and with the notes that so often say the fix:
///
/// ```
/// BuildErrors.extract(from: log, packageDirectory: root)
/// // ["""
/// //  Chapters/01-LineGraph/XPosition.swift:4:32: error: value of optional type 'Double?' must be unwrapped ...
/// //    4 |     let first: Double = values.first
/// //      |                                ^
/// //    note: coalesce using '??' to provide a default when the optional value contains 'nil'
/// //    note: force-unwrap using '!' to abort execution if the optional value contains 'nil'
/// //  """]
/// ```
///
/// Each error is one string whose first line is the compiler's own; notes about other
/// files, such as the standard library's declarations, are left out.
///
/// - Complexity: O(*n*) in the length of the log.
public enum BuildErrors {
    public static func extract(from log: String, packageDirectory: URL) -> [String] {
        extract(from: log, packageDirectory: packageDirectory, isHeader: isErrorHeader)
    }

    /// The compiler's warnings about files in `folders` (relative to the package folder),
    /// each once, with its line of code and caret, as errors are given. A warning such as
    /// "result of call to 'sorted()' is unused" often names a bug exactly.
    ///
    /// ```
    /// BuildErrors.warnings(from: log, packageDirectory: root, in: ["Chapters/"])
    /// // ["Chapters/03-Boxplot/Fences.swift:12:5: warning: result of call to 'sorted()' is unused\n  12 | ..."]
    /// ```
    public static func warnings(from log: String, packageDirectory: URL, in folders: [String]) -> [String] {
        extract(from: log, packageDirectory: packageDirectory) { line in
            line.contains(": warning: ") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("|")
        }
        .filter { warning in folders.contains(where: warning.hasPrefix) }
        .map(withoutDiagnosticGroup)
    }

    /// The warning without the group swiftc names at the end of its first line,
    /// " [#no-usage]": it means nothing to a student.
    private static func withoutDiagnosticGroup(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let first = lines.first, first.hasSuffix("]"), let open = first.range(of: " [#", options: .backwards) {
            lines[0] = String(first[..<open.lowerBound])
        }
        return lines.joined(separator: "\n")
    }

    private static func extract(from log: String, packageDirectory: URL, isHeader: (Substring) -> Bool) -> [String] {
        let prefix = packageDirectory.standardizedFileURL.path + "/"
        var seen: Set<String> = []
        var errors: [Block] = []
        var current: Block?
        for line in log.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if isHeader(line) {
                if let block = current { errors.append(block) }
                let message = trimmed.replacingOccurrences(of: prefix, with: "")
                current = seen.insert(message).inserted ? Block(header: message) : nil
            } else if trimmed.isEmpty || line.hasPrefix("[") || startsDiagnostic(line) {
                if let block = current { errors.append(block) }
                current = nil
            } else if current != nil {
                current?.read(excerptLine: String(line))
            }
        }
        if let block = current { errors.append(block) }
        return errors.map(\.text)
    }

    /// The first line of any error or warning, which ends the excerpt before it.
    private static func startsDiagnostic(_ line: Substring) -> Bool {
        (line.contains(": error: ") || line.contains(": warning: "))
            && !line.trimmingCharacters(in: .whitespaces).hasPrefix("|")
    }

    /// "path:12:5: error: ...", or the manifest's "Package.swift:50: Fatal error: ...".
    private static func isErrorHeader(_ line: Substring) -> Bool {
        line.contains("error:") && !line.contains("emit-module command failed")
            && !line.contains("fatalError") && !line.contains("Invalid manifest (compiled with")
            && !line.contains("ExitCode(rawValue") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("|")
    }

    /// One error: its header, and what the excerpt after it shows of its own line.
    private struct Block {
        let header: String
        var source: String?
        var notes: [String] = []
        /// Whether the excerpt's lines are those under the error's own line.
        private var underOwnLine = false

        init(header: String) {
            self.header = header
        }

        /// The error's line and column, from "path:12:5: error: ...".
        private var position: (line: Int, column: Int)? {
            let parts = header.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let line = Int(parts[1]), let column = Int(parts[2]) else { return nil }
            return (line, column)
        }

        /// Reads "12 |     code" and "   |     |- note: ..." lines.
        mutating func read(excerptLine line: String) {
            guard let bar = line.range(of: " | ") ?? line.range(of: " |", options: .anchored) else { return }
            let number = line[..<bar.lowerBound].trimmingCharacters(in: .whitespaces)
            let rest = String(line[bar.upperBound...])
            if let number = Int(number) {
                underOwnLine = number == position?.line
                if underOwnLine { source = rest }
            } else if number.isEmpty, underOwnLine, let note = rest.range(of: "- note: ") {
                notes.append("note: " + rest[note.upperBound...])
            }
        }

        var text: String {
            var lines = [header]
            if let source, let position {
                let gutter = "\(position.line)"
                lines.append("  \(gutter) | \(source)")
                lines.append(
                    "  " + String(repeating: " ", count: gutter.count) + " | "
                        + String(repeating: " ", count: max(0, position.column - 1)) + "^")
            }
            lines += notes.map { "  " + $0 }
            return lines.joined(separator: "\n")
        }
    }
}
