import Dispatch
import Platform

/// Work done on another thread, which the thread that started it can wait for, look in
/// on, or stop.
///
/// ```
/// let status = BackgroundWork { stop in try build(stoppingOn: stop) }
/// status.outcome           // nil while it works, then .success(value) or .failure(error)
/// status.outcome(within: 0.1)  // waits a tenth of a second at most
/// status.cancel()          // sets `stop`, and returns once the work has ended
/// ```
///
/// The work is handed the flag that ``cancel()`` sets; a build or a program run given it
/// (`ProductBuild.stop`, `ProgramRun.stop`) kills its process tree and throws
/// `CancellationError` when it turns true.
public final class BackgroundWork<Value: Sendable>: Sendable {
    /// Set by ``cancel()``: the work's sign to stop.
    public let stop = LockedValue(false)
    private let result = LockedValue<Result<Value, any Error>?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `work` on another thread.
    public init(_ work: @escaping @Sendable (LockedValue<Bool>) throws -> Value) {
        let stop = stop
        let result = result
        let finished = finished
        DispatchQueue.global().async {
            let outcome = Result { try work(stop) }
            result.withLock { $0 = outcome }
            finished.signal()
        }
    }

    /// How the work ended, or `nil` while it goes on.
    public var outcome: Result<Value, any Error>? { result.withLock { $0 } }

    /// How the work ended, waiting for it at most `seconds` (for ever when `nil`).
    public func outcome(within seconds: Double?) -> Result<Value, any Error>? {
        if let seconds {
            guard finished.wait(timeout: .now() + seconds) == .success else { return nil }
        } else {
            finished.wait()
        }
        // Signalled again, so that every later wait returns at once.
        finished.signal()
        return outcome
    }

    /// Asks the work to stop, and returns once it has ended.
    public func cancel() {
        stop.withLock { $0 = true }
        _ = outcome(within: nil)
    }
}
