import Course
import Foundation
import Testing
import ToolTestSupport

@testable import Results
@testable import WorkbookCommands

/// A temporary workbook holding chapter 1's skeletons only: enough for `hint` and
/// `reset`, which build nothing.
private struct SmallWorkbook {
    let folder = TemporaryFolder(prefix: "small-workbook")
    var root: URL { folder.root }

    init() throws {
        let real = workbookRoot
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: real.appendingPathComponent("Chapters/\(lineGraph.folder)"),
            to: root.appendingPathComponent("Chapters/\(lineGraph.folder)"))
    }

    func workspace() -> Workspace { folder.workspace() }

    func git(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-C", root.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments) works")
    }

}

@Suite("Hints, one at a time")
struct HintTests {
    @Test("the count of hints shown grows by one each time, and stops at the last")
    func progress() {
        var progress = HintProgress()
        #expect([1, 2, 3, 3].map { _ in progress.reveal("1.3", available: 3) } == [1, 2, 3, 3])
        #expect(progress.reveal("1.4", available: 2) == 1, "each exercise counts on its own")
    }

    @Test("every exercise of the chapters has at least two hints, and none copies a line of its solution")
    func everyExerciseHasHints() throws {
        let root = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
        let check = DescriptionCheck(root: root, catalog: workbookCatalog, toolTestTargets: [])
        for chapter in workbookCatalog.chapters {
            for exercise in chapter.exercises {
                #expect(
                    check.hintProblems(of: exercise, in: chapter).isEmpty,
                    "\(check.hintProblems(of: exercise, in: chapter))")
            }
        }
    }

    @Test("verify names an exercise with fewer than two hints, and a hint that gives away a solution line")
    func hintCheck() throws {
        let exercise = Chapter.Exercise(
            id: "1.6", title: "Grid lines", file: "GridLines.swift", points: 1,
            hints: ["Use `let step = (maximum - minimum) / Double(count - 1)` here."])
        let root = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
        let problems = DescriptionCheck(root: root, catalog: workbookCatalog, toolTestTargets: []).hintProblems(
            of: exercise, in: lineGraph)
        #expect(problems.contains { $0.contains("needs at least two hints") }, "\(problems)")
        #expect(problems.contains { $0.contains("gives away the solution's line") }, "\(problems)")
    }

    @Test("`hint 1.3` shows the first hint, then the first two, and remembers in .build/workbook/hints.json")
    func hints() throws {
        let workbook = try SmallWorkbook()
        defer { workbook.folder.remove() }
        let hints = try #require(workbook.workspace().catalog.chapter(named: "1")?.exercise("1.3")?.hints)
        var transcripts: [String] = []
        for _ in 0...hints.count {
            let transcript = Transcript()
            let command = HintCommand(
                workspace: workbook.workspace(), style: .transcript, exercise: "1.3",
                chapter: try #require(workbook.workspace().catalog.chapter(named: "1")), output: transcript.output)
            #expect(try command.run() == .success)
            transcripts.append(transcript.contents)
        }
        let opening = { (hint: String) in String(hint.prefix(30)) }
        #expect(
            transcripts[0].contains("hint 1 of \(hints.count)") && transcripts[0].contains(opening(hints[0])),
            "\(transcripts[0])")
        #expect(!transcripts[0].contains(opening(hints[1])), "the second hint waits")
        #expect(
            transcripts[1].contains("hint 2 of \(hints.count)") && transcripts[1].contains(opening(hints[1])),
            "\(transcripts[1])")
        #expect(transcripts.last!.contains("That was the last hint"), "\(transcripts.last!)")
        #expect(
            FileManager.default.fileExists(
                atPath: workbook.root.appendingPathComponent(".build/workbook/hints.json").path))
    }
}

@Suite("Reset puts the skeleton back and keeps the student's code")
struct ResetTests {
    @Test("two backups in the same second go to two folders")
    func backupsNeverOverwrite() throws {
        let workbook = try SmallWorkbook()
        defer { workbook.folder.remove() }
        let now = Date()
        let first = try Backup.create(in: workbook.root, at: now)
        let second = try Backup.create(in: workbook.root, at: now)
        #expect(first.path != second.path && second.path.hasPrefix(first.path), "\(first.path), \(second.path)")
        #expect(first.path.hasPrefix("Chapters/.backups/"), "inside Chapters/, safe from `swift package clean`")
    }

    @Test(
        "reset asks, saves the student's code, restores the committed skeleton, and a second reset keeps the first backup"
    )
    func reset() throws {
        let workbook = try SmallWorkbook()
        defer { workbook.folder.remove() }
        try workbook.git(["init", "-q"])
        try workbook.git(["add", "-A"])
        try workbook.git(["commit", "-q", "-m", "skeleton"])
        let path = "Chapters/\(lineGraph.folder)/YPosition.swift"
        let skeleton = try workbook.folder.text(path)
        // The student commits their work: reset still finds the skeleton, further back.
        try workbook.folder.write(path, "// first try\n")
        try workbook.git(["commit", "-q", "-am", "my work"])
        let chapter = try #require(workbook.workspace().catalog.chapter(named: "1"))

        var asked: [String] = []
        let refuse = ResetCommand(
            workspace: workbook.workspace(), style: .transcript,
            request: ResetRequest(selection: .exercise("1.3", of: chapter)),
            output: Transcript().output,
            confirm: {
                asked.append($0)
                return false
            })
        #expect(try refuse.run() == .success)
        #expect(asked.count == 1 && asked[0].contains("YPosition.swift"), "it asks first: \(asked)")
        #expect(try workbook.folder.text(path) == "// first try\n", "a no leaves the file alone")

        let transcript = Transcript()
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let reset = ResetCommand(
            workspace: workbook.workspace(), style: .transcript,
            request: ResetRequest(selection: .exercise("1.3", of: chapter), yes: true),
            output: transcript.output,
            confirm: { _ in
                Issue.record("--yes does not ask")
                return false
            }, now: date)
        #expect(try reset.run() == .success)
        #expect(try workbook.folder.text(path) == skeleton, "the skeleton is back")
        let backups = try FileManager.default.contentsOfDirectory(
            atPath: workbook.root.appendingPathComponent("Chapters/.backups").path)
        #expect(backups.count == 1, "\(backups)")
        let saved = "Chapters/.backups/\(backups[0])/\(lineGraph.folder)/YPosition.swift"
        #expect(try workbook.folder.text(saved) == "// first try\n", "the student's code is saved")
        #expect(
            transcript.contents.contains("Chapters/.backups/\(backups[0])"),
            "and the command says where:\n\(transcript.contents)")

        try workbook.folder.write(path, "// second try\n")
        _ = try ResetCommand(
            workspace: workbook.workspace(), style: .transcript,
            request: ResetRequest(selection: .chapter(chapter), yes: true),
            output: Transcript().output, now: date
        ).run()
        #expect(
            try workbook.folder.text(saved) == "// first try\n",
            "a second reset, even in the same second, keeps the first backup")
        let all = try FileManager.default.contentsOfDirectory(
            atPath: workbook.root.appendingPathComponent("Chapters/.backups").path)
        #expect(all.count == 2, "a new folder for the second: \(all)")
        #expect(try workbook.folder.text(path) == skeleton)
        #expect(workbook.workspace().catalog.chapters.count == 1, "the backups are no chapter")
    }

    @Test("without git, reset says where the skeleton would come from and changes nothing")
    func noGit() throws {
        let workbook = try SmallWorkbook()
        defer { workbook.folder.remove() }
        let chapter = try #require(workbook.workspace().catalog.chapter(named: "1"))
        let transcript = Transcript()
        let code = try ResetCommand(
            workspace: workbook.workspace(), style: .transcript,
            request: ResetRequest(selection: .exercise("1.3", of: chapter), yes: true),
            output: transcript.output
        ).run()
        #expect(code == .failure && transcript.contents.contains("not a git checkout"), "\(transcript.contents)")
    }
}

@Suite("Keys of watch")
struct WatchKeyTests {
    @Test(
        "h, l, p and q (either case) ask for a hint, the list, the preview and quitting; Ctrl-C, Ctrl-D and Esc quit",
        arguments: [
            ("h", WatchKey?.some(.hint)), ("H", .hint), ("l", .list), ("p", .preview), ("q", .quit), ("Q", .quit),
            ("x", nil), (" ", nil),
        ])
    func keys(key: String, action: WatchKey?) {
        #expect(WatchKey(byte: key.utf8.first!) == action, "'\(key)' means \(String(describing: action))")
    }

    @Test("control keys that end a program end watch too")
    func controlKeys() {
        #expect([3, 4, 27].map { WatchKey(byte: $0) } == [.quit, .quit, .quit])
    }

    @Test("the legend names every key")
    func legend() {
        #expect(WatchKey.legend(unicode: true) == "h hint · l list · p preview · q quit")
        #expect(WatchKey.legend(unicode: false) == "h hint - l list - p preview - q quit")
    }
}
