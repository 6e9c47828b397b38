import Foundation
import Results
import Runner

/// A one-line progress report on standard error, for work that takes more than a second.
///
/// On a terminal the line redraws itself with a spinner and the elapsed time; elsewhere
/// (CI logs, pipes) it prints the task once, so logs stay readable.
///
/// ```
/// let line = ProgressLine(style: style, isTerminal: true)
/// line.start("Testing chapter 1")
/// line.update(progress)   // ⠹ Testing chapter 1: building… 12s
/// line.finish()
/// ```
final class ProgressLine: ProgressReporter {
    private let style: Style
    private let isTerminal: Bool
    private var task = ""
    /// The task last printed off a terminal: a build tried again (a chapter that does not
    /// compile is set aside, then the rest is built) is the same task, printed once.
    private var printedTask: String?
    private var frame = 0
    private var lastDraw = Date.distantPast

    init(style: Style, isTerminal: Bool) {
        self.style = style
        self.isTerminal = isTerminal
    }

    func start(_ task: String) {
        self.task = task
        if !isTerminal, printedTask != task {
            write(task + style.ellipsis + "\n")
            printedTask = task
        }
    }

    /// Redraws the line, at most ten times a second.
    func update(_ progress: RunProgress) {
        guard isTerminal, Date().timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = Date()
        let frames = style.unicode ? ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] : ["|", "/", "-", "\\"]
        frame = (frame + 1) % frames.count
        let phase =
            progress.isTesting
            ? "running tests \(progress.finishedTests)/\(progress.totalTests)"
            : "building" + style.ellipsis
        write("\r\u{1B}[2K\(frames[frame]) \(task): \(phase) \(Int(progress.elapsed))s")
    }

    /// Clears the line, so the results print where it stood.
    func finish() {
        if isTerminal { write("\r\u{1B}[2K") }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
