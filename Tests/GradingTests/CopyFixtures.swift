import Foundation
import ToolTestSupport

@testable import Grading

/// The submissions the copy finder is calibrated and checked on: honest students, and
/// copies of the reference solutions made six ways, each with a twin that holds the same
/// copy under other file names.
enum CopyFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The chapters' folders, "01-LineGraph", ...
    static let chapters = workbookCatalog.chapters.map(\.folder)

    /// The Swift files of `folder` (not below it), by file name, read as they are.
    static func swiftFiles(in folder: URL) throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        return try Dictionary(
            uniqueKeysWithValues: names.map {
                ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
            }
        )
    }

    /// A submission's chapter files, by their path in a submission, from a folder that holds
    /// chapter folders ("01-LineGraph/ValueRange.swift"); `only` keeps some chapters.
    static func chapterFiles(in folder: URL, only: Set<String>? = nil) throws -> [String: String] {
        var files: [String: String] = [:]
        for chapter in chapters where only?.contains(chapter) ?? true {
            let chapterFolder = folder.appendingPathComponent(chapter)
            guard FileManager.default.fileExists(atPath: chapterFolder.path) else { continue }
            for (name, text) in try swiftFiles(in: chapterFolder) { files["Chapters/\(chapter)/\(name)"] = text }
        }
        return files
    }

    static func grade(_ name: String, _ files: [String: String]) -> SubmissionGrade {
        var grade = SubmissionGrade(submission: name, exercises: [])
        grade.fingerprints = files.mapValues { FileFingerprint(text: $0) }
        return grade
    }

    /// The reference solutions and the skeletons of every chapter, as a run keeps them.
    static func reference() throws -> GradingReference {
        GradingReference(
            fingerprints: try chapterFiles(in: workbookRoot.appendingPathComponent("Solutions")).mapValues {
                FileFingerprint(text: $0)
            },
            skeletons: try chapterFiles(in: workbookRoot.appendingPathComponent("Chapters")).mapValues {
                FileFingerprint(text: $0)
            })
    }

    /// The reference solutions' files of one chapter, by path.
    static func solutions(_ chapter: String) throws -> [String: String] {
        try chapterFiles(in: workbookRoot.appendingPathComponent("Solutions"), only: [chapter])
    }

    /// Honest students, each as their own submission: the five versions of chapter 1
    /// written for the first fixture (HonestLineGraph), and each student of `set`
    /// (Fixtures/Honest: written by people who never saw the solutions; Fixtures/Holdout:
    /// the same, written after the thresholds were fixed).
    static func honest(_ set: String = "Honest") throws -> [SubmissionGrade] {
        let first: [SubmissionGrade] =
            set == "Honest"
            ? try (1...5).map { number in
                let files = try swiftFiles(in: folder.appendingPathComponent("HonestLineGraph/\(number)"))
                return grade(
                    "honest-\(number)/",
                    Dictionary(uniqueKeysWithValues: files.map { ("Chapters/01-LineGraph/\($0.key)", $0.value) }))
            } : []
        let root = folder.appendingPathComponent(set)
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".") }) ?? []
        return try first
            + names.sorted().map { name in
                grade("\(set.lowercased())-\(name)/", try chapterFiles(in: root.appendingPathComponent(name)))
            }
    }

    /// One copy: how it was made, the chapter, its files, and its twin's (the same code
    /// under other names).
    struct Copy {
        let kind: String
        let chapter: String
        let files: [String: String]
        let twin: [String: String]
        /// The files rewritten by hand, which hold no copied code.
        var rewritten: Set<String> = []

        var name: String { "copy-\(kind)-\(chapter)/" }
        var twinName: String { "twin-\(kind)-\(chapter)/" }
    }

    /// The copies: the reference solutions with their files renamed, merged into one, with
    /// names changed, padded, helpers inlined and two exercises rewritten by hand, each
    /// for several chapters.
    static func copies() throws -> [Copy] {
        var made: [Copy] = []
        for chapter in chapters {
            let solution = try solutions(chapter)
            made.append(
                Copy(
                    kind: "files-renamed", chapter: chapter, files: renamedFiles(solution, suffix: "Work"),
                    twin: renamedFiles(solution, suffix: "Mine")))
            made.append(
                Copy(
                    kind: "merged", chapter: chapter,
                    files: merged(solution, into: "Chapter\(chapter.prefix(2)).swift"),
                    twin: renamedFiles(solution, suffix: "Done")))
            made.append(
                Copy(
                    kind: "names-changed", chapter: chapter, files: namesChanged(solution),
                    twin: merged(solution, into: "All.swift")))
            made.append(
                Copy(
                    kind: "padded", chapter: chapter, files: padded(namesChanged(solution)),
                    twin: renamedFiles(padded(solution), suffix: "Copy")))
        }
        for (kind, chapter, rewritten) in handMade {
            let files = try chapterFiles(in: folder.appendingPathComponent("Copies/\(kind)"), only: [chapter])
            made.append(
                Copy(
                    kind: kind, chapter: chapter, files: files, twin: merged(files, into: "Everything.swift"),
                    rewritten: Set(rewritten.map { "Chapters/\(chapter)/\($0)" })))
        }
        return made
    }

    /// Fixtures/Copies: the folder, its chapter, and the files rewritten by hand.
    static let handMade: [(String, String, [String])] = [
        ("rewritten-two", "02-BarChart", ["BarRects.swift", "HourLabels.swift"]),
        ("rewritten-two-interactivity", "04-Interactivity", ["SectorIndex.swift", "NearestIndex.swift"]),
        ("helpers-inlined", "05-AxesAndScale", []),
        ("helpers-inlined-boxplot", "03-Boxplot", []),
    ]

    /// Each file under a new name: "ValueRange.swift" becomes "ValueRangeWork.swift".
    static func renamedFiles(_ files: [String: String], suffix: String) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: files.map {
                ($0.key.replacingOccurrences(of: ".swift", with: "\(suffix).swift"), $0.value)
            })
    }

    /// All the files of a chapter in one, in name order.
    static func merged(_ files: [String: String], into name: String) -> [String: String] {
        guard let path = files.keys.first else { return [:] }
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        return ["\(folder)/\(name)": files.keys.sorted().compactMap { files[$0] }.joined(separator: "\n")]
    }

    /// Every name a `let` or `var` declares, and every closure parameter, given another
    /// name, and the documentation comments dropped, as a student hiding a copy would.
    static func namesChanged(_ files: [String: String]) -> [String: String] {
        files.mapValues { text in
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
            var changed = lines.joined(separator: "\n")
            let declared = changed.matches(of: /\b(?:let|var)\s+([a-z][A-Za-z0-9]*)/).map { String($0.output.1) }
            for name in Set(declared) {
                changed = changed.replacing(
                    try! Regex("\\b\(name)\\b"), with: "my\(name.prefix(1).uppercased())\(name.dropFirst())")
            }
            return "// My own work.\n" + changed
        }
    }

    /// A `;` after each statement, `var` for each `let`, and parentheses around each name
    /// before a `.`, as a script pads a copy.
    static func padded(_ files: [String: String]) -> [String: String] {
        files.mapValues { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                var padded = String(line).replacing(/\blet\b/, with: "var")
                padded = padded.replacing(/\b([a-z][A-Za-z0-9]*)\.([a-z])/) { "(\($0.output.1)).\($0.output.2)" }
                let trimmed = padded.trimmingCharacters(in: .whitespaces)
                guard !trimmed.hasPrefix("//"), let last = trimmed.last, last.isLetter || last.isNumber || last == ")"
                else { return padded }
                return padded + ";"
            }.joined(separator: "\n")
        }
    }
}
