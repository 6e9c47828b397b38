import Foundation
import Testing
import ToolTestSupport

@testable import Platform
@testable import Runner

/// Every program the tool runs goes through `SupervisedRun`, and what "quiet" means is
/// declared by each run's signal: these tests hold the run to that declaration, and to
/// its pipes, its check and its limits.
@Suite("A supervised run")
struct SupervisedRunTests {
    /// Progress as whatever the signal's `counts` takes; quiet counts only once `started`.
    final class CountingSignal: ProgressSignal {
        let counts: (ArraySlice<UInt8>) -> Bool
        var started = true
        private(set) var last: Date?
        private(set) var bytes: [UInt8] = []

        init(counts: @escaping (ArraySlice<UInt8>) -> Bool) { self.counts = counts }

        func read(_ bytes: ArraySlice<UInt8>, at time: Date) {
            self.bytes += bytes
            if counts(bytes) { last = time }
        }

        func quietSince(start: Date) -> Date? { started ? (last ?? start) : nil }
    }

    /// A program that writes a dot to descriptor 3 every tenth of a second for two seconds.
    static let ticking = ["/bin/sh", "-c", "i=0; while [ $i -lt 20 ]; do printf . >&3; sleep 0.1; i=$((i+1)); done"]

    static func run(
        _ command: [String], signal: CountingSignal, quiet: TimeInterval
    ) throws -> SupervisedRun.Result {
        var run = SupervisedRun(command, output: .captured(limit: 1 << 16))
        run.progressChannel = .pipe(descriptor: 3)
        run.progressSignal = signal
        run.limits = .init(total: 30, quiet: quiet)
        return try run.run()
    }

    @Test("the same program is quiet or not as the run's signal declares")
    func quietAsDeclared() throws {
        let everyByte = CountingSignal { _ in true }
        let fed = try Self.run(Self.ticking, signal: everyByte, quiet: 1)
        #expect(fed.stoppedBy == nil, "a dot every 0.1 s is progress when every byte counts")
        #expect(fed.ending == .exited(0))
        #expect(fed.progress == Data(repeating: UInt8(ascii: "."), count: 20))

        let onlyAnswers = CountingSignal { $0.contains(UInt8(ascii: "\n")) }
        let started = Date()
        let starved = try Self.run(Self.ticking, signal: onlyAnswers, quiet: 0.5)
        #expect(starved.stoppedBy == .quiet(seconds: 0.5), "dots are no answer lines")
        #expect(starved.ending == .signalled(SIGKILL))
        #expect(Date().timeIntervalSince(started) < 1.9, "stopped before the program's own end")
    }

    @Test("quiet does not count before the signal says the work started")
    func notStartedIsNotQuiet() throws {
        let building = CountingSignal { _ in true }
        building.started = false
        let result = try Self.run(["/bin/sh", "-c", "sleep 1"], signal: building, quiet: 0.2)
        #expect(result.stoppedBy == nil)
        #expect(result.ending == .exited(0))
    }

    @Test("captured output stops at its limit and counts the rest; each pipe comes back apart")
    func pipesApart() throws {
        var run = SupervisedRun(
            ["/bin/sh", "-c", "head -c 1000 /dev/zero; printf events >&3; printf report >&4; printf more >&2"],
            output: .captured(limit: 100))
        run.progressChannel = .pipe(descriptor: 3)
        run.reports = [4: 3]
        let result = try run.run()
        #expect(result.output == Data(count: 100))
        #expect(result.droppedOutput == 904, "900 zeros and the 4 bytes of standard error")
        #expect(String(decoding: result.progress, as: UTF8.self) == "events")
        #expect(result.reports[4].map { String(decoding: $0, as: UTF8.self) } == "rep", "kept up to its limit of 3")
    }

    @Test("a progress file is read as the program writes it")
    func progressFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("supervised-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let signal = CountingSignal { _ in true }
        var run = SupervisedRun(
            ["/bin/sh", "-c", "sleep 0.3; printf 'one\\n' > \"$0\"; sleep 0.3; printf 'two\\n' >> \"$0\"", file.path],
            output: .file(URL(fileURLWithPath: "/dev/null")))
        run.progressChannel = .file(file)
        run.progressSignal = signal
        run.limits.quiet = 10
        let result = try run.run()
        #expect(result.ending == .exited(0))
        #expect(String(decoding: signal.bytes, as: UTF8.self) == "one\ntwo\n")
    }

    @Test("a caller's check stops the program, and the result says the check did")
    func checkStops() throws {
        var run = SupervisedRun(["/bin/sh", "-c", "sleep 30"], output: .captured(limit: 10))
        run.limits.total = 20
        var checks = 0
        let result = try run.run { check in
            checks += 1
            return check.elapsed > 0.3
        }
        #expect(result.stoppedBy == .check)
        #expect(result.ending == .signalled(SIGKILL))
        #expect(checks >= 3, "checked about every tenth of a second")
    }

    /// A run looks at its limits every `interval`; its program's ending must not wait for
    /// the next look, or every test run of the student's loop pays up to that much more.
    @Test("a run returns when its program ends, not at the next look", arguments: [false, true])
    func endsWithItsProgram(capturesOutput: Bool) throws {
        let output: SupervisedRun.Output =
            capturesOutput ? .captured(limit: 10) : .file(URL(fileURLWithPath: "/dev/null"))
        var run = SupervisedRun(["/bin/sh", "-c", "sleep 0.2"], output: output)
        run.interval = 20
        let started = Date()
        let result = try run.run()
        #expect(result.ending == .exited(0))
        #expect(Date().timeIntervalSince(started) < 10, "a look every 20 s, and the program ends after 0.2 s")
    }

    #if os(Linux)
        @Test("a child's ending descriptor turns readable when the child ends, and not before")
        func endingDescriptor() throws {
            let child = try ChildProcess(
                executable: "/bin/sh", arguments: ["-c", "sleep 0.3"], environment: [:],
                output: URL(fileURLWithPath: "/dev/null"))
            let descriptor = try #require(child.endingDescriptor(), "Linux 5.3 and glibc 2.36 have pidfd_open")
            defer { close(descriptor) }
            var polled = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            #expect(poll(&polled, 1, 0) == 0, "the child still sleeps")
            #expect(poll(&polled, 1, 10_000) == 1, "readable once it has ended")
            #expect(try child.ending() == .exited(0), "and its ending is there to collect")
        }
    #endif

    @Test("the total limit wins over a signal that is never quiet")
    func totalLimit() throws {
        let everyByte = CountingSignal { _ in true }
        var run = SupervisedRun(Self.ticking, output: .captured(limit: 10))
        run.progressChannel = .pipe(descriptor: 3)
        run.progressSignal = everyByte
        run.limits = .init(total: 0.5, quiet: 5)
        #expect(try run.run().stoppedBy == .total(seconds: 0.5))
    }
}

extension SupervisedRunTests {
    @Test("with work as progress, a program that computes is not quiet, and one that waits is")
    func workingTree() throws {
        func run(_ script: String) throws -> SupervisedRun.Result {
            var run = SupervisedRun(["/bin/sh", "-c", script], output: .captured(limit: 10))
            run.progressSignal = WorkingTree(window: 0.5, share: 0.1)
            run.limits = .init(total: 3, quiet: 1.2)
            return try run.run()
        }
        #expect(try run("while :; do :; done").stoppedBy == .total(seconds: 3), "a busy loop works until the limit")
        #expect(try run("sleep 30").stoppedBy == .quiet(seconds: 1.2), "sleeping is no work")
    }

    @Test("the processor time of a tree counts its children's")
    func processorSeconds() throws {
        var run = SupervisedRun(
            ["/bin/sh", "-c", "(while :; do :; done) & wait"], output: .captured(limit: 10))
        run.limits.total = 1.5
        var seen: TimeInterval = 0
        _ = try run.run { check in
            seen = max(seen, ProcessTree.processorSeconds(of: check.pid))
            return false
        }
        // On a loaded machine the child gets a fraction of a core; the shell itself waits.
        #expect(seen > 0.1, "the looping child's time is counted: \(seen) s")
    }
}

extension SupervisedRunTests {
    @Test(
        "a program gets only the descriptors handed to it, none of this process's others",
        .onlyOnLinux("reads the shell's open files in /proc"))
    func noStrayDescriptors() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("supervised-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        // Open as a test's script is while it is written: not closed on exec.
        let stray = open(file.path, O_WRONLY | O_CREAT, 0o644)
        try #require(stray >= 0)
        defer { close(stray) }
        var run = SupervisedRun(["/bin/sh", "-c", "ls /proc/$$/fd"], output: .captured(limit: 1 << 12))
        run.reports = [4: 10]
        let listed = String(decoding: try run.run().output, as: UTF8.self).split(separator: "\n").compactMap {
            Int32($0)
        }
        #expect(!listed.contains(stray), "descriptor \(stray) was inherited: \(listed)")
        #expect(Set(listed).isSuperset(of: [0, 1, 2, 4]), "what was handed is there: \(listed)")
    }
}

/// What counts as progress in a test event stream, for each declared meaning of quiet.
@Suite("An event stream's progress")
struct EventStreamWatchTests {
    static let function = #"{"kind":"test","payload":{"id":"T/a()","kind":"function","name":"a()"}}"#
    static let runStarted = #"{"kind":"event","payload":{"kind":"runStarted"}}"#
    static let started = #"{"kind":"event","payload":{"kind":"testStarted","testID":"T/a()"}}"#
    static let ended = #"{"kind":"event","payload":{"kind":"testEnded","testID":"T/a()"}}"#

    static func feed(_ watch: EventStreamWatch, _ line: String, at seconds: TimeInterval) {
        watch.read(ArraySlice(Array((line + "\n").utf8)), at: Date(timeIntervalSinceReferenceDate: seconds))
    }

    @Test("before the run starts, neither meaning counts quiet: Swift is still building")
    func buildingIsNotQuiet() {
        for quiet in [EventStreamWatch.Quiet.anyEvent, .finishedTests] {
            let watch = EventStreamWatch(quiet: quiet)
            Self.feed(watch, Self.function, at: 1)
            #expect(watch.quietSince(start: Date(timeIntervalSinceReferenceDate: 0)) == nil)
        }
    }

    @Test("any event feeds a student's run; only a test's first end feeds grading's")
    func meanings() {
        let student = EventStreamWatch(quiet: .anyEvent)
        let grading = EventStreamWatch(quiet: .finishedTests)
        let lines = [
            (Self.function, 1.0), (Self.runStarted, 2), (Self.started, 3), (Self.ended, 4),
            // The same test's end again, as code that writes to the stream could forge it.
            (Self.ended, 5), (Self.started, 6),
        ]
        for (line, time) in lines {
            Self.feed(student, line, at: time)
            Self.feed(grading, line, at: time)
        }
        let start = Date(timeIntervalSinceReferenceDate: 0)
        #expect(student.quietSince(start: start) == Date(timeIntervalSinceReferenceDate: 6))
        #expect(grading.quietSince(start: start) == Date(timeIntervalSinceReferenceDate: 4))
        #expect(grading.progress(elapsed: 7).isTesting)
    }
}
