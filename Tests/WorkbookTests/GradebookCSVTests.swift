import Contracts
import Course
import Foundation
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results
@testable import WorkbookCommands

/// A grade of the workbook's own exercises in which the first `passing` pass.
private func grade(_ name: String, passing: Int) -> SubmissionGrade {
    let exercises = workbookCatalog.chapters.flatMap { chapter in chapter.exercises.map { (chapter, $0) } }
    return SubmissionGrade(
        submission: name,
        exercises: exercises.enumerated().map { index, pair in
            ExerciseGrade(
                id: pair.1.id, title: pair.1.title, chapter: pair.0.number,
                status: index < passing ? .pass : .fail, maxPoints: pair.1.points, message: index < passing ? "" : "no")
        })
}

@Suite("Grading: a gradebook to import, as CSV")
struct GradebookCSVTests {
    @Test("a row per student with the total and each chapter's points; RFC 4180 quoting; no formula runs")
    func writer() {
        let chapters = [1, 2].map {
            Chapter(
                number: $0, slug: "c\($0)", title: "C", module: "C\($0)", exercises: [], datasets: [],
                folder: "0\($0)-C")
        }
        let exercise = { (id: String, chapter: Int, status: GradeStatus, points: Int) in
            ExerciseGrade(id: id, title: "x", chapter: chapter, status: status, maxPoints: points, message: "")
        }
        let grades = [
            "submissions/alice/", "o'neil, \"bob\"/", "=HYPERLINK(\"x\")/", "+1/", "-2/", "@SUM(A1)/", "line\nbreak/",
        ].map {
            SubmissionGrade(
                submission: $0,
                exercises: [exercise("1.1", 1, .pass, 3), exercise("1.2", 1, .fail, 2), exercise("2.1", 2, .pass, 4)])
        }
        let text = GradebookCSV.text(grades, chapters: chapters)
        #expect(
            text == """
                student,total,Chapter 1,Chapter 2\r
                alice,7,3,4\r
                "o'neil, ""bob\"\"",7,3,4\r
                "'=HYPERLINK(""x"")",7,3,4\r
                '+1,7,3,4\r
                '-2,7,3,4\r
                '@SUM(A1),7,3,4\r
                "line
                break",7,3,4\r

                """, "\(text.debugDescription)")
    }

    @Test("grade --merge of shards gives the CSV that one report of the whole class gives")
    func mergeGivesTheSameCSV() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let (alice, bob, carol) = (grade("alice/", passing: 9), grade("bob/", passing: 0), grade("carol/", passing: 3))
        try folder.write("shard-1.json", try ResultsJSON.text([carol, alice]))
        try folder.write("shard-2.json", try ResultsJSON.text([bob]))
        try folder.write("whole.json", try ResultsJSON.text([alice, bob, carol]))
        for (files, output) in [(["shard-2.json", "shard-1.json"], "merged.csv"), (["whole.json"], "whole.csv")] {
            var request = GradeRequest(submissions: files, format: .csv, outputPath: output)
            request.merging = true
            var command = GradeCommand(
                workspace: Workspace(root: workbookRoot, environment: [:]), style: .transcript,
                request: request, output: Transcript().output)
            command.currentDirectory = folder.root
            #expect(try command.run() == .success)
        }
        let merged = try folder.text("merged.csv")
        #expect(merged == (try folder.text("whole.csv")))
        #expect(merged == GradebookCSV.text([alice, bob, carol], chapters: workbookCatalog.chapters), "\(merged)")
        #expect(merged.hasPrefix("student,total,Chapter 1,") && merged.contains("\r\nbob,0,0,"), "\(merged)")
    }

    @Test("the command line reads --format csv")
    func commandLine() throws {
        guard
            let request =
                (try parse(["grade", "a/", "--format", "csv", "--output", "grades.csv"]).command.value
                as? GradeSubcommand)?.request
        else {
            Issue.record("not a grade command")
            return
        }
        #expect(request.format == .csv && request.outputPath == "grades.csv")
    }
}
