import Platform
import PreviewProtocol
import Runner

/// The check of a chart's data, run beside the preview's build: a data file that cannot
/// be read and a selection outside the data are refused, as the preview program would.
///
/// ```
/// let check = DataCheck(kind)          // starts reading the student's file
/// try check.problemFound(within: 0.1)  // a small file's problem, before any build
/// build.stop = check.failed            // a bad file stops the build at once
/// ...                                  // build the preview program
/// try check.result()                   // throws the file's problem, if it had one
/// ```
///
/// A million-row file takes a third of a second to read, which the build need not wait
/// for; a bad one still stops everything as soon as it is found.
struct DataCheck {
    /// Turns true when the data has a problem: the flag a build stops on.
    let failed = LockedValue(false)
    private let work: BackgroundWork<Void>

    init(_ kind: ChartCommand.Kind) {
        let failed = failed
        work = BackgroundWork { _ in
            do {
                try Self.check(kind)
            } catch {
                failed.withLock { $0 = true }
                throw error
            }
        }
    }

    /// Waits for the check to end, and throws the problem it found.
    func result() throws {
        try work.outcome(within: nil)?.get()
    }

    /// Waits at most `seconds` for the check, and throws the problem it found by then: a
    /// small file's problem is told before any build has started, as it always was.
    func problemFound(within seconds: Double) throws {
        try work.outcome(within: seconds)?.get()
    }

    private static func check(_ kind: ChartCommand.Kind) throws {
        guard let request = kind.chartRequest, let chapter = request.chapter else { return }
        do {
            _ = try request.data(for: chapter)
        } catch .usage(let message) {
            throw UsageError(message, subcommand: kind.subcommand)
        } catch {
            throw DataFileError(message: error.message)
        }
    }
}
