import Course
import Foundation
import Runner
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results
@testable import WorkbookCommands

/// The students' edition, made from this workbook and used as a class would: made and made
/// again; then, as the Classroom 50 bundle carries it, graded, built from scratch once, and
/// each command a student runs, then every solution copied in. One test at a time: making
/// an edition and making the bundle both build this workbook's reference and record its
/// answers in the same files of its build folder.
@Suite("The students' edition", .serialized)
struct StudentsEditionTests {
    @Test("made without the answers, and made again over a student's work, the same files")
    func studentsEdition() throws {
        let folder = TemporaryFolder(prefix: "students-edition")
        defer { folder.remove() }
        let edition = folder.root.appendingPathComponent("chart-course")
        try make(edition)
        let made = try fingerprint(of: edition)

        // Nothing of the solutions' code, in any file; the scan itself finds each solution file.
        let solutionLines = try SolutionLines(of: workbookRoot)
        let leaks = solutionLines.found(inFilesOf: edition)
        #expect(leaks.isEmpty, "the edition holds the solutions' code:\n\(leaks.prefix(20).joined(separator: "\n"))")
        for chapter in workbookCatalog.chapters {
            let skeletons = try SolutionLines.swiftFiles(
                in: workbookRoot.appendingPathComponent(WorkbookLayout.skeletonFolder(of: chapter)))
            for file in try SolutionLines.swiftFiles(
                in: workbookRoot.appendingPathComponent(WorkbookLayout.solutionFolder(of: chapter)))
            where !skeletons.contains(where: { $0 == file }) {
                // A file that is the skeleton's (a type given to the student) holds no solution.
                let counted = file.text.split(separator: "\n").filter { !solutionLines.found(in: $0).isEmpty }
                #expect(!counted.isEmpty, "an edition holding \(chapter.folder)/\(file.name) would pass the scan")
            }
        }
        let manager = FileManager.default
        for leftOut in [
            "Solutions", "Sources/Grading/Inputs", "Tests/WorkbookTests", "Tests/GradingTests",
            "Tests/WorkbookEndToEndTests",
            "Tests/ToolTestSupport", "Tests/README.md",
        ] {
            #expect(
                !manager.fileExists(atPath: edition.appendingPathComponent(leftOut).path),
                "the edition holds \(leftOut)")
        }
        #expect(Edition(of: edition) == .students)
        let readme = try String(contentsOf: edition.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("## This edition") && !readme.contains("## For instructors"), "\(readme.suffix(1500))")

        // A student's work in it, then the edition made again over it: the same bytes, the
        // work replaced by the skeletons. (The bundle's test below builds an edition and runs
        // a student's commands in it.)
        for chapter in workbookCatalog.chapters {
            let solutions = workbookRoot.appendingPathComponent(WorkbookLayout.solutionFolder(of: chapter))
            for file in try SolutionLines.swiftFiles(in: solutions) {
                try Data(file.text.utf8).write(
                    to: edition.appendingPathComponent("\(WorkbookLayout.skeletonFolder(of: chapter))/\(file.name)"))
            }
        }
        try Data("let mine = 1\n".utf8).write(
            to: edition.appendingPathComponent(
                "\(WorkbookLayout.skeletonFolder(of: workbookCatalog.chapters[0]))/Mine.swift"))
        let answers = workbookRoot.appendingPathComponent("\(WorkbookLayout.runs)/edition-expected-answers.jsonl")
        let recorded = try answers.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
        try make(edition)
        #expect(try fingerprint(of: edition) == made, "the edition made again differs")
        #expect(
            try answers.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate == recorded,
            "made again with the same reference program, the answers are reused, not drawn again")
    }

    @Test(
        """
        the Classroom 50 bundle carries no solution code and grades a solved copy fully and an untouched one with \
        nothing; its edition runs what a student runs and passes once solved
        """)
    func classroom50Bundle() throws {
        let folder = TemporaryFolder(prefix: "classroom50-bundle")
        defer { folder.remove() }
        let bundle = folder.root.appendingPathComponent("autograder")
        var command = AutograderCommand(
            workspace: Workspace(root: workbookRoot, environment: [:]),
            request: AutograderRequest(platform: .classroom50, outputPath: bundle.path))
        command.swiftVersion = "6.3.1"
        #expect(try command.run() == .success)
        let workbook = bundle.appendingPathComponent(Classroom50Autograder.workbookFolder)
        #expect(Edition(of: workbook) == .students, "the bundle's workbook is the students' edition")
        #expect(!FileManager.default.fileExists(atPath: workbook.appendingPathComponent(WorkbookLayout.solutions).path))

        // No solution line in any file, not even inside the recorded reference's one long line.
        let solutionLines = try SolutionLines(of: workbookRoot)
        let leaks = solutionLines.found(inFilesOf: bundle)
        #expect(leaks.isEmpty, "the bundle holds the solutions' code:\n\(leaks.prefix(20).joined(separator: "\n"))")
        let recordedData = try Data(contentsOf: workbook.appendingPathComponent(WorkbookLayout.recordedReferenceFile))
        let inside = solutionLines.lines.keys.filter { recordedData.range(of: Data($0.utf8)) != nil }
        #expect(inside.isEmpty, "the recorded reference quotes the solutions: \(inside.prefix(5))")
        let recorded = try #require(try RecordedReference.read(in: workbook))

        // A class of two, graded in the bundle as autograder.py grades: the solutions, and
        // the untouched skeletons.
        let solved = folder.root.appendingPathComponent("class/solved")
        for chapter in workbookCatalog.chapters {
            let chapterFolder = solved.appendingPathComponent(WorkbookLayout.skeletonFolder(of: chapter))
            try FileManager.default.createDirectory(at: chapterFolder, withIntermediateDirectories: true)
            for file in try SolutionLines.swiftFiles(
                in: workbookRoot.appendingPathComponent(WorkbookLayout.solutionFolder(of: chapter)))
            {
                try Data(file.text.utf8).write(to: chapterFolder.appendingPathComponent(file.name))
            }
        }
        try FileManager.default.copyItem(
            at: workbook.appendingPathComponent(WorkbookLayout.chapters),
            to: folder.root.appendingPathComponent("class/untouched/\(WorkbookLayout.chapters)"))
        let report = folder.root.appendingPathComponent("class/grades.json")
        let sandbox = Sandbox.find() == nil ? ["--no-sandbox"] : []
        let graded = try swift(
            [
                "run", "workbook", "grade", solved.path, folder.root.appendingPathComponent("class/untouched").path,
                "--format", "json", "--output", report.path,
            ] + sandbox, in: workbook)
        #expect(graded.status == 0, "\(graded.output.suffix(3000))")
        let grades = try ResultsJSON.grades(from: Data(contentsOf: report))
        let maximum = workbookCatalog.chapters.flatMap(\.exercises).reduce(0) { $0 + $1.points }
        #expect(grades.map(\.score) == [maximum, 0], "\(grades.map { "\($0.submission): \($0.score)" })")
        #expect(
            grades.first?.exercises.allSatisfy { $0.judgement?.verdict == .agrees } == true,
            "each of the solved copy's answers agrees")
        #expect(
            grades.last?.exercises.allSatisfy { $0.judgement?.verdict == .notImplemented } == true,
            "the untouched copy implements nothing")
        #expect(grades.first?.reference?.seed == recorded.seed, "graded on the recorded inputs")
        #expect(
            grades.first?.reference?.charts.allSatisfy { $0.svg != nil } == true, "the reference's charts come as data")
        #expect(
            grades.first?.charts.allSatisfy { $0.svg != nil } == true,
            "each chart is drawn from the submission's answers")

        // Only the recorded seed's inputs can be judged there.
        let otherSeed = try swift(
            ["run", "workbook", "grade", solved.path, "--seed", "\(recorded.seed + 1)"] + sandbox, in: workbook)
        #expect(
            otherSeed.status == 64 && otherSeed.output.contains("seed \(recorded.seed) only"),
            "\(otherSeed.output.suffix(2000))")

        // The bundle's workbook is the students' edition, built once for the grading above:
        // a student's commands run in that build.
        try runStudentCommands(in: workbook)
    }

    /// Runs in `edition`, a students' edition as made, what a student runs: `list`, `test`,
    /// `preview --compare`, `demo` and `swift test` on the skeletons; then `test` once
    /// solved, with a chapter that does not compile set aside; then `reset`.
    private func runStudentCommands(in edition: URL) throws {
        let manager = FileManager.default
        let list = try swift(["run", "workbook", "list"], in: edition)
        #expect(list.status == 0, "\(list.output.suffix(3000))")
        for chapter in workbookCatalog.chapters {
            #expect(list.output.contains(chapter.title), "list: \(list.output.suffix(2000))")
        }
        let test = try swift(["run", "workbook", "test", "1"], in: edition)
        #expect(
            test.output.contains("0 of \(workbookCatalog.chapters[0].exercises.count) exercises pass"),
            "\(test.output.suffix(3000))")
        #expect(test.output.contains("Not implemented yet"), "\(test.output.suffix(3000))")
        let compare = try swift(
            ["run", "workbook", "preview", "1", "--compare", "--width", "100", "--height", "30"], in: edition)
        #expect(compare.status == 0 && compare.output.contains("expected"), "\(compare.output.suffix(3000))")
        #expect(!compare.output.contains("no expected chart"), "\(compare.output.suffix(3000))")
        let demo = try swift(["run", "workbook", "demo"], in: edition)
        let charts = workbookCatalog.chapters.reduce(0) { $0 + $1.datasets.count }
        #expect(
            demo.status == 0 && demo.output.contains("(chart \(charts) of \(charts), chapter"),
            "\(demo.output.suffix(3000))")
        let swiftTest = try swift(["test"], in: edition)
        #expect(
            swiftTest.output.contains("Not implemented yet") && swiftTest.output.contains("Test run with"),
            "\(swiftTest.output.suffix(3000))")
        #expect(
            !swiftTest.output.contains("error:") || swiftTest.output.contains("Test run with"),
            "\(swiftTest.output.suffix(3000))")

        // Solved: every exercise passes; a chapter that does not compile is set aside with
        // its skeleton, and the others still build and pass.
        for chapter in workbookCatalog.chapters {
            let solutions = workbookRoot.appendingPathComponent(WorkbookLayout.solutionFolder(of: chapter))
            for file in try SolutionLines.swiftFiles(in: solutions) {
                try Data(file.text.utf8).write(
                    to: edition.appendingPathComponent("\(WorkbookLayout.skeletonFolder(of: chapter))/\(file.name)"))
            }
        }
        let broken = try #require(workbookCatalog.chapters.last)
        try Data("let broken: Int = \"x\"\n".utf8).write(
            to: edition.appendingPathComponent("\(WorkbookLayout.skeletonFolder(of: broken))/Broken.swift"))
        let solved = try swift(["run", "workbook", "test"], in: edition)
        for chapter in workbookCatalog.chapters.dropLast() {
            #expect(
                solved.output.contains("\(chapter.exercises.count) of \(chapter.exercises.count) exercises pass"),
                "chapter \(chapter.number): \(solved.output.suffix(3000))")
        }
        #expect(solved.output.contains("Broken.swift"), "\(solved.output.suffix(3000))")
        try manager.removeItem(
            at: edition.appendingPathComponent("\(WorkbookLayout.skeletonFolder(of: broken))/Broken.swift"))
        let lastChapter = try swift(["run", "workbook", "test", "\(broken.number)"], in: edition)
        #expect(
            lastChapter.output.contains("\(broken.exercises.count) of \(broken.exercises.count) exercises pass"),
            "\(lastChapter.output.suffix(3000))")

        // reset puts the skeleton back without git (the edition here has none).
        let first = workbookCatalog.chapters[0]
        let exercise = try #require(first.exercises.first)
        let reset = try swift(["run", "workbook", "reset", exercise.id, "--yes"], in: edition)
        let skeleton = "\(WorkbookLayout.editionSkeletonFolder(of: first))/\(exercise.file)"
        #expect(reset.status == 0, "\(reset.output.suffix(2000))")
        #expect(
            manager.contents(
                atPath: edition.appendingPathComponent("\(WorkbookLayout.skeletonFolder(of: first))/\(exercise.file)")
                    .path)
                == manager.contents(atPath: edition.appendingPathComponent(skeleton).path),
            "reset \(exercise.id): \(reset.output.suffix(2000))")

    }

    @Test("refuses a folder that holds something else, and a folder inside the workbook")
    func refusesOtherFolders() throws {
        let folder = TemporaryFolder(prefix: "not-an-edition")
        defer { folder.remove() }
        try folder.write("notes.txt", "mine")
        #expect(throws: UsageError.self) { try command(output: folder.root.path).run() }
        #expect(try folder.text("notes.txt") == "mine")
        #expect(throws: UsageError.self) {
            try command(output: workbookRoot.appendingPathComponent("Chapters/new").path).run()
        }
    }

    func command(output: String) -> EditionCommand {
        EditionCommand(
            workspace: Workspace(root: workbookRoot, environment: [:]), style: .transcript, outputPath: output,
            output: Output { _ in })
    }

    func make(_ edition: URL) throws {
        #expect(try command(output: edition.path).run() == .success)
    }

    /// Every file's path and bytes, but for the build folder.
    private func fingerprint(of folder: URL) throws -> [String: Data] {
        let manager = FileManager.default
        var files: [String: Data] = [:]
        let walker = try #require(manager.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]))
        let base = folder.standardizedFileURL.path
        for case let file as URL in walker where !file.path.contains("/.build") {
            if let data = manager.contents(atPath: file.path),
                (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            {
                files[String(file.standardizedFileURL.path.dropFirst(base.count))] = data
            }
        }
        return files
    }

    /// Runs `swift` with `arguments` in `folder`, as a student would: none of the settings
    /// this test process was started with, output to a file. Returns what it printed.
    func swift(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let log = folder.appendingPathComponent(".build-log-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: log) }
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("WORKBOOK_") }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
