/// One token of Swift source, normalised so that renaming changes nothing: a keyword or a
/// punctuation mark as written (but `var` read as `let`), every other name "I", every
/// number "N", every string "S"; semicolons and the parentheses of a group are left out.
///
/// ```
/// SwiftTokens.normalised("var gap = (width) / max(2, n); // half").map(\.text)
/// // ["let", "I", "=", "I", "/", "I", "(", "N", ",", "I", ")"]
/// ```
public struct SwiftToken: Sendable, Equatable {
    /// The normalised text: "guard", "I", "N", "S", "(", "..<".
    public let text: String
    /// The line it starts on, counted from 1.
    public let line: Int
}

/// A small Swift tokenizer for finding copies, as MOSS and Dolos read code: comments and
/// whitespace are dropped, keywords and punctuation kept, and every name, number and
/// string literal is one token of its kind, so that a copy with its names, comments and
/// layout changed reads as the same tokens.
///
/// ```
/// let tokens = SwiftTokens.normalised(source)
/// ```
///
/// It is not a compiler's lexer: it never fails, and what it does not know (a stray
/// backslash, an unfinished string) becomes a token of its own or ends at the file's end.
/// O(n) in the source's length.
public enum SwiftTokens {
    /// The words kept as they are: they carry the code's shape, where names do not.
    /// Standard library names (`min`, `map`, `CGFloat`) are names like any other: keeping
    /// them would let a copy hide behind `reduce` for `for`, and gain nothing else.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "async", "some", "any", "mutating", "nonmutating", "lazy",
        "weak", "unowned", "override", "final", "convenience", "required", "indirect", "get", "set",
        "willSet", "didSet", "_",
    ]

    /// Words a copy can write for one another: `var` for every `let`.
    public static let sameShape = ["var": "let"]
    /// Tokens after which a `(` opens a call's arguments, not a group: the end of an
    /// expression.
    static let endsExpression: Set<String> = ["I", "N", "S", ")", "]", "?", "!", "self", "Self", "super", "init"]

    /// The normalised tokens of `source`: comments and whitespace left out, and what a copy
    /// can add anywhere without changing what the code does, a `;` after a statement and
    /// parentheses around an expression (a call's keep theirs). With them kept, a script
    /// that added both to a copy of the solutions took its similarity to them from 1.0 to
    /// 0.19, and one file rewritten by hand then left it flagged nowhere.
    public static func normalised(_ source: String) -> [SwiftToken] {
        var scanner = Scanner(Array(source.unicodeScalars))
        var kept: [SwiftToken] = []
        var groups: [Bool] = []  // for each open `(`, whether it opened a group (left out)
        for token in scanner.tokens() {
            switch token.text {
            case ";":
                continue
            case "(":
                let group = !endsExpression.contains(kept.last?.text ?? "")
                groups.append(group)
                if group { continue }
            case ")":
                if groups.popLast() == true { continue }
            default:
                break
            }
            kept.append(SwiftToken(text: sameShape[token.text] ?? token.text, line: token.line))
        }
        return kept
    }

    /// Walks the source's scalars once, keeping the line it is on.
    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var position = 0
        var line = 1

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        /// The characters that make up operators; "." only begins one or continues one
        /// that began with it, as in Swift.
        static let operatorCharacters = Set("/=-+!*%<>&|^~?".unicodeScalars)

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            position + offset < scalars.count ? scalars[position + offset] : nil
        }

        mutating func advance() {
            if scalars[position] == "\n" { line += 1 }
            position += 1
        }

        mutating func tokens() -> [SwiftToken] {
            var tokens: [SwiftToken] = []
            while let scalar = peek() {
                let start = line
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", peek(1) == "/" {
                    while let next = peek(), next != "\n" { advance() }
                } else if scalar == "/", peek(1) == "*" {
                    skipBlockComment()
                } else if scalar == "\"" || (scalar == "#" && isRawStringStart()) {
                    skipString()
                    tokens.append(SwiftToken(text: "S", line: start))
                } else if scalar.properties.numericType != nil, ("0"..."9").contains(scalar) {
                    skipNumber()
                    tokens.append(SwiftToken(text: "N", line: start))
                } else if Self.startsName(scalar) || scalar == "$" {
                    let name = readName()
                    tokens.append(SwiftToken(text: SwiftTokens.keywords.contains(name) ? name : "I", line: start))
                } else if scalar == "`" {
                    advance()
                    while let next = peek(), next != "`", next != "\n" { advance() }
                    if peek() == "`" { advance() }
                    tokens.append(SwiftToken(text: "I", line: start))
                } else if scalar == "#", let next = peek(1), Self.startsName(next) {
                    advance()
                    tokens.append(SwiftToken(text: "#" + readName(), line: start))
                } else if Self.operatorCharacters.contains(scalar) || scalar == "." {
                    tokens.append(SwiftToken(text: readOperator(), line: start))
                } else {
                    advance()
                    tokens.append(SwiftToken(text: String(scalar), line: start))
                }
            }
            return tokens
        }

        static func startsName(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic
        }

        static func continuesName(_ scalar: Unicode.Scalar) -> Bool {
            startsName(scalar) || scalar.properties.numericType != nil
        }

        mutating func readName() -> String {
            var name = String.UnicodeScalarView()
            name.append(scalars[position])
            advance()
            while let next = peek(), Self.continuesName(next) {
                name.append(next)
                advance()
            }
            return String(name)
        }

        /// `1`, `0x1F`, `1_000`, `2.5e-3`; a range's dots (`0..<n`) are left alone.
        mutating func skipNumber() {
            while let next = peek() {
                if Self.continuesName(next) {
                    let exponent = next == "e" || next == "E" || next == "p" || next == "P"
                    advance()
                    if exponent, let sign = peek(), sign == "+" || sign == "-" { advance() }
                } else if next == ".", let after = peek(1), ("0"..."9").contains(after) {
                    advance()
                } else {
                    return
                }
            }
        }

        mutating func readOperator() -> String {
            let dotted = peek() == "."
            var text = String.UnicodeScalarView()
            while let next = peek(), Self.operatorCharacters.contains(next) || (dotted && next == ".") {
                // A comment right after an operator ends it: `a +// note`.
                if next == "/", let after = peek(1), after == "/" || after == "*", !text.isEmpty { break }
                text.append(next)
                advance()
            }
            return String(text)
        }

        mutating func skipBlockComment() {
            var depth = 0
            while let scalar = peek() {
                if scalar == "/", peek(1) == "*" {
                    depth += 1
                    advance()
                    advance()
                } else if scalar == "*", peek(1) == "/" {
                    depth -= 1
                    advance()
                    advance()
                    if depth == 0 { return }
                } else {
                    advance()
                }
            }
        }

        func isRawStringStart() -> Bool {
            var offset = 0
            while peek(offset) == "#" { offset += 1 }
            return peek(offset) == "\""
        }

        /// A string literal of any kind, `"a"`, `"""` ... `"""`, `#"a"#`, with the code in
        /// its interpolations: the literal is one token whatever it holds.
        mutating func skipString() {
            var hashes = 0
            while peek() == "#" {
                hashes += 1
                advance()
            }
            let multiline = peek(1) == "\"" && peek(2) == "\""
            let quotes = multiline ? 3 : 1
            for _ in 0..<quotes { advance() }
            while let scalar = peek() {
                if scalar == "\n" && !multiline { return }
                if scalar == "\\" && hashesFollow(hashes, from: 1) {
                    advance()
                    for _ in 0..<hashes { advance() }
                    if peek() == "(" { skipInterpolation() } else if peek() != nil { advance() }
                } else if scalar == "\"" && closes(quotes: quotes, hashes: hashes) {
                    for _ in 0..<(quotes + hashes) { advance() }
                    return
                } else {
                    advance()
                }
            }
        }

        func hashesFollow(_ hashes: Int, from offset: Int) -> Bool {
            (0..<hashes).allSatisfy { peek(offset + $0) == "#" }
        }

        func closes(quotes: Int, hashes: Int) -> Bool {
            (0..<quotes).allSatisfy { peek($0) == "\"" } && hashesFollow(hashes, from: quotes)
        }

        /// `\( ... )` inside a string, strings within it included.
        mutating func skipInterpolation() {
            var depth = 0
            while let scalar = peek() {
                if scalar == "\"" {
                    skipString()
                    continue
                }
                advance()
                if scalar == "(" { depth += 1 }
                if scalar == ")" {
                    depth -= 1
                    if depth == 0 { return }
                }
            }
        }
    }
}
