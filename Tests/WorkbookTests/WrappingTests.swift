import Foundation
import Testing

@testable import Results
@testable import WorkbookCommands

@Suite("Wrapping explanations to the terminal width")
struct WrappingTests {
    static let explanation =
        "Likely mistake: dividing by count. Between count points (or lines) there are only count - 1 gaps, "
        + "so each step is the whole length divided by count - 1."

    @Test(
        "text that fits stays on one line, unchanged",
        arguments: [
            ("short", 10), ("exactly ten", 11), ("", 5), ("  indented", 10),
        ])
    func fits(text: String, width: Int) {
        #expect(wrapped(text, width: width) == [text])
    }

    @Test("breaks at spaces, keeping each line within the width", arguments: [20, 30, 44, 60, 88])
    func breaksAtSpaces(width: Int) {
        let lines = wrapped(Self.explanation, width: width)
        #expect(lines.count > 1, "the explanation is longer than \(width)")
        #expect(lines.allSatisfy { $0.count <= width }, "no line is wider than \(width): \(lines)")
        #expect(lines.joined(separator: " ") == Self.explanation, "no word is lost, split or reordered")
    }

    @Test("fills each line as far as the next word allows")
    func greedy() {
        #expect(wrapped("aaa bbb ccc ddd", width: 7) == ["aaa bbb", "ccc ddd"])
        #expect(wrapped("aaa bbb ccc ddd", width: 8) == ["aaa bbb", "ccc ddd"])
        #expect(wrapped("aaa bbb ccc ddd", width: 11) == ["aaa bbb ccc", "ddd"])
    }

    @Test("a word longer than the width stays whole on a line of its own")
    func longWord() {
        #expect(
            wrapped("see Chapters/01-LineGraph/YPosition.swift now", width: 10)
                == ["see", "Chapters/01-LineGraph/YPosition.swift", "now"])
        #expect(
            wrapped("Chapters/01-LineGraph/YPosition.swift", width: 10) == ["Chapters/01-LineGraph/YPosition.swift"])
    }

    @Test("lines after the first get the continuation indent, with one space between words")
    func continuationIndent() {
        #expect(wrapped("one two three four", width: 9, continuationIndent: 2) == ["one two", "  three", "  four"])
        #expect(
            wrapped("aaa bbb ccc ddd eee", width: 7, continuationIndent: 2) == ["aaa bbb", "  ccc", "  ddd", "  eee"])
        #expect(wrapped("aaaaaaa b c d", width: 7, continuationIndent: 2) == ["aaaaaaa", "  b c d"])
        #expect(wrapped("  x y z w", width: 5, continuationIndent: 2) == ["  x y", "    z", "    w"])
    }

    @Test("the leading indentation of the text is kept on every line", arguments: [10, 16, 24])
    func leadingIndentation(width: Int) {
        let lines = wrapped("  " + Self.explanation, width: width)
        #expect(lines.count > 1)
        #expect(
            lines.allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") },
            "every line is indented by two spaces: \(lines)")
    }
}

@Suite("Fingerprinting files with FNV-1a")
struct FNV1aTests {
    @Test(
        "matches the published 64-bit FNV-1a values",
        arguments: [
            ("", 0xcbf2_9ce4_8422_2325 as UInt64),
            ("a", 0xaf63_dc4c_8601_ec8c),
            ("foobar", 0x8594_4171_f739_67e8),
        ])
    func knownValues(text: String, expected: UInt64) {
        var hash = FNV1a()
        hash.add(bytes: Array(text.utf8))
        #expect(hash.value == expected)
    }

    @Test("separates strings, so that moving a boundary changes the hash")
    func boundaries() {
        var first = FNV1a()
        var second = FNV1a()
        first.add("ab")
        first.add("c")
        second.add("a")
        second.add("bc")
        #expect(first.value != second.value, "'ab' + 'c' and 'a' + 'bc' are different file lists")
    }

    @Test("a file's contents count, and a missing file counts as empty")
    func fileContents() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FNV1aTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.swift")
        try Data("let x = 1".utf8).write(to: file)

        var fromFile = FNV1a()
        var fromBytes = FNV1a()
        var missing = FNV1a()
        var empty = FNV1a()
        fromFile.add(contentsOf: file)
        fromBytes.add(bytes: Array("let x = 1".utf8) + [0])
        missing.add(contentsOf: folder.appendingPathComponent("missing.swift"))
        empty.add(bytes: [0])
        #expect(fromFile.value == fromBytes.value, "a file hashes as its bytes and a separator")
        #expect(missing.value == empty.value)
    }
}
