import Contracts
import Foundation
import Runner
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results
@testable import WorkbookCommands

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A folder name that draws a fake full-marks row: it clears the line, moves up one and
/// writes "74/74" in green.
private let fakeRow = "\u{1B}[2K\u{1B}[1A\u{1B}[32m74/74\u{1B}[0m mallory/"
/// A folder name XML cannot hold, which made the class's whole JUnit file unreadable.
private let noncharacter = "bad\u{FFFF}name\u{FFFE}/"

/// A grade of the workbook's own exercises with text a hostile submission chose in every
/// field it reaches: its name, its files' names, its messages, a crash dump of 50,000
/// characters.
private func hostileGrade(_ name: String) -> SubmissionGrade {
    let exercises = workbookCatalog.chapters.flatMap { chapter in chapter.exercises.map { (chapter, $0) } }
    var grade = SubmissionGrade(
        submission: name,
        exercises: exercises.enumerated().map { index, pair in
            ExerciseGrade(
                id: pair.1.id, title: pair.1.title, chapter: pair.0.number,
                status: index == 0 ? .crashed : .fail, maxPoints: pair.1.points,
                message: index == 0
                    ? "crashed:\r\u{1B}]0;owned\u{07}" + String(repeating: "PATH=/secret ", count: 4_000)
                    : "expected: 1\ngot: \u{1B}[31m2\u{FFFF}\u{0}",
                likelyMistake: index == 1 ? "off \u{1B}[8m by one" : nil)
        })
    grade.changedFiles = ["Tests/\u{1B}[2J.swift"]
    grade.ignoredFiles = ["Chapters/\u{202E}tfiws.exe (a symbolic link)"]
    grade.notes = ["printed \u{1B}[5mlots\u{1B}[0m"]
    grade.problem = nil
    grade.fingerprints = ["Chapters/01-LineGraph/\u{1B}[1mX.swift": FileFingerprint(text: "let x = 1\n")]
    grade.charts = [ChapterChart(chapter: 1, problem: "preview crashed: \u{1B}[2K\u{FFFF}")]
    return grade
}

/// The scalars no report may hold raw: C0 controls but tab and line feed, DEL, C1, and
/// the noncharacters.
private func forbidden(in text: String) -> [String] {
    text.unicodeScalars.filter { StudentText.needsEscape($0, keepingLines: true) }.map {
        "U+" + String($0.value, radix: 16)
    }
}

@Suite("Grading: text a submission chose is data in every report")
struct StudentTextTests {
    @Test("control characters, noncharacters and reordering marks are spelled out; a name is one line")
    func escaping() {
        #expect(StudentText.name(fakeRow) == #"\u{1B}[2K\u{1B}[1A\u{1B}[32m74/74\u{1B}[0m mallory/"#)
        #expect(StudentText.name("a\nb\tc\rd") == #"a\nb\tc\rd"#)
        #expect(StudentText.message("a\nb\tc\rd") == "a\nb\tc\\rd", "a message keeps its lines, not a carriage return")
        #expect(StudentText.name(noncharacter) == #"bad\u{FFFF}name\u{FFFE}/"#)
        #expect(StudentText.name("\u{202E}exe.pdf \u{9B}2J \u{7F}") == #"\u{202E}exe.pdf \u{9B}2J \u{7F}"#)
        #expect(
            StudentText.name("Zoë/ 学生/ C:\\x") == "Zoë/ 学生/ C:\\x", "letters of every script, and backslashes, are kept"
        )
    }

    @Test("long text is cut to its limit, marked, and cutting again changes nothing")
    func cutting() {
        let long = String(repeating: "x", count: 50_000)
        let message = StudentText.message(long)
        let kept = message.prefix { $0 == "x" }.count
        #expect(
            message == String(repeating: "x", count: kept) + "…(cut: \(50_000 - kept) more characters)",
            "\(message.suffix(40))")
        #expect(message.count == StudentText.messageLimit && StudentText.message(message) == message)
        let name = StudentText.name(String(repeating: "\u{1B}", count: 300))
        #expect(
            name.count == StudentText.nameLimit && StudentText.name(name) == name,
            "escaped first, then cut: \(name.suffix(40))")
        #expect(StudentText.name("alice/") == "alice/")
    }

    @Test(
        "a submission named with escapes or a noncharacter, merged into every format, is data in each",
        arguments: GradeRequest.Format.allCases)
    func everyFormat(format: GradeRequest.Format) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try folder.write("shard.json", try ResultsJSON.text([hostileGrade(fakeRow), hostileGrade(noncharacter)]))
        let output = format.isPerSubmission ? "out" : "class.\(format.fileExtension)"
        var request = GradeRequest(submissions: ["shard.json"], format: format, outputPath: output)
        request.merging = true
        var command = GradeCommand(
            workspace: Workspace(root: workbookRoot, environment: [:]), style: .transcript,
            request: request, output: Transcript().output)
        command.currentDirectory = folder.root
        #expect(try command.run() == .success)
        let files =
            format.isPerSubmission
            ? try FileManager.default.contentsOfDirectory(atPath: folder.root.appendingPathComponent(output).path)
                .sorted().map { "\(output)/\($0)" }
            : [output]
        #expect(files.count == (format.isPerSubmission ? 2 : 1), "\(files)")
        for file in files {
            // CSV's records end with CR LF of their own.
            let written = try folder.text(file)
            let text = format == .csv ? written.replacingOccurrences(of: "\r\n", with: "\n") : written
            #expect(!text.utf8.contains(0x1B), "no ESC byte from the submission in \(file)")
            #expect(forbidden(in: text).isEmpty, "\(file) holds \(forbidden(in: text))")
            #expect(!text.contains(String(repeating: "PATH=/secret ", count: 200)), "the crash dump is cut in \(file)")
            switch format {
            case .junit:
                let parser = XMLParser(data: Data(text.utf8))
                #expect(parser.parse(), "the JUnit file parses: \(String(describing: parser.parserError))")
            case .json, .gradescope, .classroom50:
                let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
                let strings = Self.strings(in: value)
                #expect(
                    strings.allSatisfy { forbidden(in: $0).isEmpty }, "the JSON's strings hold no control character")
            case .html:
                #expect(text.contains(#"\u{1B}[1A\u{1B}[32m74/74"#), "the name is shown, spelled out")
            case .csv:
                #expect(text.contains(#"bad\u{FFFF}name\u{FFFE}"#), "the name is shown, spelled out: \(text)")
            case .table:
                #expect(
                    text.contains(#"\u{1B}[2K\u{1B}[1A\u{1B}[32m74/74\u{1B}[0m mallory/"#),
                    "the row names the folder as it is: \(text)")
            }
        }
    }

    @Test("the table on the terminal and the progress line hold no escape from a name")
    func terminal() {
        let lines = GradeTable(chapters: workbookCatalog.chapters, style: .transcript).lines([
            hostileGrade(fakeRow).shownInReports
        ])
        #expect(!lines.joined().utf8.contains(0x1B), "\(lines)")
        let reporter = RecordingReporter()
        let progress = ClassProgress(reporter: reporter, names: [fakeRow], jobs: 1, style: .transcript)
        progress.handle(.started(index: 0))
        #expect(reporter.lines.count == 1 && !reporter.lines.joined().utf8.contains(0x1B), "\(reporter.lines)")
    }

    @Test("--resume finds a grade whose name its file holds spelled out")
    func resumeMatchesShownNames() {
        let earlier = [hostileGrade(fakeRow).shownInReports]
        let ordered = GradingRun.ordered(earlier: earlier, fresh: [:], names: [fakeRow])
        #expect(ordered.count == 1, "one grade, not the earlier one and a gap: \(ordered.map(\.submission))")
    }

    /// Every string in a JSON value, keys included.
    static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let array as [Any]: array.flatMap(strings)
        case let object as [String: Any]: object.keys.map { $0 } + object.values.flatMap(strings)
        default: []
        }
    }
}

/// A progress reporter that keeps each line it is given.
private final class RecordingReporter: ProgressReporter {
    var lines: [String] = []
    func start(_ label: String) { lines.append(label) }
    func update(_ progress: RunProgress) {}
    func finish() {}
}
