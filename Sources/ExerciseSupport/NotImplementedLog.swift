import Foundation

/// Collects the ``todo(_:fileID:filePath:line:column:)`` calls made while one test runs.
///
/// The log is a task-local value, so tests that run in parallel each see only their own
/// calls. Outside a test nobody listens and `todo` just returns its stand-in.
///
///     let log = NotImplementedLog()
///     let x = NotImplementedLog.$current.withValue(log) { xPosition(index: 0, count: 2, in: rect) }
///     log.entries   // [NotImplemented(task: "spread the points ...", ...)]
public final class NotImplementedLog: Sendable {
    /// The log of the test running in this task, if any.
    @TaskLocal public static var current: NotImplementedLog?

    private let storage = Mutex()

    public init() {}

    /// Every call recorded so far, first call first, each place once.
    public var entries: [NotImplemented] { storage.withLock { $0 } }

    func record(_ entry: NotImplemented) {
        storage.withLock { entries in
            if !entries.contains(entry) { entries.append(entry) }
        }
    }
}

/// A lock around the list, as `Sendable` needs; Synchronization's `Mutex` would need
/// macOS 15, and the workbook supports macOS 14.
private final class Mutex: @unchecked Sendable {
    private let lock = NSLock()
    private var value: [NotImplemented] = []

    func withLock<Result>(_ body: (inout [NotImplemented]) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
