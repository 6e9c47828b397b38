import Course
import Foundation
import Platform

/// The scratch package in which submissions are built: the instructor's manifest, links
/// to the instructor's Sources, Tests and Solutions, and a Chapters folder that holds one
/// submission's code at a time under the instructor's chapter descriptions.
///
/// ```
/// let package = GradingPackage(instructor: root)   // in .build/workbook/grade/1/package
/// try package.prepare(catalog: catalog)
/// let missing = try package.load(submission: alice, catalog: catalog)   // chapters alice lacks
/// ```
///
/// All submissions of a run use the same package folder and build folder, and a file is
/// written only when its contents change: SwiftPM then rebuilds only the chapter modules
/// a submission changed, and their tests, not the whole workbook each time.
///
/// Each `grade` run takes a slot of its own, `.build/workbook/grade/1`, `2`, ..., and
/// holds a lock on it while it runs: a second run at the same time takes the next slot
/// rather than sharing the first's files, and a later run reuses the first's build.
struct GradingPackage {
    /// The instructor's workbook.
    let instructor: URL
    /// The scratch package, `.build/workbook/grade/1/package`.
    let root: URL
    /// The build folder all submissions share, `.build/workbook/grade/1/build`.
    let buildFolder: URL
    /// The logs of each step, `.build/workbook/grade/1/runs`, written by the grader alone.
    let logs: URL
    /// The build folder of the reference solutions' preview, `.build/workbook/grade/1/reference`.
    let referenceBuildFolder: URL
    /// Where the charts of a submission are drawn, `.build/workbook/grade/1/charts`.
    let chartsFolder: URL
    /// The open lock file that holds the slot, or -1.
    private let lock: Int32
    /// The slot's own user, for a grader that is root (``SandboxUser/lease()``): what its
    /// sandboxes run as, so that no other slot's processes count against its limits.
    let user: Result<SandboxLease, SandboxUser.LeaseError>?

    init(instructor: URL) {
        self.instructor = instructor
        let grade = instructor.appendingPathComponent(WorkbookLayout.grading)
        try? FileManager.default.createDirectory(at: grade, withIntermediateDirectories: true)
        var slot = 1
        var lock: Int32 = -1
        while slot < 100 {
            let fd = open(grade.appendingPathComponent("\(slot).lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            if fd >= 0, flock(fd, LOCK_EX | LOCK_NB) == 0 {
                lock = fd
                break
            }
            if fd >= 0 { close(fd) }
            slot += 1
        }
        self.lock = lock
        user =
            getuid() == 0
            ? Result { try SandboxUser.lease() }.mapError { $0 as? SandboxUser.LeaseError ?? .notRoot } : nil
        let folder = grade.appendingPathComponent("\(slot)")
        root = folder.appendingPathComponent("package")
        buildFolder = folder.appendingPathComponent("build")
        logs = folder.appendingPathComponent("runs")
        referenceBuildFolder = folder.appendingPathComponent("reference")
        chartsFolder = folder.appendingPathComponent("charts")
    }

    /// Gives the slot back for the next run.
    func release() {
        if case .success(let lease) = user { lease.release() }
        if lock >= 0 { close(lock) }
    }

    /// The folders the instructor's top-level links point to, such as a `Sources` that
    /// is a link to another copy: the build must be able to read them too.
    var linkedFolders: [URL] {
        let manager = FileManager.default
        return (Self.linked + [WorkbookLayout.chapters]).compactMap { folder in
            let path = instructor.appendingPathComponent(folder).path
            guard (try? manager.destinationOfSymbolicLink(atPath: path)) != nil else { return nil }
            return URL(fileURLWithPath: path).resolvingSymlinksInPath()
        }
    }

    /// The modules the instructor's code imports with `@testable` ("Previews"), which can
    /// name those modules' internal declarations too; read once a run.
    var testableImports: Set<String> {
        testable.withLock { known in
            if let known { return known }
            let marker = Data("@testable import ".utf8)
            var found: Set<String> = []
            for folder in [WorkbookLayout.tests, WorkbookLayout.sources] {
                for (_, data) in Self.files(in: instructor.appendingPathComponent(folder), capped: false)
                where data.range(of: marker) != nil {
                    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                        let words = line.split(separator: " ")
                        if let at = words.firstIndex(of: "@testable"), at + 2 < words.count, words[at + 1] == "import" {
                            found.insert(String(words[at + 2]))
                        }
                    }
                }
            }
            known = found
            return found
        }
    }
    private let testable = LockedValue<Set<String>?>(nil)

    /// The test program the build made: `debug/<Package>PackageTests.xctest`.
    func testBinary() -> URL? {
        let debug = buildFolder.appendingPathComponent("debug")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: debug.path)) ?? []
        return names.first { $0.hasSuffix("PackageTests.xctest") }.map { debug.appendingPathComponent($0) }
    }

    /// The product that draws a chapter's chart.
    static let previewProduct = "workbook-preview"

    /// The product that answers the grader's inputs with a submission's functions.
    static let probeProduct = "workbook-probe"

    /// The program `product` that a build in `buildFolder` made, `debug/<product>`.
    func program(_ product: String, in buildFolder: URL) -> URL? {
        let program = buildFolder.appendingPathComponent("debug/\(product)")
        return FileManager.default.isExecutableFile(atPath: program.path) ? program : nil
    }

    /// Where the probe's calls are written for it to read, `.build/workbook/grade/1/probe`.
    var probeFolder: URL {
        buildFolder.deletingLastPathComponent().appendingPathComponent("probe")
    }

    /// Makes the package's manifest, its links to the instructor's folders, and a folder
    /// for each chapter of `catalog` with the instructor's description in it.
    ///
    /// Every chapter is described before any build: the manifest finds the chapters by
    /// their descriptions, and SwiftPM keeps what it made of the manifest in the build
    /// folder (`--manifest-cache local`), keyed by the manifest and its environment, not
    /// by Chapters/. A build in a new slot's empty package would leave a package of no
    /// chapters there for every later build of the same settings.
    func prepare(catalog: ChapterCatalog) throws {
        let manager = FileManager.default
        try manager.createDirectory(
            at: root.appendingPathComponent(WorkbookLayout.chapters), withIntermediateDirectories: true)
        try manager.createDirectory(at: logs, withIntermediateDirectories: true)
        // As root the sandbox builds as `nobody`, who must reach the package: SwiftPM can
        // make `.build` readable by its owner alone (seen with `swift run` as root, 0750).
        var folder = root.deletingLastPathComponent()
        while folder.path.count > instructor.path.count {
            if let mode = (try? manager.attributesOfItem(atPath: folder.path))?[.posixPermissions] as? Int,
                mode & 0o005 != 0o005
            {
                try? manager.setAttributes([.posixPermissions: mode | 0o055], ofItemAtPath: folder.path)
            }
            folder = folder.deletingLastPathComponent()
        }
        try writeIfChanged(
            try Data(contentsOf: instructor.appendingPathComponent(WorkbookLayout.manifest)),
            to: root.appendingPathComponent(WorkbookLayout.manifest))
        for folder in Self.linked {
            let link = root.appendingPathComponent(folder)
            let target = instructor.appendingPathComponent(folder)
            if (try? manager.destinationOfSymbolicLink(atPath: link.path)) == target.path { continue }
            try? manager.removeItem(at: link)
            // A students' edition (the Classroom 50 bundle's workbook) has no Solutions/,
            // and says what it is in Edition/, which its manifest reads.
            guard manager.fileExists(atPath: target.path) || WorkbookLayout.instructorFolders.contains(folder) else {
                continue
            }
            try manager.createSymbolicLink(at: link, withDestinationURL: target)
        }
        for chapter in catalog.chapters {
            for (name, data) in descriptionFiles(of: chapter) {
                try writeIfChanged(
                    data, to: root.appendingPathComponent("\(WorkbookLayout.skeletonFolder(of: chapter))/\(name)"))
            }
        }
    }

    /// The instructor's files that describe `chapter`, which every copy of it in the
    /// package keeps, so that a changed description changes nothing.
    private func descriptionFiles(of chapter: Chapter) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in [WorkbookLayout.descriptionFile, WorkbookLayout.readmeFile] {
            files[name] = try? Data(
                contentsOf: instructor.appendingPathComponent("\(WorkbookLayout.skeletonFolder(of: chapter))/\(name)"))
        }
        return files
    }

    /// The instructor's folders the package links to.
    static let linked = WorkbookLayout.instructorFolders + [WorkbookLayout.editionFolder]

    /// Puts a submission's chapters in the package: its files in each of the instructor's
    /// chapter folders, with the instructor's `chapter.json` and README, so that a
    /// changed description changes nothing.
    ///
    /// - Returns: The chapters the submission does not have; their folders hold only
    ///   the description, and the caller sets them aside.
    func load(submission: URL, catalog: ChapterCatalog) throws -> [Chapter] {
        let manager = FileManager.default
        let chapters = root.appendingPathComponent(WorkbookLayout.chapters)
        let wanted = Set(catalog.chapters.map(\.folder))
        for name in (try? manager.contentsOfDirectory(atPath: chapters.path)) ?? [] where !wanted.contains(name) {
            try manager.removeItem(at: chapters.appendingPathComponent(name))
        }
        var missing: [Chapter] = []
        // A Chapters/ that is a link is not followed either: it could reach another
        // student's chapters, or any folder of the grader's machine.
        let linked = Self.isLink(submission.appendingPathComponent(WorkbookLayout.chapters))
        for chapter in catalog.chapters {
            let skeletons = WorkbookLayout.skeletonFolder(of: chapter)
            let source = submission.appendingPathComponent(skeletons)
            var files = linked ? [:] : Self.files(in: source)
            if files.isEmpty { missing.append(chapter) }
            // A link is ignored (it could reach any file of the grader's machine), and so is
            // a file too large to read; the skeleton takes its place, so that the chapter
            // still compiles and only that exercise loses its points.
            for (path, reason) in linked ? [] : Self.unreadFiles(in: source) {
                // A file in a folder named like a Swift file stands where that file belongs.
                let taken = reason == Self.fileLikeFolder ? Self.fileLikeFolder(of: path) : path
                guard files[taken] == nil else { continue }
                files[taken] = try? Data(contentsOf: instructor.appendingPathComponent("\(skeletons)/\(taken)"))
            }
            let descriptions = descriptionFiles(of: chapter)
            for name in [WorkbookLayout.descriptionFile, WorkbookLayout.readmeFile] {
                files[name] = descriptions[name]
            }
            try mirror(files, in: chapters.appendingPathComponent(chapter.folder))
        }
        return missing
    }

    /// The chapter's files (as loaded) that move where the compiler reports their errors,
    /// or name their symbols themselves: `#sourceLocation`, `@_silgen_name`, `@_cdecl`,
    /// `@_extern`. A build that fails with them in it and names other files blames them.
    func filesHidingErrors(of chapter: Chapter) -> [String] {
        let folder = root.appendingPathComponent(WorkbookLayout.skeletonFolder(of: chapter))
        let directives = ["#sourceLocation", "@_silgen_name", "@_cdecl", "@_extern"].map { Data($0.utf8) }
        return Self.files(in: folder, capped: false)
            .filter { _, data in directives.contains { data.range(of: $0) != nil } }
            .keys.sorted()
    }

    /// Whether `url` is a symbolic link itself (what it points to does not matter).
    static func isLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }

    /// The files below `folder` by relative path, hidden ones (such as the backups of
    /// `workbook reset`) left out, and symbolic links and files too large to read too
    /// (``unreadFiles(in:)`` names them for the report).
    ///
    /// - Parameter capped: Whether to stop at a chapter's limits (``filesPerChapter``), as
    ///   for a submission's files; the grader's own folders are read whole.
    static func files(in folder: URL, capped: Bool = true) -> [String: Data] {
        var files: [String: Data] = [:]
        walk(folder, capped: capped) { path, url, unread in
            if unread == nil, let data = try? Data(contentsOf: url) { files[path] = data }
        }
        return files
    }

    /// The files below `folder` that grading does not read, by relative path, with why: a
    /// symbolic link (it could reach any file of the grader's machine) or a file larger
    /// than ``largestFile``.
    static func unreadFiles(in folder: URL) -> [(path: String, reason: String)] {
        var unread: [(path: String, reason: String)] = []
        walk(folder) { path, _, reason in if let reason { unread.append((path, reason)) } }
        return unread.sorted { $0.path < $1.path }
    }

    /// The largest file of a submission the grader reads, 1 MB: far more than any chapter's
    /// source, and far less than would strain the grader, which reads each file whole,
    /// outside the sandbox (a sparse file can claim terabytes).
    static let largestFile = 1 << 20
    static let tooLarge = "larger than 1 MB"
    static let symbolicLink = "a symbolic link"

    /// The most files of one chapter the grader takes, and their size together: a chapter
    /// has about ten, and 3,000 one-line files took a build 238 s.
    static let filesPerChapter = 100
    static let bytesPerChapter = 4 << 20
    static let tooMany = "beyond the chapter's 100 files or 4 MB"
    /// The most files and folders below one folder of a submission that the grader lists:
    /// past them it reads none of that folder, which is named once. Listing a chapter of
    /// 300,000 empty files took the grader 48 s and 424 MB; a chapter has about ten.
    static let entriesPerFolder = 1_000
    static let crowded = "more than 1,000 files and folders: none of them was read"
    static let oddName = "a name with control characters"
    static let fileLikeFolder = "in a folder named like a Swift file"

    /// The first folder of `path` named like a Swift file: "ValueRange.swift" for
    /// "ValueRange.swift/Keep.swift".
    static func fileLikeFolder(of path: String) -> String {
        let parts = path.split(separator: "/")
        let folder = parts.dropLast().firstIndex { $0.hasSuffix(".swift") } ?? parts.count - 1
        return parts[...folder].joined(separator: "/")
    }

    /// Calls `visit` with each regular file and each link below `folder`, by relative path
    /// in code-point order, and why it is not to be read (`nil` for a file to read);
    /// hidden files are left out, links are not followed, and past ``filesPerChapter``
    /// files or ``bytesPerChapter`` bytes nothing more is read. Where `capped` and the
    /// folder holds more than ``entriesPerFolder`` entries, `visit` is called once, with
    /// the relative path "" and ``crowded``, so that the work is bounded and what is taken
    /// does not hang on the order a file system lists them in.
    private static func walk(_ folder: URL, capped: Bool = true, _ visit: (String, URL, String?) -> Void) {
        let manager = FileManager.default
        let keys: [URLResourceKey] = [.isRegularFileKey, .isSymbolicLinkKey, .isDirectoryKey, .fileSizeKey]
        guard (try? folder.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) != true,
            let enumerator = manager.enumerator(
                at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return }
        let base = folder.standardizedFileURL.path
        var entries: [(path: String, url: URL, values: URLResourceValues?)] = []
        for case let url as URL in enumerator {
            guard !capped || entries.count < entriesPerFolder else { return visit("", folder, crowded) }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base + "/") else { continue }
            entries.append((String(path.dropFirst(base.count + 1)), url, try? url.resourceValues(forKeys: Set(keys))))
        }
        var (count, bytes) = (0, 0)
        for (relative, url, values) in entries.sorted(by: {
            $0.path.unicodeScalars.lexicographicallyPrecedes($1.path.unicodeScalars)
        }) {
            guard values?.isSymbolicLink == true || values?.isRegularFile == true else { continue }
            let size = values?.fileSize ?? 0
            if relative.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                visit(relative, url, oddName)
            } else if values?.isSymbolicLink == true {
                visit(relative, url, symbolicLink)
            } else if relative.split(separator: "/").dropLast().contains(where: { $0.hasSuffix(".swift") }) {
                // It would leave a folder where a file belongs, and the skeleton's file out.
                visit(relative, url, fileLikeFolder)
            } else if size > largestFile {
                visit(relative, url, tooLarge)
            } else if capped, count >= filesPerChapter || bytes + size > bytesPerChapter {
                visit(relative, url, tooMany)
            } else {
                (count, bytes) = (count + 1, bytes + size)
                visit(relative, url, nil)
            }
        }
    }

    /// Makes `folder` hold exactly `files`, writing only what changed.
    ///
    /// Whatever an earlier submission left is gone first: a file or link not wanted, a
    /// folder where a file belongs (`ValueRange.swift/Keep.swift`), a folder that holds no
    /// wanted file, hidden ones too. When that fails, the folder is made again from
    /// nothing, so that one submission's leavings never cost the next one.
    private func mirror(_ files: [String: Data], in folder: URL) throws {
        do {
            try removeAll(but: files, in: folder)
            for (path, data) in files { try writeIfChanged(data, to: folder.appendingPathComponent(path)) }
        } catch {
            try? FileManager.default.removeItem(at: folder)
            for (path, data) in files { try writeIfChanged(data, to: folder.appendingPathComponent(path)) }
        }
    }

    /// Removes every entry below `folder` that is neither a regular file of `files` nor a
    /// folder on the way to one.
    private func removeAll(but files: [String: Data], in folder: URL) throws {
        let manager = FileManager.default
        let ways = Set(
            files.keys.flatMap { path in
                let parts = path.split(separator: "/")
                return (1..<max(1, parts.count)).map { parts.prefix($0).joined(separator: "/") }
            })
        for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
            try removeAll(but: files, ways: ways, at: name, in: folder)
        }
    }

    private func removeAll(but files: [String: Data], ways: Set<String>, at path: String, in folder: URL) throws {
        let manager = FileManager.default
        let url = folder.appendingPathComponent(path)
        let kind = (try? manager.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
        if kind == .typeDirectory, ways.contains(path) {
            for name in try manager.contentsOfDirectory(atPath: url.path) {
                try removeAll(but: files, ways: ways, at: path + "/" + name, in: folder)
            }
        } else if kind != .typeRegular || files[path] == nil {
            try manager.removeItem(at: url)
        }
    }

    /// Writes `data` unless the file holds it already, so that its date, which the build
    /// goes by, stays as it was. Anything else at that path (a folder, a link) is removed
    /// first: writing through it would fail, or land elsewhere.
    private func writeIfChanged(_ data: Data, to file: URL) throws {
        let manager = FileManager.default
        let kind = (try? manager.attributesOfItem(atPath: file.path))?[.type] as? FileAttributeType
        if kind == .typeRegular, (try? Data(contentsOf: file)) == data { return }
        if kind != nil, kind != .typeRegular { try manager.removeItem(at: file) }
        try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }
}
