import Foundation

/// Whether a module's source may hold code that the compiler copies into the modules that
/// use it: any attribute but a few known not to.
///
/// ```
/// ClientCopies.arePossible(in: Data("@`_transparent` public func f() -> Int { 1 }".utf8))      // true
/// ClientCopies.arePossible(in: Data("@discardableResult public func f() -> Int { 1 }".utf8))   // false
/// ```
///
/// Objects compiled against such a module run their own copy of its code, whichever build
/// of the module they are linked with later: `@_transparent` and `@inline(always)` bodies
/// are inlined even in a debug build. So the suites compiled against one submission's
/// chapters are kept for the next (``SuiteSurfaces``) only where those chapters hold none;
/// otherwise the next submission's tests and probe would run the first one's code. And a
/// chapter that holds some is not compiled alone under suites kept from another
/// (``ChapterRebuild``).
///
/// The check reads bytes, not Swift, and errs one way: every `@` must be followed (after
/// spaces, comments and a backtick) by a name on the list. Only a line that starts with
/// `//` is passed over; an `@` in a string or any other comment counts, and costs a whole
/// build, never a wrong grade. A list of the attributes that copy code would miss the next
/// one the language adds.
///
/// - Complexity: O(*n*) in the source's size.
enum ClientCopies {
    /// Attributes that copy no code into the modules that use a declaration.
    static let harmless: Set<String> = [
        "autoclosure", "available", "concurrent", "convention", "discardableResult", "dynamicCallable",
        "dynamicMemberLookup", "escaping", "globalActor", "isolated", "MainActor", "nonobjc", "preconcurrency",
        "propertyWrapper", "resultBuilder", "retroactive", "Sendable", "unchecked", "unknown",
    ]

    /// Whether `source`, a Swift file's bytes, may hold code copied into clients.
    static func arePossible(in source: Data) -> Bool {
        let bytes = [UInt8](source)
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if !isCommentLine(bytes[lineStart..<lineEnd]) {
                for at in lineStart..<lineEnd where bytes[at] == UInt8(ascii: "@") {
                    var cursor = skipSpacesAndComments(in: bytes, from: at + 1)
                    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "`") { cursor += 1 }
                    let nameStart = cursor
                    while cursor < bytes.count, isNamePart(bytes[cursor]) { cursor += 1 }
                    guard harmless.contains(String(decoding: bytes[nameStart..<cursor], as: UTF8.self)) else {
                        return true
                    }
                }
            }
            lineStart = lineEnd + 1
        }
        return false
    }

    /// Whether `line` starts, after spaces, with `//`: never code, wherever it stands (in
    /// a block comment or a multi-line string it is not code either), so an `@` in a doc
    /// comment ("keeps the selection in `@State`") costs nothing.
    private static func isCommentLine(_ line: ArraySlice<UInt8>) -> Bool {
        let text = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return text.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")])
    }

    /// Whether one of the Swift files below `folder` may hold code copied into clients, or
    /// one cannot be read.
    static func arePossible(inSwiftFilesBelow folder: URL) -> Bool {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return true
        }
        for case let file as URL in files where file.pathExtension == "swift" {
            guard let data = try? Data(contentsOf: file), !arePossible(in: data) else { return true }
        }
        return false
    }

    /// The index of the first byte from `start` that is not a space, a line break or part
    /// of a comment (block comments nest, as Swift's do).
    private static func skipSpacesAndComments(in bytes: [UInt8], from start: Int) -> Int {
        var cursor = start
        func isAt(_ pair: String) -> Bool {
            let pattern = Array(pair.utf8)
            return cursor + 1 < bytes.count && bytes[cursor] == pattern[0] && bytes[cursor + 1] == pattern[1]
        }
        while cursor < bytes.count {
            if [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[cursor]) {
                cursor += 1
            } else if isAt("//") {
                while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
            } else if isAt("/*") {
                var depth = 0
                repeat {
                    if isAt("/*") {
                        depth += 1
                        cursor += 2
                    } else if isAt("*/") {
                        depth -= 1
                        cursor += 2
                    } else {
                        cursor += 1
                    }
                } while depth > 0 && cursor < bytes.count
            } else {
                break
            }
        }
        return cursor
    }

    private static func isNamePart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
