import Course
import Foundation
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results
@testable import WorkbookCommands

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A class whose attackers each make the tests say more than their code computes, graded
/// for real: the grader's own inputs, answered by a probe and judged outside it, give each
/// attack nothing it did not compute, and name it.
@Suite("Grading judges the answers outside the student's process")
struct JudgedClassTests {
    @Test(
        "relays, answer tables, sleepers, compiler bombs and hidden errors earn nothing and are named",
        .timeLimit(.minutes(40)))
    func judgedClass() async throws {
        try await SharedInstructor.classes.inTurn { instructor in try judgedClass(in: instructor) }
    }

    /// Names that would draw on the instructor's terminal, or break an XML report.
    static let escapeName = "\u{1B}[2K\u{1B}[1Gfull/  13/13  11/11  13/13  15/15  22/22  74/74\u{1B}[8m"
    static let nonCharacterName = "odd\u{FFFF}name"

    private func judgedClass(in instructor: WorkbookCopy) throws {
        let workspace = instructor.workspace()
        let root = instructor.root
        let classFolder = root.appendingPathComponent(SharedInstructor.classFolder)
        let submissions = ClassFolder(root: root, folder: classFolder, catalog: workspace.catalog)
        let names = try Self.writeClass(into: submissions, catalog: workspace.catalog, root: root)
        setenv("WORKBOOK_LEAK_CANARY", "the-instructors-token", 1)
        defer { unsetenv("WORKBOOK_LEAK_CANARY") }

        let report = classFolder.appendingPathComponent("grades.json")
        var command = GradeCommand(
            workspace: workspace, style: .transcript,
            request: GradeRequest(submissions: names, format: .json, outputPath: report.path),
            output: Transcript().output)
        command.currentDirectory = classFolder
        let started = Date()
        #expect(try command.run() == .success)
        let seconds = Date().timeIntervalSince(started)
        let graded = try GradedClass(report: report, catalog: workspace.catalog)
        try #require(graded.results.map(\.submission) == names.map(StudentText.name), "\(graded.text)")

        try checkAnswersJudged(graded)
        try checkCompilerTrouble(graded)
        try checkNamesEscaped(graded, workspace: workspace, classFolder: classFolder, report: report)
        checkNothingLeaked(graded, root: root)
        checkCopiesFlagged(graded)
        try checkCharts(graded)

        for result in graded.results {
            print("JudgedClassTests: \(result.submission.debugDescription) \(result.score)/\(result.maxScore)")
        }
        print("JudgedClassTests: \(names.count) submissions graded in \(Int(seconds)) s")
    }

    /// Writes the class into `submissions`: one honest submission and the attacks; returns
    /// their names in the order they are graded.
    static func writeClass(into submissions: ClassFolder, catalog: ChapterCatalog, root: URL) throws -> [String] {
        let lineGraph = try #require(catalog.chapter(named: "1"))
        let chapter1 = "Chapters/\(lineGraph.folder)"
        try submissions.copyChapters(from: "Solutions", to: "honest")
        try writeRelay(into: submissions, chapter: chapter1, root: root)
        try writeRelay(into: submissions, chapter: chapter1, root: root, as: "constructor", atLoad: true)
        try writeAnswerTable(into: submissions, chapter: chapter1)
        try writeSleeper(into: submissions, catalog: catalog, root: root)
        try submissions.copyChapters(from: "Solutions", to: "bomb")
        try submissions.write(
            "bomb", "\(chapter1)/Practice.swift",
            """
            let practice = [1, 2, 3].map { $0 * 2 + 1 - 3 * 4 + 5 / 6 }.reduce(0, +) + -(1 + 2.0) * 3 - 4 / 5.0 + (6 * 7 - 8) / 9.0 + -(10 + 11) * 12 - 13 / 14.0 + (15 * 16 - 17) / 18.0 - 3 + 4 * 5 - 6 / 7 + 8 * 9.0 - 1 + 2 * 3.0 - [1.0, 2, 3].reduce(0, +) * 4 - 5.5 / 6 + 7 * 8 - 9 + (1 + 2.5) * (3 - 4.5) / 6
            """)
        // An error the compiler reports in the instructor's files, and a file whose name
        // breaks a line: the chapter is blamed, not the workbook.
        try submissions.copyChapters(from: "Solutions", to: "hider")
        try submissions.write(
            "hider", "\(chapter1)/Hidden.swift",
            """
            #sourceLocation(file: "Sources/TestSupport/Expectations.swift", line: 1)
            let hidden: Int = "not a number"
            #sourceLocation()
            """)
        try submissions.write("hider", "\(chapter1)/Line\nBreak.swift", "let broken = 1\n")
        // The solutions, with chapter 1's positions inlined into each caller even in a debug
        // build, and an untouched skeleton graded next (a class is graded in name order),
        // whose tests and probe must not run the inliner's copy.
        try submissions.copyChapters(from: "Solutions", to: "inliner")
        for file in ["XPosition.swift", "YPosition.swift"] {
            let solution = try String(
                contentsOf: root.appendingPathComponent("Solutions/\(lineGraph.folder)/\(file)"), encoding: .utf8)
            try submissions.write(
                "inliner", "\(chapter1)/\(file)",
                solution.replacingOccurrences(of: "public func", with: "@`_transparent` public func"))
        }
        try submissions.copyChapters(from: "Chapters", to: "intact")
        try submissions.copyChapters(from: "Chapters", to: escapeName)
        try submissions.copyChapters(from: "Chapters", to: nonCharacterName)
        // A crash whose message is everything the code under test can see.
        try submissions.copyChapters(from: "Solutions", to: "leak")
        try submissions.write(
            "leak", "\(chapter1)/ValueRange.swift",
            """
            import Foundation
            public func valueRange(of values: [Double]) -> ClosedRange<Double> {
                let environment = ProcessInfo.processInfo.environment.map { "\\($0.key)=\\($0.value)" }.joined(separator: " ")
                let files = ["/etc/passwd", "/proc/self/mounts", "/proc/self/mountinfo"].map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
                let listings = ["/", "/root", "/home", "/tmp", "\(root.path)"].map { "\\($0): \\((try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? [])" }
                fatalError("LEAK uid=\\(getuid()) \\(environment) \\(files) \\(listings) \\(CommandLine.arguments)")
            }
            """)
        // Two renamings of the reference solutions' chapter 1 (every local name, comment and
        // line break changed), handed in by two students.
        for (name, fixture) in [("renamed", "A"), ("shared", "B")] {
            try submissions.copyChapters(from: "Solutions", to: name)
            let folder = workbookRoot.appendingPathComponent("Tests/GradingTests/Fixtures/RenamedLineGraph/\(fixture)")
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                try submissions.write(
                    name, "\(chapter1)/\(file)",
                    try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
            }
        }
        // Right where the class report's chart used to be drawn, in the preview program
        // built with the submission's code, and wrong everywhere else.
        try submissions.copyChapters(from: "Solutions", to: "forger")
        try submissions.write(
            "forger", "\(chapter1)/XPosition.swift",
            """
            import Foundation
            public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
                guard CommandLine.arguments.first?.hasSuffix("workbook-preview") == true else { return rect.minX }
                return count == 1 ? rect.midX : rect.minX + CGFloat(index) * rect.width / CGFloat(count - 1)
            }
            """)
        return [
            "honest/", "relay/", "inliner/", "intact/", escapeName + "/", nonCharacterName + "/", "table/", "sleeper/",
            "bomb/",
            "hider/",
            "leak/", "renamed/", "shared/", "forger/", "constructor/",
        ]
    }

    /// The honest one earns everything; relays, the answer table and the sleeper earn only
    /// what their code computes in time, judged by its answers.
    private func checkAnswersJudged(_ graded: GradedClass) throws {
        let text = graded.text
        #expect(graded.result("honest").score == graded.maximum, "the honest one earns everything:\n\(text)")
        #expect(
            graded.result("honest").tests.allSatisfy { $0.judgement?.verdict != .disagrees }, "and its answers agree")
        #expect(graded.results.first?.reference?.seed != nil, "the report gives the seed the inputs were drawn from")

        // Code the compiler copied into the suites' callers stays with the inliner: the
        // skeleton graded next runs its own.
        #expect(graded.result("inliner").score == graded.maximum, "the inlined solutions earn everything:\n\(text)")
        #expect(
            graded.result("intact").score == 0,
            "the skeleton graded after the inliner earns nothing: \(graded.chapter1Tests("intact").map(\.status))")

        // The relay made every test of chapter 1 pass with the skeletons' code; its answers
        // say what the code computes: nothing.
        let relay = graded.chapter1Tests("relay")
        #expect(graded.result("relay").score == 0, "relayed results earn nothing:\n\(text)")
        #expect(
            relay.allSatisfy { $0.message.hasPrefix(ExerciseGrade.passesItsTestsOnlyMessage) },
            "each relayed exercise passed its tests and is named for its answers: \(relay.map(\.message))")
        #expect(
            relay.allSatisfy { $0.judgement.map { $0.verdict != .agrees } == true },
            "and its answers were judged: \(relay.map { $0.judgement?.summary ?? "none" })")

        // The relay started before main, by a load-time constructor, in the tests' program
        // and the probe's: the probe's answers still say what the code computes.
        let constructor = graded.chapter1Tests("constructor")
        #expect(graded.result("constructor").score == 0, "a constructor's relay earns nothing:\n\(text)")
        #expect(
            constructor.allSatisfy {
                $0.judgement?.verdict == .notImplemented || $0.grade == "extra public declarations"
            },
            "each exercise is judged by its answers, or the constructor is named: \(constructor.map(\.message))")

        // The answer table is right on the visible tests' counts only.
        let table = graded.chapter1Tests("table")
        #expect(
            graded.result("table").score == graded.maximum - graded.points(["1.2", "1.4", "1.5"]),
            "a table of the visible cases earns nothing more:\n\(text)")
        let xPosition = try #require(table.first { $0.taskID == "1.2" })
        #expect(
            xPosition.message.hasPrefix(ExerciseGrade.passesItsTestsOnlyMessage)
                && xPosition.message.contains("xPosition(index:"),
            "it passes its tests, and the message shows an input and both answers: \(xPosition.message)")

        // The sleeper is stopped at each exercise's first input, and its chapter's suites,
        // too slow on every input, are not run at all.
        let sleeper = graded.chapter1Tests("sleeper")
        #expect(
            graded.result("sleeper").score == graded.maximum - graded.chapter1Points,
            "slow answers earn nothing:\n\(text)")
        #expect(
            sleeper.allSatisfy { $0.grade == "timed out" && $0.message.contains("too slow") },
            "\(sleeper.map(\.message))")
    }

    /// The compiler's bomb and the hidden error cost their chapter alone, and name the file.
    private func checkCompilerTrouble(_ graded: GradedClass) throws {
        let text = graded.text
        let bomb = graded.chapter1Tests("bomb")
        #expect(
            graded.result("bomb").score == graded.maximum - graded.chapter1Points,
            "only the bomb's chapter is lost:\n\(text)")
        #expect(
            bomb.allSatisfy {
                $0.grade == "does not compile" && $0.message.contains("Practice.swift")
                    && $0.message.contains("reasonable time")
            },
            "the expression the compiler gave up on is named: \(bomb.first?.message ?? "")")

        let hider = graded.result("hider")
        let hiderTests = graded.chapter1Tests("hider")
        #expect(hider.message == nil, "the workbook is not blamed: \(hider.message ?? "")")
        #expect(
            hider.score == graded.maximum - graded.chapter1Points, "only the hider's chapter is lost:\n\(text)")
        #expect(
            hiderTests.allSatisfy { $0.grade == "does not compile" && $0.message.contains("Hidden.swift") },
            "the file that hides its errors is named: \(hiderTests.first?.message ?? "")")
        // The name is shown escaped, as every name from a submission is.
        #expect(
            hider.ignoredFiles.contains { $0.contains(#"Line\nBreak.swift"#) && $0.contains("control characters") },
            "the file with a line break in its name is not taken: \(hider.ignoredFiles)")
    }

    /// The names are shown escaped in every report, and the XML one still parses.
    private func checkNamesEscaped(
        _ graded: GradedClass, workspace: Workspace, classFolder: URL, report: URL
    ) throws {
        #expect(graded.result(Self.escapeName).score == 0 && graded.result(Self.nonCharacterName).score == 0)
        #expect(
            !graded.text.contains("\u{1B}") && !graded.text.contains("\u{FFFF}"),
            "no raw control or non-character in the JSON")
        for format in [GradeRequest.Format.table, .junit, .csv, .html] {
            let file = "merged.\(format.fileExtension)"
            var merge = GradeRequest(submissions: [report.lastPathComponent], format: format, outputPath: file)
            merge.merging = true
            var command = GradeCommand(
                workspace: workspace, style: .transcript, request: merge, output: Transcript().output)
            command.currentDirectory = classFolder
            #expect(try command.run() == .success)
            let written = try Data(contentsOf: classFolder.appendingPathComponent(file))
            #expect(
                !written.contains(0x1B) && !String(decoding: written, as: UTF8.self).contains("\u{FFFF}"),
                "\(format): names escaped")
            if format == .junit { #expect(XMLParser(data: written).parse(), "the JUnit report parses") }
        }
    }

    /// What the leak's crash could read reaches no report: not your paths, your
    /// environment or this machine's users.
    private func checkNothingLeaked(_ graded: GradedClass, root: URL) {
        let users =
            (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8))?.split(separator: "\n")
            .compactMap { $0.split(separator: ":").first.map(String.init) }.filter { !["root", "nobody"].contains($0) }
            ?? []
        let leak = graded.text
        #expect(
            graded.result("leak").score == graded.maximum - graded.points(["1.1", "1.4", "1.5"]),
            "the crash costs its exercises:\n\(leak)")
        #expect(
            !leak.contains("the-instructors-token") && !leak.contains("WORKBOOK_LEAK_CANARY"),
            "the grader's environment is not in the sandbox")
        #expect(
            !leak.contains(root.path + "/Sources") && !leak.contains(root.path + "/Solutions"),
            "no instructor path is in sight")
        for user in users where user.count > 3 {
            #expect(!leak.contains(user + ":x:"), "the host's user \(user) is not in sight")
        }
    }

    /// The renamed copies are flagged against the solutions and against each other, in
    /// chapter 1.
    private func checkCopiesFlagged(_ graded: GradedClass) {
        let chapter1 = graded.lineGraph.folder
        for (name, other) in [("renamed", "shared/"), ("shared", "renamed/")] {
            let similar = graded.result(name).similar ?? []
            #expect(graded.result(name).score == graded.maximum, "a renamed copy computes the right answers")
            #expect(
                similar.contains { $0.referenceSolutions && $0.chapters.contains { $0.chapter == chapter1 } },
                "\(name) is flagged against the reference solutions' chapter 1: \(similar.map(\.chapters))")
            #expect(
                similar.contains { $0.with == other && $0.chapters.contains { $0.chapter == chapter1 } },
                "and against \(other)")
        }
    }

    /// Each chart is drawn from the submission's answers, by the reference solutions'
    /// preview: the forger's is drawn as its graded answers are, not as it drew itself.
    private func checkCharts(_ graded: GradedClass) throws {
        let number = graded.lineGraph.number
        let grades = try ResultsJSON.grades(from: Data(graded.text.utf8))
        let chart = { (name: String) in
            grades.first { $0.submission == StudentText.name(name + "/") }?.charts.first { $0.chapter == number }
        }
        let expectedChart = try #require(grades.first?.reference?.charts.first { $0.chapter == number }?.svg)
        #expect(chart("honest")?.svg == expectedChart, "the honest chart is the expected one")
        #expect(
            graded.chapter1Tests("forger").first { $0.taskID == "1.2" }?.status == "fail",
            "the forger's xPosition is wrong where it is graded")
        let forged = chart("forger")
        #expect(
            forged?.svg != nil && forged?.svg != expectedChart, "and so is its chart: \(forged?.problem ?? "drawn")")
        #expect(
            chart("relay")?.svg?.contains("not implemented") == true,
            "the relay's chart waits for every exercise")
    }

    /// Untouched skeletons, and before each `todo` a call that starts a relay: the test
    /// program's results go through a pipe of the relay's, which drops every recorded
    /// issue, and the program ends with status 0. The tests then report that every test
    /// passed; before the grader judged answers, this earned all of chapter 1.
    ///
    /// With `atLoad`, the skeletons stay untouched and the relay starts before `main`,
    /// from a load-time constructor written in Swift (`@section(".init_array")`), in every
    /// program built with the chapter: the tests', and the probe's too.
    static func writeRelay(
        into submissions: ClassFolder, chapter: String, root: URL, as name: String = "relay", atLoad: Bool = false
    ) throws {
        try submissions.copyChapters(from: "Chapters", to: name)
        // Chapter 1 alone, so that no other chapter's test fails before the relay starts.
        for folder in try FileManager.default.contentsOfDirectory(
            atPath: submissions.folder.appendingPathComponent("\(name)/Chapters").path)
        where "Chapters/\(folder)" != chapter {
            try FileManager.default.removeItem(
                at: submissions.folder.appendingPathComponent("\(name)/Chapters/\(folder)"))
        }
        let folder = root.appendingPathComponent(chapter)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where file.hasSuffix(".swift") && !atLoad {
            let skeleton = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let relayed = skeleton.replacingOccurrences(
                of: #"\n(\s*)todo\("#, with: "\n$1startRelay()\n$1return todo(", options: .regularExpression)
            try submissions.write(name, "\(chapter)/\(file)", relayed)
        }
        if atLoad {
            try submissions.write(
                name, "\(chapter)/Constructor.swift",
                """
                @used @section(".init_array") let relayAtLoad: @convention(c) () -> Void = { startRelay() }
                """)
        }
        try submissions.write(
            name, "\(chapter)/Relay.swift",
            """
            import Foundation
            #if canImport(Glibc)
            import Glibc
            #endif

            private let relayLock = NSLock()
            nonisolated(unsafe) private var relayed: [Int32] = []
            nonisolated(unsafe) private var relayStarted = false
            private let relayDone = DispatchSemaphore(value: 0)

            /// Puts a pipe of its own in place of every descriptor open on the results' pipe.
            func startRelay() {
                relayLock.lock()
                defer { relayLock.unlock() }
                guard !relayStarted else { return }
                relayStarted = true
                var results = stat()
                guard fstat(3, &results) == 0 else { return }
                var open: [Int32] = []
                for descriptor in Int32(0)..<1024 {
                    var info = stat()
                    if fstat(descriptor, &info) == 0, info.st_ino == results.st_ino, info.st_dev == results.st_dev { open.append(descriptor) }
                }
                let out = dup(3)
                var ends: [Int32] = [0, 0]
                guard pipe(&ends) == 0 else { return }
                for descriptor in open { dup2(ends[1], descriptor) }
                close(ends[1])
                relayed = open
                let input = ends[0]
                Thread.detachNewThread {
                    var pending = Data()
                    var buffer = [UInt8](repeating: 0, count: 1 << 16)
                    while true {
                        let count = read(input, &buffer, buffer.count)
                        if count <= 0 { break }
                        pending.append(contentsOf: buffer[..<count])
                        while let end = pending.firstIndex(of: 10) {
                            let line = Data(pending[pending.startIndex...end])
                            pending = Data(pending[(end + 1)...])
                            if String(decoding: line, as: UTF8.self).contains("issueRecorded") { continue }
                            _ = line.withUnsafeBytes { write(out, $0.baseAddress, $0.count) }
                        }
                    }
                    relayDone.signal()
                }
                atexit {
                    for descriptor in relayed { close(descriptor) }
                    _ = relayDone.wait(timeout: .now() + 5)
                    _exit(0)
                }
            }
            """)
    }

    /// The solutions, but `xPosition` answers only the counts the visible tests use.
    static func writeAnswerTable(into submissions: ClassFolder, chapter: String) throws {
        try submissions.copyChapters(from: "Solutions", to: "table")
        try submissions.write(
            "table", "\(chapter)/XPosition.swift",
            """
            import Foundation

            public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
                switch count {
                case 1: return rect.midX
                case 2, 5, 12: return rect.minX + rect.width * CGFloat(index) / CGFloat(count - 1)
                default: return 0
                }
            }
            """)
    }

    /// The solutions, and chapter 1's functions each first wait 2.5 s, once per process:
    /// every test program waits once, and so does every start of the probe.
    static func writeSleeper(into submissions: ClassFolder, catalog: ChapterCatalog, root: URL) throws {
        try submissions.copyChapters(from: "Solutions", to: "sleeper")
        let chapter = try #require(catalog.chapter(named: "1"))
        let folder = root.appendingPathComponent("Solutions/\(chapter.folder)")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let solution = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            try submissions.write("sleeper", "Chapters/\(chapter.folder)/\(file)", Self.pausing(solution))
        }
        try submissions.write(
            "sleeper", "Chapters/\(chapter.folder)/Pause.swift",
            """
            import Foundation
            let pause: Void = { _ = usleep(2_500_000) }()
            """)
    }

    /// `source` with `_ = pause` as the first line of every public function's body.
    static func pausing(_ source: String) -> String {
        var lines: [String] = []
        var inSignature = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            lines.append(line)
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("public func") { inSignature = true }
            if inSignature, line.hasSuffix("{") {
                lines.append("    _ = pause")
                inSignature = false
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// The judged class's JSON report, and the look-ups its checks share.
private struct GradedClass {
    let text: String
    let results: [ResultsJSON.Submission]
    let lineGraph: Chapter
    /// The workbook's points in all.
    let maximum: Int

    init(report: URL, catalog: ChapterCatalog) throws {
        text = try String(contentsOf: report, encoding: .utf8)
        results = try JSONDecoder().decode([ResultsJSON.Submission].self, from: Data(text.utf8))
        lineGraph = try #require(catalog.chapter(named: "1"))
        maximum = catalog.chapters.flatMap(\.exercises).reduce(0) { $0 + $1.points }
    }

    /// The result of the submission handed in as the folder `name`.
    func result(_ name: String) -> ResultsJSON.Submission {
        results.first { $0.submission == StudentText.name(name + "/") }!
    }

    /// The points of chapter 1's exercises `ids`.
    func points(_ ids: [String]) -> Int {
        lineGraph.exercises.filter { ids.contains($0.id) }.reduce(0) { $0 + $1.points }
    }

    /// The points of all of chapter 1.
    var chapter1Points: Int { points(lineGraph.exercises.map(\.id)) }

    /// The tests of chapter 1 in the submission `name`'s result.
    func chapter1Tests(_ name: String) -> [ResultsJSON.Test] {
        result(name).tests.filter { $0.taskID.hasPrefix("\(lineGraph.number).") }
    }
}
