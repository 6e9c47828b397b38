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
        /// A step's own limit, shorter than the submission's: "its tests".
        case step(seconds: TimeInterval, step: String, basis: String)
        case events(bytes: Int)

        /// What happened, in the words of a report: "used more than 2 GB of memory".
        public var message: String {
            switch self {
            case .memory(let bytes): "used more than \(Self.size(bytes)) of memory"
            case .processes(let count): "started more than \(count) processes"
            case .quiet(let seconds): "ran \(Int(seconds)) s without finishing a test"
            case .testTime(let seconds, let test): "ran \"\(test)\" for more than \(Int(seconds)) s"
            case .total(let seconds): "ran for more than \(Self.duration(seconds)), the limit for a submission"
            case .step(let seconds, let step, let basis):
                "ran \(step) for more than \(Self.duration(seconds)), their limit (\(basis))"
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
    /// Its memory is held by a control group where the machine gives one
    /// (``MemoryControlGroup``); the watch sums its processes' resident memory and the
    /// files of its `/tmp` in any case.
    ///
    /// - Parameters:
    ///   - user: Who the command runs as inside (``Sandbox/runsAs``): its descriptors are
    ///     given to that user.
    ///   - progress: Called about ten times a second with the event stream read so far.
    public static func run(
        _ argv: [String], runsAs user: SandboxUser?, limits: Sandbox.Limits, timeLimits: TimeLimits,
        environment: [String: String], progress: (RunProgress) -> Void = { _ in }
    ) throws -> WatchedRun {
        let tests = EventStreamWatch(quiet: .finishedTests)
        let group =
            limits.memoryBytes < Int.max && limits.holdsMemoryInControlGroup
            ? try? MemoryControlGroup.make(limit: limits.memoryBytes) : nil
        defer { group?.remove() }
        let command = group?.joining(argv) ?? argv
        var supervised = SupervisedRun(command, environment: environment, output: .captured(limit: limits.outputBytes))
        supervised.progressChannel = .pipe(descriptor: 3)
        supervised.progressSignal = timeLimits.progress.signal(tests: tests, startupGrace: timeLimits.startupGrace)
        supervised.reports = [4: 4096]
        // Kept up to the limit only, so the grader never holds more of a stream than it reads.
        supervised.progressLimit = Self.largestEvents(limits)
        // The test program opens its stream as /dev/fd/3, which checks the pipe's owner:
        // when the sandbox runs it as another user, the pipe must be that user's.
        supervised.pipeOwner = user?.ids
        supervised.limits = .init(total: timeLimits.total, quiet: timeLimits.quiet)

        var limitHit: Limit?
        var peakProcesses = 0
        let ended = try supervised.run { check in
            progress(tests.progress(elapsed: check.elapsed))
            let below = ProcessTree.descendants(of: check.pid)
            let (processes, resident) = ProcessTree.usage(of: below)
            peakProcesses = max(peakProcesses, processes)
            // A control group counts the files of /tmp already; without one the watch adds them.
            let memory =
                group.map { max(resident, $0.usedBytes) } ?? resident + SandboxTemporaryFolder.usedBytes(among: below)
            if limitHit == nil {
                limitHit =
                    group?.reachedLimit == true
                    ? .memory(bytes: limits.memoryBytes)
                    : Self.limit(
                        processes: processes, memory: memory, eventBytes: check.progressBytes,
                        longestRunning: tests.longestRunning,
                        limits: limits, timeLimits: timeLimits)
            }
            return limitHit != nil
        }
        var run = WatchedRun(
            output: ended.output, droppedOutput: ended.droppedOutput, events: ended.progress,
            control: String(decoding: ended.reports[4] ?? Data(), as: UTF8.self), peakProcesses: peakProcesses)
        switch ended.stoppedBy {
        case .total(let seconds)?: run.limitHit = .total(seconds: seconds)
        case .quiet(let seconds)?: run.limitHit = .quiet(seconds: seconds)
        case .check?: run.limitHit = limitHit
        case nil: break
        }
        if ended.droppedProgress > 0, run.limitHit == nil { run.limitHit = .events(bytes: Self.largestEvents(limits)) }
        // The kernel may have stopped it at the limit between two looks.
        if run.limitHit == nil, group?.reachedLimit == true { run.limitHit = .memory(bytes: limits.memoryBytes) }
        switch ended.ending {
        case .exited(let status): run.exitStatus = status
        case .signalled(let number): run.signal = number
        }
        return run
    }

    /// The most bytes of an event stream (or a probe's answers) the grader keeps and reads:
    /// 256 MB, and four times the output's limit more.
    static func largestEvents(_ limits: Sandbox.Limits) -> Int { 4 * limits.outputBytes + (256 << 20) }

    /// The sandbox's own limit that a running command is past, if any.
    private static func limit(
        processes: Int, memory: Int, eventBytes: Int, longestRunning: (test: String, since: Date)?,
        limits: Sandbox.Limits, timeLimits: TimeLimits
    ) -> Limit? {
        if processes > limits.processes { return .processes(count: limits.processes) }
        if memory > limits.memoryBytes { return .memory(bytes: limits.memoryBytes) }
        if eventBytes > largestEvents(limits) { return .events(bytes: largestEvents(limits)) }
        if let perTest = timeLimits.perTest, let (test, since) = longestRunning,
            Date().timeIntervalSince(since) > perTest
        {
            return .testTime(seconds: perTest, test: test)
        }
        return nil
    }
}

extension WatchedRun.TimeLimits.Progress {
    /// What "quiet" means for the run: ``SupervisedRun``'s signal.
    fileprivate func signal(tests: EventStreamWatch, startupGrace: TimeInterval) -> any ProgressSignal {
        switch self {
        case .finishedTests: tests
        case .lines(let filter): AcceptedLines(filter, startupGrace: startupGrace)
        }
    }
}

/// Progress as the lines of descriptor 3 that a filter takes: a probe's answers. Before
/// the first, quiet counts from the start plus a grace for the program's start.
private final class AcceptedLines: ProgressSignal {
    private let filter: WatchedRun.TimeLimits.LineFilter
    private let startupGrace: TimeInterval
    private var pendingLine = Data()
    private var lastLine: Date?

    init(_ filter: WatchedRun.TimeLimits.LineFilter, startupGrace: TimeInterval) {
        self.filter = filter
        self.startupGrace = startupGrace
    }

    func read(_ bytes: ArraySlice<UInt8>, at time: Date) {
        pendingLine.append(contentsOf: bytes)
        while let end = pendingLine.firstIndex(of: RunProgress.Tally.newline) {
            let line = Data(pendingLine[pendingLine.startIndex..<end])
            pendingLine.removeSubrange(pendingLine.startIndex...end)
            if filter.takes(line) { lastLine = time }
        }
        // A line without end that grows past any answer's size is not one.
        if pendingLine.count > 64 << 20 { pendingLine.removeAll() }
    }

    func quietSince(start: Date) -> Date? { lastLine ?? start.addingTimeInterval(startupGrace) }
}
