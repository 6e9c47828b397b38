import Course
import Foundation

/// A short fingerprint of a file's bytes, to find submissions whose files are copies of
/// each other or of the reference solutions: 64-bit FNV-1a, in 16 hex digits.
///
/// ```
/// FileFingerprint.of(Data("a".utf8))   // "af63dc4c8601ec8c"
/// ```
///
/// Every byte counts, whitespace too: two files with the same fingerprint are, all but
/// surely, the same file, which is enough to flag a pair for the instructor to look at.
/// It is no proof of copying, and no defence against a student who hides a copy.
public enum FileFingerprint {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    public static func of(_ data: Data) -> String {
        var hash = offsetBasis
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The fingerprint of each chapter file below `folder`, by its path in a submission
    /// ("Chapters/01-LineGraph/XPosition.swift"). `folder` holds the chapters' folders:
    /// a submission's `Chapters`, or the instructor's `Solutions`, whose `Mistakes` are
    /// left out. The description and README are the instructor's and are left out too.
    static func chapterFiles(in folder: URL, catalog: ChapterCatalog) -> [String: String] {
        var fingerprints: [String: String] = [:]
        let kept: Set<String> = [WorkbookLayout.descriptionFile, WorkbookLayout.readmeFile]
        for chapter in catalog.chapters {
            let files = GradingPackage.files(in: folder.appendingPathComponent(chapter.folder))
            for (path, data) in files where !kept.contains(path) && !path.hasPrefix(WorkbookLayout.mistakes + "/") {
                fingerprints["\(WorkbookLayout.chapters)/\(chapter.folder)/\(path)"] = of(data)
            }
        }
        return fingerprints
    }
}
