import Dispatch
import Runner

/// The preview's status line for `watch`, worked out on another thread while the student
/// reads the results, so that a save never waits behind the preview's build.
///
/// ```
/// let status = BackgroundStatus { stop in try preview(stoppedBy: stop).previewStatus() }
/// status.result    // nil while it works; then .some(line), or .some(nil) for no line
/// status.cancel()  // a file was saved: stop the build or the program, and wait for it
/// ```
final class BackgroundStatus: Sendable {
    private let stop = LockedValue(false)
    private let outcome = LockedValue<String??>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `work` on another thread. It is handed the flag that ``cancel()`` sets; an
    /// error it throws, a cancellation too, leaves no line.
    init(_ work: @escaping @Sendable (LockedValue<Bool>) throws -> String?) {
        let stop = stop, outcome = outcome, finished = finished
        DispatchQueue.global().async {
            let line = (try? work(stop)) ?? nil
            outcome.withLock { $0 = .some(line) }
            finished.signal()
        }
    }

    /// The line once the work is done: `.some(nil)` when it has none to show.
    var result: String?? { outcome.withLock { $0 } }

    /// Stops the work, and returns once its build or program has gone, so that the
    /// package's build folder is free for the tests.
    func cancel() {
        stop.withLock { $0 = true }
        finished.wait()
        finished.signal()
    }
}
