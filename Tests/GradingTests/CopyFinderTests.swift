import Course
import Foundation
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results

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

/// Chapter 1's renamed copies written by hand (A, B) and A padded (C), by path.
private func renamedCopy(_ name: String) throws -> [String: String] {
    Dictionary(
        uniqueKeysWithValues: try CopyFixtures.swiftFiles(
            in: CopyFixtures.folder.appendingPathComponent("RenamedLineGraph/\(name)")
        ).map { ("Chapters/01-LineGraph/\($0.key)", $0.value) })
}

private func described(_ pairs: [SimilarPair]) -> String {
    pairs.map { pair in
        "\(pair.first) \(pair.second ?? "reference"): "
            + pair.chapters.map { "\($0.folder) \(($0.similarity * 100).rounded()) % in \($0.declarations)" }
            .joined(separator: ", ")
    }.joined(separator: "\n")
}

@Suite("Copies: honest students are not flagged, copies under any names are")
struct CopyFinderCalibrationTests {
    @Test("honest students who never saw the solutions are flagged neither against each other nor the reference")
    func honest() throws {
        let pairs = CopyFinder().pairs(in: try CopyFixtures.honest(), reference: try CopyFixtures.reference())
        #expect(pairs.isEmpty, "\(described(pairs))")
    }

    /// Fixtures/Holdout: two more students, written after the thresholds were fixed (the
    /// commit "Copy finder thresholds fixed") by sessions that saw neither the solutions nor
    /// the other students, and read by no one before this test first ran: it reads whatever
    /// the folder holds. One of them, a competent programmer's natural code, writes the
    /// reference's very tokens in most of chapter 3's exercises and half of chapter 2's, and
    /// is flagged (0.54 and 0.40): more than the copy with two of chapter 2's exercises
    /// rewritten (0.47). No threshold tells the two apart from their tokens; a class large
    /// enough to show that these are the forms most students write would (``CopyFinder/commonShare``).
    @Test("honest students written after the thresholds were fixed are flagged against no one")
    func holdout() throws {
        let holdout = try CopyFixtures.honest("Holdout")
        #expect(holdout.count >= 2, "the held-out students are there: \(holdout.map(\.submission))")
        let pairs = CopyFinder().pairs(in: try CopyFixtures.honest() + holdout, reference: try CopyFixtures.reference())
        let natural = pairs.filter { $0.first == "holdout-natural/" && $0.isReferenceSolution }
        #expect(pairs.filter { !natural.contains($0) }.isEmpty, "\(described(pairs))")
        withKnownIssue("the natural student is flagged against the reference in chapters 2 and 3 (#47)") {
            #expect(natural.isEmpty, "\(described(natural))")
        }
    }

    @Test("every copy, made six ways in several chapters, is flagged against the reference and its twin")
    func copies() throws {
        let copies = try CopyFixtures.copies()
        let grades =
            try CopyFixtures.honest()
            + copies.flatMap { [CopyFixtures.grade($0.name, $0.files), CopyFixtures.grade($0.twinName, $0.twin)] }
        let pairs = CopyFinder().pairs(in: grades, reference: try CopyFixtures.reference())
        for copy in copies {
            let flagged = pairs.filter { $0.first == copy.name || $0.second == copy.name }
            let withReference = flagged.first { $0.isReferenceSolution }
            let withTwin = flagged.first { [$0.first, $0.second].contains(copy.twinName) }
            #expect(
                withReference?.chapters.map(\.folder) == [copy.chapter]
                    && withTwin?.chapters.map(\.folder) == [copy.chapter],
                "\(copy.name): \(described(flagged))")
        }
        let honest = pairs.filter { $0.first.hasPrefix("honest") || ($0.second?.hasPrefix("honest") ?? false) }
        #expect(honest.isEmpty, "no honest student is flagged beside the copies: \(described(honest))")
    }

    @Test("chapter 1's renamed copies written by hand, padded or not, are flagged against the reference and each other")
    func renamedByHand() throws {
        let grades =
            try CopyFixtures.honest()
            + ["A", "B", "C"].map { CopyFixtures.grade("copy-\($0.lowercased())/", try renamedCopy($0)) }
        let pairs = CopyFinder().pairs(in: grades, reference: try CopyFixtures.reference())
        #expect(
            Set(pairs.map { "\($0.first) \($0.second ?? "reference")" }) == [
                "copy-a/ reference", "copy-b/ reference", "copy-c/ reference", "copy-a/ copy-b/", "copy-a/ copy-c/",
                "copy-b/ copy-c/",
            ], "\(described(pairs))")
        let pair = try #require(pairs.first { $0.first == "copy-a/" && $0.isReferenceSolution })
        let chapter = try #require(pair.chapters.first)
        #expect(chapter.similarity > 0.8 && chapter.declarations >= 5, "\(described(pairs))")
        // linePoints's body is one run, from A's file to the reference's.
        #expect(
            chapter.runs.contains {
                $0.firstPath.hasSuffix("LinePoints.swift") && $0.secondPath.hasSuffix("LinePoints.swift")
            },
            "\(chapter.runs)")
    }

    @Test("what the skeleton holds is no sign of a copy: two untouched skeletons are not flagged")
    func skeletonsLeftOut() throws {
        let reference = try CopyFixtures.reference()
        let skeletons = reference.skeletons.mapValues(\.text)
        let pairs = CopyFinder().pairs(
            in: [CopyFixtures.grade("a/", skeletons), CopyFixtures.grade("b/", skeletons)], reference: reference)
        // Wrong version checked: without the skeleton's k-grams ignored, the two share all.
        #expect(pairs.isEmpty, "\(described(pairs))")
    }

    @Test("one exercise copied is not a flag; two are")
    func moreThanOneExercise() throws {
        let reference = try CopyFixtures.reference()
        let chapter = "03-Boxplot"
        let solution = try CopyFixtures.solutions(chapter)
        let skeleton = reference.skeletons.filter { $0.key.contains(chapter) }.mapValues(\.text)
        let copied = { (names: [String]) in
            skeleton.merging(solution.filter { path, _ in names.contains { path.hasSuffix("/" + $0) } }) { $1 }
        }
        let one = CopyFinder().pairs(
            in: [CopyFixtures.grade("one/", copied(["Percentile.swift"]))], reference: reference)
        let two = CopyFinder().pairs(
            in: [CopyFixtures.grade("two/", copied(["Percentile.swift", "Whiskers.swift"]))], reference: reference)
        #expect(one.isEmpty, "\(described(one))")
        #expect(two.map(\.first) == ["two/"], "\(described(two))")
    }

    @Test("code the reference and most of a large enough class hold is common, and counts for nothing")
    func commonCode() throws {
        let reference = try CopyFixtures.reference()
        let chapter = "03-Boxplot"
        let solution = try CopyFixtures.solutions(chapter)
        let skeleton = reference.skeletons.filter { $0.key.contains(chapter) }.mapValues(\.text)
        // Twelve students each write DayBox and PriceLevel as the reference does, and a long
        // function of their own, each different: the two are what the class writes.
        let shared = skeleton.merging(
            solution.filter { $0.key.hasSuffix("/DayBox.swift") || $0.key.hasSuffix("/PriceLevel.swift") }
        ) { $1 }
        let grades = (1...12).map { number in
            var files = shared
            files["Chapters/\(chapter)/Own.swift"] = Self.ownCode(seed: number)
            return CopyFixtures.grade("student-\(number)/", files)
        }
        var finder = CopyFinder()
        #expect(finder.pairs(in: grades, reference: reference).isEmpty, "common code flags no one")
        finder.minimumVersions = 13
        #expect(
            finder.pairs(in: grades, reference: reference).count == 12 * 13 / 2,
            "with too few versions to tell, the same code is flagged, every pair")
    }

    @Test("ten copies of the reference, each with another exercise changed, are one version: their code stays evidence")
    func copiesAreOneVersion() throws {
        let reference = try CopyFixtures.reference()
        let solution = try CopyFixtures.solutions("05-AxesAndScale")
        let grades = solution.keys.sorted().prefix(12).enumerated().map { number, path in
            var files = solution
            files[path] = "func changed\(number)() {}"
            return CopyFixtures.grade("copy-\(number)/", files)
        }
        let pairs = CopyFinder().pairs(in: grades, reference: reference)
        // Wrong version checked: counting every distinct chapter as a version makes all of
        // chapter 5 common and flags none of them.
        #expect(pairs.filter(\.isReferenceSolution).count == 12, "\(described(pairs))")
    }

    /// A function of one long expression, its 150 operators drawn from `seed`: two seeds
    /// share few runs of eight tokens.
    static func ownCode(seed: Int) -> String {
        var state = UInt64(seed) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let operators = ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"]
        let terms = (0..<150).map { term in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return "\(operators[Int(state >> 33) % operators.count]) v\(term)"
        }
        return "func own() -> Int {\n    return v " + terms.joined(separator: " ") + "\n}\n"
    }

    @Test("the similarity counts both chapters' runs over both's own tokens")
    func similarity() throws {
        let reference = try CopyFixtures.reference()
        let solution = try CopyFixtures.solutions("01-LineGraph")
        let pairs = CopyFinder().pairs(in: [CopyFixtures.grade("a/", solution)], reference: reference)
        let chapter = try #require(pairs.first?.chapters.first)
        // Not 1: the short exercises' runs (valueRange's three lines) are under the minimum run.
        #expect(
            chapter.isSameTokens && chapter.similarity > 0.8 && chapter.firstShare == chapter.secondShare, "\(chapter)")
    }
}

/// The margins the thresholds were set with, so that a change of the tokenizer, of k, of
/// the minimum run or of the thresholds that eats into them fails here, with the numbers.
@Suite("Copies: the thresholds' margins")
struct CopyFinderMarginTests {
    @Test("every honest pair is a tenth below the threshold, every copy a tenth above it, with the margins printed")
    func margins() throws {
        let copies = try CopyFixtures.copies()
        let honest = try CopyFixtures.honest()
        let grades =
            honest
            + copies.flatMap { [CopyFixtures.grade($0.name, $0.files), CopyFixtures.grade($0.twinName, $0.twin)] }
        let pairs = CopyFinder().comparisons(in: grades, reference: try CopyFixtures.reference())
        let isHonest = { (name: String?) in name.map { !$0.hasPrefix("copy") && !$0.hasPrefix("twin") } ?? true }
        let honestPairs = pairs.filter { isHonest($0.first) && isHonest($0.second) }
        let honestFigures = honestPairs.flatMap(\.chapters).map { ($0.declarations >= 2 ? $0.similarity : 0) }
        let honestAny = honestPairs.flatMap(\.chapters).map(\.similarity)
        let copied = copies.map { copy -> Double in
            let own = pairs.filter { $0.first == copy.name && ($0.second == nil || $0.second == copy.twinName) }
                .flatMap(\.chapters).filter { $0.folder == copy.chapter }
            return own.count == 2 ? own.map(\.similarity).min() ?? 0 : 0
        }
        let finder = CopyFinder()
        let honestMaximum = honestFigures.max() ?? 0
        let copiedMinimum = copied.min() ?? 0
        print(
            "copy margins: \(honest.count) honest submissions, \(copies.count) copies; chapters: honest up to "
                + "\(honestMaximum) (\(honestAny.max() ?? 0) in a single declaration), copies from \(copiedMinimum); "
                + "threshold \(finder.threshold)")
        // A tenth on each side: the honest students written for no fixture reached 0.12, the
        // copy with two exercises rewritten by hand 0.47 (Sources/README.md, "Copies under any names").
        #expect(honestMaximum + 0.1 <= finder.threshold, "honest chapters up to \(honestMaximum)")
        #expect(
            finder.threshold + 0.1 <= copiedMinimum, "copies from \(copiedMinimum): \(zip(copies.map(\.name), copied))")
    }
}
