import Foundation
import Platform
import Testing

@testable import Runner

/// `watch` stops the preview's build and program when a file is saved, so that the tests
/// never wait behind them: a run stopped from another thread ends at once, leaves no
/// process behind, and says it was stopped.
@Suite("Runs stopped from another thread")
struct StoppedRunTests {
    /// A shell that starts a child and waits on it: the tree a `swift build` makes.
    static let treeScript = URL(fileURLWithPath: "/bin/sh")
    static let treeArguments = ["-c", "sleep 30 & echo $! > \"$0\"; wait"]

    @Test("a program stopped from another thread ends in well under its time limit, with its children")
    func programStops() throws {
        let childFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stopped-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: childFile) }
        let stop = LockedValue(false)
        var program = ProgramRun(
            executable: Self.treeScript, arguments: Self.treeArguments + [childFile.path], timeLimit: 30)
        program.outputFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stopped-run-output-\(UUID().uuidString)")
        program.stop = stop
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { stop.withLock { $0 = true } }
        let started = Date()
        #expect(throws: CancellationError.self) { try program.run() }
        #expect(Date().timeIntervalSince(started) < 10, "stopped at once, not at the 30-second limit")
        let child = try #require(
            Int32(String(contentsOf: childFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Killed, its orphan goes to process 1, which reaps it in a moment.
        let reaped = Date().addingTimeInterval(5)
        while kill(child, 0) == 0, Date() < reaped { Thread.sleep(forTimeInterval: 0.05) }
        #expect(kill(child, 0) != 0, "the program's child, \(child), is gone too")
    }

    @Test("a program that is not stopped runs to its end")
    func programNotStopped() throws {
        var program = ProgramRun(
            executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exit 3"], timeLimit: 30)
        program.stop = LockedValue(false)
        #expect(try program.run() == .exited(status: 3))
    }

    @Test("background work gives its value, and cancelled work is stopped and waited for")
    func backgroundWork() throws {
        let done = BackgroundWork { _ in "preview: all parts drawn" }
        let value = try #require(done.outcome(within: 10))
        #expect(try value.get() == "preview: all parts drawn")

        let sawStop = LockedValue(false)
        let waiting = BackgroundWork<String> { stop in
            while !stop.withLock({ $0 }) { Thread.sleep(forTimeInterval: 0.01) }
            sawStop.withLock { $0 = true }
            throw CancellationError()
        }
        #expect(waiting.outcome == nil, "still working")
        #expect(waiting.outcome(within: 0.05) == nil, "a short wait gives up")
        waiting.cancel()
        #expect(sawStop.withLock { $0 }, "cancel returns only once the work has seen the stop and ended")
        #expect(throws: CancellationError.self) { try waiting.outcome?.get() }
        waiting.cancel()  // a second cancel returns too
    }
}
