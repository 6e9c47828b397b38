import Contracts
import Course
import Foundation
import Runner

/// The workbook's package on disk: where its chapters are, where the tool keeps its
/// files, and how to run a chapter's tests.
public struct Workspace {
    public let root: URL
    /// Who hears how builds and runs go.
    public let progress: any ProgressReporter
    /// The chapters, as their descriptions on disk say.
    public let catalog: ChapterCatalog
    /// What the manifest is told: the settings this tool was started with, and the
    /// chapters it found.
    public let manifest: ManifestSettings

    /// The instructor's edition, with everything, or the students', without the answers.
    public var edition: Edition { Edition(of: root) }

    /// Whether the chapters' code comes from Solutions/ in this run
    /// (`WORKBOOK_SOURCES=solutions`) rather than from Chapters/.
    public var buildsSolutions: Bool { manifest.sources == .solutions }

    /// Finds the package from the current folder or one of its parents.
    public init(
        progress: any ProgressReporter,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(WorkspaceError) {
        guard
            let root = ChapterCatalog.workbookRoot(
                containing: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        else {
            throw WorkspaceError.notFound
        }
        self.init(root: root, progress: progress, environment: environment)
    }

    /// The workbook in `root`, such as a temporary copy in a test.
    public init(
        root: URL, progress: any ProgressReporter = SilentProgress(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.root = root
        self.progress = progress
        catalog = ChapterCatalog(root: root)
        // `swift run workbook` read the same settings in the manifest, which stops at one it
        // does not understand; only a tool started some other way gets here with one, and
        // then builds the package's default.
        var manifest = (try? ManifestSettings(environment: environment)) ?? ManifestSettings()
        manifest.chapters = catalog.manifestKey
        self.manifest = manifest
    }

    /// `.build/workbook/tests`, where the student's tests are built and run.
    public var testsBuildFolder: URL { root.appendingPathComponent(WorkbookLayout.testsBuild) }

    /// `.build/workbook/runs`, where each run's event stream and log go.
    public var runsDirectory: URL { root.appendingPathComponent(WorkbookLayout.runs) }

    public func runner() -> TestRunner {
        TestRunner(workDirectory: runsDirectory)
    }

    /// An invocation that runs only the tests of `chapters`, in the tool's build folder
    /// for them (``testsBuildFolder``).
    ///
    /// SwiftPM keeps one build plan per build folder, and plans again ("Planning build",
    /// 0.3 to 1 s quiet, seconds on a loaded machine) at every switch between a build of
    /// the tool (`swift run workbook`) and a build of the tests. In `.build`, each `test`
    /// paid for two: one for the tests and one at the next `swift run`. Apart, neither
    /// folder ever switches. The package there is every chapter with its suite and what
    /// they stand on, and nothing of the tool (`WORKBOOK_ONLY` with every chapter), which
    /// `.build` has built already: the same package whichever chapters a run tests, so
    /// that `test 1` and `test 2` do not switch either.
    public func invocation(testing chapters: [Chapter]) -> SwiftTestInvocation {
        var invocation = SwiftTestInvocation(packageDirectory: root)
        invocation.scratchPath = testsBuildFolder
        invocation.manifest = manifest
        invocation.manifest.only = Set(catalog.chapters.map(\.number))
        invocation.filter = chapters.map { "^" + $0.testTarget + "\\." }
        return invocation
    }

    /// ``invocation(testing:)`` in a build folder of its own, where the manifest also
    /// leaves out the other chapters and the tool (`WORKBOOK_ONLY`), so that the run builds
    /// no more than it reports on.
    public func invocation(testing chapters: [Chapter], scratchPath: URL) -> SwiftTestInvocation {
        var invocation = invocation(testing: chapters)
        invocation.scratchPath = scratchPath
        invocation.manifest.only = Set(chapters.map(\.number))
        return invocation
    }

    /// Runs `invocation`, showing progress as `task`.
    public func run(_ invocation: SwiftTestInvocation, task: String, logName: String) throws -> RunResult {
        progress.start(task)
        defer { progress.finish() }
        return try runner().run(invocation, name: logName, progress: progress.update)
    }

    /// Builds a product, showing progress as `task`, with its log in `.build/workbook/runs`.
    public func build(_ build: ProductBuild, task: String, logName: String) throws -> ProductBuildResult {
        progress.start(task)
        defer { progress.finish() }
        return try build.run(log: runsDirectory.appendingPathComponent("\(logName).log")) { seconds in
            progress.update(RunProgress(isTesting: false, finishedTests: 0, totalTests: 0, elapsed: seconds))
        }
    }

    /// The path, from the package folder, of a file named by its source location:
    /// "LineGraph/YPosition.swift" is "Chapters/01-LineGraph/YPosition.swift", and
    /// "LineGraphTests/YPositionTests.swift" is "Tests/LineGraphTests/YPositionTests.swift".
    public func path(forFileID fileID: String) -> String {
        let parts = fileID.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return fileID }
        if let chapter = catalog.chapter(module: parts[0]) {
            return "\(WorkbookLayout.sourceFolder(of: chapter, solutions: buildsSolutions))/\(parts[1])"
        }
        if let chapter = catalog.chapters.first(where: { $0.testTarget == parts[0] }) {
            return "\(WorkbookLayout.testFolder(of: chapter))/\(parts[1])"
        }
        return fileID
    }
}

extension Workspace {
    /// `text` with each file named by its source location ("LineGraph/YPosition.swift")
    /// spelled as the path a student opens ("Chapters/01-LineGraph/YPosition.swift"), so
    /// that every message names files one way.
    public func readablePaths(in text: String) -> String {
        var text = text
        for chapter in catalog.chapters {
            for module in [chapter.module, chapter.testTarget] {
                let pattern = "(?<![\\w/-])" + NSRegularExpression.escapedPattern(for: module) + "/([\\w.+-]+\\.swift)"
                guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
                let matches = regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed()
                for match in matches {
                    guard let range = Range(match.range, in: text) else { continue }
                    text.replaceSubrange(range, with: path(forFileID: String(text[range])))
                }
            }
        }
        return text
    }
}

public enum WorkspaceError: Error, CustomStringConvertible {
    case notFound

    public var description: String {
        "This folder is not inside the Chart Workbook package: no Package.swift with a Chapters "
            + "folder beside it here or above. Run the workbook from the folder you cloned."
    }
}
