import Contracts
import Course
import Foundation
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results
@testable import WorkbookCommands

/// Grades of the workbook's own exercises, made by hand: `passing` of them pass.
private func grade(_ name: String, passing: Int, note: String? = nil) -> SubmissionGrade {
    let exercises = workbookCatalog.chapters.flatMap { chapter in chapter.exercises.map { (chapter, $0) } }
    var grade = SubmissionGrade(
        submission: name,
        exercises: exercises.enumerated().map { index, pair in
            ExerciseGrade(
                id: pair.1.id, title: pair.1.title, chapter: pair.0.number,
                status: index < passing ? .pass : .notImplemented, maxPoints: pair.1.points,
                message: index < passing ? "" : "Not implemented yet: \(pair.1.id)")
        })
    if let note { grade.notes = [note] }
    return grade
}

@Suite("Grading a class in parts: shards, merge and resume")
struct ClassGradingTests {
    @Test(
        "--shard reads k/n with 1 ≤ k ≤ n, and nothing else",
        arguments: [
            ("2/3", Shard?.some(Shard("2/3")!)), ("1/1", Shard("1/1")), ("0/3", nil), ("4/3", nil), ("3", nil),
            ("a/b", nil), ("1/0", nil), ("1/2/3", nil), ("-1/2", nil), ("", nil),
        ])
    func shardSyntax(text: String, expected: Shard?) {
        #expect(Shard(text) == expected, "'\(text)'")
        if let shard = expected { #expect(shard.description == text) }
    }

    @Test(
        "the n shards are disjoint, cover the class, differ by at most one, whatever the order given",
        arguments: [1, 2, 3, 7, 31])
    func shardsCoverTheClass(count: Int) {
        let names = (1...30).map { String(format: "student-%02d/", $0) } + ["Zoë/", "alice/", "Émile/"]
        var generator = SystemRandomNumberGenerator()
        var parts: [[String]] = []
        for index in 1...count {
            // Each machine of the matrix may get the list in another order.
            parts.append(Shard("\(index)/\(count)")!.part(of: names.shuffled(using: &generator)))
        }
        let all = parts.flatMap { $0 }
        #expect(all.count == names.count && Set(all) == Set(names), "every submission once: \(parts)")
        let sizes = parts.map(\.count)
        #expect(sizes.max()! - sizes.min()! <= 1, "equal parts: \(sizes)")
        #expect(
            all == all.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) },
            "cut in one sorted order, not the locale's: \(all)")
    }

    @Test("a report of --format json reads back as the grades it was written from")
    func jsonRoundTrip() throws {
        var alice = grade("alice/", passing: 5, note: "printed more than 10 MB (the rest was dropped)")
        alice.changedFiles = ["Tests/LineGraphTests/ValueRangeTests.swift"]
        alice.ignoredFiles = ["Chapters/01-LineGraph/Link.swift (a symbolic link)"]
        alice.sandboxed = false
        var bob = grade("class/bob/", passing: 0)
        bob.problem = "There is no Chapters folder in class/bob/, so there was nothing to grade."
        bob.exercises = bob.exercises.map {
            ExerciseGrade(
                id: $0.id, title: $0.title, chapter: $0.chapter,
                status: GradeStatus.allCases[$0.id.count % GradeStatus.allCases.count],
                maxPoints: $0.maxPoints, message: "why \($0.id)")
        }
        let text = try ResultsJSON.text([alice, bob])
        #expect(try ResultsJSON.grades(from: Data(text.utf8)) == [alice, bob])
        #expect(Set(bob.exercises.map(\.status)).count > 1, "the round trip covered more than one status")
    }

    @Test(
        "a file that is not such a report is refused, with what is wrong",
        arguments: [
            ("<testsuites/>", "not JSON"),
            (#"[{"submission": "a/"}]"#, "version is missing"),
            (
                #"[{"submission": "a", "version": 3, "status": "fail", "score": 0, "max_score": 1, "changed_files": [], "ignored_files": [], "notes": [], "sandboxed": true, "tests": [{"name": "1.1 Value range", "task_id": "1.1", "status": "pass", "message": "", "score": 1, "max_score": 1, "grade": "passed"}]}]"#,
                "the grade 'passed'"
            ),
        ])
    func refusesOtherFiles(text: String, reason: String) throws {
        let error = try #require(throws: ResultsJSON.ReadError.self) { try ResultsJSON.grades(from: Data(text.utf8)) }
        #expect("\(error)".contains(reason), "\(error)")
    }

    @Test("--merge joins the shards' reports into one, in the order of one run, building nothing")
    func merge() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try folder.write(
            "shard-1.json", try ResultsJSON.text([grade("carol/", passing: 3), grade("alice/", passing: 9)]))
        try folder.write("shard-2.json", try ResultsJSON.text([grade("bob/", passing: 0)]))
        let run = try merged(["shard-2.json", "shard-1.json"], in: folder, format: .json)
        #expect(run == .success)
        let joined = try ResultsJSON.grades(from: Data(try folder.text("class.json").utf8))
        #expect(joined.map(\.submission) == ["alice/", "bob/", "carol/"])
        #expect(joined.map(\.score) == [grade("alice/", passing: 9).score, 0, grade("carol/", passing: 3).score])

        _ = try merged(["shard-1.json", "shard-2.json"], in: folder, format: .junit, output: "class.xml")
        let junit = try folder.text("class.xml")
        #expect(
            junit.contains(#"<testsuite name="alice/""#) && junit.contains(#"<testsuite name="bob/""#),
            "into another format too:\n\(junit.prefix(400))")
    }

    @Test("--merge refuses a submission graded twice, reports of other exercises, and a missing file")
    func mergeRefuses() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.json", try ResultsJSON.text([grade("alice/", passing: 1)]))
        try folder.write("b.json", try ResultsJSON.text([grade("alice/", passing: 2)]))
        var other = grade("bob/", passing: 1)
        other.exercises.removeLast()
        try folder.write("other.json", try ResultsJSON.text([other]))
        for (files, words) in [
            (["a.json", "b.json"], "graded in both 'a.json' and 'b.json'"),
            (["a.json", "other.json"], "different exercises"),
            (["a.json", "none.json"], "There is no report 'none.json'"),
        ] {
            let error = try #require(throws: UsageError.self) { try merged(files, in: folder, format: .json) }
            #expect(error.message.contains(words), "\(files): \(error.message)")
        }
        #expect(
            !FileManager.default.fileExists(atPath: folder.root.appendingPathComponent("class.json").path),
            "and writes nothing")
    }

    @Test("--resume keeps every grade of the earlier run, listed or not, and adds the new ones in order")
    func resumeOrder() {
        let earlier = [grade("bob/", passing: 1, note: "earlier"), grade("zed/", passing: 2)]
        let fresh = ["alice/": grade("alice/", passing: 3), "carol/": grade("carol/", passing: 4)]
        let grades = GradingRun.ordered(earlier: earlier, fresh: fresh, names: ["alice/", "bob/", "carol/"])
        #expect(grades.map(\.submission) == ["alice/", "bob/", "carol/", "zed/"])
        #expect(grades[1].notes == ["earlier"], "bob's grade is the earlier run's")
    }

    @Test("--resume grades again a submission the tools, not the student, failed to grade")
    func resumeRetriesToolFailures() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let workspace = Workspace(root: workbookRoot, environment: [:])
        struct BuildFolderGone: Error, CustomStringConvertible {
            var description: String { "the build folder is gone" }
        }
        let failed = Grader(workspace: workspace, sandbox: nil).failedGrade(of: "alice/", error: BuildFolderGone())
        #expect(failed.toolsFailed && !grade("bob/", passing: 0).toolsFailed)
        // alice/ has no Chapters/ now, so grading her again is quick, and shows.
        try folder.write("alice/README.md", "")
        try folder.write("grades.json", try ResultsJSON.text([failed]))
        var request = GradeRequest(submissions: ["alice/"], format: .json, outputPath: "grades.json")
        request.resuming = true
        request.sandboxed = false
        var command = GradeCommand(
            workspace: workspace, style: .transcript, request: request, output: Transcript().output)
        command.currentDirectory = folder.root
        #expect(try command.run() == .success)
        let grades = try ResultsJSON.grades(from: Data(try folder.text("grades.json").utf8))
        #expect(
            grades.count == 1 && grades[0].problem?.contains("There is no Chapters folder") == true,
            "graded again: \(grades.map { $0.problem ?? "" })")
    }

    @Test("--resume refuses an output file it cannot read back, and so never overwrites it")
    func resumeRefusesOtherFiles() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try folder.write("grades.json", "the instructor's notes, not grades\n")
        try folder.write("alice/Chapters/.keep", "")
        var request = GradeRequest(submissions: ["alice/"], format: .json, outputPath: "grades.json")
        request.resuming = true
        request.sandboxed = false
        var command = GradeCommand(
            workspace: Workspace(root: workbookRoot, environment: [:]), style: .transcript,
            request: request, output: Transcript().output)
        command.currentDirectory = folder.root
        let error = try #require(throws: UsageError.self) { try command.run() }
        #expect(error.message.contains("'grades.json' cannot be read back"), "\(error.message)")
        #expect(try folder.text("grades.json") == "the instructor's notes, not grades\n")
    }

    @Test(
        "an --output that cannot be written is refused before anything is graded, not after the class",
        arguments: [
            ("missing/grades.txt", "is in a folder that is not there"),
            ("reports", "is a folder; name a file"),
        ])
    func refusesAnOutputItCannotWrite(output: String, words: String) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        // alice/ has no Chapters/, so grading her, were it to start, is quick.
        try folder.write("alice/README.md", "")
        try folder.write("reports/.keep", "")
        for merging in [false, true] {
            if merging { try folder.write("grades.json", try ResultsJSON.text([grade("alice/", passing: 1)])) }
            var request = GradeRequest(
                submissions: [merging ? "grades.json" : "alice/"], format: .table, outputPath: output)
            request.merging = merging
            request.sandboxed = false
            var command = GradeCommand(
                workspace: Workspace(root: workbookRoot, environment: [:]), style: .transcript,
                request: request, output: Transcript().output)
            command.currentDirectory = folder.root
            let error = try #require(throws: UsageError.self, "merging: \(merging)") { try command.run() }
            #expect(error.message.contains(words) && error.subcommand == .grade, "\(error.message)")
        }
    }

    @Test(
        "the command line: --merge excludes grading options, --resume needs a JSON file to read back, --visibility is Gradescope's",
        arguments: [
            (["grade", "--merge", "a.json", "--jobs", "2"], "--merge or --jobs"),
            (["grade", "--merge", "a.json", "--shard", "1/2"], "--merge or --shard"),
            (["grade", "a/", "--resume"], "needs --format json and --output"),
            (["grade", "a/", "--resume", "--output", "g.xml", "--format", "junit"], "needs --format json"),
            (["grade", "a/", "--jobs", "0"], "from 1 to 64"),
            (["grade", "a/", "--shard", "3/2"], "1 ≤ k ≤ n"),
            (["grade", "a/", "--shard", "1/2"], "--shard needs --seed"),
            (["grade", "a/", "--seed", "0"], "a whole number above 0"),
            (["grade", "--merge", "a.json", "--seed", "7"], "--merge or --seed"),
            (["grade", "--merge"], "needs the reports to join"),
            (
                ["grade", "a/", "--visibility", "hidden", "--format", "json", "--output", "g.json"],
                "goes with --format gradescope"
            ),
        ])
    func commandLine(arguments: [String], words: String) throws {
        let error = try #require(throws: UsageError.self) { try parse(arguments) }
        #expect(error.message.contains(words), "\(arguments): \(error.message)")
    }

    @Test("the command line: a shard, its seed, jobs, resume and merge reach the request")
    func commandLineValues() throws {
        guard
            let request =
                (try parse([
                    "grade", "a/", "b/", "--shard", "2/3", "--seed", "271828", "-j", "4", "--resume", "--format",
                    "json", "--output", "g.json",
                ]).command.value as? GradeSubcommand)?.request
        else {
            Issue.record("not a grade command")
            return
        }
        #expect(
            request.shard == Shard("2/3") && request.seed == 271_828 && request.jobs == 4 && request.resuming
                && !request.merging)
        guard
            let merge = (try parse(["grade", "--merge", "a.json", "b.json"]).command.value as? GradeSubcommand)?.request
        else {
            Issue.record("not a grade command")
            return
        }
        #expect(merge.merging && merge.submissions == ["a.json", "b.json"])
    }

    /// Runs `grade --merge files --output output` in `folder`.
    private func merged(
        _ files: [String], in folder: TemporaryFolder, format: GradeRequest.Format,
        output: String = "class.json"
    ) throws -> ExitCode {
        var request = GradeRequest(submissions: files, format: format, outputPath: output)
        request.merging = true
        var command = GradeCommand(
            workspace: Workspace(root: workbookRoot, environment: [:]), style: .transcript,
            request: request, output: Transcript().output)
        command.currentDirectory = folder.root
        return try command.run()
    }
}
