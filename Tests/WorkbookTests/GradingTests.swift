import Course
import Foundation
import PreviewProtocol
import Runner
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results
@testable import WorkbookCommands

/// The schema of `workbook grade --format json`, as the project keeps it.
/// Two submissions' grades, made by hand: one with every status.
private let sampleGrades: [SubmissionGrade] = {
    var grades = [
        SubmissionGrade(
            submission: "alice/",
            exercises: [
                ExerciseGrade(id: "1.1", title: "Value range", chapter: 1, status: .pass, maxPoints: 1, message: ""),
                ExerciseGrade(
                    id: "1.2", title: "Horizontal position", chapter: 1, status: .fail, maxPoints: 2,
                    message: "expected: 300 <got> 150 & \"more\""),
                ExerciseGrade(
                    id: "1.3", title: "Vertical position", chapter: 1, status: .notImplemented, maxPoints: 2,
                    message: "Not implemented yet: 1.3"),
                ExerciseGrade(
                    id: "1.6", title: "Grid lines", chapter: 1, status: .crashed, maxPoints: 1,
                    message: "crashed: Index out of range"),
                ExerciseGrade(
                    id: "1.7", title: "X-axis labels", chapter: 1, status: .timedOut, maxPoints: 1,
                    message: "ran for over 10 seconds"),
                ExerciseGrade(
                    id: "2.1", title: "Bar height", chapter: 2, status: .doesNotCompile, maxPoints: 1,
                    message: "BarHeight.swift:4:9: error"),
            ], changedFiles: ["Tests/LineGraphTests/ValueRangeTests.swift"])
    ]
    grades[0].exercises[1].judgement = AnswerJudgement(
        exercise: "1.2", verdict: .disagrees, inputs: 44, wrong: 37,
        example: "xPosition(index: 2, count: 7, in: CGRect(x: 0, y: 0, width: 300, height: 200)) gave 0, expected 100")
    grades[0].reference = GradingReference(seed: 271_828)
    var nothing = SubmissionGrade(
        submission: "bob/",
        exercises: [
            ExerciseGrade(
                id: "1.1", title: "Value range", chapter: 1, status: .notRun, maxPoints: 1, message: "no Chapters")
        ])
    nothing.problem = "There is no Chapters folder in bob/."
    grades.append(nothing)
    return grades
}()

@Suite("Grading: points, statuses and reports")
struct GradingReportTests {
    @Test("an exercise earns all its points only when every test passes")
    func points() {
        for status in GradeStatus.allCases {
            let grade = ExerciseGrade(id: "1.2", title: "x", chapter: 1, status: status, maxPoints: 2, message: "")
            #expect(grade.points == (status == .pass ? 2 : 0), "\(status.label) earns \(grade.points)")
        }
        #expect(sampleGrades[0].score == 1 && sampleGrades[0].maxScore == 8, "alice earns 1.1's point of 8")
        #expect(sampleGrades[0].score(ofChapter: 1) == (1, 7), "chapter 1 alone")
    }

    @Test(
        "the grader's verdict on the answers decides: a suite's pass alone earns nothing",
        arguments: [
            (GradeStatus.pass, AnswerJudgement.Verdict.agrees, GradeStatus.pass, false),
            (.pass, .notImplemented, .fail, true),
            (.pass, .disagrees, .fail, true),
            (.pass, .tooSlow, .timedOut, true),
            (.pass, .crashed, .crashed, true),
            (.notImplemented, .notImplemented, .notImplemented, false),
            (.fail, .disagrees, .fail, false),
            (.fail, .agrees, .fail, false),
            (.crashed, .tooSlow, .crashed, false),
            (.notRun, .agrees, .pass, false),
            (.notRun, .tooSlow, .timedOut, false),
        ])
    func judged(tested: GradeStatus, verdict: AnswerJudgement.Verdict, expected: GradeStatus, namesTheTests: Bool) {
        let grade = ExerciseGrade(
            id: "1.2", title: "Horizontal position", chapter: 1, status: tested, maxPoints: 2,
            message: [.pass, .notRun].contains(tested) ? "" : "\"puts the last point on the right edge\": expected 300")
        let judgement = AnswerJudgement(
            exercise: "1.2", verdict: verdict, inputs: 44, wrong: verdict == .agrees ? 0 : 44,
            example: verdict == .agrees ? "" : "xPosition(index: 1, count: 2, in: …) gave 0, expected 300")
        let judged = Grader.judged(grade, by: judgement)
        #expect(judged.status == expected && judged.points == (expected == .pass ? 2 : 0))
        #expect(judged.passesItsTestsOnly == namesTheTests, "\(judged.message)")
        #expect(judged.judgement == judgement)
        if verdict != .agrees {
            #expect(judged.message.contains(judgement.summary), "the message shows the input: \(judged.message)")
        }
        if tested == .fail {
            #expect(judged.message.hasPrefix(grade.message), "the tests' teaching message stays first")
        }
    }

    @Test("every exercise of the course has held-out inputs, and no inputs are for an exercise it lacks")
    func heldOutInputsCoverTheCourse() {
        #expect(HeldOutInputsCheck(catalog: workbookCatalog).mismatches() == [])
        let lacking = ChapterCatalog(chapters: workbookCatalog.chapters.filter { $0.number != 1 })
        #expect(HeldOutInputsCheck(catalog: lacking).mismatches().contains("inputs for 1.1, which no chapter has"))
    }

    @Test("statuses map onto results.json's pass, fail and error")
    func resultsStatus() {
        #expect(
            GradeStatus.allCases.map(\.results) == [
                "pass", "fail", "fail", "error", "error", "error", "error", "error", "error",
            ])
        #expect(sampleGrades.map(\.status) == ["fail", "error"], "a submission with no Chapters/ is an error")
    }

    @Test("the JSON follows the project's schema, field by field")
    func jsonFollowsSchema() throws {
        let text = try ResultsJSON.text(sampleGrades)
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let problems = JSONSchemaValidator.problems(of: value, against: try resultsSchema())
        #expect(problems.isEmpty, "the output and the schema disagree:\n\(problems.joined(separator: "\n"))\n\(text)")
        let first = try #require((value as? [[String: Any]])?.first)
        #expect(first["version"] as? Int == 3 && first["max_score"] as? Int == 8)
    }

    @Test(
        "the checker catches output that strays from the schema",
        arguments: [
            #"[{"submission": "a", "version": 2, "status": "fail", "score": 0, "max_score": 1, "changed_files": [], "ignored_files": [], "notes": [], "sandboxed": true, "tests": []}]"#,
            #"[{"submission": "a", "version": 3, "status": "fail", "score": 0, "max_score": 1, "changed_files": [], "ignored_files": [], "notes": [], "sandboxed": true}]"#,
            #"[{"submission": "a", "version": 3, "status": "fail", "score": 0, "max_score": 1, "changed_files": [], "ignored_files": [], "notes": [], "sandboxed": true, "tests": [], "extra": 1}]"#,
            #"[{"submission": "a", "version": 3, "status": "fail", "score": -1, "max_score": 1, "changed_files": [], "ignored_files": [], "notes": [], "sandboxed": true, "tests": []}]"#,
            #"[{"submission": "a", "version": 3, "status": "fail", "score": 0, "max_score": 1, "changed_files": [], "ignored_files": [], "notes": [], "sandboxed": true, "tests": [{"name": "1.1 x", "task_id": "1.1", "status": "skipped", "message": "", "score": 0, "max_score": 1, "grade": "fail"}]}]"#,
            #"[{"submission": "a", "version": 3, "status": "fail", "score": 0, "max_score": 1, "changed_files": [], "ignored_files": [], "notes": [], "sandboxed": 1, "tests": []}]"#,
        ])
    func checkerCatches(json: String) throws {
        let value = try JSONSerialization.jsonObject(with: Data(json.utf8))
        #expect(!JSONSchemaValidator.problems(of: value, against: try resultsSchema()).isEmpty, "\(json) is not valid")
    }

    @Test("JUnit: one suite per submission, failures and errors apart, text escaped")
    func junit() {
        let xml = JUnitReport.text(sampleGrades)
        #expect(xml.contains(#"<testsuites name="workbook grade" tests="7" failures="2" errors="4">"#), "\(xml)")
        #expect(xml.contains(#"<testsuite name="alice/" tests="6" failures="2" errors="3">"#), "\(xml)")
        #expect(xml.contains(#"<property name="score" value="1"/>"#))
        #expect(
            xml.contains(#"<testcase classname="alice/.Chapter 1" name="1.1 Value range"/>"#), "a pass has no child")
        #expect(
            xml.contains("expected: 300 &lt;got&gt; 150 &amp; &quot;more&quot;</failure>"),
            "the message is escaped:\n\(xml)")
        #expect(xml.contains(#"<error message="timed out" type="timed out">"#), "an endless loop is an error")
        #expect(xml.components(separatedBy: "<testsuite ").count == 3, "two suites")
    }

    @Test("the table has a row per submission, a column per chapter and the total, and notes what cost points")
    func table() {
        let chapters = [1, 2].map {
            Chapter(
                number: $0, slug: "c\($0)", title: "C", module: "C\($0)", exercises: [], datasets: [],
                folder: "0\($0)-C")
        }
        let lines = GradeTable(chapters: chapters, style: Style(colors: false, unicode: true)).lines(sampleGrades)
        #expect(
            lines[0].hasPrefix("submission") && lines[0].contains("Ch 1") && lines[0].hasSuffix("total"), "\(lines)")
        #expect(
            lines[1].hasPrefix("alice/") && lines[1].contains("1/7") && lines[1].contains("0/1 ✘")
                && lines[1].hasSuffix("1/8"), "\(lines)")
        #expect(lines[2].hasPrefix("bob/") && lines[2].hasSuffix("0/1"))
        let notes = lines.joined(separator: "\n")
        #expect(
            notes.contains(
                "alice/: chapter 2 does not compile; 1.6 crashed; 1.7 timed out; changed, not used: Tests/LineGraphTests/ValueRangeTests.swift"
            ), "\(notes)")
        #expect(notes.contains("bob/: There is no Chapters folder"))
    }
}

@Suite("Grading: the scratch package and the files a submission changed")
struct GradingPackageTests {
    @Test(
        "a .build that only its owner may enter is opened to others, so that nobody, as whom root's sandbox builds, reaches the package"
    )
    func buildFolderReachable() throws {
        let instructor = TemporaryFolder()
        defer { instructor.remove() }
        try instructor.write("Package.swift", "// manifest\n")
        let build = instructor.root.appendingPathComponent(".build")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: build.path)
        let package = GradingPackage(instructor: instructor.root)
        defer { package.release() }
        try package.prepare(catalog: ChapterCatalog(root: instructor.root))
        var folder = package.root.deletingLastPathComponent()
        while folder.path.count > instructor.root.path.count {
            let mode = try #require(
                try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int)
            #expect(mode & 0o005 == 0o005, "others may enter \(folder.path): \(String(mode, radix: 8))")
            folder = folder.deletingLastPathComponent()
        }
    }

    /// A chapter description with no exercises, for the grading package's own tests.
    static let description =
        #"{"number": 1, "slug": "a", "title": "A", "module": "A", "exercises": [], "datasets": []}"#

    /// A temporary folder with an instructor's workbook of one chapter (a manifest and its
    /// description) and an empty student's folder beside it.
    static func instructorAndStudent() throws -> (temporary: URL, instructor: URL, student: URL) {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("grading-\(UUID().uuidString)")
        let instructor = temporary.appendingPathComponent("instructor")
        let student = temporary.appendingPathComponent("student")
        try write(instructor, "Package.swift", "// manifest")
        try write(instructor, "Chapters/01-A/chapter.json", description)
        return (temporary, instructor, student)
    }

    /// Writes `text` at `path` below `root`, making the folders on the way.
    static func write(_ root: URL, _ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// SwiftPM keeps what it made of the manifest in the build folder, keyed by the manifest
    /// and its environment: a build of a package with no descriptions yet would leave a
    /// package of no chapters there for later builds (CI met "no such module" this way).
    @Test("a new slot's package describes every chapter before any submission is in it")
    func preparedPackageDescribesEveryChapter() throws {
        let (temporary, instructor, _) = try Self.instructorAndStudent()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let secondChapter = Self.description.replacingOccurrences(of: "1", with: "2")
        try Self.write(instructor, "Chapters/02-B/chapter.json", secondChapter)
        try Self.write(instructor, "Chapters/02-B/README.md", "# B")

        let catalog = ChapterCatalog(root: instructor)
        let package = GradingPackage(instructor: instructor)
        defer { package.release() }
        try package.prepare(catalog: catalog)
        let chapters = package.root.appendingPathComponent("Chapters")
        #expect(
            GradingPackage.files(in: chapters.appendingPathComponent("01-A")) == [
                "chapter.json": Data(Self.description.utf8)
            ])
        #expect(
            GradingPackage.files(in: chapters.appendingPathComponent("02-B"))
                == ["chapter.json": Data(secondChapter.utf8), "README.md": Data("# B".utf8)])
    }

    @Test(
        "a submission's chapters go in under the instructor's descriptions; hidden files and unchanged files are left alone"
    )
    func load() throws {
        let (temporary, instructor, student) = try Self.instructorAndStudent()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let (write, description) = (Self.write, Self.description)
        try write(instructor, "Chapters/02-B/chapter.json", description.replacingOccurrences(of: "1", with: "2"))
        try write(instructor, "Tests/ATests/T.swift", "test")
        try write(
            student, "Chapters/01-A/chapter.json", description.replacingOccurrences(of: "[]}", with: "[], \"x\": 1}"))
        try write(student, "Chapters/01-A/A.swift", "student code")
        try write(student, "Chapters/01-A/.backups/old.swift", "old")
        try write(student, "Tests/ATests/T.swift", "always passes")
        try write(student, "Tests/ATests/New.swift", "more")
        try write(student, "Package.swift", "// manifest")

        let catalog = ChapterCatalog(root: instructor)
        let package = GradingPackage(instructor: instructor)
        try package.prepare(catalog: catalog)
        let missing = try package.load(submission: student, catalog: catalog)
        #expect(missing.map(\.number) == [2], "the student has no chapter 2")
        let files = GradingPackage.files(in: package.root.appendingPathComponent("Chapters/01-A"))
        #expect(files.keys.sorted() == ["A.swift", "chapter.json"], "hidden backups stay out: \(files.keys)")
        #expect(files["chapter.json"] == Data(description.utf8), "the instructor's description, not the student's")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: package.root.appendingPathComponent("Tests").path)
                == instructor.appendingPathComponent("Tests").path, "the instructor's tests")

        let file = package.root.appendingPathComponent("Chapters/01-A/A.swift")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: file.path)
        _ = try package.load(submission: student, catalog: catalog)
        let date = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(
            date == Date(timeIntervalSince1970: 1_000_000),
            "an unchanged file is not written again, so it is not rebuilt")

        #expect(
            SubmissionChanges.files(in: student, comparedWith: instructor, catalog: catalog)
                == ["Chapters/01-A/chapter.json", "Tests/ATests/New.swift", "Tests/ATests/T.swift"],
            "the changed description and tests are named; the same manifest is not")
    }

    @Test("a Chapters/ that is a symbolic link, to a classmate's say, is not followed: it holds nothing to grade")
    func chaptersLinkNotFollowed() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("grading-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let instructor = temporary.appendingPathComponent("instructor")
        let honest = temporary.appendingPathComponent("class/honest")
        let copycat = temporary.appendingPathComponent("class/copycat")
        let (write, description) = (Self.write, Self.description)
        try write(instructor, "Package.swift", "// manifest")
        try write(instructor, "Chapters/01-A/chapter.json", description)
        try write(honest, "Chapters/01-A/A.swift", "the honest student's code")
        try FileManager.default.createDirectory(at: copycat, withIntermediateDirectories: true)
        // Relative, as it can be handed in (git and zip keep links), and reached through it.
        try FileManager.default.createSymbolicLink(
            atPath: copycat.appendingPathComponent("Chapters").path,
            withDestinationPath: "../honest/Chapters")

        let catalog = ChapterCatalog(root: instructor)
        let package = GradingPackage(instructor: instructor)
        defer { package.release() }
        try package.prepare(catalog: catalog)
        let missing = try package.load(submission: copycat, catalog: catalog)
        #expect(missing.map(\.number) == [1], "the linked chapters count as missing")
        let files = GradingPackage.files(in: package.root.appendingPathComponent("Chapters/01-A"))
        #expect(files.keys.sorted() == ["chapter.json"], "none of the classmate's files is taken: \(files.keys)")
        #expect(
            SubmissionChanges.ignored(in: copycat, comparedWith: instructor, catalog: catalog) == [
                "Chapters (a symbolic link)"
            ])

        let grader = Grader(workspace: Workspace(root: instructor, environment: [:]), sandbox: nil)
        defer { grader.release() }
        let grade = try grader.grade(copycat, as: "copycat/")
        #expect(grade.problem?.contains("Chapters in copycat/ is a symbolic link") == true, "\(grade.problem ?? "")")
        #expect(grade.fingerprints.isEmpty, "no file is read through the link, for the report's copies either")
    }

    /// The grader reads each file whole, outside the sandbox; a sparse file costs the
    /// student nothing to hand in and can claim terabytes.
    @Test("a file larger than 1 MB is not read: the skeleton takes its place, and the report names it")
    func largeFileNotRead() throws {
        let (temporary, instructor, student) = try Self.instructorAndStudent()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let write = Self.write
        try write(instructor, "Chapters/01-A/A.swift", "the skeleton")
        try write(student, "Chapters/01-A/B.swift", "the student's own file")
        // Sparse: 64 MB long, nothing on disk.
        for path in ["Chapters/01-A/A.swift", "Package.swift"] {
            try write(student, path, "")
            let handle = try FileHandle(forWritingTo: student.appendingPathComponent(path))
            try handle.truncate(atOffset: 64 << 20)
            try handle.close()
        }

        let catalog = ChapterCatalog(root: instructor)
        let package = GradingPackage(instructor: instructor)
        defer { package.release() }
        try package.prepare(catalog: catalog)
        _ = try package.load(submission: student, catalog: catalog)
        let files = GradingPackage.files(in: package.root.appendingPathComponent("Chapters/01-A"))
        #expect(files["A.swift"] == Data("the skeleton".utf8), "the skeleton in place of the large file")
        #expect(files["B.swift"] == Data("the student's own file".utf8))
        #expect(
            SubmissionChanges.ignored(in: student, comparedWith: instructor, catalog: catalog)
                == ["Chapters/01-A/A.swift (larger than 1 MB)"])
        #expect(
            SubmissionChanges.files(in: student, comparedWith: instructor, catalog: catalog) == ["Package.swift"],
            "a large manifest is a change, named without being read")
    }

    /// 3,000 one-line files took a build 238 s, and 200 MB of files grew the grader to
    /// 235 MB; a file name with a line break in it broke the build where no chapter was named.
    @Test(
        "a chapter's files are taken up to 100 and 4 MB, in name order, and none whose name holds a control character")
    func chapterLimits() throws {
        let (temporary, instructor, student) = try Self.instructorAndStudent()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let write = Self.write
        try write(instructor, "Chapters/01-A/A.swift", "the skeleton")
        for index in 0..<150 {
            try write(student, String(format: "Chapters/01-A/F%03d.swift", index), "let f\(index) = \(index)\n")
        }
        try write(student, "Chapters/01-A/A.swift", "the student's A")
        try write(student, "Chapters/01-A/Line\nBreak.swift", "let broken = 1\n")
        try write(student, "Chapters/01-A/\u{1B}[2Kfake.swift", "let escape = 1\n")

        let catalog = ChapterCatalog(root: instructor)
        let package = GradingPackage(instructor: instructor)
        defer { package.release() }
        try package.prepare(catalog: catalog)
        _ = try package.load(submission: student, catalog: catalog)
        let files = GradingPackage.files(in: package.root.appendingPathComponent("Chapters/01-A"), capped: false)
        let swiftFiles = files.keys.filter { $0.hasSuffix(".swift") }
        #expect(swiftFiles.count == GradingPackage.filesPerChapter, "\(swiftFiles.count) files taken")
        #expect(files["A.swift"] == Data("the student's A".utf8), "the first in name order are taken")
        #expect(files["F150.swift"] == nil && files["F098.swift"] != nil)
        #expect(!files.keys.contains { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
        let ignored = SubmissionChanges.ignored(in: student, comparedWith: instructor, catalog: catalog)
        #expect(
            ignored.contains("Chapters/01-A/Line\nBreak.swift (a name with control characters)"), "\(ignored.prefix(3))"
        )
        #expect(
            ignored.contains("Chapters/01-A/F099.swift (beyond the chapter's 100 files or 4 MB)"),
            "\(ignored.suffix(3))")
        #expect(
            ignored.last == "Chapters/01-A: 48 more files (beyond the chapter's 100 files or 4 MB)",
            "counted, not listed: \(ignored.suffix(2))")
    }

    /// 300,000 empty files in one chapter kept the grader listing them for 48 s, at 424 MB.
    @Test("a chapter of more than 1,000 files and folders is not listed past them, and none of it is taken")
    func crowdedChapter() throws {
        let (temporary, instructor, student) = try Self.instructorAndStudent()
        defer { try? FileManager.default.removeItem(at: temporary) }
        try Self.write(instructor, "Chapters/01-A/A.swift", "the skeleton")
        try Self.write(student, "Chapters/01-A/A.swift", "the student's A")
        for index in 0..<GradingPackage.entriesPerFolder {
            try Self.write(student, "Chapters/01-A/zz/\(index)", "")
        }
        let catalog = ChapterCatalog(root: instructor)
        let chapter = student.appendingPathComponent("Chapters/01-A")
        #expect(GradingPackage.files(in: chapter).isEmpty, "nothing of it is read")
        #expect(GradingPackage.unreadFiles(in: chapter).map(\.reason) == [GradingPackage.crowded], "it is named once")
        #expect(
            SubmissionChanges.ignored(in: student, comparedWith: instructor, catalog: catalog)
                == ["Chapters/01-A (more than 1,000 files and folders: none of them was read)"])

        let package = GradingPackage(instructor: instructor)
        defer { package.release() }
        try package.prepare(catalog: catalog)
        #expect(
            try package.load(submission: student, catalog: catalog).map(\.folder) == ["01-A"], "it counts as missing")
        // A.swift, the folder zz and 998 files in it: 1,000.
        for index in 0..<2 { try FileManager.default.removeItem(at: chapter.appendingPathComponent("zz/\(index)")) }
        #expect(
            GradingPackage.files(in: chapter)["A.swift"] == Data("the student's A".utf8),
            "at 1,000 files and folders, it is read")
    }
}

/// A class of four submissions graded in one run, sharing one build folder:
/// a full solution, an untouched skeleton, one with a trap, an endless loop and a chapter
/// that does not compile, and one that edited its tests and a description to pass.
