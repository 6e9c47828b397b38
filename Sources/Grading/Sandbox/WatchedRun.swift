import Foundation
import Platform
import Runner

/// One sandboxed command, watched as it runs: its output, capped; its event stream, read
/// from a pipe as it is written, so that nothing can rewrite it afterwards; and the limits
/// on time, memory and processes, each named when it is hit.
///
/// ```
/// let run = try WatchedRun.run(argv, limits: limits, timeLimits: .init(total: 600))
/// run.limitHit?.message   // "used more than 2 GB of memory"
/// run.events               // the event stream, as the test process wrote it to fd 3
/// ```
///
/// The command sees its event stream as file descriptor 3 (`/dev/fd/3`), and a shell
/// wrapper around it (see ``Sandbox``) reports on descriptor 4, which the command itself
/// does not get, how it ended and how many processes it left behind.
public struct WatchedRun: Sendable {
    /// A limit that stopped the command, or output that was dropped.
    public enum Limit: Sendable, Equatable {
        case memory(bytes: Int)
        case processes(count: Int)
        case quiet(seconds: TimeInterval)
        case testTime(seconds: TimeInterval, test: String)
        case total(seconds: TimeInterval)
        case events(bytes: Int)

        /// What happened, in the words of a report: "used more than 2 GB of memory".
        public var message: String {
            switch self {
            case .memory(let bytes): "used more than \(Self.size(bytes)) of memory"
            case .processes(let count): "started more than \(count) processes"
            case .quiet(let seconds): "ran \(Int(seconds)) s without finishing a test"
            case .testTime(let seconds, let test): "ran \"\(test)\" for more than \(Int(seconds)) s"
            case .total(let seconds): "ran for more than \(Self.duration(seconds)), the limit for a submission"
            case .events(let bytes): "wrote more than \(Self.size(bytes)) of test results"
            }
        }

        /// "2 GB", "10 MB", "512 KB".
        public static func size(_ bytes: Int) -> String {
            if bytes >= 1 << 30, bytes % (1 << 30) == 0 { return "\(bytes >> 30) GB" }
            if bytes >= 1 << 20 { return "\(bytes >> 20) MB" }
            return "\(bytes >> 10) KB"
        }

        public static func duration(_ seconds: TimeInterval) -> String {
            seconds >= 120 ? "\(Int(seconds / 60)) minutes" : "\(Int(seconds)) s"
        }
    }

    /// How long the command may take.
    public struct TimeLimits: Sendable, Equatable {
        /// The whole command.
        public var total: TimeInterval
        /// Once tests run, how long without a test finishing.
        public var quiet: TimeInterval?
        /// Any one test.
        public var perTest: TimeInterval?
        /// What counts against ``quiet``.
        public var progress: Progress
        /// With ``Progress/lines``, how much longer than ``quiet`` the first line may take:
        /// the program's start, in a sandbox on a loaded machine.
        public var startupGrace: TimeInterval = 10

        /// What shows that the command is getting on.
        public enum Progress: Sendable, Equatable {
            /// A test that ends, from the event stream: writing to the stream alone feeds nothing.
            case finishedTests
            /// Each line written to descriptor 3 that the filter takes, from the start: a
            /// probe's answers. Only the filter's lines count, so that code which writes
            /// lines of its own to the descriptor does not feed the watchdog.
            case lines(LineFilter)

            var isLines: Bool { if case .lines = self { true } else { false } }
        }

        /// Which lines of descriptor 3 show progress; it may keep what it has seen, to take
        /// each answer once. Two filters are equal when they are the same one.
        public final class LineFilter: Sendable, Equatable {
            private let accepts: @Sendable (Data) -> Bool

            public init(_ accepts: @escaping @Sendable (Data) -> Bool) {
                self.accepts = accepts
            }

            func takes(_ line: Data) -> Bool { accepts(line) }

            public static func == (left: LineFilter, right: LineFilter) -> Bool { left === right }
        }

        public init(
            total: TimeInterval, quiet: TimeInterval? = nil, perTest: TimeInterval? = nil,
            progress: Progress = .finishedTests
        ) {
            self.total = total
            self.quiet = quiet
            self.perTest = perTest
            self.progress = progress
        }
    }

    /// How the sandbox program ended.
    public var exitStatus: Int32?
    public var signal: Int32?
    /// Standard output and error, up to the limit.
    public var output: Data
    /// Bytes of output read and dropped beyond the limit.
    public var droppedOutput: Int
    /// The event stream, as written to descriptor 3.
    public var events: Data
    /// What the wrapper said on descriptor 4.
    public var control: String
    /// The limit that stopped the command, if one did.
    public var limitHit: Limit?
    /// The most processes seen at once.
    public var peakProcesses: Int

    /// The command's own exit status, as the wrapper reported it: 128 + the signal when a
    /// signal ended it. `nil` when the wrapper said nothing (the sandbox was stopped).
    public var commandStatus: Int32? { controlValue("status") }
    /// Processes still running inside when the command ended; the sandbox then ended them.
    public var leftBehind: Int? { controlValue("processes").map(Int.init) }

    private func controlValue(_ key: String) -> Int32? {
        guard let line = control.split(separator: "\n").last(where: { $0.hasPrefix("WORKBOOK-SANDBOX") }) else {
            return nil
        }
        for field in line.split(separator: " ") where field.hasPrefix(key + "=") {
            return Int32(field.dropFirst(key.count + 1))
        }
        return nil
    }

    /// The shell wrapper: runs the command without descriptor 4, then reports on 4 how
    /// it ended and how many other processes are still in the sandbox's PID namespace.
    /// Where there is no /proc (macOS), the count is "unknown", and ``leftBehind`` `nil`:
    /// an unmatched glob would otherwise count itself as one process.
    public static let wrapper: [String] = [
        "/bin/sh", "-c",
        """
        "$@" 4>&-
        status=$?
        n=unknown
        if [ -d /proc/self ]; then
            n=0
            for p in /proc/[0-9]*; do [ -e "$p" ] || continue; case "${p#/proc/}" in 1|$$) ;; *) n=$((n+1)) ;; esac; done
        fi
        echo "WORKBOOK-SANDBOX status=$status processes=$n" >&4
        exit $status
        """, "workbook-sandbox",
    ]

    /// Runs `argv` (already wrapped by a ``Sandbox``) and watches it.
    ///
    /// - Parameters:
    ///   - progress: Called about ten times a second with the event stream read so far.
    public static func run(
        _ argv: [String], limits: Sandbox.Limits, timeLimits: TimeLimits,
        environment: [String: String], progress: (RunProgress) -> Void = { _ in }
    ) throws -> WatchedRun {
        let output = try Pipe2()
        let events = try Pipe2()
        let control = try Pipe2()
        // The test program opens its stream as /dev/fd/3, which checks the pipe's owner:
        // when the sandbox runs it as `nobody`, the pipe must be nobody's.
        if getuid() == 0 {
            let (uid, gid) = Sandbox.sandboxUser
            _ = fchown(events.write, uid, gid)
        }
        let child: ChildProcess
        do {
            child = try ChildProcess(
                executable: argv[0], arguments: Array(argv.dropFirst()), environment: environment,
                descriptors: [
                    STDOUT_FILENO: output.write, STDERR_FILENO: output.write, 3: events.write, 4: control.write,
                ])
        } catch {
            for pipe in [output, events, control] { pipe.closeBoth() }
            throw error
        }
        for pipe in [output, events, control] { pipe.closeWrite() }
        defer { for pipe in [output, events, control] { pipe.closeRead() } }

        var run = WatchedRun(output: Data(), droppedOutput: 0, events: Data(), control: "", peakProcesses: 0)
        var watch = TestWatch()
        var lastLine = Date()
        var sawLine = false
        var pendingLine = Data()
        var tally = RunProgress.Tally()
        let started = Date()
        var lastLook = Date.distantPast
        var ending: ChildProcess.Ending?
        var endedAt: Date?
        var open = [output.read, events.read, control.read]
        let stop = { (limit: Limit) in
            if run.limitHit == nil { run.limitHit = limit }
            ProcessTree.kill(child.pid)
        }
        while !open.isEmpty {
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&polled, nfds_t(polled.count), 100)
            for entry in polled where entry.revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                let count = systemRead(entry.fd, &buffer, buffer.count)
                if count <= 0 {
                    if count == 0 || (errno != EINTR && errno != EAGAIN) { open.removeAll { $0 == entry.fd } }
                    continue
                }
                let bytes = buffer[..<count]
                if entry.fd == output.read {
                    let room = max(0, limits.outputBytes - run.output.count)
                    run.output.append(contentsOf: bytes.prefix(room))
                    run.droppedOutput += max(0, count - room)
                } else if entry.fd == events.read {
                    run.events.append(contentsOf: bytes)
                    if case .lines(let filter) = timeLimits.progress {
                        pendingLine.append(contentsOf: bytes)
                        while let end = pendingLine.firstIndex(of: RunProgress.Tally.newline) {
                            let line = Data(pendingLine[pendingLine.startIndex..<end])
                            pendingLine.removeSubrange(pendingLine.startIndex...end)
                            if filter.takes(line) { (lastLine, sawLine) = (Date(), true) }
                        }
                        // A line without end that grows past any answer's size is not one.
                        if pendingLine.count > 64 << 20 { pendingLine.removeAll() }
                    }
                    tally.read(Array(bytes))
                    watch.read(Array(bytes), at: Date())
                    if run.events.count > 4 * limits.outputBytes + (256 << 20) {
                        stop(.events(bytes: 256 << 20))
                    }
                } else if run.control.utf8.count < 4096 {
                    run.control += String(decoding: bytes, as: UTF8.self)
                }
            }
            let now = Date()
            if ending == nil, let ended = try child.ending() {
                ending = ended
                endedAt = now
            }
            if let endedAt {
                // Everything in the sandbox ended with it; a descriptor still open after
                // that belongs to nothing that should be running. Stop waiting.
                if now.timeIntervalSince(endedAt) > 5 { break }
                continue
            }
            if now.timeIntervalSince(lastLook) >= 0.1 {
                lastLook = now
                progress(tally.progress(elapsed: now.timeIntervalSince(started)))
                let (processes, memory) = ProcessTree.usage(below: child.pid)
                run.peakProcesses = max(run.peakProcesses, processes)
                if processes > limits.processes { stop(.processes(count: limits.processes)) }
                if memory > limits.memoryBytes { stop(.memory(bytes: limits.memoryBytes)) }
                if now.timeIntervalSince(started) > timeLimits.total { stop(.total(seconds: timeLimits.total)) }
                let byLines = timeLimits.progress.isLines
                let (isGoing, lastProgress) = byLines ? (true, lastLine) : (watch.isTesting, watch.lastProgress)
                let grace = byLines && !sawLine ? timeLimits.startupGrace : 0
                if let quiet = timeLimits.quiet, isGoing, now.timeIntervalSince(lastProgress) > quiet + grace {
                    stop(.quiet(seconds: quiet))
                }
                if let perTest = timeLimits.perTest, let (test, since) = watch.longestRunning,
                    now.timeIntervalSince(since) > perTest
                {
                    stop(.testTime(seconds: perTest, test: test))
                }
            }
        }
        if ending == nil {
            ProcessTree.kill(child.pid)
            ending = try child.waitForEnding(interval: 0.02)
        }
        switch ending {
        case .exited(let status): run.exitStatus = status
        case .signalled(let number): run.signal = number
        case nil: break
        }
        return run
    }
}

/// Follows test progress in an event stream as it grows: which tests are running, and
/// when a test last finished. Only a test's first end counts: writing to the stream
/// does not feed the watchdog, finishing tests does.
struct TestWatch {
    private var incompleteLine: [UInt8] = []
    private(set) var isTesting = false
    private(set) var lastProgress = Date()
    private var running: [String: Date] = [:]
    private var ended: Set<String> = []
    private var functions: Set<String> = []

    /// The test that has run longest without ending, and since when.
    var longestRunning: (String, Date)? {
        running.min { $0.value < $1.value }.map { ($0.key, $0.value) }
    }

    mutating func read(_ bytes: [UInt8], at time: Date) {
        var start = bytes.startIndex
        while let end = bytes[start...].firstIndex(of: RunProgress.Tally.newline) {
            count(incompleteLine + bytes[start..<end], at: time)
            incompleteLine = []
            start = end + 1
        }
        incompleteLine += bytes[start...]
    }

    private mutating func count(_ bytes: [UInt8], at time: Date) {
        guard let record = try? JSONDecoder().decode(EventStreamRecord.self, from: Data(bytes)) else { return }
        switch record {
        case .test(let test) where test.kind == "function":
            functions.insert(test.id)
        case .event(let event):
            guard let id = event.testID else {
                if event.kind == "runStarted", !isTesting { (isTesting, lastProgress) = (true, time) }
                return
            }
            guard functions.contains(id) else { return }
            if event.kind == "testStarted", !ended.contains(id), running[id] == nil {
                running[id] = time
            } else if event.kind == "testEnded", running[id] != nil {
                running[id] = nil
                if ended.insert(id).inserted { lastProgress = time }
            }
        default:
            break
        }
    }
}

/// A pipe whose ends are kept above the standard descriptors and closed on exec, so that
/// handing them to a child as 1 to 4 never overwrites one another.
private struct Pipe2 {
    let read: Int32
    let write: Int32

    init() throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw ChildProcessError(message: "could not make a pipe") }
        read = fcntl(ends[0], F_DUPFD_CLOEXEC, 10)
        write = fcntl(ends[1], F_DUPFD_CLOEXEC, 10)
        close(ends[0])
        close(ends[1])
        _ = fcntl(read, F_SETFL, fcntl(read, F_GETFL) | O_NONBLOCK)
    }

    func closeWrite() { close(write) }
    func closeRead() { close(read) }
    func closeBoth() {
        closeRead()
        closeWrite()
    }
}
