import Foundation
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results
@testable import WorkbookCommands

/// Runs a program to its end: its status, and what it wrote to standard output and error.
private func run(_ program: String, _ arguments: [String], environment: [String: String] = [:], in folder: URL? = nil)
    throws -> (status: Int32, output: String)
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let folder { process.currentDirectoryURL = folder }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("program-\(UUID().uuidString).txt")
    FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
}

private func isExecutable(_ url: URL) -> Bool {
    FileManager.default.isExecutableFile(atPath: url.path)
}

/// Whether `name` is on the PATH; a test that needs it fails with what to install, never passes quietly.
private func requireProgram(_ name: String, package: String) throws {
    let found = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
    }
    try #require(found, "This test needs \(name): install it (apt-get install \(package)).")
}

/// Gradescope's folders, `autograder/source|submission|results`, with the zip's scripts
/// and two chapter folders in the source, and a stand-in for the built `workbook` tool
/// that notes its arguments and writes what it is told to.
private struct GradescopeLayout {
    let folder = TemporaryFolder(prefix: "gradescope")
    var root: URL { folder.root.appendingPathComponent("autograder") }
    var arguments: URL { folder.root.appendingPathComponent("arguments.txt") }

    init(tool: String?) throws {
        let scripts = GradescopeAutograder(swiftVersion: "6.3.1", sandboxed: true, visibility: .afterPublished)
        try folder.write("autograder/source/run_autograder", scripts.runScript)
        try folder.write("autograder/source/Chapters/01-LineGraph/chapter.json", "{}")
        try folder.write("autograder/source/Chapters/02-BarChart/chapter.json", "{}")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("submission"), withIntermediateDirectories: true)
        if let tool {
            try folder.write(
                "autograder/source/\(GradescopeAutograder.tool)",
                "#!/usr/bin/env bash\nprintf '%s\\n' \"$@\" > \(arguments.path)\n" + tool)
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755],
                ofItemAtPath: root.appendingPathComponent("source/\(GradescopeAutograder.tool)").path)
        }
    }

    /// Runs `run_autograder` and returns results.json, parsed, and the script's output.
    func runAutograder() throws -> (results: [String: Any], output: String) {
        let ran = try run(
            "bash", [root.appendingPathComponent("source/run_autograder").path],
            environment: ["AUTOGRADER_ROOT": root.path])
        #expect(ran.status == 0, "run_autograder always ends well:\n\(ran.output)")
        let data = try Data(contentsOf: root.appendingPathComponent("results/results.json"))
        let value = try JSONSerialization.jsonObject(with: data)
        let problems = JSONSchemaValidator.problems(
            of: value, against: try gradingSchema("gradescope-results.schema.json"))
        #expect(
            problems.isEmpty, "results.json follows the schema: \(problems)\n\(String(decoding: data, as: UTF8.self))")
        return (try #require(value as? [String: Any]), ran.output)
    }

    /// The folder the tool was asked to grade, and its other arguments.
    func gradeArguments() throws -> [String] {
        try String(contentsOf: arguments, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    func submit(_ path: String) throws { try folder.write("autograder/submission/\(path)", "// code\n") }
}

@Suite("The Gradescope autograder's scripts")
struct GradescopeScriptTests {
    static let writesResults = #"""
        while [ $# -gt 0 ]; do [ "$1" = --output ] && out="$2"; shift; done
        echo '{"score": 3, "output": "", "visibility": "after_published", "tests": []}' > "$out"
        """#

    @Test(
        "run_autograder finds Chapters/ wherever the upload has it, and grades it in the sandbox into results.json",
        arguments: [
            ("Chapters/01-LineGraph/ValueRange.swift", ""),
            ("my-workbook/Chapters/01-LineGraph/ValueRange.swift", "my-workbook"),
            (
                "__MACOSX/my-workbook/Chapters/01-LineGraph/ValueRange.swift|workbook-main/Chapters/01-LineGraph/ValueRange.swift",
                "workbook-main"
            ),
            ("notes.txt", ""),
        ])
    func findsChapters(upload: String, expected: String) throws {
        let layout = try GradescopeLayout(tool: Self.writesResults)
        defer { layout.folder.remove() }
        for path in upload.split(separator: "|") { try layout.submit(String(path)) }
        let (results, output) = try layout.runAutograder()
        #expect(results["score"] as? Int == 3, "the tool's results are kept:\n\(output)")
        let submission = layout.root.appendingPathComponent("submission").path
        #expect(
            try layout.gradeArguments() == [
                "grade", expected.isEmpty ? submission : submission + "/" + expected, "--format", "gradescope",
                "--visibility", "after_published", "--output",
                layout.root.appendingPathComponent("results/results.json").path,
            ], "\(output)")
    }

    @Test("an upload of only the chapter folders is gathered into a Chapters/ of its own")
    func gathersChapterFolders() throws {
        let layout = try GradescopeLayout(tool: Self.writesResults)
        defer { layout.folder.remove() }
        try layout.submit("01-LineGraph/ValueRange.swift")
        try layout.submit("02-BarChart/BarHeight.swift")
        try layout.submit("09-Other/Extra.swift")
        _ = try layout.runAutograder()
        let folder = URL(fileURLWithPath: try #require(try layout.gradeArguments().dropFirst().first))
        #expect(folder.path != layout.root.appendingPathComponent("submission").path)
        let gathered = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("Chapters").path
        ).sorted()
        #expect(gathered == ["01-LineGraph", "02-BarChart"], "the instructor's chapters only: \(gathered)")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Chapters/02-BarChart/BarHeight.swift").path))
    }

    @Test(
        "no results from the grader (no sandbox, no tool): a results.json with no points that says why, never an ungraded run",
        arguments: [
            #"echo 'Error: Grading runs each submission in a sandbox, and none can be had here. "Install" one:' >&2; printf '\tsudo apt-get install bubblewrap \\ or\n' >&2; exit 64"#,
            nil,
        ])
    func noResults(tool: String?) throws {
        let layout = try GradescopeLayout(tool: tool)
        defer { layout.folder.remove() }
        try layout.submit("Chapters/01-LineGraph/ValueRange.swift")
        let (results, output) = try layout.runAutograder()
        #expect(results["score"] as? Int == 0, "\(results)")
        let message = try #require(results["output"] as? String)
        #expect(message.hasPrefix("This submission could not be graded"), "\(message)")
        if tool == nil {
            #expect(message.contains("The workbook tool was not built"), "\(message)")
        } else {
            #expect(
                message.contains(#"none can be had here. "Install" one:"#) && message.contains(#"bubblewrap \ or"#),
                "the grader's words, quotes and backslashes kept: \(message)\n\(output)")
            #expect(
                try layout.gradeArguments().contains("--no-sandbox") == false, "it never turns the sandbox off itself")
        }
    }

    @Test(
        "made with --no-sandbox, run_autograder grades without one; setup.sh builds the tool and warms the grading build"
    )
    func scripts() throws {
        let unsandboxed = GradescopeAutograder(swiftVersion: "6.3.1", sandboxed: false, visibility: .visible)
        #expect(unsandboxed.runScript.contains("SANDBOX_OPTIONS=(--no-sandbox)"))
        let setup = unsandboxed.setupScript
        #expect(
            setup.contains("swift build --product workbook")
                && setup.contains("\(GradescopeAutograder.tool) grade \"$SOURCE\" --no-sandbox"))
        #expect(
            setup.contains(
                "https://download.swift.org/swift-6.3.1-release/ubuntu${VERSION_ID//./}${suffix}/swift-6.3.1-RELEASE/$name.tar.gz"
            ))
        for script in [setup, unsandboxed.runScript] {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString).sh")
            try Data(script.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let checked = try run("bash", ["-n", file.path])
            #expect(checked.status == 0, "bash reads it: \(checked.output)")
        }
    }
}

@Suite("Autograders: the zip and the Classroom 50 folder")
struct AutograderFilesTests {
    @Test("the zip: CRC-32 as zip computes it, and unzip reads back every file, with scripts executable")
    func zip() throws {
        #expect(ZipArchive.crc32(Data("123456789".utf8)) == 0xCBF4_3926, "the standard check value")
        #expect(ZipArchive.crc32(Data()) == 0)
        try requireProgram("unzip", package: "unzip")
        var archive = ZipArchive()
        archive.add("run_autograder", Data("#!/bin/sh\necho hi\n".utf8), executable: true)
        archive.add("Sources/Über/Ä.swift", Data("let a = 1\n".utf8))
        archive.add("empty.txt", Data())
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.root, withIntermediateDirectories: true)
        let file = folder.root.appendingPathComponent("a.zip")
        try archive.data().write(to: file)
        let tested = try run("unzip", ["-t", file.path])
        #expect(tested.status == 0 && tested.output.contains("No errors detected"), "\(tested.output)")
        let unpacked = try run("unzip", ["-q", file.path, "-d", folder.root.appendingPathComponent("out").path])
        #expect(unpacked.status == 0, "\(unpacked.output)")
        #expect(
            try folder.text("out/run_autograder") == "#!/bin/sh\necho hi\n"
                && isExecutable(folder.root.appendingPathComponent("out/run_autograder")))
        #expect(try folder.text("out/Sources/Über/Ä.swift") == "let a = 1\n", "UTF-8 names")
        #expect(!isExecutable(folder.root.appendingPathComponent("out/Sources/Über/Ä.swift")))
        #expect(try folder.text("out/empty.txt").isEmpty)
    }

    @Test(
        "the Gradescope zip has setup.sh and run_autograder at its root, then the workbook without .build, .git or the named mistakes"
    )
    func gradescopeZip() throws {
        let workbook = try WorkbookSource.files(of: workbookRoot)
        let zip = GradescopeAutograder(swiftVersion: "6.3.1", sandboxed: true, visibility: .visible).zip(
            workbook: workbook)
        let paths = zip.entries.map(\.path)
        #expect(
            Array(paths.prefix(2)) == ["setup.sh", "run_autograder"] && zip.entries.prefix(2).allSatisfy(\.executable))
        for needed in [
            "Package.swift", "Sources/Grading/Class/Grader.swift", "Tests/LineGraphTests/ValueRangeTests.swift",
            "Chapters/01-LineGraph/chapter.json", "Solutions/01-LineGraph/ValueRange.swift",
        ] {
            #expect(paths.contains(needed), "\(needed) is in the zip")
        }
        #expect(
            !paths.contains { $0.hasPrefix(".") || $0.contains("/.") },
            "no hidden files: \(paths.filter { $0.contains("/.") })")
        #expect(!paths.contains { $0.contains("/Mistakes/") }, "no named mistakes")
    }

    @Test(
        "the Gradescope zip in a folder that is not there, or in place of a folder, is refused as a mistake in the command line",
        arguments: [
            ("missing/autograder.zip", "is in a folder that is not there"), ("made", "is a folder; name the zip"),
        ])
    func gradescopeOutputRefused(output: String, words: String) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try folder.write("made/.keep", "")
        var command = AutograderCommand(
            workspace: Workspace(root: workbookRoot, environment: [:]),
            request: AutograderRequest(platform: .gradescope, outputPath: output))
        command.currentDirectory = folder.root
        command.swiftVersion = "6.3.1"
        let error = try #require(throws: UsageError.self) { try command.run() }
        #expect(error.message.contains(words) && error.subcommand == .autograder, "\(error.message)")
    }

    @Test(
        "the Classroom 50 folder: autograder.py and install-swift.sh executable, the workbook beside them, a README that says where it goes; autograder.py runs workbook grade --format classroom50 into ./result.json"
    )
    func classroom50() throws {
        try requireProgram("python3", package: "python3")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        // The workbook it carries is the students' edition, made and graded for real by
        // StudentsEditionTests; a stand-in here.
        let workbook = [
            WorkbookSource.File(path: "Package.swift", data: Data("// the manifest\n".utf8)),
            WorkbookSource.File(path: "Chapters/01-LineGraph/chapter.json", data: Data("{}".utf8)),
        ]
        let autograder = folder.root.appendingPathComponent("autograder")
        try Classroom50Autograder.write(
            Classroom50Autograder(swiftVersion: "6.3.1", sandboxed: true).files(workbook: workbook), to: autograder)
        for script in ["autograder.py", "install-swift.sh"] {
            #expect(isExecutable(autograder.appendingPathComponent(script)), "\(script) is executable")
        }
        #expect(
            FileManager.default.fileExists(atPath: autograder.appendingPathComponent("workbook/Package.swift").path))
        #expect(
            FileManager.default.fileExists(
                atPath: autograder.appendingPathComponent("workbook/Chapters/01-LineGraph/chapter.json").path))
        let readme = try String(contentsOf: autograder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("<classroom>/autograders/<assignment>/"), "the README says where it goes")
        #expect(
            readme.contains("students' edition") && readme.contains("feedback"),
            "the README says what a public bundle's grades are worth")
        var command = AutograderCommand(
            workspace: Workspace(root: workbookRoot, environment: [:]),
            request: AutograderRequest(platform: .classroom50, outputPath: autograder.path))
        command.swiftVersion = "6.3.1"
        #expect(throws: UsageError.self, "a folder that is not empty is refused") { try command.run() }

        // A stand-in for swift notes where it ran and with what, and writes the result asked for.
        try folder.write(
            "bin/swift",
            #"""
            #!/usr/bin/env bash
            { pwd; printf '%s\n' "$@"; } > "$(dirname "$0")/../swift-arguments.txt"
            while [ $# -gt 0 ]; do [ "$1" = --output ] && out="$2"; shift; done
            [ -n "${WRITE_RESULT:-}" ] && echo '{}' > "$out"
            exit 0
            """#)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: folder.root.appendingPathComponent("bin/swift").path)
        let checkout = folder.root.appendingPathComponent("checkout")
        try folder.write("checkout/Chapters/01-LineGraph/ValueRange.swift", "// the student's\n")
        let path =
            folder.root.appendingPathComponent("bin").path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let graded = try run(
            "python3", [autograder.appendingPathComponent("autograder.py").path],
            environment: ["PATH": path, "WRITE_RESULT": "1"], in: checkout)
        #expect(graded.status == 0, "\(graded.output)")
        let recorded = try folder.text("swift-arguments.txt").split(separator: "\n").map(String.init)
        #expect(
            recorded == [
                autograder.appendingPathComponent("workbook").resolvingSymlinksInPath().path, "run", "workbook",
                "grade",
                checkout.resolvingSymlinksInPath().path, "--format", "classroom50",
                "--output", checkout.resolvingSymlinksInPath().appendingPathComponent("result.json").path,
            ],
            "in workbook/, the student's checkout graded into ./result.json, in the sandbox: \(recorded)")
        let failed = try run(
            "python3", [autograder.appendingPathComponent("autograder.py").path], environment: ["PATH": path],
            in: checkout)
        #expect(
            failed.status == 1 && failed.output.contains("::error::workbook grade wrote no result.json"),
            "\(failed.output)")
    }
}
