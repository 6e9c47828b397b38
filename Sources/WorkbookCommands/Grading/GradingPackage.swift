import Course
import Foundation

/// The scratch package in which submissions are built: the instructor's manifest, links
/// to the instructor's Sources, Tests and Solutions, and a Chapters folder that holds one
/// submission's code at a time under the instructor's chapter descriptions.
///
/// ```
/// let package = GradingPackage(instructor: root)   // in .build/workbook/grade/package
/// try package.prepare()
/// let missing = try package.load(submission: alice, catalog: catalog)   // chapters alice lacks
/// ```
///
/// All submissions use the same package folder and build folder, and a file is written
/// only when its contents change: SwiftPM then rebuilds only the chapter modules a
/// submission changed, and their tests, not the whole workbook each time.
struct GradingPackage {
    /// The instructor's workbook.
    let instructor: URL
    /// The scratch package, `.build/workbook/grade/package`.
    let root: URL
    /// The build folder all submissions share, `.build/workbook/grade/build`.
    let buildFolder: URL

    init(instructor: URL) {
        self.instructor = instructor
        let grade = instructor.appendingPathComponent(".build/workbook/grade")
        root = grade.appendingPathComponent("package")
        buildFolder = grade.appendingPathComponent("build")
    }

    /// Makes the package's manifest and its links to the instructor's folders.
    func prepare() throws {
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        try writeIfChanged(
            try Data(contentsOf: instructor.appendingPathComponent("Package.swift")),
            to: root.appendingPathComponent("Package.swift"))
        for folder in ["Sources", "Tests", "Solutions"] {
            let link = root.appendingPathComponent(folder)
            let target = instructor.appendingPathComponent(folder)
            if (try? manager.destinationOfSymbolicLink(atPath: link.path)) == target.path { continue }
            try? manager.removeItem(at: link)
            try manager.createSymbolicLink(at: link, withDestinationURL: target)
        }
    }

    /// Puts a submission's chapters in the package: its files in each of the instructor's
    /// chapter folders, with the instructor's `chapter.json` and README, so that a
    /// changed description changes nothing.
    ///
    /// - Returns: The chapters the submission does not have; their folders hold only
    ///   the description, and the caller sets them aside.
    func load(submission: URL, catalog: ChapterCatalog) throws -> [Chapter] {
        let manager = FileManager.default
        let chapters = root.appendingPathComponent("Chapters")
        let wanted = Set(catalog.chapters.map(\.folder))
        for name in (try? manager.contentsOfDirectory(atPath: chapters.path)) ?? [] where !wanted.contains(name) {
            try manager.removeItem(at: chapters.appendingPathComponent(name))
        }
        var missing: [Chapter] = []
        for chapter in catalog.chapters {
            let source = submission.appendingPathComponent("Chapters/\(chapter.folder)")
            var files = Self.files(in: source)
            if files.isEmpty { missing.append(chapter) }
            for kept in ["chapter.json", "README.md"] {
                files[kept] = try? Data(contentsOf: instructor.appendingPathComponent("Chapters/\(chapter.folder)/\(kept)"))
            }
            try mirror(files, in: chapters.appendingPathComponent(chapter.folder))
        }
        return missing
    }

    /// The files below `folder` by relative path, hidden ones (such as the backups of
    /// `workbook reset`) left out.
    static func files(in folder: URL) -> [String: Data] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                                                  options: [.skipsHiddenFiles]) else { return [:] }
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  let data = try? Data(contentsOf: url) else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(base + "/") else { continue }
            files[String(path.dropFirst(base.count + 1))] = data
        }
        return files
    }

    /// Makes `folder` hold exactly `files`, writing only what changed.
    private func mirror(_ files: [String: Data], in folder: URL) throws {
        let manager = FileManager.default
        for (path, _) in Self.files(in: folder) where files[path] == nil {
            try manager.removeItem(at: folder.appendingPathComponent(path))
        }
        for (path, data) in files {
            try writeIfChanged(data, to: folder.appendingPathComponent(path))
        }
    }

    /// Writes `data` unless the file holds it already, so that its date, which the build
    /// goes by, stays as it was.
    private func writeIfChanged(_ data: Data, to file: URL) throws {
        if (try? Data(contentsOf: file)) == data { return }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }
}
