import Course
import Foundation
import Runner
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results

/// The course of the class report's tests.
private let chapters = twoChapterCourse

/// One submission's grade: each exercise's status as listed (in course order), the
/// mistake named in each exercise, if any, and the text of its chapter files by path.
private func grade(
    _ name: String, _ statuses: [GradeStatus], mistakes: [String: String] = [:],
    files: [String: String] = [:]
) -> SubmissionGrade {
    let exercises = chapters.flatMap { chapter in chapter.exercises.map { (chapter, $0) } }
    var grade = SubmissionGrade(
        submission: name,
        exercises: zip(exercises, statuses).map { pair, status in
            let (chapter, exercise) = pair
            var grade = ExerciseGrade(
                id: exercise.id, title: exercise.title, chapter: chapter.number, status: status,
                maxPoints: exercise.points, message: status == .pass ? "" : "\"t()\": expected 1")
            grade.likelyMistake = mistakes[exercise.id]
            return grade
        })
    grade.fingerprints = files.mapValues { FileFingerprint(text: $0) }
    return grade
}

private let x = "Chapters/01-LineGraph/XPosition.swift"

/// The reference solutions' chapter 1, by path: handed in by two students, it is a copy.
private func solvedLineGraph() throws -> [String: String] {
    try CopyFixtures.solutions("01-LineGraph")
}

/// Chapter 1's reference solutions in one file of the given name.
private func oneFile(_ name: String) throws -> [String: String] {
    CopyFixtures.merged(try solvedLineGraph(), into: name)
}

private let code = """
    public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
        guard count > 1 else { return rect.midX }
        let step = rect.width / CGFloat(count - 1)
        return rect.minX + step * CGFloat(index)
    }
    """

@Suite("Class report: the numbers")
struct ClassReportModelTests {
    @Test("each exercise's pass count counts passes alone, not what merely did not fail")
    func passCounts() {
        let report = ClassReport(
            grades: [
                grade("a/", [.pass, .pass, .notImplemented, .crashed]),
                grade("b/", [.pass, .fail, .notImplemented, .pass]),
                grade("c/", [.timedOut, .notRun, .pass, .doesNotCompile]),
            ], chapters: chapters)
        // A plausible wrong version counts every status but .fail as passed: 1.2 would be 2.
        #expect(report.passCounts.map(\.passed) == [2, 1, 1, 1], "\(report.passCounts)")
        #expect(
            report.passCounts.map(\.id) == ["1.1", "1.2", "1.3", "2.1"]
                && report.passCounts.allSatisfy { $0.total == 3 })
    }

    @Test("likely mistakes are counted per exercise by student, most common first")
    func mistakes() {
        let report = ClassReport(
            grades: [
                grade("a/", [.pass, .fail, .fail, .pass], mistakes: ["1.2": "off by one", "1.3": "unflipped y axis"]),
                grade("b/", [.pass, .pass, .fail, .pass], mistakes: ["1.3": "unflipped y axis"]),
                grade("c/", [.pass, .fail, .fail, .fail], mistakes: ["1.3": "Unflipped Y axis", "2.1": "off by one"]),
            ], chapters: chapters)
        let rows = report.mistakes.map { "\($0.name) in \($0.exercise): \($0.students.joined(separator: " "))" }
        // Wrong versions checked: grouping by name alone (joins "off by one" of 1.2 and 2.1),
        // case-sensitive names (splits c/'s "Unflipped Y axis"), and the least common first.
        #expect(
            rows == ["unflipped y axis in 1.3: a/ b/ c/", "off by one in 1.2: a/", "off by one in 2.1: c/"], "\(rows)")
        #expect(report.mistakes.first?.exerciseTitle == "Vertical position")
    }

    @Test("copies under any names are flagged and grouped once; an honest student and untouched skeletons are not")
    func copies() throws {
        let reference = try CopyFixtures.reference()
        let solution = try CopyFixtures.solutions("01-LineGraph")
        let honest = try CopyFixtures.swiftFiles(in: CopyFixtures.folder.appendingPathComponent("HonestLineGraph/1"))
        var first = grade(
            "a/", [.pass, .pass, .pass, .pass], files: CopyFixtures.renamedFiles(solution, suffix: "Work"))
        first.reference = reference
        let report = ClassReport(
            grades: [
                first,
                grade("b/", [.pass, .pass, .pass, .pass], files: CopyFixtures.merged(solution, into: "All.swift")),
                grade("c/", [.pass, .pass, .pass, .pass], files: reference.skeletons.mapValues(\.text)),
                grade(
                    "d/", [.pass, .pass, .pass, .pass],
                    files: Dictionary(
                        uniqueKeysWithValues: honest.map { ("Chapters/01-LineGraph/\($0.key)", $0.value) })),
            ], chapters: chapters)
        let rows = report.copies.map { "\($0.first) \($0.second ?? "reference"): \($0.chapters.map(\.folder))" }
        // Wrong versions checked: comparing files of the same path alone flags none of these;
        // leaving the skeletons in flags c/.
        #expect(
            rows == [
                "a/ reference: [\"01-LineGraph\"]", "b/ reference: [\"01-LineGraph\"]", "a/ b/: [\"01-LineGraph\"]",
            ], "\(rows)")
        #expect(report.groups.map(\.members) == [["a/", "b/"]] && report.groups[0].withReference)
        #expect(report.copies(of: "d/").isEmpty && report.copies(of: "c/").isEmpty, "d/'s own code and c/'s skeletons")
    }

    @Test("the reference is found on whichever submission holds it, as after a merge")
    func referenceAfterMerge() {
        var later = grade("b/", [.pass, .pass, .pass, .pass])
        later.reference = GradingReference(charts: [ChapterChart(chapter: 1, svg: "<svg/>")])
        let report = ClassReport(grades: [grade("a/", [.pass, .pass, .pass, .pass]), later], chapters: chapters)
        #expect(report.expectedChart(ofChapter: 1)?.svg == "<svg/>")
        #expect(report.expectedChart(ofChapter: 2) == nil)
    }
}

@Suite("Class report: the grades it needs, in results.json")
struct ClassReportJSONTests {
    @Test("the likely mistake, fingerprints, charts and reference are written, follow the schema and read back")
    func roundTrip() throws {
        var first = grade(
            "a/", [.pass, .fail, .notImplemented, .pass], mistakes: ["1.2": "off by one"], files: try solvedLineGraph())
        first.charts = [
            ChapterChart(chapter: 1, svg: "<svg/>"), ChapterChart(chapter: 2, problem: "Chapter 2 does not compile."),
        ]
        first.reference = GradingReference(
            charts: [ChapterChart(chapter: 1, svg: "<svg id='e'/>")],
            fingerprints: [x: FileFingerprint(text: code)], skeletons: [x: FileFingerprint(text: "0")])
        let grades = [first, grade("b/", [.pass, .pass, .pass, .pass], files: try oneFile("Mine.swift"))]
        let text = try ResultsJSON.text(grades)
        let problems = JSONSchemaValidator.problems(
            of: try JSONSerialization.jsonObject(with: Data(text.utf8)), against: try resultsSchema())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(text)")
        #expect(text.contains(#""likely_mistake" : "off by one""#), "\(text)")
        // a/ and b/ hold the same code under other names: each object names the other.
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        let similar = objects.map { ($0["similar"] as? [[String: Any]])?.first?["with"] as? String }
        #expect(similar == ["b/", "a/"], "\(text)")
        #expect(try ResultsJSON.grades(from: Data(text.utf8)) == grades, "what is written reads back the same")
        let older = text.replacingOccurrences(of: #""likely_mistake" : "off by one","#, with: "")
        #expect(
            try ResultsJSON.grades(from: Data(older.utf8))[0].exercises[1].likelyMistake == nil,
            "an older file without the keys still reads")
        // Before #47 a flag listed files; a report of then still merges, its flags worked out again.
        let fileFlags = try #require(objects[0]["similar"] as? [[String: Any]])
        var before = objects
        before[0]["similar"] = fileFlags.map { _ in
            ["reference_solutions": false, "similarity": 1, "whole_submission": true, "files": []] as [String: Any]
        }
        let beforeText = try JSONSerialization.data(withJSONObject: before)
        #expect(try ResultsJSON.grades(from: beforeText) == grades, "a report with flags of files reads back")
    }
}

@Suite("Class report: the page")
struct ClassReportPageTests {
    @Test("no string a student controls can add markup or script, and their SVG is only an image")
    func escapes() throws {
        let attack = #"<script>alert("name")</script>"#
        var evil = grade(
            "\(attack)/", [.fail, .pass, .pass, .pass], mistakes: ["1.1": #"<img src=x onerror=alert(1)>"#],
            files: try oneFile(#""><script>alert(2)</script>.swift"#).mapValues {
                $0 + "\n// </pre><script>alert(8)</script>"
            })
        evil.exercises[0] = ExerciseGrade(
            id: "1.1", title: "Value range", chapter: 1, status: .fail, maxPoints: 1,
            message: #"" onmouseover="alert(3)"<script>alert(4)</script>"#, likelyMistake: "<b>bold</b>")
        evil.notes = ["</td><script>alert(5)</script>"]
        let svg =
            #"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(6)</script><rect width="10" height="10"/></svg>"#
        evil.charts = [
            ChapterChart(chapter: 1, svg: svg), ChapterChart(chapter: 2, problem: "<script>alert(7)</script>"),
        ]
        var copy = grade("copy/", [.pass, .pass, .pass, .pass], files: evil.fingerprints.mapValues(\.text))
        copy.reference = GradingReference(charts: [ChapterChart(chapter: 1, svg: svg)])
        let html = ClassReportPage.text(ClassReport(grades: [evil, copy], chapters: chapters))

        // Wrong versions checked: the submission's name unescaped in the charts' heading, and
        // the SVG inlined as it is; each put a <script> in the page.
        #expect(!html.lowercased().contains("<script"), "no script element:\n\(html)")
        #expect(!html.contains("<img src=x") && !html.contains("<b>bold"), "no element from a student's text")
        #expect(!html.contains(#"" onmouseover="#), "no attribute from a student's text")
        #expect(html.contains("&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;/"), "the name is shown, escaped")
        #expect(
            html.contains("<h2>Similar code</h2>") && html.contains(#"<pre class="fragment">"#)
                && html.contains("&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;.swift"),
            "the copy's lines are shown, and its file's name, escaped:\n\(html)")
        let source = HTMLText.imageSource(svg: svg)
        #expect(html.contains(#"<img class="chart" src="\#(source)""#), "the student's SVG is an image")
        #expect(html.contains(#"background-image: url("\#(source)")"#), "the expected SVG is an image in the style")
        let encoded = try #require(source.split(separator: ",").last)
        #expect(
            Data(base64Encoded: String(encoded)).map { String(decoding: $0, as: UTF8.self) } == svg,
            "and it is the SVG the code drew")
        #expect(
            html.contains(
                #"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">"#
            ))
    }

    @Test("the page shows counts, mistakes, a row per student with statuses in words, copies and charts")
    func sections() throws {
        var alice = grade(
            "alice/", [.pass, .fail, .crashed, .doesNotCompile], mistakes: ["1.2": "off by one"],
            files: try solvedLineGraph())
        alice.charts = [
            ChapterChart(chapter: 1, svg: "<svg/>"),
            ChapterChart(chapter: 2, problem: "Chapter 2 does not compile, so its chart cannot be drawn."),
        ]
        alice.reference = GradingReference(
            charts: [ChapterChart(chapter: 1, svg: "<svg/>"), ChapterChart(chapter: 2, svg: "<svg/>")],
            seed: 271_828)
        let html = ClassReportPage.text(
            ClassReport(
                grades: [alice, grade("bob/", [.pass, .pass, .pass, .pass], files: try oneFile("All.swift"))],
                chapters: chapters))
        #expect(html.contains("1.2 Horizontal position: 1 of 2 passed"), "the pass count in words")
        #expect(
            html.contains(
                #"<td class="mistake">off by one</td><td>1.2 Horizontal position</td><td class="number">1</td>"#))
        #expect(
            html.contains(#"<td class="number">1 of 6</td><td><div class="points">1 of 5</div>"#),
            "alice's score and chapter 1's points")
        #expect(
            html.contains(">1.3 crashed</span>") && html.contains(">2.1 does not compile</span>"), "statuses in words")
        #expect(
            html.contains("in copy group 1 with bob/ (chapter 1; see Similar code)"), "alice's row names the group")
        #expect(html.contains("Group 1: alice/ and bob/"), "the section names the group once:\n\(html)")
        #expect(html.contains("not proof"), "and says what a flag is")
        #expect(html.contains("held-out inputs of seed 271828"), "the seed the answers were judged on")
        // The runs side by side: alice's lines and bob's, numbered, each in its own file and layout.
        #expect(
            html.contains("the very same tokens")
                && html.contains(#"<div class="file">All.swift</div><pre class="fragment">"#)
                && html.contains("    let measured = values.filter { !$0.isNaN }"), "\(html)")
        #expect(
            html.contains("Chapter 2 does not compile, so its chart cannot be drawn."),
            "the problem in place of a chart")
        #expect(html.contains(#"class="chart expected-2""#), "the expected chart beside it")
        #expect(
            !html.contains("http://")
                || !html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http://"),
            "no address but SVG's namespace")
    }
}

@Suite("Class report: the likely mistake, recorded when grading")
struct LikelyMistakeGradeTests {
    @Test("a failing exercise records the mistake its first problem names; one that names none records none")
    func recorded() {
        let chapter = chapters[0]
        let exercise = chapter.exercises[2]
        func report(_ comments: [String]) -> ExerciseReport {
            let tests = comments.enumerated().map { index, comment in
                TestResult(
                    test: TestDescription(
                        id: "LineGraphTests.YPositionTests/t\(index)()", name: "t\(index)()", isSuite: false),
                    outcome: .failed, issues: [TestIssue(comment: comment)])
            }
            return ExerciseReport(id: exercise.id, title: exercise.title, tests: tests)
        }
        let named = Grader.grade(
            of: exercise, in: chapter,
            report: report([
                "y(...)\n  expected: 200\n  got:      0",
                "y(...)\n  expected: 200\n  got:      0\nLikely mistake: unflipped y axis. Measure up from rect.maxY.",
            ]))
        // Wrong version checked: reading the name from the first test's message alone, which names none.
        #expect(named.likelyMistake == "unflipped y axis", "\(named)")
        #expect(
            Grader.grade(of: exercise, in: chapter, report: report(["expected: 200\n  got: 0"])).likelyMistake == nil)
    }
}
