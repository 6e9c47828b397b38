import Foundation

/// A worked example of the course's text: Swift a student can copy, and the results the
/// text promises for it, found in a skeleton's doc comment or a chapter's README.
///
/// In a doc comment an example is a code block indented four spaces; in a README, a
/// fenced `swift` block. A block is an example when some expression in it has a result
/// comment: on its own line after it, or on the line(s) right below it.
///
///     summary(of: [68, 47, 62, 43, 55, 67, 78, 71, 80, 88, 82, 74])
///     // (minimum: 43, average: 67.9166..., maximum: 88)
///
/// is one example with one check. Blocks without a result comment are illustrations and
/// are left alone, unless they are all `let` lines: set-up for the blocks after them. As in
/// Python's doctest, the blocks of one doc comment (or of one README) are one example:
/// each runs in a scope inside the one before, so it sees the names set up above it and may
/// set them up anew. A result comment starts with a value (a number, `[`, `(`, `"`,
/// `.name`, `nil`, `true`, `false`); a comment that does not is prose.
public struct WorkedExample: Equatable, Sendable {
    /// A line of the example's body: set-up or an expression with no result, as written.
    public enum Step: Equatable, Sendable {
        /// The start of a block after the first, from the line `line`: a scope of its own
        /// inside the blocks before it.
        case block(line: Int)
        case code(String)
        /// An expression and the result the text gives for it, from the line `line`.
        case check(expression: String, result: String, line: Int)
    }

    /// The file, from the workbook's folder: "Chapters/01-LineGraph/Summary.swift".
    public let path: String
    /// The line of the block's first line, counted from 1.
    public let line: Int
    public let steps: [Step]

    public var checks: [(expression: String, result: String, line: Int)] {
        steps.compactMap { step in
            if case .check(let expression, let result, let line) = step { (expression, result, line) } else { nil }
        }
    }
}

/// Finding worked examples in text.
public enum WorkedExampleExtraction {
    /// The examples in a Swift file's doc comments: one a doc comment.
    public static func examples(inSwift text: String, path: String) -> [WorkedExample] {
        blocks(inDocComments: text).compactMap { example(from: $0, path: path) }
    }

    /// The examples in a Markdown file's ```swift blocks: one for the file.
    public static func examples(inMarkdown text: String, path: String) -> [WorkedExample] {
        var blocks: [[(Int, String)]] = []
        var current: [(Int, String)]?
        for (index, line) in lines(of: text).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if let block = current, trimmed.hasPrefix("```") {
                blocks.append(block)
                current = nil
            } else if current != nil {
                current?.append((index + 1, line))
            }
        }
        return example(from: blocks, path: path).map { [$0] } ?? []
    }

    /// The code blocks of each `///` comment: lines indented four spaces past `/// `, with
    /// the blank lines between them, each with its line number; one list a doc comment.
    static func blocks(inDocComments text: String) -> [[[(Int, String)]]] {
        var comments: [[[(Int, String)]]] = []
        var blocks: [[(Int, String)]] = []
        var current: [(Int, String)] = []
        var blanks: [(Int, String)] = []
        func closeBlock() {
            if !current.isEmpty { blocks.append(current) }
            current = []
            blanks = []
        }
        func closeComment() {
            closeBlock()
            if !blocks.isEmpty { comments.append(blocks) }
            blocks = []
        }
        for (index, line) in lines(of: text).enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else {
                closeComment()
                continue
            }
            var content = trimmed.dropFirst(3)
            if content.first == " " { content = content.dropFirst() }
            if content.trimmingCharacters(in: .whitespaces).isEmpty {
                if !current.isEmpty { blanks.append((index + 1, "")) }
            } else if content.hasPrefix("    ") {
                current += blanks
                blanks = []
                current.append((index + 1, String(content.dropFirst(4))))
            } else {
                closeBlock()
            }
        }
        closeComment()
        return comments
    }

    /// One example from the blocks of a doc comment or a README, or nil when no expression
    /// in them has a result. Illustrations are left out, but for blocks of set-up alone.
    static func example(from blocks: [[(Int, String)]], path: String) -> WorkedExample? {
        var steps: [WorkedExample.Step] = []
        var first: Int?
        for block in blocks where !block.contains(where: { isApplePlatformOnly($0.1) }) {
            guard let start = block.first?.0 else { continue }
            let blockSteps = self.steps(of: block)
            let hasResult = blockSteps.contains { if case .check = $0 { true } else { false } }
            let isSetUp = blockSteps.allSatisfy { step in
                if case .code(let code) = step { code.hasPrefix("let ") || code.hasPrefix("var ") } else { false }
            }
            guard hasResult || (isSetUp && !blockSteps.isEmpty) else { continue }
            if first == nil { first = start } else { steps.append(.block(line: start)) }
            steps += blockSteps
        }
        guard let first else { return nil }
        let example = WorkedExample(path: path, line: first, steps: steps)
        return example.checks.isEmpty ? nil : example
    }

    /// A block's steps: set-up, expressions, and each expression with its result.
    static func steps(of block: [(Int, String)]) -> [WorkedExample.Step] {
        var steps: [WorkedExample.Step] = []
        // An expression whose result may follow on the next line, and its first line.
        var pending: (code: String, line: Int)?
        // A statement that runs over several lines, its brackets still open.
        var open: (code: String, line: Int)?
        var index = 0
        func flushPending() {
            if let waiting = pending { steps.append(.code(waiting.code)) }
            pending = nil
        }
        while index < block.count {
            let (number, line) = block[index]
            index += 1
            let (code, comment) = splitComment(line)
            if let started = open {
                let joined = started.code + "\n" + code
                if bracketDepth(joined) > 0 {
                    open = (joined, started.line)
                    continue
                }
                open = nil
                finish(statement: joined, line: started.line, trailing: comment, at: number)
                continue
            }
            if code.trimmingCharacters(in: .whitespaces).isEmpty {
                guard let comment, startsWithValue(comment), let waiting = pending else {
                    flushPending()
                    continue
                }
                // The result, over as many comment lines as its brackets need.
                var result = comment
                if bracketDepth(stripNote(result)) > 0 {
                    result = stripNote(result)
                    while index < block.count, bracketDepth(result) > 0 {
                        let (_, next) = block[index]
                        let (nextCode, nextComment) = splitComment(next)
                        guard nextCode.trimmingCharacters(in: .whitespaces).isEmpty, let nextComment else { break }
                        result += " " + stripNote(nextComment)
                        index += 1
                    }
                }
                steps.append(.check(expression: waiting.code, result: result, line: number))
                pending = nil
                continue
            }
            flushPending()
            if bracketDepth(code) > 0 {
                open = (code, number)
                continue
            }
            finish(statement: code, line: number, trailing: comment, at: number)
        }
        flushPending()

        func finish(statement: String, line: Int, trailing comment: String?, at commentLine: Int) {
            let trimmed = statement.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("import ") {
                return  // The generated file imports the chapter's module and Foundation.
            } else if isStatement(trimmed) {
                steps.append(.code(statement))
            } else if let comment, startsWithValue(comment) {
                steps.append(.check(expression: statement, result: comment, line: commentLine))
            } else {
                pending = (statement, line)
            }
        }

        return steps
    }

    /// Code for Apple's frameworks (`import SwiftUI`, `import Charts`): the text shows where
    /// a solution goes in an app, and it cannot run on every toolchain the course runs on.
    static func isApplePlatformOnly(_ line: String) -> Bool {
        let frameworks = ["SwiftUI", "Charts", "UIKit", "AppKit", "PlaygroundSupport", "AVFoundation", "Accessibility"]
        let code = line.trimmingCharacters(in: .whitespaces)
        return frameworks.contains { code == "import \($0)" }
    }

    /// Whether a line is set-up, never a result's expression.
    static func isStatement(_ code: String) -> Bool {
        let keywords = ["let ", "var ", "import ", "func ", "struct ", "enum ", "for ", "if ", "guard ", "print("]
        return keywords.contains { code.hasPrefix($0) }
            || code.range(of: #"^[A-Za-z_.\[\]0-9]+\s*[-+*/]?=\s"#, options: .regularExpression) != nil
    }

    /// Whether a comment reads as a result: it starts with a value, not with prose.
    static func startsWithValue(_ comment: String) -> Bool {
        comment.range(of: #"^(-?[0-9]|\[|\(|"|\.[A-Za-z]|(nil|true|false|nan)\b)"#, options: .regularExpression) != nil
    }

    /// A line's code and its comment (the text after `//` outside a string), if any.
    static func splitComment(_ line: String) -> (code: String, comment: String?) {
        var inString = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString, character == "/", previous == "/" {
                let start = line.index(before: index)
                let comment = line[line.index(after: index)...].trimmingCharacters(in: .whitespaces)
                return (String(line[..<start]).trimmingCharacters(in: .whitespaces), comment)
            }
            previous = character
        }
        return (line.trimmingCharacters(in: .whitespaces), nil)
    }

    /// Opened brackets less closed ones, outside strings.
    static func bracketDepth(_ text: String) -> Int {
        var depth = 0
        var inString = false
        var previous: Character = " "
        for character in text {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
            }
            previous = character
        }
        return depth
    }

    /// A result line without its note: the text after a run of three or more spaces.
    static func stripNote(_ text: String) -> String {
        guard let gap = text.range(of: "   ") else { return text }
        return String(text[..<gap.lowerBound])
    }

    private static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
