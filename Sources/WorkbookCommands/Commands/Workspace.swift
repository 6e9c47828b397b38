import Foundation
import Runner

/// The workbook's package on disk: where its chapters are, where the tool keeps its
/// files, and how to run a chapter's tests.
struct Workspace {
    let root: URL
    let style: Style
    let progress: ProgressLine
    /// The value of `WORKBOOK_SOURCES`, "" when unset.
    let sourcesSetting: String

    /// Where the chapters' code comes from in this run: "Chapters", or "Solutions" when
    /// `WORKBOOK_SOURCES=solutions`.
    var chapterSources: String { sourcesSetting == "solutions" ? "Solutions" : "Chapters" }

    /// Finds the package from the current folder or one of its parents.
    init(
        style: Style, progress: ProgressLine,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(WorkspaceError) {
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        while !Self.isWorkbook(folder) {
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { throw WorkspaceError.notFound }
            folder = parent
        }
        root = folder
        self.style = style
        self.progress = progress
        sourcesSetting = environment["WORKBOOK_SOURCES"] ?? ""
    }

    private static func isWorkbook(_ folder: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            && manager.fileExists(atPath: folder.appendingPathComponent("Chapters").path)
    }

    /// `.build/workbook`, the tool's own corner of the build folder.
    var toolDirectory: URL { root.appendingPathComponent(".build/workbook") }

    func runner() -> TestRunner {
        TestRunner(workDirectory: toolDirectory.appendingPathComponent("runs"))
    }

    /// An invocation that runs only the tests of `chapters`.
    func invocation(testing chapters: [Chapter]) -> SwiftTestInvocation {
        var invocation = SwiftTestInvocation(packageDirectory: root)
        invocation.filter = chapters.map { "^" + $0.testTarget + "\\." }
        return invocation
    }

    /// Runs `invocation`, showing progress as `task`.
    func run(_ invocation: SwiftTestInvocation, task: String, logName: String) throws -> RunResult {
        progress.start(task)
        defer { progress.finish() }
        return try runner().run(invocation, name: logName, progress: progress.update)
    }

    /// Builds a product, showing progress as `task`, with its log in `.build/workbook/runs`.
    func build(_ build: ProductBuild, task: String, logName: String) throws -> ProductBuildResult {
        progress.start(task)
        defer { progress.finish() }
        return try build.run(log: toolDirectory.appendingPathComponent("runs/\(logName).log")) { seconds in
            progress.update(RunProgress(isTesting: false, finishedTests: 0, totalTests: 0, elapsed: seconds))
        }
    }

    /// The path, from the package folder, of a file named by its source location:
    /// "LineGraph/YPosition.swift" is "Chapters/01-LineGraph/YPosition.swift", and
    /// "LineGraphTests/YPositionTests.swift" is "Tests/LineGraphTests/YPositionTests.swift".
    func path(forFileID fileID: String) -> String {
        let parts = fileID.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return fileID }
        if let chapter = Chapter.all.first(where: { $0.module == parts[0] }) {
            return "\(chapterSources)/\(chapter.folder)/\(parts[1])"
        }
        if Chapter.all.contains(where: { $0.testTarget == parts[0] }) { return "Tests/" + fileID }
        return fileID
    }
}

enum WorkspaceError: Error, CustomStringConvertible {
    case notFound

    var description: String {
        "This folder is not inside the Chart Workbook package: no Package.swift with a Chapters "
            + "folder beside it here or above. Run the workbook from the folder you cloned."
    }
}
