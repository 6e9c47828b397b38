import Course
import Foundation
import Platform
import Testing
import ToolTestSupport

@testable import Grading
@testable import WorkbookCommands

/// Issue 48's "nothing shared between students", graded for real with `--jobs 2`: each
/// grading slot's sandboxes run as a user of its own, read from inside by the code under
/// test, and a submission that fills its `/tmp` is stopped at the memory limit, named,
/// and costs no one graded after it.
@Suite(
    "Grading shares nothing between students",
    .enabled(if: Sandbox.find() != nil && getuid() == 0, "root grades as users of their own"))
struct SharedNothingClassTests {
    @Test(
        "two submissions graded at once run as two users of their own; one that fills /tmp is stopped at the memory limit",
        .timeLimit(.minutes(40)))
    func sharedNothingClass() async throws {
        try await SharedInstructor.classes.inTurn { instructor in try sharedNothingClass(in: instructor) }
    }

    private func sharedNothingClass(in instructor: WorkbookCopy) throws {
        let workspace = instructor.workspace()
        let catalog = workspace.catalog
        let classFolder = instructor.root.appendingPathComponent(SharedInstructor.classFolder)
        let submissions = ClassFolder(root: instructor.root, folder: classFolder, catalog: catalog)
        let chapter1 = try "Chapters/\(#require(catalog.chapter(named: "1")).folder)"
        // The first two are taken at once, one by each job.
        for name in ["a-whoami", "b-whoami"] {
            try submissions.copyChapters(from: "Solutions", to: name)
            try submissions.write(name, "\(chapter1)/ValueRange.swift", Self.whoAmI)
        }
        try submissions.copyChapters(from: "Solutions", to: "c-filler")
        try submissions.write("c-filler", "\(chapter1)/ValueRange.swift", Self.filler)
        try submissions.copyChapters(from: "Solutions", to: "d-after")
        let names = ["a-whoami/", "b-whoami/", "c-filler/", "d-after/"]
        let report = classFolder.appendingPathComponent("grades.json")
        var request = GradeRequest(submissions: names, format: .json, outputPath: report.path)
        request.jobs = 2
        var command = GradeCommand(
            workspace: workspace, style: .transcript, request: request, output: Transcript().output)
        command.currentDirectory = classFolder
        #expect(try command.run() == .success)
        let results = try JSONDecoder().decode([ResultsJSON.Submission].self, from: Data(contentsOf: report))
        try #require(results.map(\.submission) == names, "\(results)")
        let maximum = catalog.chapters.flatMap(\.exercises).reduce(0) { $0 + $1.points }

        let users = results.prefix(2).map { Self.reportedUsers(in: $0) }
        #expect(users.allSatisfy { $0.count == 1 }, "each says who it ran as: \(users)")
        let (first, second) = (users[0].first, users[1].first)
        #expect(first != nil && first != second, "two users, one for each job: \(users)")
        for user in users.flatMap({ $0 }) {
            #expect(SandboxUser.leasedIDs.contains(user), "a leased user, not root or nobody: \(user)")
        }

        let filler = results[2]
        let valueRange = filler.tests.filter { $0.taskID == "1.1" }
        #expect(!valueRange.isEmpty && valueRange.allSatisfy { $0.score == 0 }, "the filler earns nothing for 1.1")
        let said = ([filler.message ?? ""] + filler.notes + filler.tests.map(\.message)).joined(separator: "\n")
        #expect(said.contains("of memory"), "and the memory limit is named: \(said)")
        #expect(results[3].score == maximum, "the solutions after it earn everything: \(results[3].tests)")
    }

    /// Chapter 1's `valueRange` as a submission that says who it runs as.
    static let whoAmI = """
        import Foundation
        public func valueRange(of values: [Double]) -> ClosedRange<Double> {
            fatalError("WHOAMI uid=\\(getuid()) gid=\\(getgid()) end")
        }
        """

    /// Chapter 1's `valueRange`, right, after writing 3 GB of files into `/tmp` in 64 MB
    /// pieces, so that no process's resident memory grows by much.
    static let filler = """
        import Foundation
        public func valueRange(of values: [Double]) -> ClosedRange<Double> {
            let piece = Data(count: 64 << 20)
            for file in 0..<3 {
                let path = "/tmp/filler-\\(file)"
                FileManager.default.createFile(atPath: path, contents: nil)
                guard let handle = FileHandle(forWritingAtPath: path) else { continue }
                for _ in 0..<16 { try? handle.write(contentsOf: piece) }
                try? handle.close()
            }
            let present = values.filter { !$0.isNaN }
            guard let low = present.min(), let high = present.max() else { return 0...1 }
            return low == high ? (low - 1)...(high + 1) : low...high
        }
        """

    /// The user ids a submission's crash messages name.
    static func reportedUsers(in submission: ResultsJSON.Submission) -> Set<UInt32> {
        let text = submission.tests.map(\.message).joined(separator: "\n")
        let pattern = try! NSRegularExpression(pattern: "WHOAMI uid=([0-9]+)")
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        return Set(matches.compactMap { Range($0.range(at: 1), in: text).flatMap { UInt32(text[$0]) } })
    }
}
