import Foundation
import Platform

/// Follows a test event stream as the test process writes it: the counts for a progress
/// line, the test that has run longest, and what counts as progress against a
/// ``SupervisedRun``'s quiet limit.
///
/// ```
/// let watch = EventStreamWatch(quiet: .finishedTests)
/// var run = SupervisedRun(command, output: .file(log))
/// run.progressChannel = .pipe(descriptor: 3)
/// run.progressSignal = watch
/// run.limits.quiet = 10   // ten seconds without a test finishing
/// ```
///
/// Quiet does not count before the run's `runStarted` event: until then Swift is building.
public final class EventStreamWatch: ProgressSignal {
    /// What shows that the tests are getting on.
    public enum Quiet: Sendable {
        /// Any byte of the stream: the student's own tests, where a test with many slow
        /// arguments still writes an event per argument.
        case anyEvent
        /// The first end of each test function: grading, where code that writes to the
        /// stream must not feed the watchdog.
        case finishedTests
    }

    private let quiet: Quiet
    private var tally = RunProgress.Tally()
    private var tests = TestWatch()
    private var lastByte: Date?

    public init(quiet: Quiet) {
        self.quiet = quiet
    }

    public func read(_ bytes: ArraySlice<UInt8>, at time: Date) {
        tally.read(Array(bytes))
        // Decoding each record costs more than counting; a student's run, whose skeleton
        // writes megabytes of failures, needs only the count.
        if case .finishedTests = quiet { tests.read(Array(bytes), at: time) }
        lastByte = time
    }

    public func quietSince(start: Date) -> Date? {
        switch quiet {
        case .anyEvent: tally.progress(elapsed: 0).isTesting ? lastByte : nil
        case .finishedTests: tests.isTesting ? tests.lastProgress : nil
        }
    }

    /// How far the run has come, for a progress line.
    public func progress(elapsed: TimeInterval) -> RunProgress { tally.progress(elapsed: elapsed) }

    /// The test that has run longest without ending, and since when; followed with
    /// ``Quiet/finishedTests`` only.
    public var longestRunning: (test: String, since: Date)? { tests.longestRunning }
}

/// Which tests are running, and when a test last finished. Only a test's first end
/// counts: writing to the stream does not feed the watchdog, finishing tests does.
private struct TestWatch {
    private var incompleteLine: [UInt8] = []
    private(set) var isTesting = false
    private(set) var lastProgress = Date()
    private var running: [String: Date] = [:]
    private var ended: Set<String> = []
    private var functions: Set<String> = []

    var longestRunning: (test: String, since: Date)? {
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
