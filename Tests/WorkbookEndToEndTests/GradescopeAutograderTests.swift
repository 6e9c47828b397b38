import Course
import Foundation
import Runner
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results
@testable import WorkbookCommands

/// The Gradescope zip, made by the tool and run as Gradescope runs it, in a local copy of
/// its folders: unzipped into autograder/source, setup.sh once (Swift is there, so it only
/// builds), then run_autograder for a solved submission, nested in a folder as a
/// repository's download is, for an untouched one that is only the chapter folders, and
/// for one whose Chapters/ is a link to the zip's solutions. The runs share the one build
/// setup.sh made.
@Suite("Gradescope's autograder, run as Gradescope runs it", .enabled(if: Sandbox.find() != nil))
struct GradescopeAutograderTests {
    @Test(
        "a solved submission earns every point, an untouched one none, in results.json as Gradescope reads it",
        .timeLimit(.minutes(40)))
    func gradesInGradescopesLayout() throws {
        let unzip = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/unzip")
        }
        try #require(
            unzip, "This test unpacks the zip as Gradescope does, with unzip: install it (apt-get install unzip).")
        let folder = TemporaryFolder(prefix: "gradescope-e2e")
        defer { folder.remove() }
        let root = folder.root.appendingPathComponent("autograder")
        let manager = FileManager.default
        for part in ["source", "submission", "results"] {
            try manager.createDirectory(at: root.appendingPathComponent(part), withIntermediateDirectories: true)
        }
        let zip = folder.root.appendingPathComponent("autograder.zip")
        let command = AutograderCommand(
            workspace: Workspace(root: workbookRoot, environment: [:]),
            request: AutograderRequest(platform: .gradescope, outputPath: zip.path))
        #expect(try command.run() == .success)
        let unpacked = try Self.run("unzip", ["-q", zip.path, "-d", root.appendingPathComponent("source").path])
        try #require(unpacked.status == 0, "\(unpacked.output)")

        let setup = try Self.run("bash", [root.appendingPathComponent("source/setup.sh").path], root: root)
        try #require(setup.status == 0, "setup.sh builds the workbook:\n\(setup.output.suffix(4000))")
        #expect(!setup.output.contains("Downloading"), "Swift is here, so nothing is installed")

        let catalog = workbookCatalog
        let maximum = catalog.chapters.flatMap(\.exercises).reduce(0) { $0 + $1.points }
        let schema = try gradingSchema("gradescope-results.schema.json")

        // Solved, inside a folder, as a download of the student's repository is.
        for chapter in catalog.chapters {
            try Self.copy(
                workbookRoot.appendingPathComponent("Solutions/\(chapter.folder)"),
                to: root.appendingPathComponent("submission/chart-workbook-main/Chapters/\(chapter.folder)"))
        }
        let solved = try Self.grade(in: root, schema: schema)
        #expect(solved.score == Double(maximum), "the solutions earn every point:\n\(solved.text)")
        #expect(
            solved.tests.count == catalog.chapters.flatMap(\.exercises).count
                && solved.tests.allSatisfy { $0.status == "passed" },
            "\(solved.text)")

        // Untouched, and only the chapter folders, at the top of the upload.
        try manager.removeItem(at: root.appendingPathComponent("submission"))
        for chapter in catalog.chapters {
            try Self.copy(
                workbookRoot.appendingPathComponent("Chapters/\(chapter.folder)"),
                to: root.appendingPathComponent("submission/\(chapter.folder)"))
        }
        let untouched = try Self.grade(in: root, schema: schema)
        #expect(
            untouched.score == 0 && untouched.tests.allSatisfy { $0.status == "failed" && $0.maxScore > 0 },
            "\(untouched.text)")
        #expect(
            untouched.tests.allSatisfy { $0.output.hasPrefix("Not implemented yet") },
            "each says what is left to do:\n\(untouched.text)")

        // Only a link, Chapters -> ../source/Solutions: the zip's solutions, which compile
        // (their named mistakes are left out). Zips and git keep links; it is not followed.
        try manager.removeItem(at: root.appendingPathComponent("submission"))
        try manager.createDirectory(at: root.appendingPathComponent("submission"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("submission/Chapters").path,
            withDestinationPath: "../source/Solutions")
        let linked = try Self.grade(in: root, schema: schema)
        #expect(linked.score == 0, "a Chapters/ that links to the solutions earns nothing:\n\(linked.text)")
        #expect(
            linked.text.contains("is a symbolic link, which grading does not follow"), "and says why:\n\(linked.text)")
    }

    /// What run_autograder left in results/results.json, held to the schema.
    private static func grade(in root: URL, schema: [String: Any]) throws -> (
        score: Double, tests: [GradescopeReport.Test], text: String
    ) {
        let ran = try run("bash", [root.appendingPathComponent("source/run_autograder").path], root: root)
        #expect(ran.status == 0, "\(ran.output.suffix(4000))")
        let data = try Data(contentsOf: root.appendingPathComponent("results/results.json"))
        let text = String(decoding: data, as: UTF8.self)
        let problems = JSONSchemaValidator.problems(of: try JSONSerialization.jsonObject(with: data), against: schema)
        #expect(problems.isEmpty, "results.json follows the schema: \(problems)\n\(text)")
        let results = try JSONDecoder().decode(GradescopeReport.Results.self, from: data)
        return (Double(results.score), results.tests, text + "\n" + ran.output.suffix(3000))
    }

    private static func copy(_ source: URL, to target: URL) throws {
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: target)
        for variants in WorkbookLayout.solutionVariants {
            try? FileManager.default.removeItem(at: target.appendingPathComponent(variants))
        }
    }

    /// Runs a program with `AUTOGRADER_ROOT` set, to its end.
    private static func run(_ program: String, _ arguments: [String], root: URL? = nil) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        var environment = ProcessInfo.processInfo.environment
        if let root { environment["AUTOGRADER_ROOT"] = root.path }
        // The test's own build settings are not the autograder's.
        for key in environment.keys where key.hasPrefix("WORKBOOK_") { environment[key] = nil }
        process.environment = environment
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("gradescope-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)  // FileHandle below throws if it failed
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
