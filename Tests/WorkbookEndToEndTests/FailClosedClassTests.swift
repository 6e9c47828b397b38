import Course
import Foundation
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results
@testable import WorkbookCommands

/// The attacks of issue 48 that a grader stops by failing closed and by starting each
/// submission afresh, graded for real beside honest submissions: a reference probe that
/// cannot start (as when one student's threads use up the sandbox user's processes), a
/// folder named like a chapter file, and an ABI dump bomb.
@Suite("Grading fails closed and starts each submission afresh", .enabled(if: Sandbox.find() != nil))
struct FailClosedClassTests {
    @Test(
        "a reference that cannot start stops the run; a folder named like a file and an ABI dump bomb earn nothing and harm no one after them",
        .timeLimit(.minutes(40)))
    func failClosedClass() async throws {
        try await SharedInstructor.classes.inTurn { instructor in try failClosedClass(in: instructor) }
    }

    private func failClosedClass(in instructor: WorkbookCopy) throws {
        let workspace = instructor.workspace()
        let catalog = workspace.catalog
        let classFolder = instructor.root.appendingPathComponent(SharedInstructor.classFolder)
        let submissions = ClassFolder(root: instructor.root, folder: classFolder, catalog: catalog)
        let chapter1 = try "Chapters/\(#require(catalog.chapter(named: "1")).folder)"
        try submissions.copyChapters(from: "Solutions", to: "honest")

        // The reference's probe starved of processes: the run stops before any submission.
        let report = classFolder.appendingPathComponent("grades.json")
        var starved = Self.command(workspace, ["honest/"], report: report, in: classFolder)
        starved.referenceProbeLimits = Sandbox.Limits()
        starved.referenceProbeLimits?.processes = 1
        let error = try #require(throws: UnansweredReference.self) { try starved.run() }
        #expect(
            error.unanswered == error.calls && error.description.contains("the probe did not start"),
            "the run stops and says why: \(error)")
        #expect(!FileManager.default.fileExists(atPath: report.path), "no submission was graded")

        // A folder where chapter 1's file belongs, then the solutions in the same slot; an
        // ABI dump bomb, then the solutions again.
        try submissions.copyChapters(from: "Chapters", to: "a-folder")
        try FileManager.default.removeItem(
            at: classFolder.appendingPathComponent("a-folder/\(chapter1)/ValueRange.swift"))
        try submissions.write("a-folder", "\(chapter1)/ValueRange.swift/Keep.swift", "let kept = 1\n")
        try submissions.copyChapters(from: "Solutions", to: "b-next")
        try submissions.copyChapters(from: "Chapters", to: "c-bomb")
        // In a file of the skeleton's, so that the chapter is compiled alone first. The
        // quick build read its 197 MB ABI dump until it compared interfaces: now it reads
        // the interface, a few lines, where `Bomb` is new and its private property absent.
        let valueRange = classFolder.appendingPathComponent("c-bomb/\(chapter1)/ValueRange.swift")
        try submissions.write(
            "c-bomb", "\(chapter1)/ValueRange.swift",
            String(contentsOf: valueRange, encoding: .utf8) + "\n" + Self.bomb(depth: 14))
        try submissions.copyChapters(from: "Solutions", to: "d-after")
        let names = ["a-folder/", "b-next/", "c-bomb/", "d-after/"]
        #expect(try Self.command(workspace, names, report: report, in: classFolder).run() == .success)
        let results = try JSONDecoder().decode(
            [ResultsJSON.Submission].self, from: Data(contentsOf: report))
        try #require(results.map(\.submission) == names, "\(results)")
        let maximum = catalog.chapters.flatMap(\.exercises).reduce(0) { $0 + $1.points }
        let (folder, next, bomb, after) = (results[0], results[1], results[2], results[3])

        #expect(folder.score == 0, "the folder earns nothing: \(folder.tests.map(\.message))")
        let named = "\(chapter1)/ValueRange.swift/Keep.swift (\(GradingPackage.fileLikeFolder))"
        #expect(folder.ignoredFiles.contains(named), "and is named: \(folder.ignoredFiles)")
        #expect(
            next.score == maximum && next.message == nil,
            "the solutions graded after it in the same slot earn everything: \(next.message ?? "")")

        #expect(bomb.score == 0, "the bomb earns nothing: \(bomb.tests.map(\.message))")
        let log = try Self.chaptersBuildLog(of: "c-bomb", below: instructor.root)
        #expect(
            log.contains("Built by SwiftPM: the interfaces of LineGraph are not those"),
            "its interface, not its ABI dump, sent it to SwiftPM: \(log)")
        #expect(after.score == maximum, "the solutions graded after the bomb earn everything: \(after.tests)")
    }

    static func command(_ workspace: Workspace, _ names: [String], report: URL, in folder: URL) -> GradeCommand {
        var command = GradeCommand(
            workspace: workspace, style: .transcript,
            request: GradeRequest(submissions: names, format: .json, outputPath: report.path),
            output: Transcript().output)
        command.currentDirectory = folder
        return command
    }

    /// A public struct with a private stored tuple nested `depth` deep, each level two of
    /// the last: `swift-api-digester -abi` writes the whole tree out (4.7 MB at 12, twice
    /// as much each level; the issue's 197 MB at 17).
    static func bomb(depth: Int) -> String {
        let levels = (1...depth).map { "typealias Level\($0) = (Level\($0 - 1), Level\($0 - 1))" }
        let bomb = ["public struct Bomb {", "    private var load: Level\(depth)? = nil", "    public init() {}", "}"]
        return (["typealias Level0 = Int"] + levels + bomb).joined(separator: "\n") + "\n"
    }

    /// What the grader wrote of how it built `name`'s chapters, in whichever slot it was.
    static func chaptersBuildLog(of name: String, below root: URL) throws -> String {
        let grading = root.appendingPathComponent(WorkbookLayout.grading)
        let slots = try FileManager.default.contentsOfDirectory(atPath: grading.path)
        let logs = slots.map { grading.appendingPathComponent("\($0)/runs/\(name)-chapters-build.log") }
        let log = try #require(logs.first { FileManager.default.fileExists(atPath: $0.path) })
        return try String(contentsOf: log, encoding: .utf8)
    }
}
