import Course
import Foundation
import Platform
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results
@testable import Runner

@Suite("Stopping what the workbook started when it is told to stop")
struct TerminationTests {
    @Test("a child gets SIGTERM's default action back, though the workbook ignores it to catch it")
    func childDefaults() throws {
        let previous = signal(SIGTERM, SIG_IGN)
        defer { signal(SIGTERM, previous) }
        // A shell that started with SIGTERM ignored could not undo that, and would sleep.
        let child = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "kill -TERM $$; sleep 5"], environment: [:])
        #expect(try child.waitForEnding() == .signalled(SIGTERM), "the child ends by the signal it sent itself")
    }

    @Test("SIGTERM to `workbook test` stops the swift it started, and the workbook exits with 143")
    func stopsTheTestRun() throws {
        let workbook = try #require(Self.builtWorkbook(), "the workbook program is built beside the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termination-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.makeChapterOneWorkbook(in: folder)
        // A stand-in for swift that notes its process number and then takes its time.
        let fakeSwift = folder.appendingPathComponent("fake-swift")
        let pidFile = folder.appendingPathComponent("swift.pid")
        try Data("#!/bin/sh\necho $$ > '\(pidFile.path)'\nexec sleep 60\n".utf8).write(to: fakeSwift)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fakeSwift.path)

        var environment = ProcessInfo.processInfo.environment
        environment["WORKBOOK_SWIFT"] = fakeSwift.path
        // `exec` keeps the process number, so the signal goes to the workbook itself.
        let run = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "cd '\(folder.path)' && exec '\(workbook.path)' test 1"],
            environment: environment, output: folder.appendingPathComponent("output.log"))
        let swiftPID = try #require(Self.waitForNumber(in: pidFile), "the workbook started swift within 30 seconds")
        kill(run.pid, SIGTERM)
        let ending = try Self.ending(of: run, within: 10)
        #expect(ending == .exited(143), "the workbook leaves with 128 + SIGTERM, as a shell reports it")
        #expect(!Self.isRunning(swiftPID), "the swift it started is stopped too, not left running")
        if Self.isRunning(swiftPID) { kill(swiftPID, SIGKILL) }
    }

    @Test(
        "Ctrl-C while the workbook waits for a program stops the workbook too, once the program ends, with no crash reported"
    )
    func ctrlCStopsTheWorkbook() throws {
        let workbook = try #require(Self.builtWorkbook(), "the workbook program is built beside the tests")
        let folder = TemporaryFolder(prefix: "ctrl-c")
        defer { folder.remove() }
        let workbookFolder = folder.root.appendingPathComponent("workbook")
        try Self.makeChapterOneWorkbook(in: workbookFolder)
        // `workbook bench` builds its program and runs it on the terminal. The stand-in for
        // swift "builds" at once and names a folder whose benchmark notes its process
        // number and takes its time, as the grader's compiler did when Ctrl-C came.
        let programs = folder.root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        let pidFile = folder.root.appendingPathComponent("bench.pid")
        let fakeSwift = folder.root.appendingPathComponent("fake-swift")
        for (file, script) in [
            (programs.appendingPathComponent("workbook-bench"), "echo $$ > '\(pidFile.path)'\nexec sleep 30"),
            (fakeSwift, "case \"$*\" in *--show-bin-path*) echo '\(programs.path)';; esac"),
        ] {
            try Data("#!/bin/sh\n\(script)\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["WORKBOOK_SWIFT"] = fakeSwift.path
        let log = folder.root.appendingPathComponent("output.log")
        let run = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "cd '\(workbookFolder.path)' && exec '\(workbook.path)' bench"],
            environment: environment, output: log)
        let benchPID = try #require(
            Self.waitForNumber(in: pidFile), "the workbook started its program within 30 seconds")
        // A terminal's Ctrl-C reaches both at once; the workbook first here, so that it
        // is surely waiting when it comes. Before, it ignored it and reported a crash.
        kill(run.pid, SIGINT)
        Thread.sleep(forTimeInterval: 0.2)
        kill(benchPID, SIGINT)
        let ending = try Self.ending(of: run, within: 10)
        let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(ending == .signalled(SIGINT), "the workbook ends as Ctrl-C ends a program: \(said)")
        #expect(!said.contains("crashed"), "a program stopped by Ctrl-C is not a crash to report: \(said)")
    }

    @Test("SIGTERM (a CI job's time limit, kill) stops `workbook grade` mid-class, and --resume goes on from its file")
    func interruptedGradeResumes() throws {
        let workbook = try #require(Self.builtWorkbook(), "the workbook program is built beside the tests")
        let folder = TemporaryFolder(prefix: "interrupted-grade")
        defer { folder.remove() }
        let root = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
        try folder.write("Package.swift", "")
        let chapter = "Chapters/01-LineGraph"
        for name in ["", "alice/", "bob/"] {
            try FileManager.default.copyItem(
                at: root.appendingPathComponent(chapter), to: folder.root.appendingPathComponent(name + chapter))
        }
        // bob's build holds on until it is stopped: a stand-in for swift that fails at once,
        // unless the package it builds has bob's file.
        try folder.write("bob/\(chapter)/Hold.swift", "// bob\n")
        // The reference's answers come before any submission (and the stand-in builds no
        // reference): a recorded reference with no held-out inputs gives them at once.
        try folder.write(
            WorkbookLayout.recordedReferenceFile,
            #"{"about": "", "seed": 1, "tolerances": {}, "calls": [], "declarations": {}, "charts": []}"#)
        let pidFile = folder.root.appendingPathComponent("swift.pid")
        try folder.write(
            "fake-swift",
            """
            #!/bin/sh
            while [ $# -gt 0 ]; do [ "$1" = --package-path ] && package=$2; shift; done
            if [ -n "$package" ] && [ -e "$package/\(chapter)/Hold.swift" ]; then echo $$ > '\(pidFile.path)'; exec sleep 60; fi
            echo "error: this stand-in builds nothing" >&2; exit 1

            """)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: folder.root.appendingPathComponent("fake-swift").path)
        var environment = ProcessInfo.processInfo.environment
        environment["WORKBOOK_SWIFT"] = folder.root.appendingPathComponent("fake-swift").path
        let grade = "exec '\(workbook.path)' grade alice/ bob/ --no-sandbox --format json --output grades.json"

        let run = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "cd '\(folder.root.path)' && \(grade)"],
            environment: environment, output: folder.root.appendingPathComponent("first.log"))
        let swiftPID = try #require(Self.waitForNumber(in: pidFile), "bob's build started within 30 seconds")
        let before = try ResultsJSON.grades(from: Data(contentsOf: folder.root.appendingPathComponent("grades.json")))
        #expect(before.map(\.submission) == ["alice/"], "alice's grade is written before bob's build begins")
        kill(run.pid, SIGTERM)
        let ending = try Self.ending(of: run, within: 10)
        #expect(ending == .exited(143), "SIGTERM ends grade with 143: \((try? folder.text("first.log")) ?? "")")
        #expect(!Self.isRunning(swiftPID), "and stops bob's build")
        if Self.isRunning(swiftPID) { kill(swiftPID, SIGKILL) }
        let kept = try ResultsJSON.grades(from: Data(contentsOf: folder.root.appendingPathComponent("grades.json")))
        #expect(kept == before, "the file still holds alice's grade, whole")

        // alice's grade is marked, so that grading her again would show.
        var marked = kept
        marked[0].notes.append("graded before it was stopped")
        try folder.write("grades.json", try ResultsJSON.text(marked))
        try FileManager.default.removeItem(at: folder.root.appendingPathComponent("bob/\(chapter)/Hold.swift"))
        let resumed = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "cd '\(folder.root.path)' && \(grade) --resume"],
            environment: environment, output: folder.root.appendingPathComponent("second.log"))
        let second = try Self.ending(of: resumed, within: 120)
        let log = (try? folder.text("second.log")) ?? ""
        #expect(second == .exited(0), "\(log)")
        #expect(log.contains("has 1 of these 2 submissions graded already"), "\(log)")
        let after = try ResultsJSON.grades(from: Data(contentsOf: folder.root.appendingPathComponent("grades.json")))
        #expect(after.map(\.submission) == ["alice/", "bob/"], "bob is graded now")
        #expect(
            after.first?.notes.contains("graded before it was stopped") == true,
            "and alice is not graded again: \(after.first?.notes ?? [])")
    }

    /// A workbook the tool recognises, and nothing to build: chapter 1's folder and an
    /// empty Package.swift, for a stand-in `swift` to "build".
    static func makeChapterOneWorkbook(in folder: URL) throws {
        let root = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("Package.swift"))
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Chapters/01-LineGraph"),
            to: folder.appendingPathComponent("Chapters/01-LineGraph"))
    }

    /// The `workbook` program of this build: beside the test program, or a few folders up
    /// from it on macOS, where the tests are a bundle.
    static func builtWorkbook() -> URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("workbook")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// How `run` ended, waiting up to `seconds`; `nil`, and the run killed, when it had not.
    static func ending(of run: ChildProcess, within seconds: TimeInterval) throws -> ChildProcess.Ending? {
        let deadline = Date().addingTimeInterval(seconds)
        var ending: ChildProcess.Ending?
        while ending == nil, Date() < deadline {
            ending = try run.ending()
            if ending == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        if ending == nil { ProcessTree.kill(run.pid) }
        return ending
    }

    static func waitForNumber(in file: URL) -> Int32? {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let text = try? String(contentsOf: file, encoding: .utf8),
                let number = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return number
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// Whether `pid` runs: a process that has ended but is not yet reaped (a zombie) does not.
    static func isRunning(_ pid: Int32) -> Bool {
        #if os(Linux)
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let nameEnd = stat.lastIndex(of: ")")
            else { return false }
            return !stat[stat.index(after: nameEnd)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
        #else
            return kill(pid, 0) == 0
        #endif
    }
}
