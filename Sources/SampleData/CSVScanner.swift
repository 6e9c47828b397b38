import Foundation

/// The lines of CSV text that hold a row or the header, found by scanning its UTF-8 bytes
/// once; blank lines and comments are skipped, and each line keeps its 1-based number.
///
/// ```
/// Array("# note\nJan,4.1\r\n\nFeb,5".utf8).withUnsafeBufferPointer { bytes in
///     var lines = CSVLines(bytes)
///     lines.next()?.number   // 2: "Jan,4.1"
///     lines.next()?.number   // 4: "Feb,5"
/// }
/// ```
///
/// Lines end in `\n`, `\r\n` or `\r`, and also, as a Swift `Character` would count them, in
/// a vertical tab, a form feed, U+0085, U+2028 or U+2029. Every byte that ends a line, and
/// every byte the reader looks for in it (separators, quotes, `#`), is ASCII or starts a
/// UTF-8 character, so scanning bytes never splits a character.
///
/// - Complexity: O(n) in the length of the text over all calls of `next()`; no allocation.
struct CSVLines: IteratorProtocol, Sequence {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var number = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func next() -> CSVLine? {
        let count = bytes.count
        while position < count {
            let start = position
            var end = start
            var next = count
            scan: while end < count {
                let byte = bytes[end]
                // Most bytes end nothing: one comparison for them.
                if byte > 0x0D && byte != 0xC2 && byte != 0xE2 {
                    end += 1
                    continue
                }
                switch byte {
                case 0x0A, 0x0B, 0x0C:
                    next = end + 1
                    break scan
                case 0x0D:
                    next = end + 1 < count && bytes[end + 1] == .newline ? end + 2 : end + 1
                    break scan
                case 0xC2 where end + 1 < count && bytes[end + 1] == 0x85:
                    next = end + 2
                    break scan
                case 0xE2
                where end + 2 < count && bytes[end + 1] == 0x80 && (bytes[end + 2] == 0xA8 || bytes[end + 2] == 0xA9):
                    next = end + 3
                    break scan
                default:
                    end += 1
                }
            }
            position = next
            number += 1
            let line = CSVLine(number: number, bytes: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            if !line.isBlankOrComment { return line }
        }
        return nil
    }
}

/// A line that holds a row or the header: not blank, not a comment.
///
/// ```
/// line.split(separatedBy: .comma, into: &fields)   // "Jan, 4.1" → the ranges of "Jan" and "4.1"
/// line.shown                                       // "\"Jan, 4.1\"", for a message
/// ```
struct CSVLine {
    let number: Int
    /// The line's UTF-8 bytes, without its line ending.
    let bytes: UnsafeBufferPointer<UInt8>

    /// The line as the error messages show it: trimmed, shortened, in quotes.
    var shown: String {
        let trimmed = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        let short = trimmed.count > 60 ? trimmed.prefix(59) + "…" : trimmed
        return "\"\(short)\""
    }

    /// Whether the line has nothing but whitespace, or starts with `#` after it.
    var isBlankOrComment: Bool {
        var index = 0
        while index < bytes.count {
            let space = bytes.whitespaceLength(at: index)
            if space == 0 { return bytes[index] == .hash }
            index += space
        }
        return true
    }

    /// Splits the line into `fields` (emptied first), unquoted and trimmed: spaces
    /// around a field go, spaces inside quotes stay, and `""` in quotes is one quote.
    ///
    /// - Throws: A ``CSVError`` for a quote that is never closed, or text after one.
    /// - Complexity: O(n) in the line's length; a quoted field with `""` in it is copied.
    func split(separatedBy separator: CSVSeparator, into fields: inout [CSVField]) throws(CSVError) {
        fields.removeAll(keepingCapacity: true)
        let mark = separator.byte
        let count = bytes.count
        /// The length of the whitespace at `index` that is not the separator (a tab).
        func space(at index: Int) -> Int {
            bytes[index] == mark ? 0 : bytes.whitespaceLength(at: index)
        }
        var index = 0
        while true {
            while index < count, case let length = space(at: index), length > 0 { index += length }
            if index < count, bytes[index] == .quote {
                index += 1
                let start = index
                var end: Int?
                var unescaped: [UInt8]?
                while index < count {
                    let byte = bytes[index]
                    index += 1
                    guard byte == .quote else {
                        unescaped?.append(byte)
                        continue
                    }
                    guard index < count, bytes[index] == .quote else {
                        end = index - 1
                        break
                    }
                    // "" is one quote: from here on the field is a copy without the second.
                    if unescaped == nil { unescaped = Array(bytes[start..<index]) } else { unescaped?.append(.quote) }
                    index += 1
                }
                guard let end else { throw .unclosedQuote(in: self) }
                while index < count, case let length = space(at: index), length > 0 { index += length }
                guard index == count || bytes[index] == mark else { throw .textAfterQuote(in: self) }
                fields.append(unescaped.map(CSVField.copied) ?? .inLine(start..<end))
            } else {
                let start = index
                while index < count, bytes[index] != mark { index += 1 }
                var end = index
                while end > start, case let length = bytes.whitespaceLength(endingAt: end), length > 0 { end -= length }
                fields.append(.inLine(start..<end))
            }
            guard index < count else { return }
            index += 1
        }
    }

    /// The field's bytes, for `body`.
    func withBytes<Result>(of field: CSVField, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch field {
        case .inLine(let range): body(UnsafeBufferPointer(rebasing: bytes[range]))
        case .copied(let copy): copy.withUnsafeBufferPointer(body)
        }
    }

    func string(of field: CSVField) -> String {
        withBytes(of: field) { String(decoding: $0, as: UTF8.self) }
    }

    func strings(of fields: [CSVField]) -> [String] {
        fields.map(string(of:))
    }
}

/// A field of a ``CSVLine``: where it is in the line, or a copy when unquoting changed it.
enum CSVField {
    case inLine(Range<Int>)
    case copied([UInt8])
}

extension UnsafeBufferPointer<UInt8> {
    /// The length in bytes of the whitespace character at `index`, 0 when it is none: an
    /// ASCII space, tab, vertical tab or form feed, or a Unicode one such as U+00A0 (the
    /// no-break space) or U+3000, as `Character.isWhitespace` counts them.
    ///
    /// - Complexity: O(1).
    func whitespaceLength(at index: Int) -> Int {
        let byte = self[index]
        if byte == .space || (0x09...0x0D).contains(byte) { return 1 }
        guard byte >= 0xC2, byte <= 0xE3 else { return 0 }
        let second = index + 1 < count ? self[index + 1] : 0
        if byte == 0xC2 { return second == 0x85 || second == 0xA0 ? 2 : 0 }
        guard index + 2 < count else { return 0 }
        let third = self[index + 2]
        let isSpace =
            switch (byte, second) {
            case (0xE1, 0x9A): third == 0x80  // U+1680
            // U+2000–200A, 2028, 2029, 202F
            case (0xE2, 0x80): third <= 0x8A || (0xA8...0xA9).contains(third) || third == 0xAF
            case (0xE2, 0x81): third == 0x9F  // U+205F
            case (0xE3, 0x80): third == 0x80  // U+3000
            default: false
            }
        return isSpace ? 3 : 0
    }

    /// The length in bytes of the whitespace character that ends just before `end`, 0
    /// when it is none.
    func whitespaceLength(endingAt end: Int) -> Int {
        let last = self[end - 1]
        if last < 0x80 { return whitespaceLength(at: end - 1) }
        if end >= 2, whitespaceLength(at: end - 2) == 2 { return 2 }
        if end >= 3, whitespaceLength(at: end - 3) == 3 { return 3 }
        return 0
    }
}
