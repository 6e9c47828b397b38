import Course
import Foundation

/// The files of a submission that should be the instructor's and are not: its tests,
/// manifest, chapter descriptions and support code. Grading uses the instructor's, so a
/// change there gains nothing; the report names each one, so the instructor can see it.
///
/// ```
/// SubmissionChanges.files(in: bob, comparedWith: instructor, catalog: catalog)
/// // ["Chapters/01-LineGraph/chapter.json", "Tests/LineGraphTests/ValueRangeTests.swift"]
/// ```
///
/// A file the submission lacks is not a change: a submission may hold only Chapters/.
enum SubmissionChanges {
    /// The folders compared file by file.
    static let folders = WorkbookLayout.instructorFolders

    static func files(in submission: URL, comparedWith instructor: URL, catalog: ChapterCatalog) -> [String] {
        var changed: [String] = []
        let differs = { (path: String) -> Bool in
            // Read only an ordinary file of a sensible size: a pipe would never end, and a
            // sparse file can claim terabytes. Anything else there is certainly a change.
            let file = submission.appendingPathComponent(path)
            guard let values = try? file.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]) else {
                return false
            }
            guard values.isRegularFile == true, (values.fileSize ?? 0) <= GradingPackage.largestFile,
                let theirs = try? Data(contentsOf: file)
            else { return true }
            return (try? Data(contentsOf: instructor.appendingPathComponent(path))) != theirs
        }
        for path in [WorkbookLayout.manifest] + catalog.chapters.map(WorkbookLayout.descriptionPath(of:))
        where differs(path) {
            changed.append(path)
        }
        for folder in folders {
            let theirs = GradingPackage.files(in: submission.appendingPathComponent(folder))
            for (path, data) in theirs {
                let ours = try? Data(contentsOf: instructor.appendingPathComponent("\(folder)/\(path)"))
                if ours != data { changed.append("\(folder)/\(path)") }
            }
        }
        return changed.sorted()
    }
}

extension SubmissionChanges {
    /// The most files outside Chapters/ named one by one.
    static let ignoredListLimit = 20

    /// What of the submission grading does not use, each with the reason: symbolic links
    /// (they could point anywhere on the grader's machine), folders of Chapters/ that are
    /// not the instructor's chapters, and files outside Chapters/ that the instructor's
    /// workbook does not have. Files the instructor has are in ``files(in:comparedWith:catalog:)``.
    ///
    /// ```
    /// SubmissionChanges.ignored(in: eve, comparedWith: instructor, catalog: catalog)
    /// // ["Chapters/01-LineGraph/XPosition.swift (a symbolic link)", "Chapters/09-Extra (not one of the instructor's chapters)"]
    /// ```
    static func ignored(in submission: URL, comparedWith instructor: URL, catalog: ChapterCatalog) -> [String] {
        let manager = FileManager.default
        var ignored: [String] = []
        let top = WorkbookLayout.chapters
        let chapters = submission.appendingPathComponent(top)
        let folders = Set(catalog.chapters.map(\.folder))
        if (try? manager.destinationOfSymbolicLink(atPath: chapters.path)) != nil {
            return ["\(top) (\(GradingPackage.symbolicLink))"]
        }
        for name in ((try? manager.contentsOfDirectory(atPath: chapters.path)) ?? []).sorted()
        where !name.hasPrefix(".") {
            let url = chapters.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil {
                ignored.append("\(top)/\(name) (\(GradingPackage.symbolicLink))")
            } else if !folders.contains(name) {
                let exists = manager.fileExists(atPath: url.path, isDirectory: &isFolder)
                ignored.append(
                    "\(top)/\(name) (\(exists && isFolder.boolValue ? "not one of the instructor's chapters" : "outside the chapter folders"))"
                )
            } else {
                let unread = GradingPackage.unreadFiles(in: url)
                let beyond = unread.filter { $0.reason == GradingPackage.tooMany }
                ignored += unread.filter { $0.reason != GradingPackage.tooMany }.map {
                    "\(top)/\(name)\($0.path.isEmpty ? "" : "/" + $0.path) (\($0.reason))"
                }
                // Past the chapter's limits the files are named up to a few, then counted.
                ignored += beyond.prefix(3).map { "\(top)/\(name)/\($0.path) (\($0.reason))" }
                if beyond.count > 3 {
                    ignored.append("\(top)/\(name): \(beyond.count - 3) more files (\(GradingPackage.tooMany))")
                }
            }
        }
        var outside: [String] = []
        for name in ((try? manager.contentsOfDirectory(atPath: submission.path)) ?? []).sorted()
        where !name.hasPrefix(".") && name != top {
            let url = submission.appendingPathComponent(name)
            if (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil {
                outside.append("\(name) (\(GradingPackage.symbolicLink))")
                continue
            }
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: url.path, isDirectory: &isFolder)
            let paths =
                isFolder.boolValue
                ? GradingPackage.files(in: url).keys.map { "\(name)/\($0)" }
                    + GradingPackage.unreadFiles(in: url).map { $0.path.isEmpty ? name : "\(name)/\($0.path)" }
                : [name]
            for path in paths.sorted() where !manager.fileExists(atPath: instructor.appendingPathComponent(path).path) {
                outside.append("\(path) (outside \(top)/)")
            }
        }
        if outside.count > ignoredListLimit {
            outside =
                Array(outside.prefix(ignoredListLimit)) + [
                    "and \(outside.count - ignoredListLimit) more files outside \(top)/"
                ]
        }
        return ignored + outside
    }
}
