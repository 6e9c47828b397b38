import Course
import Foundation

/// The students' edition of the workbook: what a class receives, made from the
/// instructor's workbook without the answers.
///
/// ```
/// let edition = try StudentsEdition(of: workspace.root, expectedAnswers: recorded)
/// try edition.write(to: URL(fileURLWithPath: "../chart-course"))
/// edition.files.count   // every file, with its path in the edition
/// ```
///
/// It holds the manifest, the top README and `.gitignore`, the chapters (skeletons,
/// READMEs, descriptions), the exercise suites with what they say of the skeletons
/// (`SkeletonResults`, for the first list) and the tool's sources; and in `Edition/`
/// its statement, the skeletons as made (for a chapter that does not compile, and for
/// `reset` without git) and the reference's answers to the expected charts, as data.
/// It leaves out `Solutions/` with the named mistakes, the tool's own test targets, the
/// held-out inputs of grading (`Sources/Grading/Inputs`, which aim at the solutions'
/// edges) and the benchmarks. The same workbook makes the same bytes: nothing in it
/// depends on the time or the machine.
public struct StudentsEdition: Sendable {
    /// Every file, sorted by path.
    public let files: [WorkbookSource.File]

    /// The top-level files and folders taken from the instructor's workbook.
    static let parts = [
        WorkbookLayout.manifest, "README.md", ".gitignore", WorkbookLayout.chapters, WorkbookLayout.sources,
        WorkbookLayout.tests,
    ]
    /// What of `Sources/` stays with the instructor.
    static let instructorSources = [WorkbookLayout.sources + "/Grading/Inputs", WorkbookLayout.sources + "/Benchmarks"]

    /// The edition of the instructor's workbook in `root`, with `expectedAnswers`, the
    /// reference's answers that the program built from the solutions recorded.
    public init(of root: URL, expectedAnswers: Data) throws {
        let chapters = ChapterCatalog(root: root).chapters
        let suites = Set(chapters.map { WorkbookLayout.testFolder(of: $0) })
        var files = try WorkbookSource.files(of: root, parts: Self.parts) { path in
            if WorkbookLayout.path(path, isIn: WorkbookLayout.tests) {
                // The suites, and what they say of the skeletons, for the first list.
                return path != WorkbookLayout.skeletonResults
                    && !suites.contains { WorkbookLayout.path(path, isIn: $0) }
            }
            return Self.instructorSources.contains { WorkbookLayout.path(path, isIn: $0) }
        }
        let skeletons = files.compactMap { file -> WorkbookSource.File? in
            guard
                let chapter = chapters.first(where: { file.path.hasPrefix(WorkbookLayout.skeletonFolder(of: $0) + "/") }
                ),
                file.path.hasSuffix(".swift")
            else { return nil }
            let name = String(file.path.dropFirst(WorkbookLayout.skeletonFolder(of: chapter).count + 1))
            return WorkbookSource.File(
                path: WorkbookLayout.editionSkeletonFolder(of: chapter) + "/" + name, data: file.data)
        }
        files = files.map { $0.path == "README.md" ? Self.studentsReadme(from: $0) : $0 }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let statement = try encoder.encode(Edition.Statement(edition: .students)) + Data("\n".utf8)
        files +=
            skeletons + [
                WorkbookSource.File(path: WorkbookLayout.editionFile, data: statement),
                WorkbookSource.File(path: WorkbookLayout.expectedAnswersFile, data: expectedAnswers),
            ]
        self.files = files.sorted { $0.path < $1.path }
    }

    /// The top README, with its part for instructors (from "## For instructors" on) put
    /// in a few words for the class: that part is about the instructor's edition.
    static func studentsReadme(from readme: WorkbookSource.File) -> WorkbookSource.File {
        var text = String(decoding: readme.data, as: UTF8.self)
        if let part = text.range(of: "\n## For instructors\n") {
            text =
                String(text[..<part.lowerBound]) + """

                    ## This edition

                    This is the students' edition of Chart Workbook, made by your instructor: it holds
                    the chapters, their tests and the tool, and no solutions. `preview --compare` and
                    `demo` draw the expected charts from the reference's answers that came with it (in
                    `Edition/`), for the built-in datasets with the options these READMEs show (a
                    `--now`, `--scroll` or `--drag` of your own has none). Your instructor grades
                    your `Chapters/` with their own edition.

                    """
        }
        return WorkbookSource.File(path: readme.path, data: Data(text.utf8), executable: readme.executable)
    }

    /// Whether the edition may be written to `folder`: one that is not there yet, is
    /// empty, or holds a students' edition made before (which is then made again).
    ///
    /// - Throws: ``FolderHoldsSomethingElse`` for any other folder, or a file.
    public static func checkOutput(_ folder: URL) throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else { throw FolderHoldsSomethingElse(folder: folder.path, isFile: true) }
        let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        guard entries.isEmpty || Edition(of: folder) == .students else {
            throw FolderHoldsSomethingElse(folder: folder.path, isFile: false)
        }
    }

    /// Writes the edition to `folder`, after ``checkOutput(_:)``. An edition made before
    /// is replaced whole, but for its `.git` (a template repository's history) and its
    /// `.build`, so that the change shows in git as it is.
    public func write(to folder: URL) throws {
        try Self.checkOutput(folder)
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for entry in try manager.contentsOfDirectory(atPath: folder.path) where entry != ".git" && entry != ".build" {
            try manager.removeItem(at: folder.appendingPathComponent(entry))
        }
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.data.write(to: url)
            if file.executable { try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path) }
        }
    }

    /// The size of every file together, in bytes.
    public var byteCount: Int { files.reduce(0) { $0 + $1.data.count } }
}

/// `--output` names a folder that holds something other than a students' edition.
public struct FolderHoldsSomethingElse: Error, CustomStringConvertible {
    public let folder: String
    public let isFile: Bool

    public var description: String {
        isFile
            ? "\(folder) is a file; the students' edition is written to a folder."
            : "\(folder) holds something other than a students' edition, so nothing was written there. "
                + "Name a new or empty folder, or one that an earlier `workbook edition students` made."
    }
}
