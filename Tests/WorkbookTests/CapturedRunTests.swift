import Foundation
import Testing

@testable import Platform

/// `git`, `swift --version`, `ps` and the reference preview run through `CapturedRun`:
/// what each wrote must come back apart and whole, and nothing they start may hold the
/// tool.
@Suite("A short program's output, captured")
struct CapturedRunTests {
    @Test("standard output and standard error come back apart, with the exit status")
    func outputAndErrors() throws {
        let run = try CapturedRun(["/bin/sh", "-c", "printf 'one\\ntwo\\n'; printf 'oops' >&2; exit 3"]).run()
        #expect(run.outputText == "one\ntwo\n")
        #expect(run.errorText == "oops")
        #expect(run.exitStatus == 3)
        #expect(!run.succeeded && !run.timedOut)
        #expect(try CapturedRun(["/bin/sh", "-c", "true"]).run().succeeded)
    }

    @Test("a large output on both streams at once does not stop the program")
    func largeOutput() throws {
        // 4 MB on each stream: far more than a pipe holds, were the other stream read first.
        let script = "head -c 4194304 /dev/zero; head -c 4194304 /dev/zero >&2"
        let run = try CapturedRun(["/bin/sh", "-c", script], timeLimit: 60).run()
        #expect(run.output.count == 4 << 20)
        #expect(run.errors.count == 4 << 20)
        #expect(run.succeeded)
    }

    @Test("a child left running with the program's output open does not hold the run")
    func childKeepsOutputOpen() throws {
        let run = try CapturedRun(["/bin/sh", "-c", "sleep 5 & echo started"], timeLimit: 20).run()
        #expect(run.succeeded, "the program ended: \(run)")
        #expect(run.outputText == "started\n")
    }

    @Test("a program past its time limit is killed with what it started, and says so")
    func timeLimit() throws {
        let childFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "captured-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: childFile) }
        let run = try CapturedRun(
            ["/bin/sh", "-c", "sleep 30 & echo $! > \"$0\"; echo waiting; wait", childFile.path],
            timeLimit: 0.5
        ).run()
        #expect(run.timedOut)
        #expect(run.exitStatus == nil && !run.succeeded)
        #expect(run.outputText == "waiting\n", "what it wrote before it was killed is kept")
        let child = try #require(
            Int32(String(contentsOf: childFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        let reaped = Date().addingTimeInterval(5)
        while kill(child, 0) == 0, Date() < reaped { Thread.sleep(forTimeInterval: 0.05) }
        #expect(kill(child, 0) != 0, "the program's child, \(child), is gone too")
    }

    @Test("a program that cannot be started is an error, not an empty output")
    func cannotStart() {
        #expect(throws: (any Error).self) { try CapturedRun(["/no/such/program"]).run() }
    }
}
