import Contracts
import Course
import Foundation
import PreviewProtocol
import Runner
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results
@testable import WorkbookCommands

@Suite("Grading a class with real builds")
struct GradeClassTests {
    @Test("full score, zero, the expected partial score, and an edited test gains nothing", .timeLimit(.minutes(40)))
    func gradeClass() async throws {
        try await SharedInstructor.classes.inTurn { instructor in try gradeClass(in: instructor) }
    }

    private func gradeClass(in instructor: WorkbookCopy) throws {
        let workspace = instructor.workspace()
        let catalog = workspace.catalog
        let classFolder = instructor.root.appendingPathComponent(SharedInstructor.classFolder)
        let root = instructor.root

        let submissions = ClassFolder(root: root, folder: classFolder, catalog: catalog)
        func copyChapters(from side: String, to name: String) throws {
            try submissions.copyChapters(from: side, to: name)
        }
        func write(_ name: String, _ path: String, _ text: String) throws { try submissions.write(name, path, text) }
        let lineGraph = try #require(catalog.chapter(named: "1"))
        let broken = try #require(catalog.chapters.first { $0.number != 1 })

        try copyChapters(from: "Solutions", to: "full")
        try copyChapters(from: "Chapters", to: "skeleton")
        try copyChapters(from: "Solutions", to: "mixed")
        try write(
            "mixed", "Chapters/01-LineGraph/GridLines.swift",
            """
            public func gridLineValues(count: Int, minimum: Double, maximum: Double) -> [Double] {
                let values: [Double] = []
                return [values[count]]   // traps: index out of range
            }
            """)
        try write(
            "mixed", "Chapters/01-LineGraph/XAxisLabels.swift",
            """
            import Foundation
            public func visibleLabelIndices(count: Int) -> [Int] {
                while count >= 0 { usleep(100_000) }   // never ends
                return []
            }
            """)
        let brokenFile = try #require(broken.exercises.first?.file)
        try write(
            "mixed", "Chapters/\(broken.folder)/\(brokenFile)", "public func oops() -> Int { \"not a number\" }\n")
        try copyChapters(from: "Chapters", to: "cheater")
        try write(
            "cheater", "Tests/LineGraphTests/ValueRangeTests.swift",
            """
            import Testing
            import TestSupport
            @Suite("1.1 Value range", .exercise("1.1"))
            struct ValueRangeTests { @Test func passes() {} }
            """)
        let description = try String(
            contentsOf: root.appendingPathComponent("Chapters/01-LineGraph/chapter.json"), encoding: .utf8)
        try write(
            "cheater", "Chapters/01-LineGraph/chapter.json",
            description.replacingOccurrences(of: "\"points\": 1", with: "\"points\": 100"))

        let report = classFolder.appendingPathComponent("grades.json")
        let transcript = Transcript()
        var command = GradeCommand(
            workspace: workspace, style: .transcript,
            request: GradeRequest(
                submissions: ["full/", "skeleton/", "mixed/", "cheater/"], format: .json, outputPath: report.path),
            output: transcript.output)
        command.currentDirectory = classFolder
        #expect(try command.run() == .success, "grading ran, whatever the scores")

        let data = try Data(contentsOf: report)
        let problems = JSONSchemaValidator.problems(
            of: try JSONSerialization.jsonObject(with: data), against: try resultsSchema())
        #expect(problems.isEmpty, "the report follows the schema:\n\(problems.joined(separator: "\n"))")
        let results = try JSONDecoder().decode([ResultsJSON.Submission].self, from: data)
        let text = String(decoding: data, as: UTF8.self)
        try #require(results.map(\.submission) == ["full/", "skeleton/", "mixed/", "cheater/"], "\(text)")
        let (full, skeleton, mixed, cheater) = (results[0], results[1], results[2], results[3])
        let maximum = catalog.chapters.flatMap(\.exercises).reduce(0) { $0 + $1.points }

        #expect(
            full.score == maximum && full.maxScore == maximum && full.status == "pass",
            "the solutions earn everything:\n\(text)")
        #expect(skeleton.score == 0 && skeleton.status == "fail", "the skeleton earns nothing")
        #expect(
            skeleton.tests.allSatisfy { $0.grade == "not implemented" && $0.message.hasPrefix("Not implemented yet") },
            "every skeleton exercise is not implemented")

        let grade = { (id: String) in mixed.tests.first { $0.taskID == id } }
        #expect(
            grade("1.6")?.grade == "crashed" && grade("1.6")?.status == "error",
            "the trap costs 1.6: \(String(describing: grade("1.6")))")
        #expect(grade("1.7")?.grade == "timed out", "the endless loop costs 1.7: \(String(describing: grade("1.7")))")
        #expect(
            mixed.tests.filter { $0.taskID.hasPrefix("\(broken.number).") }.allSatisfy {
                $0.grade == "does not compile"
            },
            "chapter \(broken.number) does not compile")
        let lost =
            ["1.6", "1.7"].compactMap { lineGraph.exercise($0)?.points }.reduce(0, +)
            + broken.exercises.reduce(0) { $0 + $1.points }
        #expect(mixed.score == maximum - lost, "only the trap, the loop and the broken chapter cost points:\n\(text)")
        #expect(
            mixed.tests.filter { $0.taskID.hasPrefix("1.") && !["1.6", "1.7"].contains($0.taskID) }.allSatisfy {
                $0.status == "pass"
            },
            "the rest of chapter 1 passes")

        #expect(cheater.score == 0, "an edited test and description gain nothing")
        #expect(
            cheater.changedFiles == [
                "Chapters/01-LineGraph/chapter.json", "Tests/LineGraphTests/ValueRangeTests.swift",
            ],
            "and are named: \(cheater.changedFiles)")
        #expect(cheater.tests.first?.maxScore == lineGraph.exercises.first?.points, "the instructor's points count")

        // Each submission's profile, for Sources/Benchmarks/grade-profile.sh.
        let slots = root.appendingPathComponent(".build/workbook/grade")
        let logs = try FileManager.default.contentsOfDirectory(atPath: slots.path)
            .compactMap {
                try? String(contentsOf: slots.appendingPathComponent("\($0)/runs/full-steps.log"), encoding: .utf8)
            }
        let steps = try #require(logs.first, "the grader logs each step's time")
        for step in [
            "taking the submission's chapters", "building, once a chapter set aside", "checking the declarations",
            "asking the probe the held-out inputs", "running the tests", "drawing the charts",
        ] {
            #expect(steps.contains(step + "\t"), "\(step) is timed:\n\(steps)")
        }
        // After the solutions, the skeletons keep every chapter's interface: their chapters are
        // compiled alone and linked with the suites as they were, and grade as above. The
        // mixed submission's broken chapter sends it down SwiftPM's way, which finds it.
        let built = { (name: String) in
            try? String(
                contentsOf: slots.appendingPathComponent("1/runs/\(name)-chapters-build.log"), encoding: .utf8)
        }
        #expect(built("skeleton")?.contains("Built alone") == true, "\(built("skeleton") ?? "no log")")
        #expect(built("mixed")?.contains("did not compile alone") == true, "\(built("mixed") ?? "no log")")

        try gradeInParts(classFolder: classFolder, workspace: workspace, oneRun: try ResultsJSON.grades(from: data))
        try checkClassReport(data: data, catalog: catalog, broken: broken)
    }

    /// The class again, as a CI matrix grades it: two shards, the first interrupted after
    /// one submission and resumed, the second two at a time; then merged. The scores and
    /// statuses are those of the one run, and the resumed shard kept what it had.
    private func gradeInParts(classFolder: URL, workspace: Workspace, oneRun: [SubmissionGrade]) throws {
        let names = ["full/", "skeleton/", "mixed/", "cheater/"]
        let (first, second, merged) = ("shard-1.json", "shard-2.json", "merged.json")
        func run(_ request: GradeRequest) throws -> ExitCode {
            // Every part of a class draws the same held-out inputs, as a matrix's shards do.
            var request = request
            request.seed = request.merging ? nil : 271_828
            var command = GradeCommand(
                workspace: workspace, style: .transcript, request: request, output: Transcript().output)
            command.currentDirectory = classFolder
            return try command.run()
        }
        func grades(_ file: String) throws -> [SubmissionGrade] {
            try ResultsJSON.grades(from: Data(contentsOf: classFolder.appendingPathComponent(file)))
        }
        try #require(Shard("1/2")!.part(of: names) == ["cheater/", "full/"], "shard 1 of 2")

        // What a run of shard 1 interrupted after its first submission leaves: that grade, which
        // is marked, so that grading it again would show.
        #expect(try run(GradeRequest(submissions: ["cheater/"], format: .json, outputPath: first)) == .success)
        var partial = try grades(first)
        partial[0].notes.append("graded before the interruption")
        try Data(try ResultsJSON.text(partial).utf8).write(to: classFolder.appendingPathComponent(first))

        var resumed = GradeRequest(submissions: names, format: .json, outputPath: first)
        resumed.shard = Shard("1/2")
        resumed.resuming = true
        #expect(try run(resumed) == .success)
        let shard1 = try grades(first)
        #expect(shard1.map(\.submission) == ["cheater/", "full/"], "the resumed shard holds its part")
        #expect(
            shard1.first?.notes.contains("graded before the interruption") == true,
            "and cheater/, graded before the interruption, was not graded again: \(shard1.first?.notes ?? [])")

        var other = GradeRequest(submissions: names, format: .json, outputPath: second)
        other.shard = Shard("2/2")
        other.jobs = 2
        #expect(try run(other) == .success)
        #expect(try grades(second).map(\.submission) == ["mixed/", "skeleton/"], "shard 2 of 2, two at a time")

        var merge = GradeRequest(submissions: [second, first], format: .json, outputPath: merged)
        merge.merging = true
        #expect(try run(merge) == .success)
        let joined = try grades(merged)
        let outcome = { (grades: [SubmissionGrade]) in
            Dictionary(
                uniqueKeysWithValues: grades.map {
                    ($0.submission, "\($0.score): " + $0.exercises.map(\.status.label).joined(separator: ", "))
                })
        }
        #expect(outcome(joined) == outcome(oneRun), "the parts merge to the one run's scores and statuses")
        #expect(joined.map(\.submission) == names.sorted(), "in one order")
    }

    /// The grades of the run above hold what the class report shows (a JSON run draws
    /// the charts so that shards merge into a report), and the page made from them, as
    /// `--merge` makes it, holds a student's chart and the expected one.
    private func checkClassReport(data: Data, catalog: ChapterCatalog, broken: Chapter) throws {
        let grades = try ResultsJSON.grades(from: data)
        let (full, mixed) = (grades[0], grades[2])
        let expected = try #require(full.reference?.charts, "the first submission carries the reference")
        #expect(grades.dropFirst().allSatisfy { $0.reference == nil }, "the reference is kept once")
        #expect(
            expected.map(\.chapter) == catalog.chapters.map(\.number)
                && expected.allSatisfy { $0.svg?.hasPrefix("<svg") == true },
            "every expected chart is drawn: \(expected.map { $0.problem ?? "drawn" })")
        #expect(full.charts.map(\.svg) == expected.map(\.svg), "the solutions, handed in, draw the expected charts")
        let brokenChart = mixed.charts.first { $0.chapter == broken.number }
        #expect(
            brokenChart?.svg == nil && brokenChart?.problem?.contains("does not compile") == true,
            "\(String(describing: brokenChart))")
        let trapped = mixed.charts.first { $0.chapter == 1 }
        #expect(
            trapped?.svg == nil && trapped?.problem?.hasPrefix("Their gridLineValues(count: 5") == true
                && trapped?.problem?.contains("crashed") == true,
            "chapter 1's chart meets the trap, and names the call: \(String(describing: trapped))")
        let other = try #require(catalog.chapters.first { $0.number != 1 && $0.number != broken.number })
        let otherChart = mixed.charts.first { $0.chapter == other.number }?.svg
        #expect(
            otherChart != nil && otherChart == expected.first { $0.chapter == other.number }?.svg,
            "mixed/'s solved chapter draws")
        #expect(
            full.reference?.fingerprints.isEmpty == false && full.fingerprints == full.reference?.fingerprints,
            "the solutions' files are fingerprinted alike")

        let html = ClassReportPage.text(ClassReport(grades: grades, chapters: catalog.chapters))
        let studentChart = try #require(grades[1].charts.first?.svg)
        let expectedChart = try #require(expected.first?.svg)
        #expect(studentChart != expectedChart, "the skeleton's chart 1 is not the expected one")
        #expect(html.contains(HTMLText.imageSource(svg: studentChart)), "the page holds skeleton/'s own chart")
        #expect(html.contains(HTMLText.imageSource(svg: expectedChart)), "and the expected one")
        #expect(
            html.contains(MarkupText.escaped("full/, with the reference solutions"))
                && html.contains("; the very same tokens"),
            "full/'s copied solutions are flagged")
        #expect(
            html.contains(MarkupText.escaped(trapped?.problem ?? "-")),
            "the page says why mixed/'s chapter 1 has no chart")
    }
}

/// A class of one honest submission and three that attack the grader, each attack an edit
/// of Chapters/ alone, as a student can hand in: one forges its results, one feeds the
/// watchdog with writes to the results, and one tries the rest (writes anywhere, copies
/// the solutions and crashes, a detached process that would rewrite the report, a network
/// connection, 200 processes that block SIGTERM, an output flood, a memory hog, symlinks).
/// Every attacker hands in the solutions besides its attack, so that an attack that got
/// through would show as points, and so that only chapter 1 is rebuilt for each.
@Suite("Grading a hostile class in the sandbox", .enabled(if: Sandbox.find() != nil))
struct HostileClassTests {
    @Test("each attack earns nothing, is named, touches nothing and leaves no process", .timeLimit(.minutes(40)))
    func hostileClass() async throws {
        try await SharedInstructor.classes.inTurn { instructor in try hostileClass(in: instructor) }
    }

    private func hostileClass(in instructor: WorkbookCopy) throws {
        let workspace = instructor.workspace()
        let catalog = workspace.catalog
        let root = instructor.root
        let classFolder = root.appendingPathComponent(SharedInstructor.classFolder)
        let manager = FileManager.default
        let marker = "workbook-attack-\(UUID().uuidString.prefix(8))"
        let report = classFolder.appendingPathComponent("grades.json")
        let listener = try LocalListener()
        let home = ProcessInfo.processInfo.environment["HOME"] ?? "/root"
        let lineGraph = try #require(catalog.chapter(named: "1"))

        let submissions = ClassFolder(root: root, folder: classFolder, catalog: catalog)
        func copyChapters(from side: String, to name: String) throws {
            try submissions.copyChapters(from: side, to: name)
        }
        func write(_ name: String, _ path: String, _ text: String) throws { try submissions.write(name, path, text) }
        let chapter1 = "Chapters/\(lineGraph.folder)"
        try copyChapters(from: "Solutions", to: "honest")
        for name in ["forger", "feeder", "harm"] { try copyChapters(from: "Solutions", to: name) }

        try Self.writeForgerAndFeeder(into: submissions, chapter: chapter1)
        let targets = [
            root.path, root.appendingPathComponent("Tests").path, root.appendingPathComponent("Solutions").path,
            home, "/tmp", "/var/tmp", classFolder.path,
        ]
        try write(
            "harm", "\(chapter1)/Attacks.swift",
            """
            import Foundation
            func shell(_ script: String) {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", script]
                try? process.run()
            }
            /// Writes anywhere, copies the solutions over the chapter, then crashes.
            func writeAnywhereAndCopySolutions() {
                for folder in \(targets) {
                    FileManager.default.createFile(atPath: folder + "/\(marker)", contents: Data("x".utf8))
                }
                try? Data("[]".utf8).write(to: URL(fileURLWithPath: "\(report.path)"))
                let solutions = "\(root.path)/Solutions/\(lineGraph.folder)"
                for package in ["\(root.path)/.build/workbook/grade/1/package", "\(root.path)"] {
                    for file in (try? FileManager.default.contentsOfDirectory(atPath: solutions)) ?? [] {
                        if let data = FileManager.default.contents(atPath: solutions + "/" + file) {
                            FileManager.default.createFile(atPath: package + "/Chapters/\(lineGraph.folder)/" + file, contents: data)
                        }
                    }
                }
                fatalError("copied what I could")
            }
            /// A detached process to rewrite the report later, 200 that block SIGTERM, and a connection.
            func leaveProcessesAndConnect() {
                // It waits for the grader's last write (harm is graded last), then rewrites it.
                shell("setsid sh -c 'for i in $(seq 900); do grep -q harm \(report.path) 2>/dev/null && break; sleep 0.2; done; sleep 1; echo forged > \(report.path) # \(marker)' &")
                shell("for i in $(seq 200); do sh -c 'trap \\"\\" TERM; sleep 60 # \(marker)' & done")
                shell("bash -c 'echo hi > /dev/tcp/127.0.0.1/\(listener.port)'")
                Thread.sleep(forTimeInterval: 1)   // time for them to start before the crash
            }
            """)
        try write(
            "harm", "\(chapter1)/ValueRange.swift",
            """
            public func valueRange(of values: [Double]) -> ClosedRange<Double> {
                leaveProcessesAndConnect()
                writeAnywhereAndCopySolutions()
                return 0...1
            }
            """)
        try write(
            "harm", "\(chapter1)/GridLines.swift",
            """
            public func gridLineValues(count: Int, minimum: Double, maximum: Double) -> [Double] {
                let line = String(repeating: "flood ", count: 1000)
                for _ in 0..<600 { print(line) }   // 3.6 MB
                var hog = [[UInt8]]()
                for _ in 0..<20 { hog.append([UInt8](repeating: 1, count: 50_000_000)) }   // 1 GB, touched
                return hog.isEmpty ? [] : [Double(hog.count)]
            }
            """)
        let summary = classFolder.appendingPathComponent("harm/\(chapter1)/Summary.swift")
        try manager.removeItem(at: summary)
        try manager.createSymbolicLink(
            atPath: summary.path,
            withDestinationPath: root.appendingPathComponent("Solutions/\(lineGraph.folder)/Summary.swift").path)
        try write("harm", "Chapters/09-Extra/Extra.swift", "let extra = 1\n")
        try write("harm", "notes.txt", "hello\n")
        try Self.writeShadow(into: submissions, chapter: chapter1)

        let before = Self.snapshot(of: root, leaving: [SharedInstructor.classFolder, ".build"])
        var command = GradeCommand(
            workspace: workspace, style: .transcript,
            request: GradeRequest(
                submissions: ["honest/", "shadow/", "forger/", "feeder/", "harm/"], format: .json,
                outputPath: report.path),
            output: Transcript().output)
        command.currentDirectory = classFolder
        command.limits.memoryBytes = 512 << 20
        command.limits.outputBytes = 1 << 20
        // A quiet time well above what a loaded machine shows between two tests' ends.
        command.timeLimits = .init(total: 10 * 60, quiet: 20, perTest: 40)
        #expect(try command.run() == .success)
        let graded = try Data(contentsOf: report)
        Thread.sleep(forTimeInterval: 5)  // longer than the detached process waits after the last write

        #expect(try Data(contentsOf: report) == graded, "nothing rewrote the report after grading")
        #expect(SandboxTests.processes(containing: marker).isEmpty, "no process of a submission survives")
        #expect(!listener.wasReached, "no connection got through")
        for folder in targets + [root.appendingPathComponent(".build/workbook/grade/1/package").path] {
            #expect(!manager.fileExists(atPath: folder + "/" + marker), "nothing was written to \(folder)")
        }
        #expect(
            Self.snapshot(of: root, leaving: [SharedInstructor.classFolder, ".build"]) == before,
            "the instructor's copy is untouched")

        try Self.checkGrades(graded, catalog: catalog)
    }

    /// Writes two attackers of the results' stream into their copies of the solutions: the
    /// forger writes a run's end and exits cleanly; the feeder writes to it for ever.
    static func writeForgerAndFeeder(into submissions: ClassFolder, chapter chapter1: String) throws {
        func write(_ name: String, _ path: String, _ text: String) throws { try submissions.write(name, path, text) }
        // Rewrites the results: a run's end, then a clean exit, through every way to the stream.
        try write(
            "forger", "\(chapter1)/ValueRange.swift",
            """
            import Foundation
            public func valueRange(of values: [Double]) -> ClosedRange<Double> {
                let forged = #"{"kind":"event","payload":{"instant":{"absolute":0,"since1970":0},"kind":"runEnded","messages":[]},"version":0}"# + "\\n"
                for path in ["/dev/fd/3"] + CommandLine.arguments where path.hasPrefix("/") {
                    FileHandle(forWritingAtPath: path)?.write(Data(forged.utf8))
                }
                exit(0)
            }
            """)
        // Feeds the watchdog: writes to the results for ever, and never finishes a test.
        try write(
            "feeder", "\(chapter1)/ValueRange.swift",
            """
            import Foundation
            public func valueRange(of values: [Double]) -> ClosedRange<Double> {
                let handle = FileHandle(forWritingAtPath: "/dev/fd/3")
                while true {
                    handle?.write(Data(#"{"kind":"event","payload":{"kind":"valueAttached","messages":[]},"version":0}"#.utf8 + [10]))
                    usleep(100_000)
                }
            }
            """)
    }

    /// The hostile class's scores, statuses and notes: the honest one earns everything, and
    /// each attack nothing beyond the solutions it did not touch.
    static func checkGrades(_ graded: Data, catalog: ChapterCatalog) throws {
        let lineGraph = try #require(catalog.chapter(named: "1"))
        let chapter1 = "Chapters/\(lineGraph.folder)"
        let results = try JSONDecoder().decode([ResultsJSON.Submission].self, from: graded)
        let text = String(decoding: graded, as: UTF8.self)
        try #require(results.map(\.submission) == ["honest/", "shadow/", "forger/", "feeder/", "harm/"], "\(text)")
        let maximum = catalog.chapters.flatMap(\.exercises).reduce(0) { $0 + $1.points }
        #expect(
            results[0].score == maximum && results[0].sandboxed
                // The machine's own notes (no control group, not root) are not the student's.
                && results[0].notes.allSatisfy { $0.hasPrefix("Memory was held") || $0.hasPrefix("Processes were") },
            "the honest one earns everything:\n\(text)")
        Self.checkShadow(results[1], chapter: lineGraph)
        let (forger, feeder, harm) = (results[2], results[3], results[4])
        #expect(forger.score == 0, "a run whose results were tampered with earns nothing:\n\(text)")
        #expect(
            forger.notes.contains { $0.hasPrefix("results tampered with") }, "the forgery is named: \(forger.notes)")
        #expect(forger.tests.allSatisfy { $0.grade == "results tampered with" })

        // The feeder's writes to the results do not count as progress: its 1.1 (and 1.4 and
        // 1.5, which call it) is stopped after the quiet time, not held until the 40 s limit.
        let points = { (ids: [String]) in
            lineGraph.exercises.filter { ids.contains($0.id) }.reduce(0) { $0 + $1.points }
        }
        let quiet = "ran 20 s without finishing a test"
        #expect(feeder.notes.contains(quiet), "the watchdog counts tests, not writes: \(feeder.notes)")
        // Its tests are stopped by the quiet time, or, when the suites' time (from the
        // reference's) ran out before each hanging test had its turn, judged too slow.
        let fed = feeder.tests.first { $0.taskID == "1.1" }
        let stopped = fed.map { $0.message.contains(quiet) || $0.message.contains("too slow") } == true
        #expect(fed?.grade == "timed out" && stopped, "\(String(describing: fed))")
        #expect(
            feeder.score == maximum - points(["1.1", "1.4", "1.5"]),
            "the fed loop earns nothing, the rest its points:\n\(text)")

        let grade = { (id: String) in harm.tests.first { $0.taskID == id } }
        // 1.1 leaves processes, connects, writes anywhere, copies the solutions and crashes;
        // 1.6 floods and hogs memory; 1.8 is a link to the solution; 1.4 and 1.5 call 1.1.
        for id in ["1.1", "1.4", "1.5", "1.6", "1.8"] {
            #expect(grade(id)?.score == 0, "the attack in \(id) earns nothing: \(String(describing: grade(id)))")
        }
        #expect(
            harm.score == maximum - points(["1.1", "1.4", "1.5", "1.6", "1.8"]),
            "the rest of harm's solutions earn their points:\n\(text)")
        #expect(
            grade("1.1")?.grade == "crashed",
            "the copy of the solutions gained nothing: \(String(describing: grade("1.1")))")
        #expect(
            grade("1.8")?.grade == "not implemented",
            "the link was replaced by the skeleton: \(String(describing: grade("1.8")))")
        #expect(harm.notes.contains("printed more than 1 MB (the rest was dropped)"), "\(harm.notes)")
        #expect(harm.notes.contains("used more than 512 MB of memory"), "\(harm.notes)")
        #expect(
            grade("1.6")?.message.contains("used more than 512 MB of memory") == true,
            "\(String(describing: grade("1.6")))")
        #expect(
            harm.notes.contains { $0.hasPrefix("left ") && $0.contains("processes running after its tests") },
            "\(harm.notes)")
        #expect(harm.ignoredFiles.contains("\(chapter1)/Summary.swift (a symbolic link)"), "\(harm.ignoredFiles)")
        #expect(harm.ignoredFiles.contains("Chapters/09-Extra (not one of the instructor's chapters)"))
        #expect(harm.ignoredFiles.contains("notes.txt (outside Chapters/)"))
        #expect(!harm.tests.contains { $0.message.contains("Sources/") }, "no message blames the instructor's files")
    }

    /// Untouched skeletons, and public overloads of the tests' helpers that pass whatever
    /// is checked: more specific than TestSupport's, so the tests' calls pick them. Before
    /// the grader compared public declarations, this earned 8 of chapter 1's 13 points.
    /// (Graded after the honest submission, whose build leaves TestSupport's module where
    /// the chapter's `import` finds it.)
    static func writeShadow(into submissions: ClassFolder, chapter folder: String) throws {
        try submissions.copyChapters(from: "Chapters", to: "shadow")
        try submissions.write(
            "shadow", "\(folder)/Helpers.swift",
            """
            import Testing
            @_weakLinked import TestSupport  // weakly, or the preview program, which lacks TestSupport, does not link

            @discardableResult
            public func expectApproximatelyEqual<Value: ApproximatelyComparable & Equatable>(
                _ actual: @autoclosure () throws -> Value, _ expected: Value, tolerance: Double = 1e-6, _ call: String,
                hint: String? = nil, commonMistakes: [CommonMistake<Value>] = [], sourceLocation: SourceLocation = #_sourceLocation
            ) rethrows -> Bool { true }

            @discardableResult
            public func expectEqual<Value: Equatable & Hashable>(
                _ actual: @autoclosure () throws -> Value, _ expected: Value, _ call: String,
                hint: String? = nil, commonMistakes: [CommonMistake<Value>] = [], sourceLocation: SourceLocation = #_sourceLocation
            ) rethrows -> Bool { true }
            """)
    }

    /// The shadowing chapter is not tested, earns nothing, and the student reads why.
    static func checkShadow(_ shadow: ResultsJSON.Submission, chapter: Chapter) {
        #expect(shadow.score == 0, "overloads of the tests' helpers earn nothing: \(shadow.tests)")
        let tests = shadow.tests.filter { $0.taskID.hasPrefix("\(chapter.number).") }
        #expect(
            tests.count == chapter.exercises.count && tests.allSatisfy { $0.grade == "extra public declarations" },
            "\(tests)")
        #expect(
            tests.first?.message.contains(
                "expectApproximatelyEqual(_:_:tolerance:_:hint:commonMistakes:sourceLocation:) (Helpers.swift)")
                == true,
            "the message names the overload and its file: \(String(describing: tests.first?.message))")
    }

    /// Every file below `root` but the folders named, with its contents.
    static func snapshot(of root: URL, leaving out: Set<String>) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [] where !out.contains(name) {
            let url = root.appendingPathComponent(name)
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil { continue }
            for (path, data) in GradingPackage.files(in: url, capped: false) { files["\(name)/\(path)"] = data }
            if let data = FileManager.default.contents(atPath: url.path) { files[name] = data }
        }
        return files
    }
}

/// The folder of a class's submissions in a test, each a folder holding `Chapters/`.
struct ClassFolder {
    let root: URL
    let folder: URL
    let catalog: ChapterCatalog

    /// Gives the submission `name` every chapter from `side` ("Chapters" or "Solutions"),
    /// without the solutions' named mistakes and hints followed literally.
    func copyChapters(from side: String, to name: String) throws {
        let manager = FileManager.default
        for chapter in catalog.chapters {
            let target = folder.appendingPathComponent("\(name)/Chapters/\(chapter.folder)")
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: root.appendingPathComponent("\(side)/\(chapter.folder)"), to: target)
            for variants in WorkbookLayout.solutionVariants {
                try? manager.removeItem(at: target.appendingPathComponent(variants))
            }
        }
    }

    /// Writes `text` at `path` in the submission `name`.
    func write(_ name: String, _ path: String, _ text: String) throws {
        try TemporaryFolder(root: folder).write("\(name)/\(path)", text)
    }
}
