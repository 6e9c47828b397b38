import Foundation
import Testing
import ToolTestSupport

@testable import Results

/// Where verify finds the workflow tests' `check-jsonschema`, and what it says when it
/// cannot install it.
@Suite("The workflow checker's set-up")
struct WorkflowCheckerTests {
    @Test("found on the PATH first, then where verify installs it, and nowhere else")
    func find() throws {
        let folder = TemporaryFolder(prefix: "workflow-checker")
        defer { folder.remove() }
        let root = folder.root.appendingPathComponent("workbook")
        let onPath = folder.root.appendingPathComponent("bin")
        var checker = WorkflowChecker(root: root, environment: ["PATH": onPath.path])
        #expect(checker.find() == nil, "nothing installed yet")

        try folder.write("workbook/\(WorkflowChecker.folder)/bin/check-jsonschema", "#!/bin/sh\n")
        let installed = root.appendingPathComponent("\(WorkflowChecker.folder)/bin/check-jsonschema")
        #expect(checker.find() == nil, "a file that cannot run is not the checker")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: installed.path)
        #expect(checker.find()?.path == installed.path)

        try folder.write("bin/check-jsonschema", "#!/bin/sh\n")
        let system = onPath.appendingPathComponent("check-jsonschema")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: system.path)
        #expect(checker.find()?.path == system.path, "the PATH's comes first")

        checker.environment = [:]
        #expect(checker.find()?.path == installed.path)
    }

    @Test("without python3, the install says which step failed and what to do by hand")
    func installWithoutPython() throws {
        let folder = TemporaryFolder(prefix: "workflow-checker")
        defer { folder.remove() }
        let empty = folder.root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let checker = WorkflowChecker(root: folder.root, environment: ["PATH": empty.path])
        let problem = try #require(checker.install())
        #expect(problem.hasPrefix("Could not install check-jsonschema (`python3 -m venv "), "\(problem)")
        #expect(problem.contains(WorkflowChecker.advice), "\(problem)")
        #expect(checker.find() == nil)
    }
}
