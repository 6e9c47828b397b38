import Course
import Foundation

/// One chapter file as the copy finder compares it: its text, to show the lines that
/// match, and its winnowed token fingerprints (``Winnowing``), in which names, comments
/// and layout count for nothing.
///
/// ```
/// let file = FileFingerprint(text: "guard count > 1 else { return rect.midX }\nreturn rect.minX\n")
/// file.fingerprints   // a few CodeFingerprint(hash:lines:), each a hash and lines 1...2
/// ```
///
/// Two files with many fingerprints in common are flagged for the instructor to look at
/// (``CopyFinder``). It is no proof of copying, and no defence against a student who
/// rewrites a copy in a shape of their own.
public struct FileFingerprint: Sendable, Codable, Equatable {
    /// The file as handed in.
    public let text: String
    public let fingerprints: [CodeFingerprint]

    public init(text: String, winnowing: Winnowing = .standard) {
        self.text = text
        fingerprints = winnowing.fingerprints(of: SwiftTokens.normalised(text))
    }

    /// The fingerprint of each chapter file below `folder`, by its path in a submission
    /// ("Chapters/01-LineGraph/XPosition.swift"). `folder` holds the chapters' folders:
    /// a submission's `Chapters`, or the instructor's `Solutions`, whose `Mistakes` and
    /// `Hints` are left out. The description and README are the instructor's and are left out too.
    static func chapterFiles(in folder: URL, catalog: ChapterCatalog) -> [String: FileFingerprint] {
        var fingerprints: [String: FileFingerprint] = [:]
        let kept: Set<String> = [WorkbookLayout.descriptionFile, WorkbookLayout.readmeFile]
        for chapter in catalog.chapters {
            let files = GradingPackage.files(in: folder.appendingPathComponent(chapter.folder))
            for (path, data) in files
            where !kept.contains(path) && !WorkbookLayout.solutionVariants.contains(where: { path.hasPrefix($0 + "/") })
            {
                fingerprints["\(WorkbookLayout.chapters)/\(chapter.folder)/\(path)"] = FileFingerprint(
                    text: String(decoding: data, as: UTF8.self))
            }
        }
        return fingerprints
    }
}
