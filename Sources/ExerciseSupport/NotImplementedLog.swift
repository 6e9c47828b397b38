import Foundation

/// Collects the ``todo(_:fileID:filePath:line:column:)`` calls made while one test runs.
///
/// The log is a task-local value, so tests that run in parallel each see only their own
/// calls. Outside a test nobody listens and `todo` just returns its stand-in.
///
///     let log = NotImplementedLog()
///     let x = NotImplementedLog.$current.withValue(log) { xPosition(index: 0, count: 2, in: rect) }
///     log.entries   // [NotImplemented(task: "spread the points ...", ...)]
public final class NotImplementedLog: @unchecked Sendable {
    /// The log of the test running in this task, if any.
    @TaskLocal public static var current: NotImplementedLog?

    // Guards `recorded`: a test may call student code from several tasks at once.
    private let lock = NSLock()
    private var recorded: [NotImplemented] = []

    public init() {}

    /// Every call recorded so far, first call first, each place once.
    public var entries: [NotImplemented] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    func record(_ entry: NotImplemented) {
        lock.lock()
        defer { lock.unlock() }
        if !recorded.contains(entry) { recorded.append(entry) }
    }
}
