import Runner

/// Who hears how a long build or run goes, a few times a second: the command line's
/// progress line, or no one.
///
/// ```
/// progress.start("Testing chapter 1")
/// progress.update(runProgress)
/// progress.finish()
/// ```
public protocol ProgressReporter: AnyObject {
    /// A task begins, named as the user reads it.
    func start(_ task: String)
    /// How far the task has come.
    func update(_ progress: RunProgress)
    /// The task is over.
    func finish()
}

/// Progress that no one hears, such as in a test.
public final class SilentProgress: ProgressReporter {
    public init() {}
    public func start(_ task: String) {}
    public func update(_ progress: RunProgress) {}
    public func finish() {}
}
