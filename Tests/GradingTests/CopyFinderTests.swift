import Course
import Foundation
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results

/// Chapter 1's files of one folder, by their path in a submission; `folder` is below the
/// workbook ("Solutions/01-LineGraph") or below this file's Fixtures.
private func lineGraphFiles(in folder: URL) throws -> [String: FileFingerprint] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    return try Dictionary(
        uniqueKeysWithValues: names.map { name in
            (
                "Chapters/01-LineGraph/\(name)",
                FileFingerprint(text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            )
        })
}

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// The reference solutions and skeletons of chapter 1, as a run keeps them.
private func lineGraphReference() throws -> GradingReference {
    GradingReference(
        fingerprints: try lineGraphFiles(in: workbookRoot.appendingPathComponent("Solutions/01-LineGraph")),
        skeletons: try lineGraphFiles(in: workbookRoot.appendingPathComponent("Chapters/01-LineGraph")))
}

private func submission(_ name: String, _ files: [String: FileFingerprint]) -> SubmissionGrade {
    var grade = SubmissionGrade(submission: name, exercises: [])
    grade.fingerprints = files
    return grade
}

/// Five honest, correct and differently written versions of chapter 1 (each passes every
/// test of chapter 1: checked by copying it into a workbook's Chapters/01-LineGraph and
/// running `WORKBOOK_ONLY=1 swift test`), and copies of the reference solutions with
/// every local and parameter-internal name, the comments and the layout changed (A, B),
/// and A padded with semicolons and parentheses (C).
private func honestClass() throws -> [SubmissionGrade] {
    try (1...5).map {
        submission("honest-\($0)/", try lineGraphFiles(in: fixtures.appendingPathComponent("HonestLineGraph/\($0)")))
    }
}

private func renamedCopy(_ name: String) throws -> [String: FileFingerprint] {
    try lineGraphFiles(in: fixtures.appendingPathComponent("RenamedLineGraph/\(name)"))
}

@Suite("Copies: Swift tokens")
struct SwiftTokensTests {
    @Test(
        "comments, whitespace, semicolons and a group's parentheses go, keywords and punctuation stay, names, numbers and strings are one token each"
    )
    func normalised() {
        let source = """
            /* a block /* nested */ comment */
            let gap = rect.width / 2.5e-3 // half
            guard count > 1 else { return "a \\(name + ")") b" }
            for index in 0..<count where index.isMultiple(of: 0x2) {}
            """
        let tokens = SwiftTokens.normalised(source)
        #expect(
            tokens.map(\.text) == [
                "let", "I", "=", "I", ".", "I", "/", "N",
                "guard", "I", ">", "N", "else", "{", "return", "S", "}",
                "for", "I", "in", "N", "..<", "I", "where", "I", ".", "I", "(", "I", ":", "N", ")", "{", "}",
            ], "\(tokens.map(\.text))")
        #expect(
            tokens.map(\.line) == [2, 2, 2, 2, 2, 2, 2, 2] + Array(repeating: 3, count: 9)
                + Array(repeating: 4, count: 17))
    }

    @Test("a copy padded with semicolons and parentheses, and with var for let, reads as the code it copies")
    func padding() {
        let copied = "let gap = rect.width / max(2, n)\nreturn gap * count"
        let padded = "var gap = (rect).width / (max((2), n));\nreturn ((gap) * count);"
        #expect(SwiftTokens.normalised(padded) == SwiftTokens.normalised(copied))
        #expect(
            SwiftTokens.normalised(copied).map(\.text).filter { $0 == "(" || $0 == ")" } == ["(", ")"],
            "a call keeps its parentheses")
    }

    @Test("a multi-line string and a raw string are one token each, and the lines after them are counted")
    func strings() {
        let source = "let a = \"\"\"\n  x \"quoted\"\n  \"\"\"\nlet b = #\"a \"b\" c\"#\nb"
        let tokens = SwiftTokens.normalised(source)
        #expect(tokens.map(\.text) == ["let", "I", "=", "S", "let", "I", "=", "S", "I"], "\(tokens.map(\.text))")
        #expect(tokens.last?.line == 5)
    }
}

@Suite("Copies: winnowing")
struct WinnowingTests {
    @Test("FNV-1a and the hashes stay the same on every machine")
    func stableHashes() {
        // Known FNV-1a values; FNV-1 (multiply, then xor) gives af63bd4c8601b7be for "a".
        #expect(Winnowing.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(Winnowing.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        let hashes = Winnowing(gramLength: 2, window: 1).gramHashes(of: SwiftTokens.normalised("a b"))
        #expect(hashes.count == 1 && hashes[0] < 1 << 53, "53 bits, so that JSON keeps them exactly")
    }

    @Test("a shared run of k + w - 1 tokens gives a shared fingerprint, whatever comes around it")
    func guarantee() {
        let winnowing = Winnowing.standard
        let shared = "let a = (b - c) / Double(d - 1) * e.width + f.minX; return g"
        let left = FileFingerprint(text: "if x { y() }\n" + shared + "\nwhile true { break }")
        let right = FileFingerprint(text: "switch q { case 1: r() default: s[0] = 2 }\n" + shared)
        #expect(SwiftTokens.normalised(shared).count >= winnowing.gramLength + winnowing.window - 1)
        let common = Set(left.fingerprints.map(\.hash)).intersection(right.fingerprints.map(\.hash))
        #expect(!common.isEmpty)
        #expect(
            left.fingerprints.filter { common.contains($0.hash) }.allSatisfy { $0.lines.contains(2) },
            "the shared fingerprints cover the shared line")
    }

    @Test("a fingerprint is three numbers in JSON and reads back")
    func json() throws {
        let fingerprint = CodeFingerprint(hash: 42, lines: 3...5)
        let data = try JSONEncoder().encode(fingerprint)
        #expect(String(decoding: data, as: UTF8.self) == "[42,3,5]")
        #expect(try JSONDecoder().decode(CodeFingerprint.self, from: data) == fingerprint)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CodeFingerprint.self, from: Data("[42,5,3]".utf8))
        }
    }
}

@Suite("Copies: calibrated on honest solutions")
struct CopyFinderCalibrationTests {
    @Test("five honest versions of chapter 1 are flagged neither against each other nor against the reference")
    func honest() throws {
        let pairs = CopyFinder().pairs(in: try honestClass(), reference: try lineGraphReference())
        #expect(
            pairs.isEmpty,
            "\(pairs.map { "\($0.first) \($0.second ?? "reference") \($0.similarity) \($0.files.map(\.path))" })")
    }

    /// A is renamed; C is A with a `;` after each statement, `var` for each local `let` and
    /// parentheses around each name before a `.`, as a script makes them. Before semicolons
    /// and a group's parentheses were left out of the tokens, C's similarity was under 0.9
    /// and only 3 of its 9 files were flagged.
    @Test(
        "a renamed copy of the reference, padded or not, is flagged, whole and file by file, among honest students",
        arguments: ["A", "C"])
    func renamedCopyOfTheReference(fixture: String) throws {
        let grades = try honestClass() + [submission("copy/", try renamedCopy(fixture))]
        let pairs = CopyFinder().pairs(in: grades, reference: try lineGraphReference())
        // Wrong versions checked: byte hashes, and tokens that keep names, flag nothing here.
        #expect(pairs.map { "\($0.first) \($0.second ?? "reference")" } == ["copy/ reference"], "\(pairs)")
        let pair = try #require(pairs.first)
        #expect(pair.isWholeSubmission && pair.similarity > 0.9, "\(pair.similarity)")
        #expect(
            pair.files.count >= 7 && pair.files.allSatisfy { !$0.isIdentical && !$0.fragments.isEmpty },
            "\(pair.files.map(\.path))")
    }

    @Test("two differently renamed copies are flagged against each other, and a file alone is too")
    func twoRenamedCopies() throws {
        let reference = try lineGraphReference()
        let (first, second) = (try renamedCopy("A"), try renamedCopy("B"))
        let whole = CopyFinder().pairs(
            in: try honestClass() + [submission("a/", first), submission("b/", second)], reference: reference)
        #expect(
            whole.map { "\($0.first) \($0.second ?? "reference")" }.sorted() == [
                "a/ b/", "a/ reference", "b/ reference",
            ], "\(whole)")

        let path = "Chapters/01-LineGraph/LinePoints.swift"
        let oneFile = CopyFinder().pairs(
            in: [submission("a/", [path: first[path]!]), submission("b/", [path: second[path]!])], reference: reference)
        let pair = try #require(oneFile.first { $0.second == "b/" })
        #expect(pair.files.map(\.path) == [path] && pair.files[0].similarity > 0.9, "\(pair)")
        // The whole function body matches: lines 5 to 12 of a/'s file, 4 to 11 of b/'s.
        let fragment = try #require(pair.files[0].fragments.first)
        #expect(fragment.firstLines.contains(8) && fragment.secondLines.contains(7), "\(pair.files[0].fragments)")
    }

    @Test("what the skeleton holds is no sign of a copy: two untouched skeletons are not flagged")
    func skeletonsLeftOut() throws {
        let reference = try lineGraphReference()
        let pairs = CopyFinder().pairs(
            in: [submission("a/", reference.skeletons), submission("b/", reference.skeletons)], reference: reference)
        // Wrong version checked: without the skeleton's fingerprints removed, the two share all.
        #expect(pairs.isEmpty, "\(pairs)")
    }

    @Test("the similarity is Dolos's: shared fingerprints counted on both sides over all of both")
    func similarity() {
        #expect(CopyFinder.similarity(shared: 6, sizes: (8, 10)) == 12.0 / 18.0)
        #expect(CopyFinder.similarity(shared: 0, sizes: (0, 0)) == 0)
    }
}

/// The margins the thresholds were calibrated with, so that a change of the tokenizer, of
/// k and w, or of the thresholds that eats into them fails here, with the numbers.
@Suite("Copies: the thresholds' margins")
struct CopyFinderMarginTests {
    @Test("every honest pair is below both thresholds, and every renamed copy at or above them")
    func margins() throws {
        var everything = CopyFinder()
        (everything.fileThreshold, everything.submissionThreshold, everything.minimumShared) = (0, 0, 1)
        let grades =
            try honestClass() + [
                submission("copy-a/", try renamedCopy("A")), submission("copy-b/", try renamedCopy("B")),
                submission("copy-c/", try renamedCopy("C")),
            ]
        let pairs = everything.pairs(in: grades, reference: try lineGraphReference())
        let isCopy = { (pair: SimilarPair) in pair.first.hasPrefix("copy") && (pair.second?.hasPrefix("copy") ?? true) }
        let honest = pairs.filter { !$0.first.hasPrefix("copy") && !($0.second?.hasPrefix("copy") ?? false) }
        let copies = pairs.filter(isCopy)
        let honestFile = honest.flatMap(\.files).map(\.similarity).max() ?? 0
        let honestWhole = honest.map(\.similarity).max() ?? 0
        let copiedFile = copies.flatMap(\.files).map(\.similarity).min() ?? 0
        let copiedWhole = copies.map(\.similarity).min() ?? 0
        let finder = CopyFinder()
        #expect(
            copies.count == 6 && copies.allSatisfy { $0.files.count == 9 },
            "each copy against the reference and the others")
        #expect(
            honestFile < finder.fileThreshold && finder.fileThreshold <= copiedFile,
            "files: honest up to \(honestFile), copies from \(copiedFile)")
        #expect(
            honestWhole < finder.submissionThreshold && finder.submissionThreshold <= copiedWhole,
            "submissions: honest up to \(honestWhole), copies from \(copiedWhole)")
    }
}
