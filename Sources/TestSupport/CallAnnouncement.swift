import Contracts
// `@preconcurrency`, here and on the C library that Foundation brings too: the C
// library's `stdout` is a global variable, which `PrintCapture` flushes while a test
// holds its turn.
@preconcurrency import Foundation

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// Tells the `workbook` tool, through the test's output, which call of the student's
/// code is about to run, so that a crash or an endless loop in it can be reported as
/// that call, written as Swift source, rather than as the test's raw arguments.
///
/// ```
/// CallAnnouncement.call("linePoints(for: [10, 30, 20], in: CGRect(x: 0, y: 0, width: 100, height: 50))",
///                       expected: "[(0, 50), (50, 0), (100, 25)]")
/// // standard error: "WORKBOOK-CALL\tlinePoints(for: ...)\t[(0, 50), ...]"
/// ```
///
/// The checks in this module announce their calls themselves; a test that calls the
/// student's code on its own can use ``studentCall(_:expected:_:)``. The exercise trait
/// announces each test as it starts, so that a call is never pinned on the wrong test.
/// The lines are Contracts' ``AnnouncementLine``, which `Runner`'s `AnnouncedCall` reads back.
/// Only a run that the tool starts announces (its `ManifestSettings.announceCalls` names a
/// file for the lines, or standard error): a plain `swift test` shows nothing of it.
///
/// When the tool asks for it too (`ManifestSettings.capturePrints`), what each exercise
/// test's code writes to standard output goes with the announcements, for the tool to show
/// under the test if it fails (``capturingPrints(of:_:)``); a plain `swift test` prints it
/// as ever.
public enum CallAnnouncement {
    private static let destination = Destination(
        ManifestSettings.CallAnnouncements(
            setting: ProcessInfo.processInfo.environment[ManifestSettings.Name.announceCalls]))

    /// Whether the tool asked for the tests' output, and there is somewhere to send it.
    private static let capturesPrints: Bool = {
        guard ProcessInfo.processInfo.environment[ManifestSettings.Name.capturePrints] == "1" else { return false }
        if case .none = destination { return false }
        return true
    }()

    /// Where the announcements go: nowhere, standard error, or the end of a file.
    ///
    /// The tool names a file (the setting is then a path): a test process stopped for
    /// running on is killed with `swift test`, which may not have passed on its last
    /// output yet, and the call that ran on would be lost with it. A file keeps it.
    enum Destination {
        case none, standardError
        case file(FileHandle)

        init(_ announcements: ManifestSettings.CallAnnouncements?) {
            switch announcements {
            case nil: self = .none
            case .standardError: self = .standardError
            case .file(let path):
                let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
                self =
                    descriptor < 0
                    ? .standardError : .file(FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
            }
        }

        func write(_ line: String) {
            switch self {
            case .none: break
            case .standardError: FileHandle.standardError.write(Data(line.utf8))
            // Each line is one write to a file opened for appending, so lines of tests
            // running side by side never interleave.
            case .file(let handle): handle.write(Data(line.utf8))
            }
        }
    }

    /// Announces that the test with this name starts.
    public static func test(_ name: String) {
        destination.write(AnnouncementLine.test(name).text)
    }

    /// Announces a call of the student's code, and the answer it should give.
    public static func call(_ call: String, expected: String?) {
        destination.write(AnnouncementLine.call(call, expected: expected).text)
    }

    /// Runs `body`, one case of the test with this ID, and passes on what it writes to
    /// standard output, when the tool asked for it; else just runs `body`.
    static func capturingPrints(of test: String, _ body: () async throws -> Void) async throws {
        guard capturesPrints else { return try await body() }
        try await PrintCapture.capturing(test: test, to: destination, body)
    }
}

/// What an exercise test's code writes to standard output, passed on to the tool as
/// Contracts' `AnnouncementLine.printed` lines, which Runner's `PrintedOutput` reads back.
///
/// Standard output is one descriptor for the whole process, and Swift Testing may run
/// tests side by side in it, so a `print` cannot say which test made it. So tests take
/// turns while their output is taken: a test holds the turn from before its body starts
/// until its last output is flushed and read, and whatever reaches descriptor 1 meanwhile
/// is its own. The tool runs these tests one at a time anyway (`--no-parallel`, which also
/// pins a crash on the one test that was running), so there the turn is never waited for;
/// in any other run it keeps each test's output with its test.
///
/// Standard output is made line-buffered, and each whole line is passed on as it comes,
/// so that what a test printed before it crashed or was stopped is not lost with it. A
/// case passes on at most ``caseLimit`` bytes, and a test, all its cases together, at most
/// ``testLimit``; of the rest, only how much there was (`AnnouncementLine.printedCut`).
/// Each case's output follows its `WORKBOOK-TEST` line, and the next case's line waits for
/// the last of it, so the tool can tell the cases apart.
enum PrintCapture {
    /// The most bytes of one test case's output passed on: a few screenfuls.
    static let caseLimit = 4_096
    /// The most bytes of one test's output passed on, all its cases together.
    static let testLimit = 32_768

    private static let turns = Turns()

    /// Standard output made line-buffered, once, before the first capture.
    private static let lineBuffered: Void = {
        fflush(stdout)
        setvbuf(stdout, nil, _IOLBF, 0)
    }()

    static func capturing(
        test: String, to destination: CallAnnouncement.Destination, _ body: () async throws -> Void
    ) async throws {
        let passedOnBefore = await turns.take(test: test)
        _ = lineBuffered
        let budget = max(0, min(caseLimit, testLimit - passedOnBefore))
        let capture = Capture(test: test, budget: budget, destination: destination)
        let outcome: Result<Void, any Error>
        do {
            try await body()
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        let passedOn = capture?.finish() ?? 0
        await turns.give(test: test, passedOn: passedOnBefore + passedOn)
        try outcome.get()
    }

    /// One test case's hold on the process's turn, and how much each test has passed on.
    private actor Turns {
        private var held = false
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private var passedOn: [String: Int] = [:]

        /// Waits for the turn, and returns how much of `test`'s output was passed on before.
        func take(test: String) async -> Int {
            if held {
                await withCheckedContinuation { waiting.append($0) }
            } else {
                held = true
            }
            return passedOn[test, default: 0]
        }

        /// Hands the turn to the next waiting test, if any.
        func give(test: String, passedOn bytes: Int) {
            passedOn[test] = bytes
            if waiting.isEmpty {
                held = false
            } else {
                waiting.removeFirst().resume()
            }
        }
    }

    /// Descriptor 1 sent into a pipe, and a thread that reads it and passes it on.
    private final class Capture: @unchecked Sendable {
        let test: String
        let budget: Int
        let destination: CallAnnouncement.Destination
        private let readEnd: Int32
        private let savedOutput: Int32
        private let finished = DispatchSemaphore(value: 0)
        // The reader thread's alone until `finished` is signalled.
        private var passedOn = 0

        /// `nil` when no pipe can be made: the test then runs with its output where it was.
        init?(test: String, budget: Int, destination: CallAnnouncement.Destination) {
            var ends: [Int32] = [-1, -1]
            fflush(stdout)
            guard pipe(&ends) == 0 else { return nil }
            let saved = dup(1)
            guard saved >= 0, dup2(ends[1], 1) >= 0 else {
                for descriptor in ends + [saved] where descriptor >= 0 { close(descriptor) }
                return nil
            }
            close(ends[1])
            for descriptor in [ends[0], saved] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            self.test = test
            self.budget = budget
            self.destination = destination
            readEnd = ends[0]
            savedOutput = saved
            Thread { [self] in passOnUntilEnd() }.start()
        }

        /// Puts descriptor 1 back, waits for the reader to pass on the rest, and returns
        /// how many bytes it passed on.
        func finish() -> Int {
            fflush(stdout)
            dup2(savedOutput, 1)
            close(savedOutput)
            // The pipe's last write end is closed, so the reader reaches its end at once,
            // unless a program the code started holds it still: then it reads on alone.
            guard finished.wait(timeout: .now() + 5) == .success else { return budget }
            return passedOn
        }

        private func passOnUntilEnd() {
            var pending: [UInt8] = []
            var cut = 0
            var buffer = [UInt8](repeating: 0, count: 4_096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                let kept = min(count, max(0, budget - passedOn - pending.count))
                pending += buffer[..<kept]
                cut += count - kept
                // Whole lines go at once, so that a crash loses at most the line being written.
                if let lastBreak = pending.lastIndex(of: UInt8(ascii: "\n")) {
                    pass(pending[...lastBreak])
                    pending.removeSubrange(...lastBreak)
                }
            }
            if !pending.isEmpty { pass(pending[...]) }
            if cut > 0 { destination.write(AnnouncementLine.printedCut(test: test, bytes: cut).text) }
            close(readEnd)
            finished.signal()
        }

        private func pass(_ bytes: ArraySlice<UInt8>) {
            passedOn += bytes.count
            destination.write(AnnouncementLine.printed(test: test, text: String(decoding: bytes, as: UTF8.self)).text)
        }
    }
}

/// Runs `body`, a call of the student's code written out as `call`, announced first so
/// that a crash in it is reported as that call.
///
/// ```
/// let points = studentCall("linePoints(for: \(swiftLiteral(values)), in: \(swiftLiteral(rect)))") {
///     linePoints(for: values, in: rect)
/// }
/// ```
public func studentCall<Value>(_ call: String, expected: String? = nil, _ body: () throws -> Value) rethrows -> Value {
    CallAnnouncement.call(call, expected: expected)
    return try body()
}
