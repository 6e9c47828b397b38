import Foundation
import Runner
import Testing
import ToolTestSupport

@testable import Grading

/// The commands that build a submission's chapters alone come from SwiftPM's own plan,
/// and only where that plan still fits the chapter's files.
@Suite("A chapter compiled alone by the last build's commands")
struct ChapterRebuildTests {
    /// A manifest as SwiftPM writes it, for a chapter of two files at `folder`, a suite, and
    /// the two programs that link them.
    static func manifest(chapter folder: String, build: String = "/b/debug") -> String {
        """
        client:
          name: basic
        tools: {}
        targets:
          "test": ["<LineGraph.module>"]
        commands:
          "C.LineGraph-debug.module":
            tool: shell
            inputs: ["\(folder)/XPosition.swift","\(folder)/YPosition.swift","\(build)/Modules/ExerciseSupport.swiftmodule"]
            outputs: ["\(build)/LineGraph.build/XPosition.swift.o","\(build)/LineGraph.build/YPosition.swift.o","\(build)/Modules/LineGraph.swiftmodule"]
            description: "Compiling Swift Module 'LineGraph' (2 sources)"
            args: ["/usr/bin/swiftc","-module-name","LineGraph","-emit-module","-emit-module-path","\(build)/Modules/LineGraph.swiftmodule","-c","@\(build)/LineGraph.build/sources"]

          "\(build)/LineGraph.build/LineGraph.swiftmodule.o":
            tool: shell
            inputs: ["\(build)/Modules/LineGraph.swiftmodule"]
            outputs: ["\(build)/LineGraph.build/LineGraph.swiftmodule.o"]
            description: "Wrapping AST for LineGraph for debugging"
            args: ["/usr/bin/swiftc","-modulewrap","\(build)/Modules/LineGraph.swiftmodule","-o","\(build)/LineGraph.build/LineGraph.swiftmodule.o"]

          "C.LineGraphTests-debug.module":
            tool: shell
            inputs: ["/t/XPositionTests.swift","\(build)/Modules/LineGraph.swiftmodule"]
            outputs: ["\(build)/LineGraphTests.build/XPositionTests.swift.o","\(build)/Modules/LineGraphTests.swiftmodule"]
            description: "Compiling Swift Module 'LineGraphTests' (1 sources)"
            args: ["/usr/bin/swiftc","-module-name","LineGraphTests","-emit-module","-c","/t/XPositionTests.swift"]

          "C.tests.exe":
            tool: shell
            inputs: ["<link-file-list>","\(build)/LineGraph.build/XPosition.swift.o","\(build)/LineGraphTests.build/XPositionTests.swift.o"]
            outputs: ["\(build)/PackageTests.xctest"]
            description: "Linking \(build)/PackageTests.xctest"
            args: ["/usr/bin/swiftc","-o","\(build)/PackageTests.xctest","@\(build)/tests.product/Objects.LinkFileList"]

          "C.workbook.exe":
            tool: shell
            inputs: ["<link-file-list>","\(build)/Tool.build/main.swift.o"]
            outputs: ["\(build)/workbook"]
            description: "Linking \(build)/workbook"
            args: ["/usr/bin/swiftc","-o","\(build)/workbook","it's quoted"]

          "<sources-file-list>":
            tool: write-auxiliary-file
            inputs: ["<sources-file-list>","\(folder)/XPosition.swift"]
            outputs: ["\(build)/LineGraph.build/sources"]
            description: "Write auxiliary file \(build)/LineGraph.build/sources"
        """
    }

    /// A chapter folder with `files`, and the manifest of a build that compiled two of them.
    static func chapter(_ files: [String: String]) throws -> (TemporaryFolder, BuildManifest) {
        let folder = TemporaryFolder(prefix: "rebuild")
        for (name, text) in files { try folder.write("01-LineGraph/\(name)", text) }
        let path = folder.root.appendingPathComponent("01-LineGraph").resolvingSymlinksInPath().path
        return (folder, BuildManifest(text: manifest(chapter: path)))
    }

    @Test("the manifest's commands are read with their fields, and a field that is not JSON is kept as written")
    func readsCommands() {
        let manifest = BuildManifest(text: Self.manifest(chapter: "/c"))
        #expect(manifest.commands.count == 6)
        let compile = manifest.commands[0]
        #expect(compile.key == "C.LineGraph-debug.module")
        #expect(compile.tool == "shell")
        #expect(compile.inputs.first == "/c/XPosition.swift")
        #expect(compile.outputs.last == "/b/debug/Modules/LineGraph.swiftmodule")
        #expect(compile.description == "Compiling Swift Module 'LineGraph' (2 sources)")
        #expect(compile.arguments.prefix(3) == ["/usr/bin/swiftc", "-module-name", "LineGraph"])
        #expect(manifest.commands[5].tool == "write-auxiliary-file")
        #expect(manifest.commands[5].arguments.isEmpty)
    }

    @Test("the plan compiles and wraps the chapter, then links only the programs that hold its objects")
    func plansCompileAndLinks() throws {
        let (folder, manifest) = try Self.chapter(["XPosition.swift": "", "YPosition.swift": ""])
        defer { folder.remove() }
        let plan = try #require(
            ChapterRebuild(
                manifest: manifest, modules: ["LineGraph": folder.root.appendingPathComponent("01-LineGraph")]))
        #expect(plan.compiles.count == 1)
        #expect(plan.compiles[0].compile.contains("-emit-module") && plan.compiles[0].wrap.contains("-modulewrap"))
        #expect(plan.links.count == 1, "the suite is not compiled, and the tool's own program is not linked")
        #expect(plan.links.first?.contains("/b/debug/PackageTests.xctest") == true)
        #expect(plan.compileScript.hasPrefix("failed=0\n('/usr/bin/swiftc' '-module-name' 'LineGraph'"))
        #expect(plan.linkScript.hasSuffix(") & job0=$!\nwait $job0 || failed=1\nexit $failed\n"))
    }

    @Test(
        "a file added or removed since the last build leaves no plan",
        arguments: [
            ["XPosition.swift": "", "YPosition.swift": "", "Helpers.swift": ""],
            ["XPosition.swift": ""],
        ])
    func noPlan(files: [String: String]) throws {
        let (folder, manifest) = try Self.chapter(files)
        defer { folder.remove() }
        #expect(
            ChapterRebuild(
                manifest: manifest, modules: ["LineGraph": folder.root.appendingPathComponent("01-LineGraph")]) == nil)
    }

    /// What the files hold is not the plan's business: the interface the compile prints
    /// decides whether the suites are kept (``ModuleInterface``).
    @Test("code copied into clients still has a plan: its interface decides")
    func copiedCodePlanned() throws {
        let (folder, manifest) = try Self.chapter([
            "XPosition.swift": "@`_transparent` public func x() -> Int { 1 }",
            "YPosition.swift": "@frozen public struct S {}",
        ])
        defer { folder.remove() }
        #expect(
            ChapterRebuild(
                manifest: manifest, modules: ["LineGraph": folder.root.appendingPathComponent("01-LineGraph")]) != nil)
    }

    @Test("a module the last build did not compile leaves no plan")
    func unknownModule() throws {
        let (folder, manifest) = try Self.chapter(["XPosition.swift": "", "YPosition.swift": ""])
        defer { folder.remove() }
        #expect(
            ChapterRebuild(
                manifest: manifest, modules: ["BarChart": folder.root.appendingPathComponent("01-LineGraph")]) == nil)
    }

    /// How `/bin/sh` ends `script`, started as the grader starts a build's steps (Foundation's
    /// `Process` passes on the caller's blocked signals, and `wait` would never return).
    static func shell(_ script: URL) throws -> ProgramRun.Outcome {
        try ProgramRun(executable: URL(fileURLWithPath: "/bin/sh"), arguments: [script.path], timeLimit: 30).run()
    }

    @Test("commands side by side all end before the script does, and one failure fails it")
    func sideBySide() throws {
        let folder = TemporaryFolder(prefix: "side-by-side")
        defer { folder.remove() }
        let late = folder.root.appendingPathComponent("late").path
        try folder.write(
            "script",
            ChapterRebuild.sideBySide([
                ChapterRebuild.quoted(["/bin/sh", "-c", "exit 3"]),
                ChapterRebuild.quoted(["/bin/sh", "-c", "sleep 0.3; echo done > '\(late)'"]),
            ]))
        #expect(try Self.shell(folder.root.appendingPathComponent("script")) == .exited(status: 1))
        #expect(FileManager.default.fileExists(atPath: late), "the slower command had ended")
    }

    @Test("arguments come back from the shell as they were, quotes and all")
    func quoting() throws {
        let quoted = ChapterRebuild.quoted(["printf", "%s|", "it's", "a b", "$HOME"])
        let folder = TemporaryFolder(prefix: "quoting")
        defer { folder.remove() }
        try folder.write("script", quoted + " > '\(folder.root.path)/out'\n")
        #expect(try Self.shell(folder.root.appendingPathComponent("script")) == .exited(status: 0))
        #expect(try String(contentsOf: folder.root.appendingPathComponent("out"), encoding: .utf8) == "it's|a b|$HOME|")
    }
}
