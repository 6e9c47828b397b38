import Foundation

/// A program run under watch: the one way the tool runs a program.
///
/// It starts the program (with ``ChildProcess``), sends its output where it is asked to,
/// reads its progress as it is written, and stops it, with everything it started, when
/// it runs past its time limit, stays quiet too long, fails a caller's check, or is asked
/// to stop from another thread.
///
/// ```
/// var build = SupervisedRun(["/usr/bin/env", "swift", "build"], output: .file(log))
/// build.limits = .init(total: 600)
/// let result = try build.run()
/// result.ending      // .exited(0)
/// result.stoppedBy   // nil; .total(600) had it run past ten minutes
/// ```
///
/// **What "quiet" means is declared by each run**, through the ``ProgressSignal`` that
/// reads its progress channel: any byte of an event stream once the tests run (a
/// student's `test`), the first end of each test (grading, where writing to the stream
/// must not feed the watchdog), or an answer that a filter takes (a probe). A run with no
/// signal is never quiet: it has its total time limit only.
///
/// Output goes to files or to pipes that are read as they fill, never to a pipe that
/// nothing reads: a program that fills one would stop, and a grandchild that keeps one
/// open would hold the run.
public struct SupervisedRun {
    /// Where the program's standard output and standard error go.
    public enum Output {
        /// The user's terminal: the program reads keys and draws on the screen. Its
        /// standard error may go to a file, where a full-screen program's last words
        /// survive its screen.
        case terminal(standardError: URL? = nil)
        /// One file for both.
        case file(URL)
        /// A file each.
        case files(output: URL, errors: URL)
        /// A pipe, read as the program writes and kept up to `limit` bytes; the rest is
        /// counted in ``Result/droppedOutput``.
        case captured(limit: Int)
    }

    /// Where the program writes its progress, such as a test event stream.
    public enum ProgressChannel {
        /// A pipe the program sees as this descriptor (`/dev/fd/3`). What comes through is
        /// kept in ``Result/progress``: nothing else can write it, or rewrite it later.
        case pipe(descriptor: Int32)
        /// A file the program writes by its path; it is read as it grows.
        case file(URL)
    }

    /// How long the program may run.
    public struct Limits: Equatable {
        /// The whole run.
        public var total: TimeInterval?
        /// How long without progress, as the ``ProgressSignal`` counts it.
        public var quiet: TimeInterval?

        public init(total: TimeInterval? = nil, quiet: TimeInterval? = nil) {
            self.total = total
            self.quiet = quiet
        }
    }

    /// Why the run stopped the program.
    public enum Stop: Equatable, Sendable {
        case total(seconds: TimeInterval)
        case quiet(seconds: TimeInterval)
        /// The caller's check asked for it; the caller knows why.
        case check
    }

    /// What a caller's check sees, about ten times a second.
    public struct Check {
        public let pid: Int32
        public let elapsed: TimeInterval
        /// Bytes that came through a progress pipe so far.
        public let progressBytes: Int
    }

    /// How the program ended, and what it wrote.
    public struct Result {
        public var ending: ChildProcess.Ending
        public var stoppedBy: Stop?
        /// With ``Output/captured(limit:)``: standard output and error, up to the limit.
        public var output = Data()
        public var droppedOutput = 0
        /// With ``ProgressChannel/pipe(descriptor:)``: what came through it, up to
        /// ``SupervisedRun/progressLimit``.
        public var progress = Data()
        /// Bytes of progress read and dropped beyond ``SupervisedRun/progressLimit``.
        public var droppedProgress = 0
        /// What came through each of ``SupervisedRun/reports``.
        public var reports: [Int32: Data] = [:]

        /// The exit status; `nil` when a signal ended the program.
        public var exitStatus: Int32? {
            if case .exited(let status) = ending { status } else { nil }
        }
    }

    /// The program and its arguments; the first is run as it is, not looked up in `PATH`.
    public var command: [String]
    public var environment: [String: String]
    public var output: Output
    public var progressChannel: ProgressChannel?
    /// What counts as progress, and so what "quiet" means.
    public var progressSignal: (any ProgressSignal)?
    /// The most bytes of a progress pipe kept in ``Result/progress``; the rest is read, shown
    /// to the signal and counted, never kept: the program can write as much as it likes.
    public var progressLimit = Int.max
    public var limits = Limits()
    /// More pipes read into memory, by the descriptor the program sees, each kept up to a
    /// number of bytes: a sandbox's wrapper reports on descriptor 4 how the command ended.
    public var reports: [Int32: Int] = [:]
    /// The owner of the pipes' writing ends, for a program that reopens `/dev/fd/3` as
    /// another user (a sandbox's `nobody`).
    public var pipeOwner: (uid: UInt32, gid: UInt32)?
    /// How often the program's ending, the limits and the caller's check are looked at.
    public var interval: TimeInterval = 0.1
    /// Set to true from another thread to stop the program: ``run(checking:)`` then
    /// throws `CancellationError`. `watch` stops a preview's build so when a file is saved.
    public var stopRequest: LockedValue<Bool>?

    public init(
        _ command: [String], environment: [String: String] = ProcessInfo.processInfo.environment, output: Output
    ) {
        self.command = command
        self.environment = environment
        self.output = output
    }

    /// Runs the program to its end.
    ///
    /// - Parameter check: Called about every ``interval`` while the program runs; return
    ///   true to stop it (the result then says ``Stop/check``).
    /// - Throws: ``ChildProcessError`` when the program cannot start; `CancellationError`
    ///   when ``stopRequest`` turned true.
    public func run(checking check: (Check) -> Bool = { _ in false }) throws -> Result {
        guard let executable = command.first else { throw ChildProcessError(message: "no program to run") }
        var plumbing = try Plumbing(output: output, progressChannel: progressChannel, reports: reports)
        plumbing.progressLimit = progressLimit
        defer { plumbing.closeAll() }
        if let pipeOwner { plumbing.giveWritingEnds(to: pipeOwner) }
        // Pipes and a pair of files are handed over as descriptors, which override these.
        let (file, errorFile, sharesInput): (URL?, URL?, Bool) =
            switch output {
            case .terminal(let errorFile): (nil, errorFile, true)
            case .file(let file): (file, nil, false)
            case .files, .captured: (nil, nil, false)
            }
        let child = try ChildProcess(
            executable: executable, arguments: Array(command.dropFirst()), environment: environment,
            output: file, errorOutput: errorFile, sharesInput: sharesInput, descriptors: plumbing.childDescriptors)
        plumbing.closeWritingEnds()
        var watch = Watch(child: child, started: Date(), signal: progressSignal)
        return try watch.follow(self, plumbing: &plumbing, check: check)
    }
}

/// Reads a supervised program's progress, and says when it last showed some: the meaning
/// of "quiet" for one run.
public protocol ProgressSignal: AnyObject {
    /// Reads the next bytes the program wrote to its progress channel.
    func read(_ bytes: ArraySlice<UInt8>, at time: Date)
    /// Since when the program has shown no progress, for a run that started at `start`;
    /// `nil` while quiet does not count yet (a test process still being built).
    func quietSince(start: Date) -> Date?
    /// Looks at the running program, about every ``SupervisedRun/interval``: a signal
    /// that counts more than the channel's bytes (``WorkingTree``) reads the process here.
    func look(at pid: Int32, time: Date)
}

extension ProgressSignal {
    public func look(at pid: Int32, time: Date) {}
}

/// Progress as work: another signal's progress, or the program's tree using the
/// processor. A build or a long test works; a test that waits for ever does not.
///
/// ```
/// run.progressSignal = WorkingTree(also: EventStreamWatch(quiet: .anyEvent))
/// run.limits.quiet = 600   // ten minutes with no event and no work
/// ```
///
/// Work is at least `share` of one core over a window of `window` seconds, so that a
/// test that polls while it waits (a fraction of a per cent) is still quiet.
public final class WorkingTree: ProgressSignal {
    private let also: (any ProgressSignal)?
    private let window: TimeInterval
    private let share: Double
    private var windowStart: (time: Date, seconds: TimeInterval)?
    private var lastWork: Date?

    public init(also: (any ProgressSignal)? = nil, window: TimeInterval = 10, share: Double = 0.1) {
        self.also = also
        self.window = window
        self.share = share
    }

    public func read(_ bytes: ArraySlice<UInt8>, at time: Date) { also?.read(bytes, at: time) }

    public func look(at pid: Int32, time: Date) {
        also?.look(at: pid, time: time)
        guard let start = windowStart else {
            windowStart = (time, ProcessTree.processorSeconds(of: pid))
            return
        }
        guard time.timeIntervalSince(start.time) >= window else { return }
        let seconds = ProcessTree.processorSeconds(of: pid)
        if seconds - start.seconds >= share * time.timeIntervalSince(start.time) { lastWork = time }
        windowStart = (time, seconds)
    }

    public func quietSince(start: Date) -> Date? {
        let since = also == nil ? start : also?.quietSince(start: start)
        guard let since else { return nil }
        return max(since, lastWork ?? start)
    }
}

extension SupervisedRun {
    /// The run's loop: reads the pipes, follows the progress file, and applies the limits.
    private struct Watch {
        let child: ChildProcess
        let started: Date
        let signal: (any ProgressSignal)?
        var ending: ChildProcess.Ending?
        var endedAt: Date?
        var lastCheck = Date.distantPast
        var stoppedBy: SupervisedRun.Stop?

        mutating func follow(
            _ run: SupervisedRun, plumbing: inout Plumbing, check: (Check) -> Bool
        ) throws -> Result {
            let endingDescriptor = child.endingDescriptor()
            defer { if let endingDescriptor { close(endingDescriptor) } }
            while true {
                // Until the child ends, its ending wakes the wait too: the run's result is
                // then read at once, not at the next look.
                plumbing.read(
                    waitingAtMost: run.interval, orUntilReadable: ending == nil ? endingDescriptor : nil,
                    signal: signal)
                let now = Date()
                if ending == nil, let ended = try child.ending() { (ending, endedAt) = (ended, now) }
                if let endedAt {
                    // Everything the program started ended with it, or was killed; a pipe
                    // still open after that belongs to nothing that should be running.
                    if plumbing.openPipes.isEmpty || now.timeIntervalSince(endedAt) > 5 { break }
                    continue
                }
                if run.stopRequest?.withLock({ $0 }) == true {
                    try child.killTree()
                    throw CancellationError()
                }
                guard now.timeIntervalSince(lastCheck) >= run.interval else { continue }
                lastCheck = now
                signal?.look(at: child.pid, time: now)
                if let reason = limitReached(run.limits, at: now) {
                    stop(reason)
                } else if check(
                    Check(
                        pid: child.pid, elapsed: now.timeIntervalSince(started),
                        progressBytes: plumbing.progress.count + plumbing.droppedProgress)
                ) {
                    stop(.check)
                }
            }
            plumbing.readProgressFile(signal: signal)
            return Result(
                ending: ending ?? .signalled(SIGKILL), stoppedBy: stoppedBy, output: plumbing.output,
                droppedOutput: plumbing.droppedOutput, progress: plumbing.progress,
                droppedProgress: plumbing.droppedProgress, reports: plumbing.reported)
        }

        private func limitReached(_ limits: Limits, at now: Date) -> Stop? {
            if let total = limits.total, now.timeIntervalSince(started) > total { return .total(seconds: total) }
            if let quiet = limits.quiet, let since = signal?.quietSince(start: started),
                now.timeIntervalSince(since) > quiet
            {
                return .quiet(seconds: quiet)
            }
            return nil
        }

        /// Kills the program and what it started; the first reason is the one reported.
        private mutating func stop(_ reason: Stop) {
            if stoppedBy == nil { stoppedBy = reason }
            ProcessTree.kill(child.pid)
        }
    }
}

/// The files and pipes between a supervised program and its run.
///
/// Every end is kept above the standard descriptors and closed on exec, so that handing
/// them to the program as 1 to 4 never overwrites one another.
private struct Plumbing {
    private enum Role {
        case output(limit: Int)
        case progress
        case report(descriptor: Int32, limit: Int)
    }

    private var pipes: [(read: Int32, write: Int32, role: Role)] = []
    /// Files opened here for the program, closed once it has them.
    private var openedFiles: [Int32] = []
    private(set) var childDescriptors: [Int32: Int32] = [:]
    private(set) var openPipes: [Int32] = []
    private var progressFile: (url: URL, descriptor: Int32)?
    var output = Data()
    var droppedOutput = 0
    var progress = Data()
    var progressLimit = Int.max
    var droppedProgress = 0
    var reported: [Int32: Data] = [:]

    init(output: SupervisedRun.Output, progressChannel: SupervisedRun.ProgressChannel?, reports: [Int32: Int]) throws {
        do {
            switch output {
            case .terminal, .file: break
            case .files(let outputFile, let errorFile):
                childDescriptors[STDOUT_FILENO] = try openForWriting(outputFile)
                childDescriptors[STDERR_FILENO] = try openForWriting(errorFile)
            case .captured(let limit):
                let write = try addPipe(.output(limit: limit))
                childDescriptors[STDOUT_FILENO] = write
                childDescriptors[STDERR_FILENO] = write
            }
            switch progressChannel {
            case .pipe(let descriptor)?: childDescriptors[descriptor] = try addPipe(.progress)
            case .file(let url)?: progressFile = (url, -1)
            case nil: break
            }
            for (descriptor, limit) in reports.sorted(by: { $0.key < $1.key }) {
                childDescriptors[descriptor] = try addPipe(.report(descriptor: descriptor, limit: limit))
            }
        } catch {
            closeAll()
            throw error
        }
        openPipes = pipes.map(\.read)
    }

    private mutating func openForWriting(_ file: URL) throws -> Int32 {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ChildProcessError(message: "could not write \(file.path)") }
        openedFiles.append(descriptor)
        return descriptor
    }

    /// Makes a pipe and returns the end the program writes to.
    private mutating func addPipe(_ role: Role) throws -> Int32 {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw ChildProcessError(message: "could not make a pipe") }
        let read = fcntl(ends[0], F_DUPFD_CLOEXEC, 10)
        let write = fcntl(ends[1], F_DUPFD_CLOEXEC, 10)
        close(ends[0])
        close(ends[1])
        _ = fcntl(read, F_SETFL, fcntl(read, F_GETFL) | O_NONBLOCK)
        pipes.append((read, write, role))
        return write
    }

    func giveWritingEnds(to owner: (uid: UInt32, gid: UInt32)) {
        for pipe in pipes { _ = fchown(pipe.write, owner.uid, owner.gid) }
    }

    /// Closes what only the program should hold, once it has it: a pipe whose writing end
    /// stays open here would never end.
    mutating func closeWritingEnds() {
        for descriptor in pipes.map(\.write) + openedFiles where descriptor >= 0 { close(descriptor) }
        pipes = pipes.map { ($0.read, -1, $0.role) }
        openedFiles = []
    }

    mutating func closeAll() {
        closeWritingEnds()
        for pipe in pipes where pipe.read >= 0 { close(pipe.read) }
        pipes = []
        openPipes = []
        if let file = progressFile, file.descriptor >= 0 { close(file.descriptor) }
        progressFile = nil
    }

    /// Reads what the pipes hold, waiting at most `seconds` for some or for `ending` (the
    /// child's ``ChildProcess/endingDescriptor()``) to turn readable, and what the progress
    /// file has gained.
    ///
    /// With nothing to wait on (no pipe, and a system without a pidfd) it sleeps a few
    /// milliseconds, not the whole `seconds`: a child's ending is seen that soon after.
    mutating func read(
        waitingAtMost seconds: TimeInterval, orUntilReadable ending: Int32?, signal: (any ProgressSignal)?
    ) {
        let waited = openPipes + (ending.map { [$0] } ?? [])
        if waited.isEmpty {
            Thread.sleep(forTimeInterval: min(seconds, 0.005))
        } else {
            var polled = waited.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&polled, nfds_t(polled.count), Int32(seconds * 1000))
            for entry in polled where entry.revents != 0 && entry.fd != ending { readPipe(entry.fd, signal: signal) }
        }
        readProgressFile(signal: signal)
    }

    private mutating func readPipe(_ descriptor: Int32, signal: (any ProgressSignal)?) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = systemRead(descriptor, &buffer, buffer.count)
        guard count > 0 else {
            if count == 0 || (errno != EINTR && errno != EAGAIN) { openPipes.removeAll { $0 == descriptor } }
            return
        }
        let bytes = buffer[..<count]
        switch pipes.first(where: { $0.read == descriptor })?.role {
        case .output(let limit)?:
            let room = max(0, limit - output.count)
            output.append(contentsOf: bytes.prefix(room))
            droppedOutput += max(0, count - room)
        case .progress?:
            let room = max(0, progressLimit - progress.count)
            progress.append(contentsOf: bytes.prefix(room))
            droppedProgress += max(0, count - room)
            signal?.read(bytes, at: Date())
        case .report(let number, let limit)?:
            let room = max(0, limit - (reported[number]?.count ?? 0))
            reported[number, default: Data()].append(contentsOf: bytes.prefix(room))
        case nil:
            break
        }
    }

    /// Reads what the progress file has gained since the last call; a file not made yet
    /// is a program that has not started its tests.
    mutating func readProgressFile(signal: (any ProgressSignal)?) {
        guard var file = progressFile else { return }
        if file.descriptor < 0 {
            file.descriptor = open(file.url.path, O_RDONLY | O_CLOEXEC)
            progressFile = file
            guard file.descriptor >= 0 else { return }
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = systemRead(file.descriptor, &buffer, buffer.count)
            guard count > 0 else { return }
            signal?.read(buffer[..<count], at: Date())
        }
    }
}
