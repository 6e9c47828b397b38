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

    /// The file the tool named for the tests' output, when there is somewhere to send it.
    private static let printsFile: String? = {
        guard
            let settings = try? ManifestSettings(environment: ProcessInfo.processInfo.environment),
            let file = settings.capturePrints
        else { return nil }
        if case .none = destination { return nil }
        return file
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
        guard let printsFile else { return try await body() }
        try await PrintCapture.capturing(test: test, in: printsFile, to: destination, body)
    }
}

/// What an exercise test's code writes to standard output, passed on to the tool as
/// Contracts' `AnnouncementLine.printed` lines, which Runner's `PrintedOutput` reads back.
///
/// Standard output is one descriptor for the whole process, and Swift Testing may run
/// tests side by side in it, so a `print` cannot say which test made it. So tests take
/// turns while their output is taken: a case holds the turn from before its body starts
/// until its last output is flushed and passed on, and whatever reaches descriptor 1
/// meanwhile is its own. The tool runs these tests one at a time anyway (`--no-parallel`,
/// which also pins a crash on the one test that was running), so there the turn is never
/// waited for; in any other run it keeps each case's output with its case.
///
/// While a case runs, descriptor 1 is the file the tool named, emptied, and standard
/// output is line-buffered: each line is in the file as soon as it is printed, so the
/// output of a case that crashes, or runs on until the tool stops it, is there for the
/// tool to read (it was the last case announced). When the case ends, its first
/// `PrintedLimit.perCase` bytes (fewer once its test has passed on `perTest`) are passed
/// on, after the case's `WORKBOOK-TEST` line and before the next case's, so that the tool
/// can tell the cases apart; of the rest, only how much there was (`printedCut`).
enum PrintCapture {
    private static let turns = Turns()

    /// Standard output made line-buffered, once, before the first capture.
    private static let lineBuffered: Void = {
        fflush(stdout)
        setvbuf(stdout, nil, _IOLBF, 0)
    }()

    static func capturing(
        test: String, in file: String, to destination: CallAnnouncement.Destination,
        _ body: () async throws -> Void
    ) async throws {
        let passedOnBefore = await turns.take(test: test)
        _ = lineBuffered
        let capture = Capture(file: file)
        let outcome: Result<Void, any Error>
        do {
            try await body()
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        var passedOn = 0
        if let (printed, size) = capture?.finish(
            keeping: max(0, min(PrintedLimit.perCase, PrintedLimit.perTest - passedOnBefore)))
        {
            passedOn = printed.count
            if !printed.isEmpty {
                destination.write(
                    AnnouncementLine.printed(test: test, text: String(decoding: printed, as: UTF8.self)).text)
            }
            if size > printed.count {
                destination.write(AnnouncementLine.printedCut(test: test, bytes: size - printed.count).text)
            }
        }
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

        /// Hands the turn to the next waiting case, if any.
        func give(test: String, passedOn bytes: Int) {
            passedOn[test] = bytes
            if waiting.isEmpty {
                held = false
            } else {
                waiting.removeFirst().resume()
            }
        }
    }

    /// Descriptor 1 sent into the file, emptied, while one case runs.
    private struct Capture {
        private let file: Int32
        private let savedOutput: Int32

        /// `nil` when the file cannot be opened: the case then runs with its output where it was.
        init?(file path: String) {
            fflush(stdout)
            let file = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard file >= 0 else { return nil }
            let saved = dup(1)
            guard saved >= 0, dup2(file, 1) >= 0 else {
                if saved >= 0 { close(saved) }
                close(file)
                return nil
            }
            _ = fcntl(saved, F_SETFD, FD_CLOEXEC)
            self.file = file
            savedOutput = saved
        }

        /// Puts descriptor 1 back, and returns the first `limit` bytes the case printed and
        /// how many it printed in all; the file is left empty.
        func finish(keeping limit: Int) -> (printed: [UInt8], size: Int) {
            fflush(stdout)
            dup2(savedOutput, 1)
            close(savedOutput)
            defer {
                _ = ftruncate(file, 0)
                close(file)
            }
            let size = Int(max(0, lseek(file, 0, SEEK_END)))
            var printed = [UInt8](repeating: 0, count: min(size, limit))
            let count = printed.withUnsafeMutableBytes { pread(file, $0.baseAddress, $0.count, 0) }
            return (Array(printed.prefix(max(0, count))), size)
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
