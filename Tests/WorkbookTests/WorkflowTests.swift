import Foundation
import Results
import Testing
import ToolTestSupport

/// The GitHub Actions workflows the workbook ships: its own CI, and the check that runs in
/// each student's copy. GitHub reads them only when they are pushed, so a mistake would
/// show only on GitHub; here they are held to the workflow schema of SchemaStore, which
/// `check-jsonschema` carries (`--builtin-schema vendor.github-workflows`).
@Suite("GitHub Actions workflows")
struct WorkflowTests {
    static let folder = workbookRoot.appendingPathComponent(".github/workflows")

    static var workflows: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "yml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test("every workflow follows GitHub's workflow schema")
    func schema() throws {
        let checker = try #require(Self.checker(), "\(Self.installAdvice)")
        let files = Self.workflows
        #expect(files.map(\.lastPathComponent) == ["ci.yml", "workbook-check.yml"])
        let (status, output) = try Self.check(files, with: checker)
        #expect(status == 0, "check-jsonschema refused them:\n\(output)")
    }

    @Test(
        "the check refuses a workflow GitHub would refuse",
        arguments: [
            "name: x\non: push\njobs:\n  build:\n    steps:\n      - run: echo\n",  // no runs-on
            "name: x\non: push\njobs:\n  build:\n    runs-on: ubuntu-24.04\n    timeout-minutes: ninety\n    steps:\n      - run: echo\n",
            // No such event.
            "name: x\non: pushed\njobs:\n  build:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: echo\n",
        ])
    func refusesWrongWorkflows(text: String) throws {
        let checker = try #require(Self.checker(), "\(Self.installAdvice)")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try folder.write("wrong.yml", text)
        let (status, output) = try Self.check([folder.root.appendingPathComponent("wrong.yml")], with: checker)
        #expect(status != 0, "check-jsonschema let it through:\n\(output)")
    }

    @Test("CI runs .ci/run on Linux and on macOS; the student check grades the copy and writes the summary")
    func whatTheyRun() throws {
        let ci = try String(contentsOf: Self.folder.appendingPathComponent("ci.yml"), encoding: .utf8)
        #expect(ci.contains("runs-on: ubuntu") && ci.contains("runs-on: macos"), "both systems")
        #expect(
            ci.components(separatedBy: "bash .ci/run").count - 1 == 2,
            "each job runs the README's test command through .ci/run")
        let check = try String(contentsOf: Self.folder.appendingPathComponent("workbook-check.yml"), encoding: .utf8)
        #expect(check.contains("workbook grade . "), "it grades the student's own copy")
        #expect(check.contains(">> \"$GITHUB_STEP_SUMMARY\""), "and writes the table to the run's summary")
        #expect(
            check.contains("!github.event.repository.is_template")
                && ci.contains("github.event.repository.is_template"),
            "each runs where it belongs: CI in the template, the check in the students' copies")
    }

    static let installAdvice =
        "check-jsonschema is not installed, and verify could not install it. "
        + WorkflowChecker.advice

    /// `check-jsonschema` from the PATH, or where verify installs it.
    static func checker() -> URL? { WorkflowChecker(root: workbookRoot).find() }

    static func check(_ files: [URL], with checker: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = checker
        process.arguments = ["--builtin-schema", "vendor.github-workflows"] + files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
